/**
 * The session control panel (docs/rules.md §2, §4, §8; §10): who joins
 * with which code, the hotel's week at a glance, participants, teams and the
 * deck, and Start Game / End Game. Everything reads the device's copy and
 * writes through the outbox, so it works with no connection.
 */
import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Link, useParams } from 'react-router';
import { toast } from '../../../components/ui/toast.js';
import { Dialog, ConfirmDialog } from '../../../components/ui/dialog.js';
import { focusHeading } from '../../../components/ui/focus.js';
import { HOST_TITLE_ID as PAGE_HEADING, HostHeader } from '../../../app/host-header.js';
import { SessionNotFound } from '../../../app/session-not-found.js';
import { useWatchedSession } from '../../../app/use-watched-session.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { startBlockers } from '@front-desk-rm/engine/rules';
import { END_GRACE_MINUTES } from '@front-desk-rm/engine/views';
import { gamePaths } from '../../../app/game-paths.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { useWaitingToCreate } from '../../../data/reads/use-session.js';
import { db } from '../../../data/db/local-db.js';
import { ParticipantsTab } from './participants-tab.js';
import { ScenariosTab } from './scenarios-tab.js';
import { SessionSummary } from '../../../components/ui/session-summary.js';
import { TeamsTab } from './teams-tab.js';
import { HouseTeamsPanel } from './house-teams-panel.js';
import { CampaignPanel } from './campaign-panel.js';
import { HiddenFromRoom } from '../../../components/ui/hidden-from-room.js';
import { CampaignStandings } from '../../../components/ui/campaign-standings.js';
import { useCampaignData } from '../../../data/reads/use-campaign.js';
import { useJoinLink } from '../../../data/reads/join-link.js';
import { JoinAddressNote } from './join-address-note.js';
import './control-panel.css';

type Tab = 'participants' | 'teams' | 'scenarios';

/** Teams that have not decided every request, with how far they are. */
function unfinishedTeams(view: { deck: readonly unknown[]; teams: readonly { id: string; name: string }[]; decisions: readonly { teamId: string }[] }) {
  return view.teams.map((t) => ({ name: t.name, decided: view.decisions.filter((d) => d.teamId === t.id).length })).filter((t) => t.decided < view.deck.length);
}

export function ControlPanelPage() {
  const { id = '' } = useParams();
  // Followed live, so players joining and teams getting ready show at once.
  const { admin, view } = useWatchedSession(id);
  const provisional = useWaitingToCreate('createSession', id);
  const [tab, setTab] = useState<Tab>('participants');
  const [congrats, setCongrats] = useState(false);
  const [ending, setEnding] = useState(false);
  const [busy, setBusy] = useState(false);
  const join = useJoinLink();
  const campaignData = useCampaignData(id);
  useDocumentTitle(view?.session.name ?? 'Session');

  if (!admin || view === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null) return <SessionNotFound />;
  const { session, teams, members, deck } = view;
  const live = session.status === 'live';
  // What stops a start, said before the host presses it; the server checks the same.
  const blockers = session.status === 'upcoming' ? startBlockers(view) : [];
  const unfinished = unfinishedTeams(view);
  const joinPath = gamePaths.login(session.gameCode);
  const joinUrl = `${join.base}${joinPath}`;

  async function start() {
    setBusy(true);
    const id = toast.loading('Starting game session...');
    const result = await hostMutate(db, 'setSessionStatus', { sessionId: session.id, status: 'live' });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.reason || 'Failed to start game', { id });
      return;
    }
    toast.success('Game started successfully!', { id, duration: 2000 });
    setCongrats(true);
  }

  function closeCongrats() {
    setCongrats(false);
    // Start Game, which opened it, is off once the game runs: focus goes to the page's heading instead of the page.
    focusHeading(PAGE_HEADING);
  }

  async function end() {
    setEnding(false);
    setBusy(true);
    const id = toast.loading('Ending game session...');
    const result = await hostMutate(db, 'setSessionStatus', { sessionId: session.id, status: 'ended' });
    setBusy(false);
    if (result.ok) toast.success('Game ended successfully!', { id, duration: 2000 });
    else toast.error(result.reason || 'Failed to end game', { id });
    // End Game, which had focus, is off now the game is over.
    focusHeading(PAGE_HEADING);
  }

  async function setTimerPaused(paused: boolean) {
    const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch: { timerPaused: paused } });
    if (result.ok) toast.success(paused ? "Every team's timer is paused" : "Every team's timer is running again", { duration: 2000 });
    else toast.error(result.reason || 'Failed to update the session');
  }

  async function setHint(on: boolean) {
    const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch: { displacementHint: on } });
    if (result.ok) toast.success(on ? 'Players now see the displacement hint' : 'Displacement hint turned off', { duration: 2000 });
    else toast.error(result.reason || 'Failed to update the session');
  }

  return (
    <div className="host-shell">
      <HostHeader
        title={session.name}
        subtitle={<>Session ID: {session.id}</>}
        actions={
          <Link className="btn btn-ghost" to={gamePaths.adminDashboard()} aria-label="Back to Dashboard">
            <span aria-hidden="true">←</span> <span className="hide-sm">Dashboard</span>
          </Link>
        }
      />
      <main className="host-body">
        <section className="panel join-panel" aria-label="Game code">
          <div className="join-code">
            <p className="eyebrow">Game code</p>
            {provisional ? (
              <p className="muted">Given when this session reaches the server. It is waiting on this device.</p>
            ) : (
              <>
                <p className="code-big">{session.gameCode}</p>
                <p className="small">
                  Players join at <a href={joinUrl}>{joinUrl}</a>
                </p>
                <JoinAddressNote join={join} />
              </>
            )}
            <div className="row gap">
              <button
                className="btn btn-primary"
                onClick={() => void start()}
                disabled={busy || live || session.status === 'ended' || blockers.length > 0}
                aria-describedby={blockers.length > 0 ? 'start-blockers' : undefined}
              >
                {live ? 'Game Started' : 'Start Game'}
              </button>
              <button className="btn btn-danger" onClick={() => setEnding(true)} disabled={busy || !live}>
                End Game
              </button>
              {live && (
                // For a participant who needs more time (WCAG 2.2.1), or to talk the room through a request: the timers stand
                // still and nothing is decided until the host resumes (decision record 021).
                <button className="btn btn-ghost" onClick={() => void setTimerPaused(!session.timerPaused)} aria-pressed={session.timerPaused === true}>
                  {session.timerPaused ? 'Resume timers' : 'Pause timers'}
                </button>
              )}
              {session.status === 'upcoming' && (
                // Until the start the hotel, its rates, forecast and halls are the host's to change (issue 38).
                <Link className="btn btn-ghost" to={gamePaths.editSession(session.id)}>
                  Edit session
                </Link>
              )}
              <Link className="btn btn-ghost" to={gamePaths.liveDashboard(session.id)}>
                Live Dashboard
              </Link>
              <a className="btn btn-ghost" href={gamePaths.results(session.id)} target="_blank" rel="noopener">
                Results ↗
              </a>
            </div>
            {blockers.length > 0 && (
              <div id="start-blockers" className="preflight" role="note">
                <p>Before the game can start:</p>
                <ul>
                  {blockers.map((b) => (
                    <li key={b}>{b.charAt(0).toUpperCase() + b.slice(1)}</li>
                  ))}
                </ul>
              </div>
            )}
            {session.status === 'ended' && (
              <p className="small muted">
                {(session.week ?? 1) < (session.weeks ?? 1)
                  ? `Week ${session.week ?? 1} has ended. Open the next week below once the room has seen its debrief.`
                  : 'The game has ended. Play Again on the results page starts it afresh.'}
              </p>
            )}
            <label className="switch-row">
              <input type="checkbox" checked={session.displacementHint === true} onChange={(e) => void setHint(e.currentTarget.checked)} />
              <span>
                Displacement hint on the booking card
                <span className="small muted"> (players see the transient revenue each request would displace)</span>
              </span>
            </label>
          </div>
          {!provisional && <QRCodeSVG value={joinUrl} size={148} marginSize={2} title={`QR code to join game ${session.gameCode}`} className="qr" />}
        </section>

        {/* A campaign's week, the panel the host acts on between requests; then the tabs, near the top (they began
            about 1,400 px down), then the session's settings and the house teams. */}
        <HiddenFromRoom session={session} />
        <CampaignPanel session={session} teams={teams} />

        <section className="panel">
          <div className="tabs" role="tablist" aria-label="Session">
            {(
              [
                ['participants', `Participants (${members.length})`],
                ['teams', `Teams (${teams.length})`],
                ['scenarios', `Scenarios (${deck.length})`],
              ] as const
            ).map(([key, label]) => (
              <button key={key} role="tab" className="tab" aria-selected={tab === key} onClick={() => setTab(key)}>
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            {tab === 'participants' && <ParticipantsTab session={session} teams={teams} members={members} />}
            {tab === 'teams' && <TeamsTab session={session} teams={teams} members={members} decisions={view.decisions} />}
            {tab === 'scenarios' && <ScenariosTab session={session} deck={deck} />}
          </div>
        </section>

        <SessionSummary session={session} />

        {(session.weeks ?? 1) > 1 && campaignData && <CampaignStandings data={campaignData} sessionId={session.id} host />}

        <HouseTeamsPanel session={session} />
      </main>

      <Dialog open={congrats} title="Congratulations!" onClose={closeCongrats} tone="celebrate">
        <p>The game session has been successfully started! Players can now join and start making their booking decisions.</p>
        <div className="dialog-footer">
          <button className="btn btn-primary btn-lg" onClick={closeCongrats} data-autofocus>
            Got it!
          </button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={ending}
        title="End the game?"
        message={
          (unfinished.length === 0
            ? 'Every team has decided every request.'
            : `${unfinished.map((t) => `${t.name} (${t.decided} of ${deck.length} decided)`).join(', ')} ${unfinished.length === 1 ? 'has' : 'have'} not finished the week; teams still playing stop where they are.`) +
          ` Decisions made before you end the game still count until the results are revealed: when every team's tablet has reported, when you reveal them, or ${END_GRACE_MINUTES} minutes after the end at the latest (a tablet that lost the Wi-Fi, say).`
        }
        confirmLabel="End Game"
        tone="danger"
        onConfirm={() => void end()}
        onCancel={() => setEnding(false)}
      />
    </div>
  );
}
