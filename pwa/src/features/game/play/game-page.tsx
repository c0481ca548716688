/**
 * The participant's game (docs/rules.md §2, §4): the week's grids and panels, the
 * welcome card, one booking request at a time, and the final stats. It plays
 * entirely from the device (`useGame`), so the network can come and go. The
 * captain decides; teammates follow each decision as it syncs.
 */
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate, useParams } from 'react-router';
import { BOOKING_SECONDS, GRID_DAYS, playKey, currentWeek, inPricingRound, type GridDay, type Scenario } from '@front-desk-rm/engine/domain';
import { selectGame, PAUSED_MESSAGE } from '@front-desk-rm/engine/machines';
import { displacementGivenPlay } from '@front-desk-rm/engine/policies';
import {
  acceptBooking,
  decisionOutcome,
  expectedDisplacementOf,
  hasTransientDemand,
  findHall,
  freeByNight,
  hallKey,
  needsRooms,
  placement,
  stayNights,
  type Placement,
} from '@front-desk-rm/engine/rules';
import { type TeamPlayView } from '@front-desk-rm/engine/views';
import { announce } from '../../../components/ui/announcer.js';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { focusHeading } from '../../../components/ui/focus.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { gamePaths } from '../../../app/game-paths.js';
import { db } from '../../../data/db/local-db.js';
import { clearPractice, readSavedTimer, setTeamPrices } from '../../../data/writes/play-actions.js';
import { useReportAfterEnd } from '../../../data/writes/use-report-after-end.js';
import { toast } from '../../../components/ui/toast.js';
import type { PlayData } from '../../../data/reads/play-data.js';
import { usePlayData } from '../../../data/reads/use-play-data.js';
import { BookingCard } from './booking-card.js';
import { FinalStats, GameOverDialog } from './final-stats.js';
import { GameHeader } from './game-header.js';
import { RateCard, WeeklyBookings } from './side-panels.js';
import { useLeaveProtection } from './use-leave-protection.js';
import { useGame } from './use-game.js';
import { WeekGrids } from './week-grids.js';
import { RoomWaiting } from './room-waiting.js';
import { WelcomeCard } from './welcome-card.js';
import { useCampaignData } from '../../../data/reads/use-campaign.js';
import { useT, type Translate } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { SessionCurrency, useFormat, type Format } from '../../../i18n/format.js';
import { stayLabel } from '../../../components/ui/engine-words.js';
import './play.css';
import { useSessionLanguage } from '../../../i18n/use-session-language.js';
import { placementText } from './placement-text.js';

// A campaign's screens (issue 36) load with the first campaign a tablet plays: a single week's first paint carries none of them.
const PricingCard = lazy(() => import('./pricing-card.js').then((m) => ({ default: m.PricingCard })));
const CampaignStandings = lazy(() => import('../../../components/ui/campaign-standings.js').then((m) => ({ default: m.CampaignStandings })));

type Loaded = Extract<PlayData, { state: 'ready' }> & { view: TeamPlayView };
type SavedTimer = Awaited<ReturnType<typeof readSavedTimer>>;

export function GamePage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const data = usePlayData();
  useSessionLanguage(data?.state === 'ready' ? data.session : null);
  // Read once: the timer of the request that was on screen when the page last closed.
  const [resume, setResume] = useState<SavedTimer | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void readSavedTimer(db).then((t) => live && setResume(t));
    return () => {
      live = false;
    };
  }, []);
  const t = useT();
  useDocumentTitle(t('play.title'));

  const own = data?.state === 'ready' ? (data.guest ? data.session?.id : data.identity.sessionId) : undefined;
  useEffect(() => {
    if (!data) return;
    if (data.state === 'signed-out') void navigate(gamePaths.login(), { replace: true });
    else if (own && own !== sessionId) void navigate(gamePaths.game(own), { replace: true });
    else if (data.session && (!data.team || data.removed)) void navigate(gamePaths.lobby(data.identity.gameCode ?? data.session.gameCode), { replace: true });
  }, [data, own, sessionId, navigate]);

  if (!data || data.state !== 'ready' || !data.view || resume === undefined) {
    return (
      <main className="page-center">
        <p className="muted">{data?.state === 'ready' && !data.session ? t('play.fetching') : t('play.loading')}</p>
      </main>
    );
  }
  // Play Again is a new round: a fresh screen and machine, which greet it with the welcome.
  const loaded = data as Loaded;
  return <GameScreen key={playKey(loaded.view.session)} data={loaded} resume={resume} />;
}

function GameScreen({ data, resume }: { data: Loaded; resume: SavedTimer }) {
  const navigate = useNavigate();
  const t = useT();
  const spoken = useSpoken();
  const format = useFormat();
  const { money, language } = format;
  const { session, deck, team } = data.view;
  const { actor, storageAtRisk, dismissStorageWarning } = useGame(data, resume);
  const { phase, week, request, saving, error } = useSelector(actor, selectGame);
  const timer = useSelector(actor, (s) => s.children.timer ?? null);
  // Once closed, Game Over stays closed for this round, also when the player comes back from the debrief.
  const gameOverKey = `fdrm.game-over-seen.${playKey(session)}`;
  const [gameOverSeen, setGameOverSeen] = useState(() => readFlag(gameOverKey));
  const namesById = useMemo(() => new Map(deck.map((s) => [s._id, s.reservationName || t('play.bookingFallback')])), [deck, t]);

  const sessionEnded = session.status === 'ended';
  // Once the host ends the game this tablet says its decisions are all in, behind them in the outbox (issue 50).
  useReportAfterEnd(session, data.guest ? null : team.id, data.guest ? null : data.identity);
  const inStep = session.pace === 'inStep';
  // In step the week is over for a team once the room has passed the last request, decided or not.
  const complete = deck.length > 0 && (week.progress === 'Completed' || (inStep && session.status === 'live' && (session.step ?? 0) >= deck.length));
  const finished = complete || sessionEnded;
  const started = phase !== 'notStarted';
  const leave = useLeaveProtection(started && !finished);

  const current = request && !finished ? deck.find((s) => s._id === request._id) : undefined;
  const position = current ? deck.indexOf(current) + 1 : 0;
  const hall = current && current.type !== 'RoomOnly' ? findHall(session.banquet, current.rateType) : null;
  // The request on screen, previewed on the grid where it would land.
  const preview = useMemo(() => {
    const r = current ? acceptBooking(week.play.rooms, week.play.banquets, session, current) : null;
    return r?.ok ? r.booking : null;
  }, [current, week, session]);
  const free = useMemo(() => {
    const hallRow = hall ? week.play.banquets[hallKey(hall.index)] : undefined;
    return {
      rooms: freeByNight(week.play.rooms),
      hall: hallRow ? (Object.fromEntries(GRID_DAYS.map((d) => [d, hallRow[d] === null])) as Record<GridDay, boolean>) : null,
    };
  }, [week, hall]);
  const where = useMemo(
    () => (current ? placement(week.play.rooms, week.play.banquets, session, current, week.play.bookings) : null),
    [current, week, session],
  );
  const toLobby = () => void navigate(gamePaths.lobby(team.id));
  const timerPaused = session.timerPaused === true;
  // A campaign's pricing round comes before the deck (issue 36): the team sets its rates, and requests wait for the host.
  const pricing = inPricingRound(session) && !data.guest;
  const weekNumber = currentWeek(session);
  const savedRates = team.prices?.[String(weekNumber)] ?? null;
  const [pricingBusy, setPricingBusy] = useState(false);
  const campaign = (session.weeks ?? 1) > 1 && !data.guest;
  const campaignData = useCampaignData(session.id, campaign);
  async function saveRates(prices: Parameters<typeof setTeamPrices>[4]) {
    setPricingBusy(true);
    const result = await setTeamPrices(db, data.identity, team.id, weekNumber, prices);
    setPricingBusy(false);
    if (result.ok) toast.success(t('play.pricing.saved'), { duration: 2500 });
    else toast.error(spoken(result.reason));
  }

  // Each request is read out once as it comes on screen; a teammate who follows hears first what the captain decided.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!current || !where || (phase !== 'deciding' && phase !== 'following') || announced.current === current._id) return;
    const before = announced.current;
    announced.current = current._id;
    const last = data.view.decisions.at(-1);
    const decided =
      phase === 'following' && before !== null && last && last.scenarioId === before
        ? `${decidedAnnouncement(t, last.decision === 'acc', decisionOutcome(last.decision, last.source) === 'Timed out', data.view.captain?.name ?? null, namesById.get(last.scenarioId))} `
        : '';
    announce(`${decided}${requestAnnouncement(t, format, current, position, deck.length, where)}`);
  }, [current, where, phase, position, deck.length, data.view, namesById, t, format]);

  const pausedBefore = useRef(timerPaused);
  useEffect(() => {
    if (pausedBefore.current === timerPaused) return;
    pausedBefore.current = timerPaused;
    if (started && !finished) announce(timerPaused ? `${spoken(PAUSED_MESSAGE)}.` : t('play.announce.resumed'));
  }, [timerPaused, started, finished, spoken, t]);

  return (
    <SessionCurrency currency={session.currency}>
      <div className="game-shell">
        <GameHeader
          session={session}
          team={team}
          playerName={data.me.name}
          current={started && current ? { position, total: deck.length } : null}
          onBack={() => (started && !finished ? leave.ask('leave') : toLobby())}
          onRefresh={() => leave.ask('refresh')}
          onBeforeLogout={leave.allow}
        />
        <main className="game-body">
          <div className="stack">
            {pricing ? (
              <Suspense fallback={<section className="panel" aria-busy="true" />}>
                <PricingCard
                  // A teammate who follows sees the captain's rates as they arrive.
                  key={data.view.mayDecide ? 'deciding' : JSON.stringify(savedRates)}
                  session={session}
                  week={weekNumber}
                  saved={savedRates}
                  canDecide={data.view.mayDecide}
                  captainName={data.view.captain?.name ?? null}
                  busy={pricingBusy}
                  onSave={(prices) => void saveRates(prices)}
                />
              </Suspense>
            ) : finished ? (
              <>
                {sessionEnded && !complete && <p className="waiting-host">{t('play.ended')}</p>}
                <FinalStats
                  figures={week.figures}
                  teamName={team.name}
                  sessionId={session.id}
                  teamId={team.id}
                  guest={data.guest}
                  onPlayAgain={() => void clearPractice(db)}
                />
                {campaign && sessionEnded && (session.week ?? 1) < (session.weeks ?? 1) && (
                  <p className="waiting-host">{t('play.campaign.weekOver', { week: session.week ?? 1 })}</p>
                )}
                {campaign && campaignData && (
                  <Suspense fallback={null}>
                    <CampaignStandings data={campaignData} sessionId={session.id} host={false} teamId={team.id} />
                  </Suspense>
                )}
              </>
            ) : phase === 'notStarted' || deck.length === 0 ? (
              <WelcomeCard
                eyebrow={
                  data.guest
                    ? t('play.welcome.practice')
                    : campaign
                      ? t('play.welcome.campaignWeek', { team: team.name, week: weekNumber, weeks: session.weeks })
                      : team.name
                }
                hotelName={session.hotelName}
                requests={deck.length}
                seconds={session.decisionSeconds ?? BOOKING_SECONDS}
                inStep={inStep}
                canDecide={data.view.mayDecide}
                captainName={data.view.captain?.name ?? null}
                waiting={session.status === 'upcoming'}
                onStart={() => actor.send({ type: 'game.start' })}
              />
            ) : current ? (
              <BookingCard
                seconds={session.decisionSeconds ?? BOOKING_SECONDS}
                scenario={current}
                position={position}
                total={deck.length}
                canDecide={phase === 'deciding'}
                busy={saving}
                ruleMessage={error}
                captainName={data.view.captain?.name ?? null}
                hallName={hall?.hall.name ?? null}
                hint={
                  session.displacementHint
                    ? hasTransientDemand(session)
                      ? expectedDisplacementOf(session, week.play, current)
                      : displacementGivenPlay(session, week.play, current)
                    : null
                }
                onAccept={() => actor.send({ type: 'booking.accept' })}
                onDecline={() => actor.send({ type: 'booking.decline' })}
                timer={timer}
                free={free}
                placement={where!}
                timerPaused={timerPaused}
              />
            ) : inStep && session.status === 'live' ? (
              <RoomWaiting step={session.step ?? 0} deck={deck} decided={week.play.decided} />
            ) : (
              <section className="panel">
                <p className="muted">{session.status === 'upcoming' ? t('play.waitingForHost') : t('play.loadingNext')}</p>
              </section>
            )}
            {storageAtRisk && (
              <p className="storage-note" role="status">
                <span>{t('play.storageWarning')}</span>
                <button type="button" className="btn btn-ghost btn-sm" onClick={dismissStorageWarning}>
                  {t('play.storageWarning.dismiss')}
                </button>
              </p>
            )}
            <WeekGrids
              session={session}
              play={week.play}
              namesById={namesById}
              preview={preview}
              placement={started && !finished && where ? placementText(t, language, where) : null}
            />
          </div>
          <div className="stack">
            <WeeklyBookings figures={week.figures} bookings={week.play.bookings} namesById={namesById} decisions={data.view.decisions} />
            <RateCard session={session} rooms={week.play.rooms} />
          </div>
        </main>

        <GameOverDialog
          open={complete && !gameOverSeen}
          figures={week.figures}
          onClose={() => {
            setGameOverSeen(true);
            writeFlag(gameOverKey);
            focusHeading('final-title');
          }}
        />
        <ConfirmDialog
          open={leave.prompt === 'leave'}
          title={t('play.leave.title')}
          message={t('play.leave.message')}
          tone="danger"
          onCancel={leave.cancel}
          onConfirm={() => leave.confirm(toLobby)}
        />
        <ConfirmDialog
          open={leave.prompt === 'refresh'}
          title={t('play.refresh.title')}
          message={t('play.refresh.message')}
          tone="danger"
          onCancel={leave.cancel}
          onConfirm={() => leave.confirm(() => window.location.reload())}
        />
      </div>
    </SessionCurrency>
  );
}

/** What the captain did with the request before, said to a teammate who follows before the next is read out. */
function decidedAnnouncement(t: Translate, accepted: boolean, timedOut: boolean, captainName: string | null, name: string | undefined): string {
  if (timedOut) return t('play.announce.timedOut', { name });
  if (captainName) return accepted ? t('play.announce.accepted', { captain: captainName, name }) : t('play.announce.declined', { captain: captainName, name });
  return accepted ? t('play.announce.acceptedByLeader', { name }) : t('play.announce.declinedByLeader', { name });
}

/**
 * The request read out once when it comes on screen: position, guest, rooms, nights, total, and where it would
 * land (the engine's `requestAnnouncement`, in the language spoken and the session's currency).
 */
function requestAnnouncement(
  t: Translate,
  format: Pick<Format, 'money' | 'language' | 'weekday'>,
  scenario: Scenario,
  position: number,
  total: number,
  where: Placement,
): string {
  const { money, language } = format;
  const nights = stayNights(scenario.checkInDay, scenario.roomNights) ?? [];
  return t('play.announce.request', {
    position,
    total,
    name: scenario.reservationName || t('play.request.fallbackName'),
    rooms: needsRooms(scenario) ? t('play.announce.rooms', { count: scenario.noOfRoom }) : t('play.announce.noRooms'),
    stay: nights.length > 0 ? t('play.announce.stay', { days: stayLabel(t, format, nights), nights: nights.length }) : t('play.announce.noNights'),
    amount: money(scenario.totalRate),
    placement: placementText(t, language, where),
  });
}

/** A flag kept for the browser tab's life; a browser that refuses storage just shows Game Over again. */
function readFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function writeFlag(key: string) {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused: nothing to keep.
  }
}
