/**
 * Every team side by side (issue 37), for the trainer to project after the
 * game: one column per team and per house team the host switched on, with its
 * week (revenue, occupancy, ADR, RevPAR, share of the best week) above what it
 * did with each request, so the room can discuss request by request. Sized for
 * a 1920x1080 projector (no text under 24 px there); a phone gets a card per
 * row. Read from the device, as the debrief is.
 */
import { Link, useParams } from 'react-router';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { HOUSE_POLICIES } from '@front-desk-rm/engine/policies';
import { sideBySideView, type SideBySideCell, type SideBySideColumn, type SideBySideRow, type SideBySideView } from '@front-desk-rm/engine/views';
import { HiddenFromRoom } from '../../../components/ui/hidden-from-room.js';
import { HostHeader } from '../../../app/host-header.js';
import { SessionNotFound } from '../../../app/session-not-found.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useOptimum } from '../../../data/reads/use-optimum.js';
import { useWatchedSession } from '../../../app/use-watched-session.js';
import { gamePaths } from '../../../app/game-paths.js';
import './debrief.css';

const OUTCOME_CLASS: Record<SideBySideCell['outcome'], string> = {
  Accepted: 'sbs-acc',
  Declined: 'sbs-dec',
  Refused: 'sbs-refused',
  'Timed out': 'sbs-timer',
  'Not decided': 'sbs-open',
};

/** A house team's column is headed by its short name: the full one is in the legend and read out. */
function shortName(c: SideBySideColumn): string {
  return c.policy ? (HOUSE_POLICIES.find((p) => p.id === c.policy)?.short ?? c.name) : c.name;
}

function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : `${word}s`}`;
}

/** "Did not fit for Team 2 and FCFS: Friday had no rooms left, and it needed 1": one line per reason, the columns that met it named. */
function unfitLines(row: SideBySideRow, columns: readonly SideBySideColumn[]): string[] {
  const byReason = new Map<string, string[]>();
  row.cells.forEach((cell, i) => {
    if (cell.didNotFit) byReason.set(cell.didNotFit, [...(byReason.get(cell.didNotFit) ?? []), shortName(columns[i]!)]);
  });
  return [...byReason].map(
    ([reason, names]) => `Did not fit for ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}: ${reason}.`,
  );
}

const FIGURES: readonly { label: string; value: (c: SideBySideColumn) => string; best: (view: SideBySideView) => string }[] = [
  { label: 'Revenue', value: (c) => formatINR(c.revenue), best: (v) => (v.optimumRevenue === null ? '—' : formatINR(v.optimumRevenue)) },
  { label: 'Occupancy', value: (c) => formatPercent(c.occupancy), best: () => '—' },
  { label: 'ADR', value: (c) => formatINR(c.ADR), best: () => '—' },
  { label: 'RevPAR', value: (c) => formatINR(c.revPar), best: () => '—' },
  {
    label: 'Of the best week',
    value: (c) => (c.percentOfOptimum === null ? '—' : formatPercent(c.percentOfOptimum)),
    best: (v) => (v.optimumRevenue === null ? '—' : formatPercent(100)),
  },
];

/** The side-by-side table itself: the figures, then the requests, one column per team and house team. */
export function SideBySideTable({ view }: { view: SideBySideView }) {
  const { columns, rows } = view;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Every team side by side">
      <table className="data-table sbs-table">
        <caption className="sr-only">Every team and house team: its week, then what it did with each request beside the best week's choice</caption>
        <thead>
          <tr>
            <th scope="col">Request</th>
            <th scope="col" className="sbs-best-col">
              Best week
            </th>
            {columns.map((c) => (
              <th key={c.id} scope="col" data-column={c.id} className={c.policy ? 'sbs-house-col' : undefined}>
                {c.rank !== null && <span className="sbs-rank">#{c.rank} </span>}
                <span aria-hidden={c.policy ? true : undefined}>{shortName(c)}</span>
                {c.policy && <span className="sr-only">{c.name}, house team</span>}
                {c.policy && (
                  <span className="badge badge-house sbs-house-badge" aria-hidden="true">
                    House
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="sbs-figures">
          {FIGURES.map((f) => (
            <tr key={f.label}>
              <th scope="row">{f.label}</th>
              <td data-label="Best week" className="num sbs-best-col">
                {f.best(view)}
              </td>
              {columns.map((c) => (
                <td key={c.id} data-label={c.name} className="num">
                  {f.value(c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tbody className="sbs-requests">
          {rows.map((r) => (
            <tr key={r.scenarioId} data-request={r.request}>
              <th scope="row">
                <span className="sbs-request-name">
                  {r.request}. {r.reservationName || 'Booking request'}
                </span>
                <span className="sbs-request-stay">
                  {r.rooms > 0 ? `${plural(r.rooms, 'room')} · ` : ''}
                  {plural(r.roomNights, 'night')} from {r.checkInDay} · {formatINR(r.totalRate)}
                </span>
                {unfitLines(r, columns).map((line) => (
                  <span key={line} className="sbs-unfit">
                    {line}
                  </span>
                ))}
              </th>
              <td data-label="Best week" className="sbs-best-col">
                {r.bestChoice ?? '—'}
              </td>
              {r.cells.map((cell, i) => (
                <td key={columns[i]!.id} data-label={columns[i]!.name} className={`sbs-cell ${OUTCOME_CLASS[cell.outcome]}`}>
                  {/* One value, so a phone's card sets the note under the word, not across the line. */}
                  <span>
                    {cell.outcome}
                    {cell.didNotFit && <span className="sbs-cell-note">did not fit</span>}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SideBySidePage() {
  const { sessionId = '' } = useParams();
  const { admin, view } = useWatchedSession(sessionId, true, gamePaths.debrief(sessionId));
  const { stored, asking, problem, ask } = useOptimum(sessionId, admin !== null);
  useDocumentTitle(view ? `Side by side: ${view.session.name}` : 'Side by side');
  if (!admin || view === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null) return <SessionNotFound />;
  const found = sideBySideView(view, stored?.optimum ?? null);
  const house = found.columns.filter((c) => c.policy !== null);

  return (
    <div className="host-shell sbs-shell">
      <HostHeader
        title="Every team side by side"
        subtitle={
          <>
            {view.session.name} · {view.session.hotelName}
          </>
        }
        actions={
          <Link className="btn btn-ghost" to={gamePaths.debrief(sessionId)} aria-label="Back to the debrief">
            <span aria-hidden="true">←</span> <span className="hide-sm">Debrief</span>
          </Link>
        }
      />
      <main className="host-body sbs">
        <HiddenFromRoom session={view.session} />
        {found.columns.length === 0 ? (
          <section className="panel empty-state">
            <h2>No team to set side by side yet</h2>
            <p className="muted">Teams appear here once players have been dealt into teams.</p>
          </section>
        ) : (
          <>
            <div className="sbs-lead">
              <p>
                {found.optimumRevenue === null ? (
                  asking ? (
                    'Working out the best possible week…'
                  ) : (
                    <>
                      The best possible week is not on this device yet.{' '}
                      <button className="btn btn-ghost" onClick={() => void ask()}>
                        Try again
                      </button>
                    </>
                  )
                ) : (
                  <>
                    Best possible week: <strong>{formatINR(found.optimumRevenue)}</strong>
                  </>
                )}
                {problem && found.optimumRevenue !== null && <span className="muted"> (stored on this device: {problem})</span>}
              </p>
              <p className="sbs-key">
                <span className="sbs-cell sbs-refused">Refused</span> the rules turned an accept down: the request did not fit the week as it stood.{' '}
                <span className="sbs-cell-note sbs-key-note">did not fit</span> under a decline: it could not have been accepted.
              </p>
              {house.length > 0 && (
                <p className="sbs-key">
                  House teams, not ranked:{' '}
                  {house.map((c, i) => (
                    <span key={c.id}>
                      {i > 0 && '; '}
                      <strong>{shortName(c)}</strong>
                      {shortName(c) !== c.name && ` ${c.name}`}
                    </span>
                  ))}
                  .
                </p>
              )}
            </div>
            <SideBySideTable view={found} />
          </>
        )}
      </main>
    </div>
  );
}
