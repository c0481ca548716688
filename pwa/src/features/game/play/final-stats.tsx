/** The final stats panel and the Game Over dialog, when no booking request remains (docs/rules.md §2, §4). */
import { useRevealedToRoom } from '../../../data/reads/use-revealed.js';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { type TeamFigures } from '@front-desk-rm/engine/rules';
import { Dialog } from '../../../components/ui/dialog.js';
import { focusHeading, focusLost } from '../../../components/ui/focus.js';
import { gamePaths } from '../../../app/game-paths.js';
import { useLeaderboard, useStoredSession } from '../../../data/reads/use-session.js';
import { useT } from '../../../i18n/use-t.js';
import { useFormat } from '../../../i18n/format.js';
import { FiguresGrid } from './side-panels.js';
import { resultStatusLabel } from './labels.js';
import { slot, withSlots } from '../../../components/ui/slots.js';
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
  const t = useT();
  const { money, percent } = useFormat();
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
      <p className="eyebrow">{t('play.final.eyebrow')}</p>
      <h2 id="final-title" tabIndex={-1}>
        {t('play.final.title', { team: teamName })}
      </h2>
      <p className="muted">
        {mine
          ? t('play.final.tallyRanked', { accepted: figures.accepted, declined: figures.declined, rank: mine.rank, teams: ranked.length })
          : t('play.final.tally', { accepted: figures.accepted, declined: figures.declined })}
      </p>
      <FiguresGrid figures={figures} />
      {!guest && (
        // One live region for both states, so a screen reader hears the debrief open.
        <div aria-live="polite">
          {debriefOpen ? (
            <p>
              <Link className="btn btn-primary" to={gamePaths.debrief(sessionId)}>
                {t('play.final.debrief')}
              </Link>
            </p>
          ) : (
            <p className="muted">{t('play.final.debriefWaits')}</p>
          )}
        </div>
      )}
      {guest ? (
        <>
          <p className="muted small">{t('play.final.practiceNote')}</p>
          <button className="btn btn-primary" onClick={onPlayAgain}>
            {t('play.final.practiseAgain')}
          </button>
        </>
      ) : ranked.length > 0 ? (
        <div style={{ textAlign: 'left' }}>
          <h3>{t('play.final.leaderboard')}</h3>
          <ol className="list">
            {ranked.map((r) => (
              <li key={r.id} className="list-row" style={r.id === teamId ? { outline: '2px solid var(--brand)' } : undefined}>
                <span>
                  <strong>#{r.rank}</strong> {r.name}
                  <span className="muted small"> · {resultStatusLabel(t, r.status)}</span>
                </span>
                <span className="small">
                  <strong>{money(r.revenue)}</strong> · {percent(r.occupancy)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p className="muted small">{t('play.final.leaderboardLater')}</p>
      )}
    </section>
  );
}

export function GameOverDialog({ open, figures, onClose }: { open: boolean; figures: TeamFigures; onClose: () => void }) {
  const t = useT();
  const { money, percent } = useFormat();
  return (
    <Dialog open={open} title={t('play.gameOver.title')} onClose={onClose} tone="celebrate">
      <p>{t('play.gameOver.body')}</p>
      <p>
        {withSlots(t('play.gameOver.earned', { revenue: slot('revenue'), occupancy: percent(figures.occupancy) }), {
          revenue: <strong>{money(figures.revenue)}</strong>,
        })}
      </p>
      <div className="dialog-footer">
        <button className="btn btn-primary btn-lg" onClick={onClose} data-autofocus>
          {t('play.gameOver.seeStats')}
        </button>
      </div>
    </Dialog>
  );
}
