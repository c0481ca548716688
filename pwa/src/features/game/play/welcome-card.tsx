import { useT } from '../../../i18n/use-t.js';
import './play.css';
/** Before Start Game: what the week holds and who decides (docs/rules.md §4), or a note that the deck is still empty. */
export interface WelcomeCardProps {
  eyebrow: string;
  hotelName: string;
  requests: number;
  /** The session's decision time in seconds. */
  seconds: number;
  /** The room plays in step: the host moves everyone on together. */
  inStep: boolean;
  canDecide: boolean;
  captainName: string | null;
  /** The host has not started the game yet. */
  waiting: boolean;
  onStart: () => void;
}

export function WelcomeCard({ eyebrow, hotelName, requests, seconds, inStep, canDecide, captainName, waiting, onStart }: WelcomeCardProps) {
  const t = useT();
  if (requests === 0) {
    return (
      <section className="panel welcome-card">
        <h2>{t('play.welcome.empty.title')}</h2>
        <p className="muted">{t('play.welcome.empty.body')}</p>
      </section>
    );
  }
  return (
    <section className="panel welcome-card" aria-labelledby="welcome-title">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id="welcome-title">{t('play.welcome.title', { hotel: hotelName })}</h2>
      <p className="muted">
        {t('play.welcome.requests', { count: requests })}{' '}
        {canDecide ? t('play.welcome.decide', { seconds }) : captainName ? t('play.welcome.follow', { captain: captainName }) : t('play.welcome.followLeader')}
      </p>
      {inStep && <p className="muted">{t('play.welcome.inStep')}</p>}
      <ul>
        <li>{t('play.welcome.rule.stay')}</li>
        <li>{t('play.welcome.rule.hall')}</li>
        <li>{t('play.welcome.rule.aim')}</li>
      </ul>
      {waiting && <p className="waiting-host">{t('play.waitingForHost')}</p>}
      <button className="btn btn-primary btn-lg" onClick={onStart} disabled={waiting}>
        {t('play.welcome.start')}
      </button>
    </section>
  );
}
