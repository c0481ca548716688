/**
 * The team lobby (docs/rules.md §2, §4; §10): the team and session, who
 * has joined, the leader, and the way into the game: the 45 s countdown once
 * the host has started the session, 1.5 s after the leader says ready, or at
 * once for a player who arrives (or is put in a team) while their team plays.
 * Everything comes from the device's copy of the server's data.
 */
import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast.js';
import { BOOKING_SECONDS, lobbyMaxMembers, type Member } from '@front-desk-rm/engine/domain';
import { formatCountdown, lobbyMachine } from '@front-desk-rm/engine/machines';
import { Avatar } from '../../../components/ui/avatar.js';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { StatusChip } from '../../../components/ui/status-chip.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { SessionSummary } from '../../../components/ui/session-summary.js';
import { gamePaths } from '../../../app/game-paths.js';
import { db } from '../../../data/db/local-db.js';
import { markTeamReady, openLobby, promoteLeader } from '../../../data/writes/play-actions.js';
import type { PlayData } from '../../../data/reads/play-data.js';
import { usePlayData } from '../../../data/reads/use-play-data.js';
import { LogoutButton } from '../../../app/logout-button.js';
import './lobby.css';

const LOBBY_ERROR = 'lobby-error';

type Ready = Extract<PlayData, { state: 'ready' }>;

export function LobbyPage() {
  const data = usePlayData();
  const navigate = useNavigate();
  useEffect(() => {
    if (data?.state === 'signed-out') void navigate(gamePaths.login(), { replace: true });
  }, [data, navigate]);
  if (!data || data.state !== 'ready')
    return (
      <LobbyFrame>
        <p className="muted">Loading your team…</p>
      </LobbyFrame>
    );
  if (!data.session)
    return (
      <LobbyFrame>
        <p className="muted">Fetching your game from the server…</p>
      </LobbyFrame>
    );
  if (data.removed) return <Removed data={data} />;
  if (!data.team) return <NoTeamYet data={data} />;
  return <TeamLobby data={data} />;
}

function LobbyFrame({ children }: { children: React.ReactNode }) {
  useDocumentTitle('Team lobby');
  return (
    <main className="lobby">
      <div className="card lobby-card">{children}</div>
    </main>
  );
}

function LobbyHeader({ title, subtitle, progress }: { title: string; subtitle: string; progress: boolean }) {
  return (
    <div className="lobby-top">
      <div>
        <p className="eyebrow">Team lobby</p>
        <h1>{title}</h1>
        <p className="muted">{subtitle}</p>
        {/* A signed-in player's own history across this host's sessions; a guest practising has none. */}
        {progress && (
          <p>
            <Link className="btn btn-ghost" to={gamePaths.myProgress()}>
              Your progress
            </Link>
          </p>
        )}
      </div>
      <div className="row gap">
        <StatusChip />
        <LogoutButton />
      </div>
    </div>
  );
}

function Removed({ data }: { data: Ready }) {
  return (
    <LobbyFrame>
      <LobbyHeader title={`Goodbye for now, ${data.me.name}`} subtitle={data.session!.name} progress={false} />
      <p className="waiting-host" role="status">
        Your host has removed you from this session. If that is a mistake, ask them to add you again, or log out and join with the game code.
      </p>
    </LobbyFrame>
  );
}

function NoTeamYet({ data }: { data: Ready }) {
  return (
    <LobbyFrame>
      <LobbyHeader title={`You're in, ${data.me.name}!`} subtitle={data.session!.name} progress={!data.guest} />
      {data.session!.status === 'live' ? (
        <p className="waiting-host" role="status">
          The game is already running. Your host has not put you in a team yet. As soon as they do, this page takes you to your team’s game.
        </p>
      ) : (
        <p className="waiting-host">Your host has not put you in a team yet. This page moves on by itself as soon as they do.</p>
      )}
    </LobbyFrame>
  );
}

function TeamLobby({ data }: { data: Ready }) {
  const navigate = useNavigate();
  const session = data.session!;
  const team = data.team!;
  // The team's game is under way once it has decided a request, or the room (in step) has moved past the first one.
  const teamPlaying = (data.view?.decisions.length ?? 0) > 0 || (session.step ?? 0) > 0;
  const inStep = session.pace === 'inStep';
  const [snapshot, send] = useMachine(lobbyMachine, { input: { sessionStatus: session.status, teamStatus: team.status, teamPlaying, inStep } });
  const [promoting, setPromoting] = useState<Member | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    send({ type: 'lobby.synced', sessionStatus: session.status, teamStatus: team.status, teamPlaying, inStep });
  }, [send, session.status, team.status, teamPlaying, inStep]);

  const toGame = snapshot.matches('play');
  useEffect(() => {
    if (toGame) void navigate(gamePaths.game(session.id));
  }, [toGame, navigate, session.id]);

  const maxMembers = lobbyMaxMembers(session.teamSize, data.members.length);
  // "Members Joined" counts the players who have opened this lobby, not everyone the host listed; this player counts from the first paint.
  const joined = data.guest ? data.members.length : data.members.filter((m) => m.lobbyOpenedAt || m.id === data.me.memberId).length;
  const openedHere = data.members.find((m) => m.id === data.me.memberId)?.lobbyOpenedAt;
  useEffect(() => {
    if (!data.guest && !openedHere) void openLobby(db, data.identity);
  }, [data.guest, data.identity, openedHere]);
  const iAmLeader = data.me.isCaptain;
  const noLeader = data.captain === null;

  async function confirmPromotion() {
    if (!promoting) return;
    setBusy(true);
    const result = await promoteLeader(db, data.identity, team.id, promoting.id);
    setBusy(false);
    setPromoting(null);
    if (result.ok) {
      toast.stepDone(LOBBY_ERROR);
      toast.success('Team leader updated successfully', { duration: 2000 });
    } else toast.error(result.reason, { step: LOBBY_ERROR });
  }

  async function ready() {
    setBusy(true);
    const result = await markTeamReady(db, data.identity, team.id);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.reason, { step: LOBBY_ERROR });
      return;
    }
    toast.stepDone(LOBBY_ERROR);
    send({ type: 'team.ready' });
  }

  const ended = snapshot.matches('ended');
  const running = snapshot.matches('running');
  const countdown = snapshot.matches('countdown');
  const isReady = snapshot.matches('ready');
  return (
    <LobbyFrame>
      <LobbyHeader title={team.name} subtitle={session.name} progress={!data.guest} />
      {ended ? (
        <p className="waiting-host">This game session has ended. Thank you for playing!</p>
      ) : isReady ? (
        <p className="ready-banner" role="status">
          Team is ready to start!
          {session.status !== 'live' && (
            <span className="small" style={{ display: 'block', fontWeight: 500 }}>
              Waiting for the host to start the game…
            </span>
          )}
        </p>
      ) : running ? (
        <p className="ready-banner" role="status">
          The game is already running. Taking you to your team’s game…
          <Link className="btn btn-primary" style={{ display: 'flex', marginTop: '0.75rem' }} to={gamePaths.game(session.id)}>
            Go to the game now
          </Link>
        </p>
      ) : countdown ? (
        <p className="countdown" role="timer" aria-live="off">
          Game starts in: <strong>{formatCountdown(snapshot.context.secondsLeft)}</strong>
        </p>
      ) : (
        <p className="waiting-host" role="status">
          Waiting for the host to start the game…
        </p>
      )}
      {inStep && !ended && (
        // In step there is no Start Game on the tablet: what the welcome card said is said here, before the room starts.
        <p className="muted in-step-brief">
          The room plays in step: every team sees the same request, and the host moves everyone on together. The game opens by itself when the host starts it.{' '}
          {iAmLeader
            ? `You accept or decline each request within ${session.decisionSeconds ?? BOOKING_SECONDS} seconds.`
            : `${data.captain?.name ?? 'Your team leader'} accepts or declines each request; you follow each decision live.`}
        </p>
      )}

      <div className="panel-head">
        <h2>
          {joined} of {maxMembers} Members Joined
        </h2>
        {data.captain && <span className="badge badge-brand">Leader: {data.captain.name}</span>}
      </div>
      <ul className="members">
        {data.members.map((m) => {
          const isMe = m.id === data.me.memberId || (data.guest && m.id === 'guest');
          return (
            <li key={m.id} className="member">
              <Avatar name={m.name} />
              <div className="who">
                <strong>
                  {m.name}
                  {isMe && <span className="muted small"> (you)</span>}
                </strong>
                <span className="muted small">{m.role === 'captain' ? 'Team leader' : 'Participant'}</span>
              </div>
              {m.role === 'captain' && <span className="badge badge-brand">Leader</span>}
              {noLeader && !isMe && !data.guest && (
                <button className="btn btn-ghost" onClick={() => setPromoting(m)} disabled={busy}>
                  Promote as Leader
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {noLeader && <p className="field-hint">Your team has no leader yet. Any member may promote another; the leader decides for the team.</p>}

      {!running && !inStep && (
        <div className="row gap">
          <button className="btn btn-primary btn-lg grow" onClick={() => void ready()} disabled={!iAmLeader || busy || isReady || ended}>
            I'm Ready to Start
          </button>
          {data.started && !ended && (
            <Link className="btn btn-ghost btn-lg" to={gamePaths.game(session.id)}>
              Back to the game
            </Link>
          )}
        </div>
      )}
      {inStep && data.started && !ended && !running && (
        <Link className="btn btn-ghost btn-lg" to={gamePaths.game(session.id)}>
          Back to the game
        </Link>
      )}
      {!iAmLeader && !ended && !running && !inStep && (
        <p className="field-hint" style={{ marginTop: '0.5rem' }}>
          Only the team leader can mark the team ready.
        </p>
      )}

      {!ended && (
        <section className="lobby-brief" aria-labelledby="brief-title">
          <h2 id="brief-title">Your hotel's week</h2>
          <p className="muted small">Study it while you wait: the rooms, each rate against the base ADR, the forecast night by night, and the banquet halls.</p>
          <SessionSummary session={session} />
        </section>
      )}

      <ConfirmDialog
        open={promoting !== null}
        title="Promote as Leader"
        message={`Are you sure you want to promote ${promoting?.name ?? ''} as the team leader? This action cannot be undone.`}
        confirmLabel="Promote"
        busy={busy}
        onConfirm={() => void confirmPromotion()}
        onCancel={() => setPromoting(null)}
      />
    </LobbyFrame>
  );
}
