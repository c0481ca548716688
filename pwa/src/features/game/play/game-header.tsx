/** The game's header: back, the hotel and team, the player's facts, the current request, sync status, refresh and log out. */
import { type Session, type Team } from '@front-desk-rm/engine/domain';
import { formatINR } from '@front-desk-rm/engine/format';
import { LogoutButton } from '../../../app/logout-button.js';
import { StatusChip } from '../../../components/ui/status-chip.js';
import './play.css';

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
  return (
    <header className="game-header">
      <button className="btn btn-ghost icon-btn" onClick={onBack} aria-label="Back">
        ← <span className="hide-sm">Back</span>
      </button>
      <div className="game-title">
        <h1 title={session.hotelName}>{session.hotelName}</h1>
        <p title={`${session.name} · ${team.name}`}>
          {session.name} · {team.name}
        </p>
      </div>
      <div className="game-facts">
        <span className="fact">
          Player<strong>{playerName}</strong>
        </span>
        <span className="fact">
          Rooms<strong>{session.totalRooms}</strong>
        </span>
        <span className="fact">
          Base ADR<strong>{formatINR(session.baseADR)}</strong>
        </span>
        {current && (
          <span className="fact fact-current">
            Current Scenario
            <strong>
              {current.position} of {current.total}
            </strong>
          </span>
        )}
      </div>
      <div className="header-actions">
        <StatusChip />
        <button className="btn btn-ghost icon-btn" onClick={onRefresh} aria-label="Refresh">
          ↻ <span className="hide-sm">Refresh</span>
        </button>
        <LogoutButton onBeforeLeave={onBeforeLogout} />
      </div>
    </header>
  );
}
