/** After a successful login: the user's name and 'Let's Begin!', continuing by itself after 3 s (docs/rules.md §1). */
import { useEffect } from 'react';
import { Dialog } from '../../../components/ui/dialog.js';
import { useT } from '../../../i18n/use-t.js';
import './login.css';

export const WELCOME_AUTO_CONTINUE_MS = 3000;

export function WelcomeDialog({ name, onContinue }: { name: string; onContinue: () => void }) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(onContinue, WELCOME_AUTO_CONTINUE_MS);
    return () => clearTimeout(timer);
  }, [onContinue]);
  return (
    <Dialog open title={t('login.welcome.title', { name })} onClose={onContinue} tone="celebrate">
      <p>{t('login.welcome.body')}</p>
      <div className="welcome-progress" aria-hidden="true">
        <span />
      </div>
      <div className="dialog-footer">
        <button className="btn btn-primary btn-lg" onClick={onContinue} data-autofocus>
          {t('login.welcome.begin')}
        </button>
      </div>
    </Dialog>
  );
}
