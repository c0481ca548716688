/** What a host's screen shows for a session the device does not hold. */
import { Link } from 'react-router';
import { gamePaths } from './game-paths.js';
import { useT } from '../i18n/use-t.js';

export function SessionNotFound() {
  const t = useT();
  return (
    <main className="page-center">
      <div className="card narrow">
        <h1>{t('sessionNotFound.title')}</h1>
        <p className="muted">{t('sessionNotFound.lead')}</p>
        <Link className="btn btn-primary" to={gamePaths.adminDashboard()}>
          {t('sessionNotFound.back')}
        </Link>
      </div>
    </main>
  );
}
