/**
 * The print-friendly report: the session, every team's figures and every
 * team's answer to every request. Print keeps only the report (styles.css
 * `@media print`). With a round in the route, a past round Play Again kept
 * (issue 38), as it was played.
 */
import { Link, useParams } from 'react-router';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { HOUSE_POLICIES } from '@front-desk-rm/engine/policies';
import { RANKING_RULE, statusBadge } from '@front-desk-rm/engine/rules';
import { reportView } from '@front-desk-rm/engine/views';
import { FigureCells, FigureHeaders } from '../../../components/ui/figure-cells.js';
import { HiddenFromRoom } from '../../../components/ui/hidden-from-room.js';
import { SessionNotFound } from '../../../app/session-not-found.js';
import { sessionDates } from '../../../components/ui/session-dates.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useShownOptimum } from '../../../data/reads/use-optimum.js';
import { useWatchedSession } from '../../../app/use-watched-session.js';
import { gamePaths } from '../../../app/game-paths.js';
import { roundParam } from '../../../data/reads/session-view.js';
import { usePastRoundView } from '../../../data/reads/use-session.js';
import { downloadReport } from './report-csv.js';
import './results.css';

/** A time of day as the room reads it, to the second: a decision made offline shows when it was made and when it arrived. */
function clock(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}

export function ReportPage() {
  const params = useParams();
  const sessionId = params.sessionId ?? '';
  const round = roundParam(params.round);
  const { admin, view: current } = useWatchedSession(sessionId, false, gamePaths.debrief(sessionId));
  const past = usePastRoundView(sessionId, round);
  const view = round === null ? current : past;
  const { stored: best } = useShownOptimum(sessionId, round, admin !== null);
  useDocumentTitle(view ? `Report: ${view.session.name}${round === null ? '' : `, round ${round}`}` : 'Report');
  if (!admin || view === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null) return <SessionNotFound />;
  const { session } = view;
  const report = reportView(view, best?.optimum ?? null);

  return (
    <main className="report">
      <div className="row gap wrap no-print">
        <Link className="btn btn-ghost" to={gamePaths.results(session.id, round ?? undefined)}>
          ← Results
        </Link>
        <button className="btn btn-primary" onClick={() => window.print()}>
          Print
        </button>
        <button className="btn btn-ghost" onClick={() => downloadReport(session, report)}>
          Download Report
        </button>
      </div>
      <HiddenFromRoom session={session} />
      <header className="report-head">
        <p className="eyebrow">Front Desk RM · session report</p>
        <h1>
          {session.name}
          {round !== null && <>: round {round}</>}
        </h1>
        <p className="muted">
          {session.hotelName} · {session.totalRooms} rooms · base ADR {formatINR(session.baseADR)} · {sessionDates(session)} ·{' '}
          {statusBadge(session.status).label} · game code {session.gameCode}
        </p>
        {report.optimumRevenue !== null && (
          <p>
            Best possible revenue for this deck: <strong>{formatINR(report.optimumRevenue)}</strong>
          </p>
        )}
      </header>

      <section>
        <h2>Leaderboard</h2>
        <p className="ranking-rule muted small">{RANKING_RULE}; teams equal on all three share a rank.</p>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Team</th>
              <FigureHeaders />
              <th scope="col">Bookings</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Of best possible
              </th>
            </tr>
          </thead>
          <tbody>
            {report.teams.map((t) => (
              <tr key={t.team}>
                <td data-label="Rank">{t.rank}</td>
                <th scope="row">
                  {t.team}
                  <span className="muted small cell-sub">{t.members}</span>
                </th>
                <FigureCells figures={{ ...t, adr: t.ADR }} />
                <td data-label="Bookings" className="nowrap">
                  {t.accepted} accepted · {t.declined} declined
                </td>
                <td data-label="Status">{t.status}</td>
                <td data-label="Of best possible" className="num">
                  {t.percentOfOptimum === null ? '—' : formatPercent(t.percentOfOptimum)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="report-house">
        <h2>Beside textbook policies</h2>
        <p className="muted small">
          The same deck played by house policies that never saw the next request, and the hindsight optimum that saw it all. Not ranked among the teams.
        </p>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">House policy</th>
              <FigureHeaders />
              <th scope="col">Bookings</th>
              <th scope="col" className="num">
                Of best possible
              </th>
            </tr>
          </thead>
          <tbody>
            {report.house.map((h) => (
              <tr key={h.policy} className="house-row">
                <th scope="row">
                  {h.name}
                  <span className="muted small cell-sub">{h.teaches}</span>
                </th>
                <FigureCells figures={{ ...h, adr: h.ADR }} />
                <td data-label="Bookings" className="nowrap">
                  {h.accepted} accepted · {h.declined} declined
                </td>
                <td data-label="Of best possible" className="num">
                  {h.percentOfOptimum === null ? '—' : formatPercent(h.percentOfOptimum)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>Request by request</h3>
        <p className="muted small">Refused: the policy said accept, but the request did not fit the week as it stood, so it was declined.</p>
        <table className="data-table house-choices-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Reservation</th>
              <th scope="col" className="num">
                Total rate
              </th>
              {report.house.map((h) => (
                <th key={h.policy} scope="col" title={h.name}>
                  {HOUSE_POLICIES.find((p) => p.id === h.policy)!.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.houseChoices.map((c) => (
              <tr key={c.request}>
                <td data-label="#">{c.request}</td>
                <th scope="row">{c.reservationName}</th>
                <td data-label="Total rate" className="num">
                  {formatINR(c.totalRate)}
                </td>
                {c.choices.map((x) => (
                  <td key={x.policy} data-label={report.house.find((h) => h.policy === x.policy)!.name}>
                    {x.decision === 'Refused' && x.didNotFit ? (
                      <>
                        <strong>Refused</strong>
                        <span className="muted small cell-sub">Did not fit: {x.didNotFit}</span>
                      </>
                    ) : (
                      x.decision
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {report.teams.map((t) => (
        <section key={t.team} className="report-team">
          <h2>{t.team}: decisions</h2>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Reservation</th>
                <th scope="col">Stay</th>
                <th scope="col" className="num">
                  Total rate
                </th>
                <th scope="col">Decision</th>
                <th scope="col">By</th>
                <th scope="col">Made · reached</th>
                <th scope="col">Best choice</th>
                <th scope="col" className="num">
                  Revenue effect
                </th>
              </tr>
            </thead>
            <tbody>
              {report.decisions
                .filter((d) => d.team === t.team)
                .map((d) => (
                  <tr key={d.request}>
                    <td data-label="#">{d.request}</td>
                    <th scope="row">
                      {d.reservationName}
                      <span className="muted small cell-sub">{d.type}</span>
                    </th>
                    <td data-label="Stay">
                      {d.checkInDay}, {d.roomNights} {d.roomNights === 1 ? 'night' : 'nights'}
                      {d.rooms > 0 && `, ${d.rooms} ${d.rooms === 1 ? 'room' : 'rooms'}`}
                      {d.banquets > 0 && `, ${d.rateTypes}`}
                    </td>
                    <td data-label="Total rate" className="num">
                      {formatINR(d.totalRate)}
                    </td>
                    <td data-label="Decision">
                      <span
                        className={`badge ${d.decision === 'Accepted' ? 'badge-green' : d.decision === 'Declined' ? 'badge-red' : d.decision === 'Timed out' ? 'badge-yellow' : 'badge-gray'}`}
                      >
                        {d.decision}
                      </span>
                      {d.didNotFit && <span className="muted small cell-sub">Did not fit: {d.didNotFit}</span>}
                    </td>
                    <td data-label="By">{d.decidedBy}</td>
                    <td data-label="Made · reached" className="nowrap small">
                      {d.madeAt ? `${clock(d.madeAt)} · ${clock(d.reachedAt)}` : '—'}
                    </td>
                    <td data-label="Best choice">{d.bestChoice ?? '—'}</td>
                    <td data-label="Revenue effect" className="num">
                      {d.revenueEffect === null || d.revenueEffect === 0 ? '—' : formatINR(d.revenueEffect)}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}
