/**
 * The live dashboard on the training room's projector (`?display=projector`):
 * large type for the back of the room, every team at once with no scrolling
 * at 1920x1080 for up to 12 teams, each with its revenue, occupancy, where it
 * is in the deck and its share of the best possible week. Cards are placed by
 * rank and glide to their new place when a rank changes. Before the start, the
 * game code and a QR code to join fill the side.
 */
import { QRCodeSVG } from 'qrcode.react';
import { RANKING_RULE, formatINR, formatPercent, withHouseTeams, type DashboardTeam, type HouseStanding, type LiveDashboard, type Session } from '@front-desk-rm/engine';
import { gamePaths } from '../../../local/game-paths.js';

const DECISION_WORDS = { accepted: 'Accepted', rejected: 'Declined', timed_out: 'Timed out', waiting: 'Not started' } as const;

/** Where a team is in the deck: each team moves at its own pace. */
export function teamPosition(t: Pick<DashboardTeam, 'decided' | 'totalBookings'>): string {
  if (t.totalBookings === 0) return 'No requests yet';
  return t.decided >= t.totalBookings ? `All ${t.totalBookings} decided` : `Request ${t.decided + 1} of ${t.totalBookings}`;
}

/** Columns for n cards: a row of up to four, never more than three rows at twelve, and five across beyond (house teams too). */
function columnsFor(n: number): number {
  return n <= 4 ? Math.max(n, 1) : n <= 6 ? 3 : n <= 12 ? 4 : 5;
}

export function ProjectorBoard({ session, board, house, onExit }: { session: Session; board: LiveDashboard; house: readonly HouseStanding[]; onExit: () => void }) {
  const waiting = board.status === 'waiting';
  // House teams wait with the people: before the start there is nothing to play.
  const cards = waiting ? board.teams.map((row) => ({ kind: 'team' as const, row })) : withHouseTeams(board.teams, house);
  const cols = columnsFor(cards.length);
  const rows = Math.max(1, Math.ceil(cards.length / cols));
  const joinUrl = `${window.location.origin}${gamePaths.login(session.gameCode)}`;
  return (
    <div className="projector" data-status={board.status}>
      <header className="projector-head">
        <div>
          <p className="projector-eyebrow">{session.hotelName}</p>
          <h1>{session.name}</h1>
        </div>
        <p className="projector-status">
          {waiting ? 'Waiting to start' : board.status === 'completed' ? 'Game complete' : board.secondsLeft !== null ? `Slowest team: ${board.secondsLeft}s left` : 'In progress'}
        </p>
        <button className="btn btn-ghost projector-exit" onClick={onExit}>
          Exit projector view
        </button>
      </header>
      <div className="projector-body">
        {waiting && session.gameCode && (
          <aside className="projector-join" aria-label="Join the game">
            <p>Join with the game code</p>
            <p className="projector-code">{session.gameCode}</p>
            <QRCodeSVG value={joinUrl} size={240} marginSize={2} title={`QR code to join game ${session.gameCode}`} />
            <p className="projector-url">{joinUrl}</p>
          </aside>
        )}
        {/* Four rows and more (house teams beside twelve teams) take smaller type, so every card still fits whole. */}
        <ol className="projector-grid" aria-label="Teams by rank" data-dense={rows >= 4 || undefined} style={{ ['--rows' as string]: rows }}>
          {cards.map((standing, i) => {
            const t = standing.row;
            const house = standing.kind === 'house' ? standing.row : null;
            const percent = house ? house.percentOfOptimum : standing.kind === 'team' ? standing.row.percentOfOptimum : null;
            return (
              <li
                key={t.id}
                className={`projector-card${house ? ' projector-house' : ''}`}
                style={{ left: `${((i % cols) * 100) / cols}%`, top: `${(Math.floor(i / cols) * 100) / rows}%`, width: `${100 / cols}%`, height: `${100 / rows}%` }}
              >
                <div className="projector-card-inner">
                  <div className="projector-card-head">
                    {standing.kind === 'house' ? (
                      <span className="projector-rank projector-house-badge" aria-hidden="true">
                        H
                      </span>
                    ) : (
                      <span className={`projector-rank rank-${standing.row.rank}`} aria-label={`Rank ${standing.row.rank}`}>
                        {standing.row.rank}
                      </span>
                    )}
                    <h2 aria-label={house ? `${t.name}, house team, not ranked` : undefined}>
                      {t.name}
                      {house && <span className="projector-house-word"> house team</span>}
                    </h2>
                  </div>
                  <p className="projector-revenue">{formatINR(t.revenue)}</p>
                  <dl className="projector-figures">
                    <div>
                      <dt>Occupancy</dt>
                      <dd>{formatPercent(t.occupancy)}</dd>
                    </div>
                    <div>
                      <dt>Decided</dt>
                      <dd>
                        {t.decided} / {t.totalBookings}
                      </dd>
                    </div>
                    <div>
                      <dt>Of best week</dt>
                      <dd>{percent === null ? '–' : formatPercent(percent)}</dd>
                    </div>
                  </dl>
                  <p className="projector-position">
                    {teamPosition(t)} · last: {DECISION_WORDS[standing.kind === 'house' ? standing.row.lastDecision : standing.row.currentDecision]}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      <p className="projector-rule">
        {RANKING_RULE}
        {!waiting && house.length > 0 && '. House teams (H) play the same requests and are never ranked'}
      </p>
    </div>
  );
}
