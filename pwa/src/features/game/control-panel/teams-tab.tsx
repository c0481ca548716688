/**
 * Teams the host shapes (docs/rules.md §2 "Teams tab", issue 38): the team
 * cards with their members and captains, a new team, and a shuffle that deals
 * everyone evenly over the teams that exist or into a chosen number of teams.
 * Shuffling is for before the start, so its panel shows only then; creating,
 * renaming, moving and choosing captains go on during play.
 */
import { useState, type FormEvent } from 'react';
import type { Decision, Member, Session, Team } from '@front-desk-rm/engine/domain';
import { toast } from '../../../components/ui/toast.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { TeamBoard, membersLabel } from './team-board.js';

interface TeamsTabProps {
  session: Session;
  teams: Team[];
  members: Member[];
  decisions: readonly Pick<Decision, 'teamId'>[];
}

export function TeamsTab({ session, teams, members, decisions }: TeamsTabProps) {
  const decided = new Map<string, number>();
  for (const d of decisions) decided.set(d.teamId, (decided.get(d.teamId) ?? 0) + 1);
  const unassigned = members.filter((m) => !m.teamId || !teams.some((t) => t.id === m.teamId)).length;
  const ended = session.status === 'ended';

  async function newTeam() {
    const result = await hostMutate(db, 'createTeam', { sessionId: session.id });
    if (!result.ok) return toast.error(result.reason);
    const name = (result.value as Team | undefined)?.name ?? 'A new team';
    toast.success(`${name} created`, { duration: 2000 });
  }

  return (
    <div className="stack">
      <div className="teams-toolbar panel">
        <div>
          <p className="teams-summary" style={{ margin: 0 }}>
            <strong>
              {teams.length} {teams.length === 1 ? 'team' : 'teams'}
            </strong>{' '}
            · {membersLabel(members.length)} · {unassigned} unassigned
          </p>
          <p className="muted small" style={{ margin: 0 }}>
            {session.status === 'upcoming'
              ? `Team size ${session.teamSize} is what a shuffle aims at; a team may hold more when you put members in by hand.`
              : 'Teams are dealt before the start: during play, move members by hand. A team that has decided keeps its week.'}
          </p>
        </div>
        <button type="button" className="btn btn-ghost" onClick={() => void newTeam()} disabled={ended} title={ended ? 'The game has ended' : undefined}>
          <span aria-hidden="true">+</span> New team
        </button>
      </div>
      {session.status === 'upcoming' && <ShuffleControl session={session} teams={teams} members={members} />}
      <TeamBoard session={session} teams={teams} members={members} decided={decided} />
    </div>
  );
}

function ShuffleControl({ session, teams, members }: { session: Session; teams: Team[]; members: Member[] }) {
  const [mode, setMode] = useState<'existing' | 'count'>(teams.length > 0 ? 'existing' : 'count');
  const [count, setCount] = useState(String(Math.max(1, Math.ceil(members.length / (Number.parseInt(session.teamSize, 10) || 4)))));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const off = members.length === 0 ? 'No participants to shuffle yet.' : null;
  const overExisting = mode === 'existing' && teams.length > 0;

  async function shuffle(e: FormEvent) {
    e.preventDefault();
    const n = Number(count);
    if (!overExisting && (!Number.isInteger(n) || n < 1)) return setError('Enter a whole number of teams, 1 or more');
    const args = overExisting ? { sessionId: session.id, over: 'existing' as const } : { sessionId: session.id, teams: n };
    setBusy(true);
    const result = await hostMutate(db, 'shuffleTeams', args);
    setBusy(false);
    if (!result.ok) return setError(result.reason);
    setError(null);
    const dealt = overExisting ? teams.length : Number(count);
    const said = `${membersLabel(members.length)} dealt over ${dealt} ${dealt === 1 ? 'team' : 'teams'}`;
    toast.success(said, { duration: 2000 });
  }

  return (
    <form className="panel shuffle-control" onSubmit={(e) => void shuffle(e)} aria-labelledby="shuffle-title" noValidate>
      <h3 id="shuffle-title">Shuffle</h3>
      <fieldset disabled={off !== null || busy}>
        <legend className="sr-only">Deal the members</legend>
        <label className="shuffle-choice">
          <input type="radio" name="shuffle-mode" checked={overExisting} disabled={teams.length === 0} onChange={() => setMode('existing')} />
          Over the {teams.length} {teams.length === 1 ? 'team' : 'teams'} that exist
          {teams.length === 0 && <span className="muted small"> (create one first)</span>}
        </label>
        <label className="shuffle-choice">
          <input type="radio" name="shuffle-mode" checked={!overExisting} onChange={() => setMode('count')} />
          Into
          <input
            type="number"
            className="shuffle-count"
            min={1}
            max={Math.max(1, members.length)}
            step={1}
            inputMode="numeric"
            value={count}
            aria-label="Number of teams"
            aria-invalid={error ? true : undefined}
            onFocus={() => setMode('count')}
            onChange={(e) => {
              setCount(e.currentTarget.value);
              setMode('count');
              setError(null);
            }}
          />
          new teams
        </label>
        <button type="submit" className="btn btn-primary">
          Shuffle members
        </button>
      </fieldset>
      <p className="muted small" style={{ margin: 0 }}>
        {off ?? 'Everyone is dealt at random and evenly: team sizes differ by one at most. Captains are chosen again afterwards.'}
      </p>
      {error && (
        <p className="field-error" role="alert" style={{ margin: 0 }}>
          {error}
        </p>
      )}
    </form>
  );
}
