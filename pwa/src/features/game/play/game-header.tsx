/** The game's header: back, the hotel and team, the player's facts, the current request, sync status, refresh and log out. */
import { type Session, type Team } from '@front-desk-rm/engine/domain';
import { LogoutButton } from '../../../app/logout-button.js';
import { StatusChip } from '../../../components/ui/status-chip.js';
import { useT } from '../../../i18n/use-t.js';
import { useFormat } from '../../../i18n/format.js';
import './play.css';
import { LanguagePicker } from '../../../components/ui/language-picker.js';

export interface GameHeaderProps {
  session: Session;
  team: Team;
  playerName: string;
  /** The request on screen as "n of total", or null when none is. */
  current: { position: number; total: number } | null;
  onBack: () => void;
  onRefresh: () => void;
  onBeforeLogout: () => void;
}

export function GameHeader({ session, team, playerName, current, onBack, onRefresh, onBeforeLogout }: GameHeaderProps) {
  const t = useT();
  const { money } = useFormat();
  return (
    <header className="game-header">
      <button className="btn btn-ghost icon-btn" onClick={onBack} aria-label={t('play.header.back')}>
        ← <span className="hide-sm">{t('play.header.back')}</span>
      </button>
      <div className="game-title">
        <h1 title={session.hotelName}>{session.hotelName}</h1>
        <p title={`${session.name} · ${team.name}`}>
          {session.name} · {team.name}
        </p>
      </div>
      <div className="game-facts">
        <span className="fact">
          {t('play.header.player')}
          <strong>{playerName}</strong>
        </span>
        <span className="fact">
          {t('play.header.rooms')}
          <strong>{session.totalRooms}</strong>
        </span>
        <span className="fact">
          {t('play.header.baseAdr')}
          <strong>{money(session.baseADR)}</strong>
        </span>
        {current && (
          <span className="fact fact-current">
            {t('play.header.current')}
            <strong>{t('play.header.position', { position: current.position, total: current.total })}</strong>
          </span>
        )}
      </div>
      <div className="header-actions">
        <LanguagePicker className="language-picker hide-sm" compact />
        <StatusChip />
        <button className="btn btn-ghost icon-btn" onClick={onRefresh} aria-label={t('play.header.refresh')}>
          ↻ <span className="hide-sm">{t('play.header.refresh')}</span>
        </button>
        <LogoutButton onBeforeLeave={onBeforeLogout} />
      </div>
    </header>
  );
}
