/**
 * The live dashboard on the training room's projector (`?display=projector`),
 * read from the back of the room at 1920x1080: before the start the hotel
 * brief and the join code, during play each team's progress (own pace) or the
 * request the room is on (in step), and at the end the podium. Nothing the
 * room should not yet know is drawn here: house teams' choices and revenue,
 * the best week and each team's share of it wait for the end or the host's
 * reveal (`revealedToRoom`).
 */
import { useRevealedToRoom } from '../../../data/reads/use-revealed.js';
import { useMemo } from 'react';
import { type Optimum, type Scenario } from '@front-desk-rm/engine/domain';
import { housePlays, type HouseStanding } from '@front-desk-rm/engine/policies';
import { roomSecondsLeft, type LiveDashboard } from '@front-desk-rm/engine/rules';
import type { SessionView } from '../../../data/reads/session-view.js';
import { ProjectorBrief } from './projector-brief.js';
import { ProjectorPodium } from './projector-podium.js';
import { ProjectorPricing } from './projector-pricing.js';
import { ProjectorDiscussion, ProjectorRequest, type RevealedChoice } from './projector-request.js';
import { playingTeams, projectorState, type ProjectorState } from './projector-state.js';
import { ProjectorTeams } from './projector-teams.js';
import { houseWords } from '../../../components/ui/engine-words.js';
import { useT, type Translate } from '../../../i18n/use-t.js';
import './projector.css';
import './live-dashboard.css';

/** What the host's move-on control does here: the projector takes N and → as the host's dashboard does. */
export interface MoveOn {
  label: string;
  run: () => void;
  busy: boolean;
}

function statusLine(t: Translate, state: ProjectorState, paused: boolean): string {
  if (paused && state.kind !== 'brief' && state.kind !== 'podium') return t('projector.status.paused');
  switch (state.kind) {
    case 'brief':
      return t('projector.status.brief');
    case 'pricing':
      return t('projector.status.pricing', { week: state.week });
    case 'progress':
      return state.allDone ? t('projector.status.allDone') : t('projector.status.ownPace');
    case 'request':
      return t('projector.status.deciding');
    case 'discussion':
      return t('projector.status.discussion');
    case 'roomDone':
      return t('projector.status.roomDone');
    case 'podium':
      return t('projector.status.podium');
  }
}

/** The house teams' and the best week's choices on one request, for a revealed discussion. */
function revealedChoices(t: Translate, view: SessionView, request: Scenario, step: number, optimum: Optimum | null): RevealedChoice[] {
  const reached = view.deck.slice(0, step + 1);
  const chosen = view.session.housePolicies ?? [];
  const plays = chosen.length > 0 ? housePlays(view.session, reached, optimum, chosen) : [];
  const out: RevealedChoice[] = [];
  for (const play of plays) {
    const d = play.decisions.find((x) => x.scenarioId === request._id);
    if (d) out.push({ name: houseWords(t, play.policy).name, accepted: d.decision === 'acc' });
  }
  if (optimum && !chosen.includes('hindsightOptimum')) out.push({ name: t('projector.bestWeek'), accepted: optimum.chosen.includes(request._id) });
  return out;
}

export function ProjectorBoard({
  view,
  board,
  house,
  optimum,
  onExit,
  moveOn,
  now,
}: {
  view: SessionView;
  board: LiveDashboard;
  house: readonly HouseStanding[];
  optimum: Optimum | null;
  onExit: () => void;
  moveOn: MoveOn | null;
  /** The page's clock, a tick a second: the room's countdown reads it. */
  now: Date;
}) {
  const { session } = view;
  const t = useT();
  const state = projectorState({ ...view, teams: playingTeams(view.teams) });
  const revealed = useRevealedToRoom(session);
  const discussion = state.kind === 'discussion' ? state : null;
  const choices = useMemo(
    () => (discussion && revealed ? revealedChoices(t, view, discussion.request, discussion.step, optimum) : null),
    [t, discussion, revealed, view, optimum],
  );
  // A share of the best week moves with every decision: during play the room sees pace, not that.
  const teams = revealed ? board.teams : board.teams.map((team) => ({ ...team, percentOfOptimum: null }));
  return (
    <div className="projector" data-state={state.kind}>
      <header className="projector-head">
        <div className="projector-title">
          <p className="projector-eyebrow">{session.hotelName}</p>
          <h1>{session.name}</h1>
        </div>
        <p className="projector-status" data-paused={session.timerPaused === true || undefined}>
          {statusLine(t, state, session.timerPaused === true)}
        </p>
        {moveOn && (
          <button className="btn projector-next" onClick={moveOn.run} disabled={moveOn.busy} aria-keyshortcuts="N ArrowRight">
            {moveOn.label} <kbd>N</kbd>
          </button>
        )}
        <button className="btn btn-ghost projector-exit" onClick={onExit}>
          {t('projector.exit')}
        </button>
      </header>
      <main className="projector-body">
        {state.kind === 'brief' && <ProjectorBrief session={session} joined={view.members.length} teams={playingTeams(view.teams).length} />}
        {state.kind === 'pricing' && <ProjectorPricing week={state.week} weeks={state.weeks} teams={state.teams} />}
        {state.kind === 'progress' && <ProjectorTeams teams={teams} house={house} revealed={revealed} allDone={state.allDone} />}
        {state.kind === 'request' && (
          <ProjectorRequest
            request={state.request}
            step={state.step}
            total={state.total}
            teams={state.teams}
            session={session}
            secondsLeft={roomSecondsLeft(session, now)}
          />
        )}
        {discussion && (
          <ProjectorDiscussion
            request={discussion.request}
            step={discussion.step}
            total={discussion.total}
            teams={discussion.teams}
            revealed={choices}
            session={session}
          />
        )}
        {state.kind === 'roomDone' && (
          <section className="pj-done" aria-label={t('projector.done.label')}>
            <h2>{t('projector.done.title', { count: state.total })}</h2>
            <p>{t('projector.done.body')}</p>
          </section>
        )}
        {state.kind === 'podium' && <ProjectorPodium teams={teams} house={house} />}
      </main>
    </div>
  );
}
