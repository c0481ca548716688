/** The final stats panel and the Game Over dialog, when no booking request remains (docs/rules.md §2, §4). */
import { useRevealedToRoom } from '../../../data/reads/use-revealed.js';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { type TeamFigures } from '@front-desk-rm/engine/rules';
import { Dialog } from '../../../components/ui/dialog.js';
import { focusHeading, focusLost } from '../../../components/ui/focus.js';
import { gamePaths } from '../../../app/game-paths.js';
import { useLeaderboard, useStoredSession } from '../../../data/reads/use-session.js';
import { FiguresGrid } from './side-panels.js';
import './play.css';

export function FinalStats({
  figures,
  teamName,
  sessionId,
  teamId,
  guest,
  onPlayAgain,
}: {
  figures: TeamFigures;
  teamName: string;
  sessionId: string;
  teamId: string;
  guest: boolean;
  onPlayAgain: () => void;
}) {
  const ranked = useLeaderboard(sessionId, !guest);
  // The session row syncs: the debrief's link appears the moment the host ends the game or reveals it.
  const session = useStoredSession(sessionId);
  const debriefOpen = useRevealedToRoom(session);
  const mine = ranked.find((r) => r.id === teamId);
  // The request card that held focus is gone (the week is done, or the host ended it).
  useEffect(() => {
    if (focusLost()) focusHeading('final-title');
  }, []);
  return (
    <section className="panel final-card" aria-labelledby="final-title">
      <p className="eyebrow">Final stats</p>
      <h2 id="final-title" tabIndex={-1}>
        {teamName}: week complete
      </h2>
      <p className="muted">
        {figures.accepted} accepted, {figures.declined} declined
        {mine ? ` · currently ranked ${mine.rank} of ${ranked.length}` : ''}
      </p>
      <FiguresGrid figures={figures} />
      {!guest && (
        // One live region for both states, so a screen reader hears the debrief open.
        <div aria-live="polite">
          {debriefOpen ? (
            <p>
              <Link className="btn btn-primary" to={gamePaths.debrief(sessionId)}>
                See your debrief
              </Link>
            </p>
          ) : (
            <p className="muted">The debrief opens when the host reveals the results.</p>
          )}
        </div>
      )}
      {guest ? (
        <>
          <p className="muted small">Practice games stay on this device and do not count on the leaderboard.</p>
          <button className="btn btn-primary" onClick={onPlayAgain}>
            Practise again
          </button>
        </>
      ) : ranked.length > 0 ? (
        <div style={{ textAlign: 'left' }}>
          <h3>Leaderboard</h3>
          <ol className="list">
            {ranked.map((r) => (
              <li key={r.id} className="list-row" style={r.id === teamId ? { outline: '2px solid var(--brand)' } : undefined}>
                <span>
                  <strong>#{r.rank}</strong> {r.name}
                  <span className="muted small"> · {r.status}</span>
                </span>
                <span className="small">
                  <strong>{formatINR(r.revenue)}</strong> · {formatPercent(r.occupancy)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p className="muted small">The leaderboard appears here when the device next hears from the server.</p>
      )}
    </section>
  );
}

export function GameOverDialog({ open, figures, onClose }: { open: boolean; figures: TeamFigures; onClose: () => void }) {
  return (
    <Dialog open={open} title="Game Over" onClose={onClose} tone="celebrate">
      <p>Every booking request of the week has been decided.</p>
      <p>
        Your team earned <strong>{formatINR(figures.revenue)}</strong> at {formatPercent(figures.occupancy)} occupancy.
      </p>
      <div className="dialog-footer">
        <button className="btn btn-primary btn-lg" onClick={onClose} data-autofocus>
          See final stats
        </button>
      </div>
    </Dialog>
  );
}
