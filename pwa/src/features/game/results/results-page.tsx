/**
 * Live results (docs/rules.md §2, §4, §9): 'Waiting for Results' until a team
 * has a row, 'Live Results' while teams play, 'Game Over' when every team is
 * done or the host ended the game, with the winner, confetti for 3 s, Play
 * Again ('rst'), Download Report and Back to Dashboard. Read from the device,
 * kept current by the session's event stream (1 s polling while it is down).
 *
 * Play Again keeps the finished round (issue 38): 'Past rounds' lists each,
 * and `/result/:sessionId/round/:round` shows one as it ended, with its
 * report and debrief. Run again copies the session for another group.
 */
import { RankAnnouncer } from '../../../components/ui/rank-news.js';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../components/ui/toast.js';
import { DEFAULT_GAME_CURRENCY, formatLocale, type HousePolicyId, type Session } from '@front-desk-rm/engine/domain';
import { resultsPhase, type ResultsPhase } from '@front-desk-rm/engine/machines';
import { withHouseTeams } from '@front-desk-rm/engine/policies';
import { pastRoundView, reportView } from '@front-desk-rm/engine/views';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { HiddenFromRoom } from '../../../components/ui/hidden-from-room.js';
import { HostHeader } from '../../../app/host-header.js';
import { SessionNotFound } from '../../../app/session-not-found.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useHouseTeams } from '../../../components/ui/use-house-teams.js';
import { useShownOptimum } from '../../../data/reads/use-optimum.js';
import { RunAgainDialog } from '../../../app/run-again-dialog.js';
import { useWatchedSession } from '../../../app/use-watched-session.js';
import { CampaignStandings } from '../../../components/ui/campaign-standings.js';
import { useCampaignData } from '../../../data/reads/use-campaign.js';
import { gamePaths } from '../../../app/game-paths.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { roundParam } from '../../../data/reads/session-view.js';
import { usePastRoundView } from '../../../data/reads/use-session.js';
import { formatterFor, SessionCurrency, useFormat, type Format } from '../../../i18n/format.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { useLanguage, useT, type Translate } from '../../../i18n/use-t.js';
import { celebrate } from './celebrate.js';
import { downloadReport } from './report-csv.js';
import { teamStatusText } from './report-words.js';
import { slot, withSlots } from '../../../components/ui/slots.js';
import './results.css';
import { useSessionLanguage } from '../../../i18n/use-session-language.js';

function phaseTitle(t: Translate, phase: ResultsPhase): string {
  if (phase === 'waiting') return t('results.title.waiting');
  if (phase === 'live') return t('results.title.live');
  return t('results.title.over');
}

/** The page's title in the browser's tab: the phase, or the past round, and the session. */
function documentTitle(t: Translate, phase: ResultsPhase | null, round: number | null, session: string): string {
  if (!phase) return t('results.docTitle.loading');
  if (round !== null) return t('results.docTitle.round', { round, session });
  if (phase === 'waiting') return t('results.docTitle.waiting', { session });
  if (phase === 'live') return t('results.docTitle.live', { session });
  return t('results.docTitle.over', { session });
}

/** A leaderboard row: a team with its rank, or a house team (`house`) with its badge and no rank. */
function LeaderRow({
  rank,
  name,
  figures,
  status,
  first = false,
  house,
}: {
  rank: ReactNode;
  name: string;
  figures: { revenue: number; occupancy: number; accepted: number; declined: number };
  status: string;
  first?: boolean;
  house?: HousePolicyId;
}) {
  const t = useT();
  const { money, percent } = useFormat();
  return (
    <tr className={house ? 'house-row' : first ? 'first' : undefined} data-house={house}>
      <td data-label={t('results.col.rank')}>{rank}</td>
      <th scope="row">
        {name}
        {house && <span className="muted small cell-sub">{t('results.houseTeam')}</span>}
      </th>
      <td data-label={t('results.col.revenue')} className="num">
        {money(figures.revenue)}
      </td>
      <td data-label={t('results.col.occupancy')} className="num">
        {percent(figures.occupancy)}
      </td>
      <td data-label={t('results.col.bookings')} className="nowrap">
        {t('results.bookings', { accepted: figures.accepted, declined: figures.declined })}
      </td>
      <td data-label={t('results.col.status')}>
        <span className={`badge ${status === 'Completed' ? 'badge-green' : status === 'In Progress' ? 'badge-blue' : 'badge-gray'}`}>
          {teamStatusText(t, status)}
        </span>
      </td>
    </tr>
  );
}

/** "14:32", or "24 Nov, 14:32" when the round ended on another day, as the session's language and currency's country write them. */
function endedAt(iso: string, { language, currency }: Pick<Format, 'language' | 'currency'>): string {
  const at = new Date(iso);
  const locale = formatLocale(language, currency);
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });
  return at.toDateString() === new Date().toDateString()
    ? time
    : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false }).format(at);
}

/** The teams that shared first place, as the language lists them ('Team 1 and Team 2'); null when no team played. */
function roundWinners(session: Session, round: number, language: string): string | null {
  const first = pastRoundView(session, round)!.results.filter((r) => r.rank === 1);
  return first.length === 0 ? null : new Intl.ListFormat(language, { type: 'conjunction' }).format(first.map((r) => r.name));
}

/** The rounds Play Again kept, newest first, each with its results, printable report and debrief. */
function PastRounds({ session }: { session: Session }) {
  const t = useT();
  const format = useFormat();
  const rounds = [...(session.pastRounds ?? [])].reverse();
  if (rounds.length === 0) return null;
  return (
    <section className="panel past-rounds" aria-labelledby="past-rounds-title">
      <h2 id="past-rounds-title">{t('results.past.title')}</h2>
      <ul className="list">
        {rounds.map((r) => {
          const winner = roundWinners(session, r.round, format.language);
          const when = endedAt(r.endedAt, format);
          return (
            <li key={r.round} className="list-row past-round">
              <span>
                <strong>{t('results.past.round', { round: r.round })}</strong>{' '}
                {winner ? t('results.past.endedWinner', { when, winner }) : t('results.past.endedNoTeam', { when })}
              </span>
              <span className="row gap wrap">
                <Link className="btn btn-ghost" to={gamePaths.results(session.id, r.round)} aria-label={t('results.roundResults', { round: r.round })}>
                  {t('results.past.results')}
                </Link>
                <Link className="btn btn-ghost" to={gamePaths.report(session.id, r.round)} aria-label={t('results.past.reportLabel', { round: r.round })}>
                  {t('results.printableReport')}
                </Link>
                <Link
                  className="btn btn-ghost"
                  to={gamePaths.debrief(session.id, undefined, r.round)}
                  aria-label={t('results.past.debriefLabel', { round: r.round })}
                >
                  {t('results.debrief')}
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ResultsPage() {
  const params = useParams();
  const sessionId = params.sessionId ?? '';
  const round = roundParam(params.round);
  const navigate = useNavigate();
  const t = useT();
  const spoken = useSpoken();
  const language = useLanguage();
  const [over, setOver] = useState(false);
  // Polling stops at game over (docs/rules.md §4); a reset is seen from the control panel. A past round never changes.
  const { admin, view: current } = useWatchedSession(sessionId, !over && round === null, gamePaths.debrief(sessionId));
  const past = usePastRoundView(sessionId, round);
  const view = round === null ? current : past;
  useSessionLanguage(view?.session);
  // The report sets every team beside the best possible week.
  const { stored: best } = useShownOptimum(sessionId, round, admin !== null);
  const [resetting, setResetting] = useState(false);
  const [copying, setCopying] = useState(false);
  const [busy, setBusy] = useState(false);
  const celebrated = useRef(false);
  // After Play Again the leaderboard holds every team at nothing until the next start: waiting, not live.
  const phase = view ? (view.session.status === 'upcoming' ? 'waiting' : resultsPhase(view.results, view.session.status === 'ended')) : null;
  const house = useHouseTeams(view, best?.optimum ?? null, phase === 'over');
  // A campaign's weeks added up (issue 36), below this week's results.
  const campaignData = useCampaignData(sessionId);
  useDocumentTitle(documentTitle(t, phase, round, view?.session.name ?? ''));

  useEffect(() => {
    setOver(phase === 'over');
    // A past round is history, not a win to celebrate again.
    if (phase === 'over' && round === null && !celebrated.current) {
      celebrated.current = true;
      void celebrate();
    }
  }, [phase, round]);

  if (!admin || view === undefined || current === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null || current === null) return <SessionNotFound />;
  const { session, results } = view;
  const winner = results[0];
  // This component draws inside the session's currency below: its own figures are written in it too.
  const format = formatterFor(language, session.currency ?? DEFAULT_GAME_CURRENCY);
  const { money, percent } = format;

  async function playAgain() {
    setBusy(true);
    const result = await hostMutate(db, 'setSessionStatus', { sessionId: session.id, status: 'rst' });
    setBusy(false);
    setResetting(false);
    if (!result.ok) {
      toast.error(result.reason ? spoken(result.reason) : t('results.resetFailed'));
      return;
    }
    toast.success(t('results.playAgain.done', { round: session.round ?? 1, next: (session.round ?? 1) + 1 }), { duration: 3000 });
    void navigate(gamePaths.controlPanel(session.id));
  }

  return (
    <SessionCurrency currency={session.currency}>
      <div className="host-shell">
        <HostHeader
          title={round === null ? phaseTitle(t, phase!) : t('results.title.pastRound', { round, title: phaseTitle(t, phase!) })}
          subtitle={
            <>
              {round !== null
                ? t('results.subtitle.past', { session: session.name, hotel: session.hotelName, when: endedAt(session.endedAt ?? session.updatedAt, format) })
                : (session.round ?? 1) > 1
                  ? t('results.subtitle.round', { session: session.name, hotel: session.hotelName, round: session.round })
                  : t('results.subtitle', { session: session.name, hotel: session.hotelName })}
            </>
          }
        />
        <main className="host-body results">
          <HiddenFromRoom session={session} />
          {phase === 'over' && winner && (
            <section className="winner-banner" aria-label={t('results.winner')}>
              {/* Drawn, not an emoji: devices without an emoji font show a box. */}
              <svg className="trophy" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
                <path
                  fill="#fde68a"
                  d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.35A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.35 12H8a4 4 0 0 1-4-4V5h3V3zm10 4v3a2 2 0 0 0 1-2V7h-1zM6 7v1a2 2 0 0 0 1 2V7H6z"
                />
              </svg>
              <div>
                <p className="eyebrow">{t('results.winner')}</p>
                <h2>{winner.name}</h2>
                <p>{t('results.winner.figures', { revenue: money(winner.revenue), occupancy: percent(winner.occupancy), adr: money(winner.ADR) })}</p>
              </div>
            </section>
          )}
          {phase === 'live' && winner && (
            <p className="leader-line" aria-live="polite">
              {withSlots(t('results.leading', { name: slot('name'), revenue: money(winner.revenue) }), { name: <strong>{winner.name}</strong> })}
            </p>
          )}

          <section className="panel">
            <div className="panel-head">
              <h2>{t('results.leaderboard')}</h2>
              {phase !== 'over' && session.status === 'live' && (
                <span className="badge badge-green">
                  <span className="live-dot" aria-hidden="true" /> {t('results.live')}
                </span>
              )}
            </div>
            {phase === 'waiting' ? (
              <div className="empty-state">
                <h3>{t('results.title.waiting')}</h3>
                <p className="muted">{session.status === 'live' ? t('results.waiting.live') : t('results.waiting.upcoming')}</p>
              </div>
            ) : (
              <div className="table-scroll">
                <RankAnnouncer teams={results} />
                <table className="data-table leaderboard">
                  <caption className="ranking-rule muted small">{house.length > 0 ? t('results.rankingRule.house') : t('results.rankingRule')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('results.col.rank')}</th>
                      <th scope="col">{t('results.col.teamName')}</th>
                      <th scope="col" className="num">
                        {t('results.col.revenue')}
                      </th>
                      <th scope="col" className="num">
                        {t('results.col.occupancy')}
                      </th>
                      <th scope="col">{t('results.col.bookings')}</th>
                      <th scope="col">{t('results.col.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {withHouseTeams(results, house).map(({ kind, row }) =>
                      kind === 'house' ? (
                        <LeaderRow
                          key={row.id}
                          house={row.policy}
                          rank={<span className="badge badge-house">{t('results.house')}</span>}
                          name={row.name}
                          figures={{ revenue: row.revenue, occupancy: row.occupancy, accepted: row.accepted, declined: row.declined }}
                          status={row.decided >= row.totalBookings ? 'Completed' : 'In Progress'}
                        />
                      ) : (
                        <LeaderRow
                          key={row.id}
                          first={row.rank === 1}
                          rank={<span className={`rank rank-${row.rank}`}>{row.rank}</span>}
                          name={row.name}
                          figures={{ revenue: row.revenue, occupancy: row.occupancy, accepted: row.acceptedBooking, declined: row.declinedBooking }}
                          status={row.status}
                        />
                      ),
                    )}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <div className="row gap wrap results-actions">
            <button className="btn btn-ghost" onClick={() => downloadReport(session, reportView(view, best?.optimum ?? null), { t, language })}>
              {t('results.downloadReport')}
            </button>
            <Link className="btn btn-ghost" to={gamePaths.debrief(session.id, undefined, round ?? undefined)}>
              {t('results.debrief')}
            </Link>
            {round === null && (
              <Link className="btn btn-ghost" to={gamePaths.sideBySide(session.id)}>
                {t('results.sideBySide')}
              </Link>
            )}
            <Link className="btn btn-ghost" to={gamePaths.report(session.id, round ?? undefined)}>
              {t('results.printableReport')}
            </Link>
            {round === null ? (
              <>
                <button className="btn btn-ghost" onClick={() => setResetting(true)} disabled={busy}>
                  {t('results.playAgain')}
                </button>
                <button className="btn btn-ghost" onClick={() => setCopying(true)}>
                  {t('results.runAgain')}
                </button>
              </>
            ) : (
              <Link className="btn btn-ghost" to={gamePaths.results(session.id)}>
                {t('results.roundResults', { round: current.session.round ?? 1 })}
              </Link>
            )}
            <Link className="btn btn-ghost" to={gamePaths.adminDashboard()}>
              {t('results.backToDashboard')}
            </Link>
          </div>

          {round === null && (session.weeks ?? 1) > 1 && campaignData && <CampaignStandings data={campaignData} sessionId={session.id} host />}
          {round === null && <PastRounds session={session} />}
        </main>
        <ConfirmDialog
          open={resetting}
          title={t('results.playAgain.title', { next: (session.round ?? 1) + 1 })}
          message={t('results.playAgain.message', { round: session.round ?? 1 })}
          confirmLabel={t('results.playAgain')}
          busy={busy}
          onConfirm={() => void playAgain()}
          onCancel={() => setResetting(false)}
        />
        <RunAgainDialog
          session={copying ? current.session : null}
          deckSize={current.deck.length}
          memberCount={current.members.length}
          onClose={() => setCopying(false)}
        />
      </div>
    </SessionCurrency>
  );
}
