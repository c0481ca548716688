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
import { PREFLIGHT_MESSAGES, startBlockers } from '@front-desk-rm/engine/rules';
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
import { useT, type Translate } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { SessionCurrency } from '../../../i18n/format.js';
import './control-panel.css';
import { useSessionLanguage } from '../../../i18n/use-session-language.js';
import { aroundSlot, slot } from '../../../components/ui/slots.js';

type Tab = 'participants' | 'teams' | 'scenarios';

/** Teams that have not decided every request, with how far they are. */
function unfinishedTeams(view: { deck: readonly unknown[]; teams: readonly { id: string; name: string }[]; decisions: readonly { teamId: string }[] }) {
  return view.teams.map((t) => ({ name: t.name, decided: view.decisions.filter((d) => d.teamId === t.id).length })).filter((t) => t.decided < view.deck.length);
}

/** What stops a start, in the host's language: the engine's reasons, each said from what it names. */
function blockerText(t: Translate, reason: string, teams: readonly { name: string }[]): string {
  const team = teams.find((x) => PREFLIGHT_MESSAGES.emptyTeam(x.name) === reason);
  const said =
    reason === PREFLIGHT_MESSAGES.noRequests
      ? t('controlPanel.blocker.noRequests')
      : reason === PREFLIGHT_MESSAGES.noTeams
        ? t('controlPanel.blocker.noTeams')
        : team
          ? t('controlPanel.blocker.emptyTeam', { team: team.name })
          : reason;
  return said.charAt(0).toUpperCase() + said.slice(1);
}

export function ControlPanelPage() {
  const { id = '' } = useParams();
  // Followed live, so players joining and teams getting ready show at once.
  const { admin, view } = useWatchedSession(id);
  useSessionLanguage(view?.session);
  const provisional = useWaitingToCreate('createSession', id);
  const [tab, setTab] = useState<Tab>('participants');
  const [congrats, setCongrats] = useState(false);
  const [ending, setEnding] = useState(false);
  const [busy, setBusy] = useState(false);
  const join = useJoinLink();
  const campaignData = useCampaignData(id);
  const t = useT();
  const spoken = useSpoken();
  useDocumentTitle(view?.session.name ?? t('controlPanel.documentTitle'));

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
    const id = toast.loading(t('controlPanel.start.loading'));
    const result = await hostMutate(db, 'setSessionStatus', { sessionId: session.id, status: 'live' });
    setBusy(false);
    if (!result.ok) {
      toast.error(spoken(result.reason) || t('controlPanel.start.failed'), { id });
      return;
    }
    toast.success(t('controlPanel.start.done'), { id, duration: 2000 });
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
    const id = toast.loading(t('controlPanel.end.loading'));
    const result = await hostMutate(db, 'setSessionStatus', { sessionId: session.id, status: 'ended' });
    setBusy(false);
    if (result.ok) toast.success(t('controlPanel.end.done'), { id, duration: 2000 });
    else toast.error(spoken(result.reason) || t('controlPanel.end.failed'), { id });
    // End Game, which had focus, is off now the game is over.
    focusHeading(PAGE_HEADING);
  }

  async function setTimerPaused(paused: boolean) {
    const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch: { timerPaused: paused } });
    if (result.ok) toast.success(paused ? t('controlPanel.timers.paused') : t('controlPanel.timers.running'), { duration: 2000 });
    else toast.error(spoken(result.reason) || t('controlPanel.updateFailed'));
  }

  async function setHint(on: boolean) {
    const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch: { displacementHint: on } });
    if (result.ok) toast.success(on ? t('controlPanel.hint.on') : t('controlPanel.hint.off'), { duration: 2000 });
    else toast.error(spoken(result.reason) || t('controlPanel.updateFailed'));
  }

  const [joinBefore, joinAfter] = aroundSlot(t('controlPanel.joinAt', { link: slot('link') }), 'link');
  return (
    <SessionCurrency currency={session.currency}>
      <div className="host-shell">
        <HostHeader
          title={session.name}
          subtitle={<>{t('controlPanel.sessionId', { id: session.id })}</>}
          actions={
            <Link className="btn btn-ghost" to={gamePaths.adminDashboard()} aria-label={t('controlPanel.backToDashboard')}>
              <span aria-hidden="true">←</span> <span className="hide-sm">{t('controlPanel.dashboard')}</span>
            </Link>
          }
        />
        <main className="host-body">
          <section className="panel join-panel" aria-label={t('controlPanel.gameCode')}>
            <div className="join-code">
              <p className="eyebrow">{t('controlPanel.gameCode')}</p>
              {provisional ? (
                <p className="muted">{t('controlPanel.gameCodePending')}</p>
              ) : (
                <>
                  <p className="code-big">{session.gameCode}</p>
                  <p className="small">
                    {joinBefore}
                    <a href={joinUrl}>{joinUrl}</a>
                    {joinAfter}
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
                  {live ? t('controlPanel.start.started') : t('controlPanel.start.button')}
                </button>
                <button className="btn btn-danger" onClick={() => setEnding(true)} disabled={busy || !live}>
                  {t('controlPanel.end.button')}
                </button>
                {live && (
                  // For a participant who needs more time (WCAG 2.2.1), or to talk the room through a request: the timers stand
                  // still and nothing is decided until the host resumes (decision record 021).
                  <button className="btn btn-ghost" onClick={() => void setTimerPaused(!session.timerPaused)} aria-pressed={session.timerPaused === true}>
                    {session.timerPaused ? t('controlPanel.timers.resume') : t('controlPanel.timers.pause')}
                  </button>
                )}
                {session.status === 'upcoming' && (
                  // Until the start the hotel, its rates, forecast and halls are the host's to change (issue 38).
                  <Link className="btn btn-ghost" to={gamePaths.editSession(session.id)}>
                    {t('controlPanel.editSession')}
                  </Link>
                )}
                <Link className="btn btn-ghost" to={gamePaths.liveDashboard(session.id)}>
                  {t('controlPanel.liveDashboard')}
                </Link>
                <a className="btn btn-ghost" href={gamePaths.results(session.id)} target="_blank" rel="noopener">
                  {t('controlPanel.results')}
                </a>
              </div>
              {blockers.length > 0 && (
                <div id="start-blockers" className="preflight" role="note">
                  <p>{t('controlPanel.blocker.title')}</p>
                  <ul>
                    {blockers.map((b) => (
                      <li key={b}>{blockerText(t, b, teams)}</li>
                    ))}
                  </ul>
                </div>
              )}
              {session.status === 'ended' && (
                <p className="small muted">
                  {(session.week ?? 1) < (session.weeks ?? 1) ? t('controlPanel.ended.week', { week: session.week ?? 1 }) : t('controlPanel.ended.game')}
                </p>
              )}
              <label className="switch-row">
                <input type="checkbox" checked={session.displacementHint === true} onChange={(e) => void setHint(e.currentTarget.checked)} />
                <span>
                  {t('controlPanel.hint.label')}
                  <span className="small muted"> {t('controlPanel.hint.note')}</span>
                </span>
              </label>
            </div>
            {!provisional && <QRCodeSVG value={joinUrl} size={148} marginSize={2} title={t('controlPanel.qr', { code: session.gameCode })} className="qr" />}
          </section>

          {/* A campaign's week, the panel the host acts on between requests; then the tabs, near the top (they began
            about 1,400 px down), then the session's settings and the house teams. */}
          <HiddenFromRoom session={session} />
          <CampaignPanel session={session} teams={teams} />

          <section className="panel">
            <div className="tabs" role="tablist" aria-label={t('controlPanel.tabs')}>
              {(
                [
                  ['participants', t('controlPanel.tab.participants', { count: members.length })],
                  ['teams', t('controlPanel.tab.teams', { count: teams.length })],
                  ['scenarios', t('controlPanel.tab.scenarios', { count: deck.length })],
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

        <Dialog open={congrats} title={t('controlPanel.congrats.title')} onClose={closeCongrats} tone="celebrate">
          <p>{t('controlPanel.congrats.body')}</p>
          <div className="dialog-footer">
            <button className="btn btn-primary btn-lg" onClick={closeCongrats} data-autofocus>
              {t('controlPanel.congrats.close')}
            </button>
          </div>
        </Dialog>
        <ConfirmDialog
          open={ending}
          title={t('controlPanel.end.title')}
          message={`${
            unfinished.length === 0
              ? t('controlPanel.end.allDecided')
              : t('controlPanel.end.unfinished', {
                  teams: unfinished.map((u) => t('controlPanel.end.unfinishedTeam', { team: u.name, decided: u.decided, total: deck.length })).join(', '),
                  count: unfinished.length,
                })
          } ${t('controlPanel.end.grace', { minutes: END_GRACE_MINUTES })}`}
          confirmLabel={t('controlPanel.end.button')}
          tone="danger"
          onConfirm={() => void end()}
          onCancel={() => setEnding(false)}
        />
      </div>
    </SessionCurrency>
  );
}
