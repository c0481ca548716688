/**
 * The print-friendly report: the session, every team's figures and every
 * team's answer to every request. Print keeps only the report (styles.css
 * `@media print`). With a round in the route, a past round Play Again kept
 * (issue 38), as it was played.
 */
import { Link, useParams } from 'react-router';
import { DEFAULT_GAME_CURRENCY, formatLocale } from '@front-desk-rm/engine/domain';
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
import { formatterFor, SessionCurrency } from '../../../i18n/format.js';
import { useLanguage, useT, type Translate } from '../../../i18n/use-t.js';
import { downloadReport } from './report-csv.js';
import { bookingTypeText, decidedByText, policyName, policyTeaches, sessionStatusText, teamStatusText } from './report-words.js';
import { choiceWords, dayInFull, houseWords, outcomeWords } from '../../../components/ui/engine-words.js';
import { slot, withSlots } from '../../../components/ui/slots.js';
import './results.css';
import { useRoomLanguage } from '../../../i18n/use-session-language.js';
import { useUnfitText } from '../../../components/ui/unfit-text.js';

/** A time of day as the room reads it, to the second: a decision made offline shows when it was made and when it arrived. */
function clock(iso: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}

function documentTitle(t: Translate, session: string | undefined, round: number | null): string {
  if (session === undefined) return t('results.report.docTitle.loading');
  return round === null ? t('results.report.docTitle', { session }) : t('results.report.docTitle.round', { session, round });
}

export function ReportPage() {
  const params = useParams();
  const sessionId = params.sessionId ?? '';
  const round = roundParam(params.round);
  const { admin, view: current } = useWatchedSession(sessionId, false, gamePaths.debrief(sessionId));
  const past = usePastRoundView(sessionId, round);
  const view = round === null ? current : past;
  // The report is the room's record: in the session's language, whatever this device picked.
  useRoomLanguage(view?.session);
  const { stored: best } = useShownOptimum(sessionId, round, admin !== null);
  const t = useT();
  const unfit = useUnfitText();
  const language = useLanguage();
  useDocumentTitle(documentTitle(t, view ? view.session.name : undefined, round));
  if (!admin || view === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null) return <SessionNotFound />;
  const { session } = view;
  const report = reportView(view, best?.optimum ?? null);
  // This component draws inside the session's currency below: its own figures are written in it too.
  const currency = session.currency ?? DEFAULT_GAME_CURRENCY;
  const format = formatterFor(language, currency);
  const { money, percent } = format;
  const locale = formatLocale(language, currency);
  const none = t('results.report.none');

  return (
    <SessionCurrency currency={session.currency}>
      <main className="report">
        <div className="row gap wrap no-print">
          <Link className="btn btn-ghost" to={gamePaths.results(session.id, round ?? undefined)}>
            {t('results.report.back')}
          </Link>
          <button className="btn btn-primary" onClick={() => window.print()}>
            {t('results.report.print')}
          </button>
          <button className="btn btn-ghost" onClick={() => downloadReport(session, report, { t, language })}>
            {t('results.downloadReport')}
          </button>
        </div>
        <HiddenFromRoom session={session} />
        <header className="report-head">
          <p className="eyebrow">{t('results.report.eyebrow')}</p>
          <h1>{round === null ? session.name : t('results.report.titleRound', { session: session.name, round })}</h1>
          <p className="muted">
            {t('results.report.facts', {
              hotel: session.hotelName,
              rooms: session.totalRooms,
              adr: money(session.baseADR),
              dates: sessionDates(session, format),
              status: sessionStatusText(t, session.status),
              code: session.gameCode,
            })}
          </p>
          {report.optimumRevenue !== null && (
            <p>{withSlots(t('results.report.bestRevenue', { amount: slot('amount') }), { amount: <strong>{money(report.optimumRevenue)}</strong> })}</p>
          )}
        </header>

        <section>
          <h2>{t('results.leaderboard')}</h2>
          <p className="ranking-rule muted small">{t('results.report.rankingRule')}</p>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('results.col.rank')}</th>
                <th scope="col">{t('results.col.team')}</th>
                <FigureHeaders />
                <th scope="col">{t('results.col.bookings')}</th>
                <th scope="col">{t('results.col.status')}</th>
                <th scope="col" className="num">
                  {t('results.col.ofBest')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.teams.map((r) => (
                <tr key={r.team}>
                  <td data-label={t('results.col.rank')}>{r.rank}</td>
                  <th scope="row">
                    {r.team}
                    <span className="muted small cell-sub">{r.members}</span>
                  </th>
                  <FigureCells figures={{ ...r, adr: r.ADR }} />
                  <td data-label={t('results.col.bookings')} className="nowrap">
                    {t('results.bookings', { accepted: r.accepted, declined: r.declined })}
                  </td>
                  <td data-label={t('results.col.status')}>{teamStatusText(t, r.status)}</td>
                  <td data-label={t('results.col.ofBest')} className="num">
                    {r.percentOfOptimum === null ? none : percent(r.percentOfOptimum)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className="report-house">
          <h2>{t('results.report.house.title')}</h2>
          <p className="muted small">{t('results.report.house.lead')}</p>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('results.col.housePolicy')}</th>
                <FigureHeaders />
                <th scope="col">{t('results.col.bookings')}</th>
                <th scope="col" className="num">
                  {t('results.col.ofBest')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.house.map((h) => (
                <tr key={h.policy} className="house-row">
                  <th scope="row">
                    {policyName(t, h.policy, h.name)}
                    <span className="muted small cell-sub">{policyTeaches(t, h.policy, h.teaches)}</span>
                  </th>
                  <FigureCells figures={{ ...h, adr: h.ADR }} />
                  <td data-label={t('results.col.bookings')} className="nowrap">
                    {t('results.bookings', { accepted: h.accepted, declined: h.declined })}
                  </td>
                  <td data-label={t('results.col.ofBest')} className="num">
                    {h.percentOfOptimum === null ? none : percent(h.percentOfOptimum)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('results.report.choices.title')}</h3>
          <p className="muted small">{t('results.report.choices.lead')}</p>
          <table className="data-table house-choices-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('results.col.reservation')}</th>
                <th scope="col" className="num">
                  {t('results.col.totalRate')}
                </th>
                {report.house.map((h) => (
                  <th key={h.policy} scope="col" title={policyName(t, h.policy, h.name)}>
                    {houseWords(t, h.policy).short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.houseChoices.map((c) => (
                <tr key={c.request}>
                  <td data-label="#">{c.request}</td>
                  <th scope="row">{c.reservationName}</th>
                  <td data-label={t('results.col.totalRate')} className="num">
                    {money(c.totalRate)}
                  </td>
                  {c.choices.map((x) => (
                    <td key={x.policy} data-label={policyName(t, x.policy, report.house.find((h) => h.policy === x.policy)!.name)}>
                      {x.decision === 'Refused' && x.didNotFit ? (
                        <>
                          <strong>{choiceWords(t, 'Refused')}</strong>
                          <span className="muted small cell-sub">{t('results.report.didNotFit', { reason: unfit(x.didNotFit, x.didNotFitSays) })}</span>
                        </>
                      ) : (
                        choiceWords(t, x.decision)
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        {report.teams.map((r) => (
          <section key={r.team} className="report-team">
            <h2>{t('results.report.decisions.title', { team: r.team })}</h2>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('results.col.reservation')}</th>
                  <th scope="col">{t('results.col.stay')}</th>
                  <th scope="col" className="num">
                    {t('results.col.totalRate')}
                  </th>
                  <th scope="col">{t('results.col.decision')}</th>
                  <th scope="col">{t('results.col.by')}</th>
                  <th scope="col">{t('results.col.madeReached')}</th>
                  <th scope="col">{t('results.col.bestChoice')}</th>
                  <th scope="col" className="num">
                    {t('results.col.revenueEffect')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.decisions
                  .filter((d) => d.team === r.team)
                  .map((d) => (
                    <tr key={d.request}>
                      <td data-label="#">{d.request}</td>
                      <th scope="row">
                        {d.reservationName}
                        <span className="muted small cell-sub">{bookingTypeText(t, d.type)}</span>
                      </th>
                      <td data-label={t('results.col.stay')}>
                        {t('results.report.stay', {
                          day: dayInFull(format, d.checkInDay),
                          nights: d.roomNights,
                          rooms: d.rooms,
                          banquet: d.banquets > 0 ? 'yes' : 'no',
                          rateTypes: d.rateTypes,
                        })}
                      </td>
                      <td data-label={t('results.col.totalRate')} className="num">
                        {money(d.totalRate)}
                      </td>
                      <td data-label={t('results.col.decision')}>
                        <span
                          className={`badge ${d.decision === 'Accepted' ? 'badge-green' : d.decision === 'Declined' ? 'badge-red' : d.decision === 'Timed out' ? 'badge-yellow' : 'badge-gray'}`}
                        >
                          {outcomeWords(t, d.decision)}
                        </span>
                        {d.didNotFit && (
                          <span className="muted small cell-sub">{t('results.report.didNotFit', { reason: unfit(d.didNotFit, d.didNotFitSays) })}</span>
                        )}
                      </td>
                      <td data-label={t('results.col.by')}>{decidedByText(t, d.decidedBy)}</td>
                      <td data-label={t('results.col.madeReached')} className="nowrap small">
                        {d.madeAt ? t('results.report.madeReached', { made: clock(d.madeAt, locale), reached: clock(d.reachedAt, locale) }) : none}
                      </td>
                      <td data-label={t('results.col.bestChoice')}>{d.bestChoice === null ? none : choiceWords(t, d.bestChoice)}</td>
                      <td data-label={t('results.col.revenueEffect')} className="num">
                        {d.revenueEffect === null || d.revenueEffect === 0 ? none : money(d.revenueEffect)}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </section>
        ))}
      </main>
    </SessionCurrency>
  );
}
