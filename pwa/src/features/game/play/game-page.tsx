/**
 * The participant's game (spec/game.md §2, §4): the week's grids and panels, the
 * welcome card, one booking request at a time, and the final stats. It plays
 * entirely from the device: a decision is written with its outbox row and the
 * next request comes from the local deck, so the network can come and go.
 * The captain decides; teammates follow each decision as it syncs.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../components/ui/toast.js';
import { fromPromise } from 'xstate';
import {
  MESSAGES,
  acceptBooking,
  displacement,
  findHall,
  formatINR,
  gameMachine,
  hallKey,
  replayTeam,
  type FetchScenarioInput,
  type FetchScenarioOutput,
  type PlayScenario,
  type TeamReplay,
} from '@front-desk-rm/engine';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { LogoutButton } from '../../../components/ui/logout-button.js';
import { StatusChip } from '../../../components/ui/status-chip.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { gamePaths } from '../../../local/game-paths.js';
import { db } from '../../../local/local-db.js';
import { markGameStarted, recordDecision } from '../../../local/play-actions.js';
import { updateWaiting } from '../../../app/service-worker.js';
import { loadPlayData, type PlayData } from '../../../local/play-data.js';
import { BookingCard } from './booking-card.js';
import { compareDecided, STORE_CATCH_UP_MS } from './decided.js';
import { FinalStats, GameOverDialog } from './final-stats.js';
import { OccupancyGrid } from './room-grid.js';
import { RateCard, WeeklyBookings } from './side-panels.js';
import { LEAVE_PROMPTS, useLeaveProtection } from './use-leave-protection.js';

type Ready = Extract<PlayData, { state: 'ready' }>;
type Loaded = Ready & { session: NonNullable<Ready['session']>; team: NonNullable<Ready['team']> };

export function GamePage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const data = useLiveQuery(() => loadPlayData(db), []);
  useDocumentTitle('Game');

  const own = data?.state === 'ready' ? (data.guest ? data.session?.id : data.identity.sessionId) : undefined;
  useEffect(() => {
    if (!data) return;
    if (data.state === 'signed-out') void navigate(gamePaths.login(), { replace: true });
    else if (own && own !== sessionId) void navigate(gamePaths.game(own), { replace: true });
    else if (data.session && !data.team) void navigate(gamePaths.lobby(data.identity.gameCode ?? data.session.gameCode), { replace: true });
  }, [data, own, sessionId, navigate]);

  if (!data || data.state !== 'ready' || !data.session || !data.team) {
    return (
      <main className="page-center">
        <p className="muted">{data?.state === 'ready' && !data.session ? 'Fetching your game from the server…' : 'Loading your game…'}</p>
      </main>
    );
  }
  return <GameScreen data={data as Loaded} />;
}

function GameScreen({ data }: { data: Loaded }) {
  const { session, deck, decisions } = data;
  const replay = useMemo(() => replayTeam(session, deck, decisions), [session, deck, decisions]);
  const [generation, setGeneration] = useState(0);
  const resync = useCallback(() => setGeneration((g) => g + 1), []);
  // Kept above the controller, which starts afresh when the store moves on: the dialog opens once a game.
  const [gameOverSeen, setGameOverSeen] = useState(false);
  const seeGameOver = useCallback(() => setGameOverSeen(true), []);
  return <PlayController key={generation} data={data} replay={replay} onDiverged={resync} gameOverSeen={gameOverSeen} onGameOverSeen={seeGameOver} />;
}

function PlayController({ data, replay, onDiverged, gameOverSeen, onGameOverSeen }: { data: Loaded; replay: TeamReplay; onDiverged: () => void; gameOverSeen: boolean; onGameOverSeen: () => void }) {
  const navigate = useNavigate();
  const { session, deck, team, identity } = data;
  const namesById = useMemo(() => new Map(deck.map((s) => [s._id, s.reservationName || 'Booking'])), [deck]);
  const latest = useRef(data);
  latest.current = data;

  const logic = useMemo(
    () =>
      gameMachine.provide({
        actors: {
          // The documented getScenario, played on the device: record the decision, then read the next request locally.
          fetchScenario: fromPromise<FetchScenarioOutput, FetchScenarioInput>(async ({ input }) => {
            const current = latest.current;
            if (input.scenarioId && input.stats.type) {
              const result = await recordDecision(db, current.identity, current.team.id, input.scenarioId, input.stats.type, input.source);
              if (!result.ok) throw new Error(result.reason);
              // Between two requests is the one safe moment in a game to take a new version that changes on this device wait for.
              if (updateWaiting.applyIfRequired()) return new Promise<never>(() => {});
            }
            const fresh = await loadPlayData(db);
            const decided = fresh.state === 'ready' ? fresh.decisions : current.decisions;
            const next = replayTeam(current.session, current.deck, decided).next;
            return next ? { message: '', scenario: next } : { message: MESSAGES.gameEnded, scenario: null };
          }),
        },
      }),
    [],
  );
  const actor = useActorRef(logic, { input: { session, play: replay.play, scenario: data.started ? replay.next : null } });
  const state = useSelector(actor, (s) => (s.matches('fetching') ? 'fetching' : s.matches('showing') ? 'showing' : s.matches('ended') ? 'ended' : 'notStarted'));
  const scenario = useSelector(actor, (s) => s.context.scenario);
  const play = useSelector(actor, (s) => s.context.play);
  const error = useSelector(actor, (s) => s.context.error);

  // Decisions that arrived from elsewhere (a teammate, or the server's answer) restart the view from the device's data.
  // The screen only ever moves forward on its own: a store that has not yet caught up with a decision made here is
  // waited for, never shown (it brought the decided request back for a moment, with live buttons).
  const { ahead, behind } = compareDecided(data.decisions, play.decided);
  useEffect(() => {
    if (state === 'fetching') return;
    if (ahead) return onDiverged();
    if (!behind) return;
    const timer = setTimeout(onDiverged, STORE_CATCH_UP_MS);
    return () => clearTimeout(timer);
  }, [state, ahead, behind, data.decisions, onDiverged]);

  // Toasts for what each step did: the spec's positive messages, or the reason it was refused.
  useEffect(() => {
    let prev = actor.getSnapshot();
    const sub = actor.subscribe((snap) => {
      const wasFetching = prev.matches('fetching');
      if (wasFetching && !snap.matches('fetching')) {
        if (snap.context.error) toast.error(snap.context.error);
        else if (snap.context.message && snap.context.message !== MESSAGES.gameEnded) toast.success(snap.context.message, { duration: 2000 });
      } else if (!wasFetching && snap.matches('showing') && snap.context !== prev.context && snap.context.error) {
        toast.error(snap.context.error);
      }
      prev = snap;
    });
    return () => sub.unsubscribe();
  }, [actor]);

  const sessionEnded = session.status === 'ended';
  const complete = deck.length > 0 && (replay.progress === 'Completed' || state === 'ended');
  const finished = complete || sessionEnded;
  const started = data.started || state !== 'notStarted';
  const leave = useLeaveProtection(started && !finished);

  async function start() {
    const persistent = await markGameStarted(db, session.id);
    if (!persistent) toast.warning('This browser may clear offline data when space runs low. Stay online when you can so your decisions reach the server.', { duration: 6000 });
    actor.send({ type: 'game.start' });
  }

  const accept = useCallback(() => actor.getSnapshot().matches('showing') && actor.send({ type: 'booking.accept' }), [actor]);
  const decline = useCallback(() => actor.getSnapshot().matches('showing') && actor.send({ type: 'booking.decline' }), [actor]);
  const timeUp = useCallback(() => actor.getSnapshot().matches('showing') && actor.send({ type: 'booking.decline', source: 'timer' }), [actor]);

  async function practiseAgain() {
    await db.transaction('rw', db.practice, db.meta, async () => {
      await db.practice.clear();
      await db.meta.delete('timer');
    });
  }

  // The request on screen, previewed on the grid where it would land.
  const preview = useMemo(() => {
    if (!scenario || finished) return null;
    const r = acceptBooking(play.rooms, play.banquets, session, scenario as PlayScenario);
    return r.ok ? r.booking : null;
  }, [scenario, play, session, finished]);
  const current = scenario ? deck.find((s) => s._id === scenario._id) : undefined;
  const position = current ? deck.indexOf(current) + 1 : Object.keys(play.decided).length;
  const hall = current && current.type !== 'RoomOnly' ? findHall(session.banquet, current.rateType) : null;
  const roomRows = Object.keys(play.rooms).map((k) => ({ key: k, label: k }));
  const hallRows = session.banquet.map((h, i) => ({ key: hallKey(i), label: h.name }));

  return (
    <div className="game-shell">
      <header className="game-header">
        <button className="btn btn-ghost icon-btn" onClick={() => (started && !finished ? leave.ask('leave') : navigate(gamePaths.lobby(team.id)))} aria-label="Back">
          ← <span className="hide-sm">Back</span>
        </button>
        <div className="game-title">
          <h1>{session.hotelName}</h1>
          <p>
            {session.name} · {team.name}
          </p>
        </div>
        <div className="game-facts">
          <span className="fact">
            Player<strong>{data.me.name}</strong>
          </span>
          <span className="fact">
            Rooms<strong>{session.totalRooms}</strong>
          </span>
          <span className="fact">
            Base ADR<strong>{formatINR(session.baseADR)}</strong>
          </span>
          {started && !finished && current && (
            <span className="fact fact-current">
              Current Scenario
              <strong>
                {position} of {deck.length}
              </strong>
            </span>
          )}
        </div>
        <div className="header-actions">
          <StatusChip />
          <button className="btn btn-ghost icon-btn" onClick={() => leave.ask('refresh')} aria-label="Refresh">
            ↻ <span className="hide-sm">Refresh</span>
          </button>
          <LogoutButton onBeforeLeave={leave.allow} />
        </div>
      </header>

      <main className="game-body">
        <div className="stack">
          {finished ? (
            <>
              {sessionEnded && !complete && <p className="waiting-host">The host has ended the game. Here is where your team finished.</p>}
              <FinalStats figures={replay.figures} teamName={team.name} sessionId={session.id} teamId={team.id} guest={data.guest} onPlayAgain={() => void practiseAgain()} />
            </>
          ) : deck.length === 0 ? (
            <section className="panel welcome-card">
              <h2>No booking requests yet</h2>
              <p className="muted">Your host has not added this week's booking requests. They appear here as soon as they do.</p>
            </section>
          ) : state === 'notStarted' ? (
            <section className="panel welcome-card" aria-labelledby="welcome-title">
              <p className="eyebrow">{data.guest ? 'Practice game' : team.name}</p>
              <h2 id="welcome-title">Welcome to {session.hotelName}</h2>
              <p className="muted">
                {deck.length} booking requests will arrive one at a time. {data.canDecide ? 'Accept or decline each within 60 seconds.' : `${data.captain?.name ?? 'Your team leader'} decides; you follow each decision live.`}
              </p>
              <ul>
                <li>Every stay needs one room for every night, and stays can run past Saturday into Sunday.</li>
                <li>A banquet hall can be sold once per night.</li>
                <li>Aim for the most revenue, with strong occupancy, ADR and RevPAR.</li>
              </ul>
              {session.status === 'upcoming' && <p className="waiting-host">Waiting for the host to start the game…</p>}
              <button className="btn btn-primary btn-lg" onClick={() => void start()} disabled={session.status === 'upcoming'}>
                Start Game
              </button>
            </section>
          ) : current ? (
            <BookingCard
              scenario={current}
              position={position}
              total={deck.length}
              canDecide={data.canDecide}
              busy={state === 'fetching'}
              ruleMessage={state === 'showing' ? error : null}
              captainName={data.captain?.name ?? null}
              hallName={hall?.hall.name ?? null}
              hint={session.displacementHint ? displacement(session, current) : null}
              onAccept={accept}
              onDecline={decline}
              onTimeUp={timeUp}
            />
          ) : (
            <section className="panel">
              <p className="muted">Loading the next booking request…</p>
            </section>
          )}

          <section className="panel" aria-labelledby="grid-title">
            <div className="panel-head">
              <h2 id="grid-title">Room availability</h2>
              <span className="muted small">
                {play.bookings.reduce((n, b) => n + b.rooms.length * b.nights.length, 0)} of {roomRows.length * 7} room-nights sold
              </span>
            </div>
            <OccupancyGrid caption="Rooms by night" rows={roomRows} bookings={play.bookings} namesById={namesById} preview={preview} kind="rooms" />
            <div className="grid-legend">
              <span>
                <span className="swatch" style={{ background: '#ecfdf5', border: '1px solid #bbf7d0' }} />
                Free
              </span>
              <span>
                <span className="swatch" style={{ background: 'hsl(262 65% 42%)' }} />
                Sold (one colour per booking)
              </span>
              <span>
                <span className="swatch" style={{ background: '#ddd6fe', border: '1px dashed #8b5cf6' }} />
                Where this request would go
              </span>
            </div>
          </section>
          {hallRows.length > 0 && (
            <section className="panel" aria-labelledby="banquet-title">
              <div className="panel-head">
                <h2 id="banquet-title">Banquet halls</h2>
              </div>
              <OccupancyGrid caption="Banquet halls by night" rows={hallRows} bookings={play.bookings} namesById={namesById} preview={preview} kind="halls" />
            </section>
          )}
        </div>
        <div className="stack">
          <WeeklyBookings figures={replay.figures} bookings={play.bookings} namesById={namesById} />
          <RateCard session={session} rooms={play.rooms} />
        </div>
      </main>

      <GameOverDialog open={complete && !gameOverSeen} figures={replay.figures} onClose={onGameOverSeen} />
      <ConfirmDialog
        open={leave.prompt === 'leave'}
        title={LEAVE_PROMPTS.leaveTitle}
        message={LEAVE_PROMPTS.leave}
        tone="danger"
        onCancel={leave.cancel}
        onConfirm={() => leave.confirm(() => navigate(gamePaths.lobby(team.id)))}
      />
      <ConfirmDialog
        open={leave.prompt === 'refresh'}
        title={LEAVE_PROMPTS.refreshTitle}
        message={LEAVE_PROMPTS.refresh}
        tone="danger"
        onCancel={leave.cancel}
        onConfirm={() => leave.confirm(() => window.location.reload())}
      />
    </div>
  );
}
