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
import { TeamBoard } from './team-board.js';
import { useT } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { aroundSlot, slot } from '../../../components/ui/slots.js';

interface TeamsTabProps {
  session: Session;
  teams: Team[];
  members: Member[];
  decisions: readonly Pick<Decision, 'teamId'>[];
}

export function TeamsTab({ session, teams, members, decisions }: TeamsTabProps) {
  const t = useT();
  const spoken = useSpoken();
  const decided = new Map<string, number>();
  for (const d of decisions) decided.set(d.teamId, (decided.get(d.teamId) ?? 0) + 1);
  const unassigned = members.filter((m) => !m.teamId || !teams.some((team) => team.id === m.teamId)).length;
  const ended = session.status === 'ended';

  async function newTeam() {
    const result = await hostMutate(db, 'createTeam', { sessionId: session.id });
    if (!result.ok) return toast.error(spoken(result.reason));
    const name = (result.value as Team | undefined)?.name;
    toast.success(name ? t('controlPanel.teams.created', { team: name }) : t('controlPanel.teams.createdNew'), { duration: 2000 });
  }

  return (
    <div className="stack">
      <div className="teams-toolbar panel">
        <div>
          <p className="teams-summary" style={{ margin: 0 }}>
            <strong>{t('controlPanel.teams.count', { count: teams.length })}</strong> · {t('controlPanel.members', { count: members.length })} ·{' '}
            {t('controlPanel.teams.unassigned', { count: unassigned })}
          </p>
          <p className="muted small" style={{ margin: 0 }}>
            {session.status === 'upcoming' ? t('controlPanel.teams.sizeNote', { size: session.teamSize }) : t('controlPanel.teams.startedNote')}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void newTeam()}
          disabled={ended}
          title={ended ? t('controlPanel.teams.ended') : undefined}
        >
          <span aria-hidden="true">+</span> {t('controlPanel.teams.new')}
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
  const t = useT();
  const spoken = useSpoken();
  const off = members.length === 0 ? t('controlPanel.shuffle.noParticipants') : null;
  const overExisting = mode === 'existing' && teams.length > 0;

  async function shuffle(e: FormEvent) {
    e.preventDefault();
    const n = Number(count);
    if (!overExisting && (!Number.isInteger(n) || n < 1)) return setError(t('controlPanel.shuffle.countInvalid'));
    const args = overExisting ? { sessionId: session.id, over: 'existing' as const } : { sessionId: session.id, teams: n };
    setBusy(true);
    const result = await hostMutate(db, 'shuffleTeams', args);
    setBusy(false);
    if (!result.ok) return setError(spoken(result.reason));
    setError(null);
    const dealt = overExisting ? teams.length : Number(count);
    const said = t('controlPanel.shuffle.dealt', { members: members.length, teams: dealt });
    toast.success(said, { duration: 2000 });
  }

  const [into, newTeams] = aroundSlot(t('controlPanel.shuffle.into', { number: slot('number') }), 'number');
  return (
    <form className="panel shuffle-control" onSubmit={(e) => void shuffle(e)} aria-labelledby="shuffle-title" noValidate>
      <h3 id="shuffle-title">{t('controlPanel.shuffle.title')}</h3>
      <fieldset disabled={off !== null || busy}>
        <legend className="sr-only">{t('controlPanel.shuffle.legend')}</legend>
        <label className="shuffle-choice">
          <input type="radio" name="shuffle-mode" checked={overExisting} disabled={teams.length === 0} onChange={() => setMode('existing')} />
          {t('controlPanel.shuffle.existing', { count: teams.length })}
          {teams.length === 0 && <span className="muted small"> {t('controlPanel.shuffle.createFirst')}</span>}
        </label>
        <label className="shuffle-choice">
          <input type="radio" name="shuffle-mode" checked={!overExisting} onChange={() => setMode('count')} />
          {into.trim()}
          <input
            type="number"
            className="shuffle-count"
            min={1}
            max={Math.max(1, members.length)}
            step={1}
            inputMode="numeric"
            value={count}
            aria-label={t('controlPanel.shuffle.count')}
            aria-invalid={error ? true : undefined}
            onFocus={() => setMode('count')}
            onChange={(e) => {
              setCount(e.currentTarget.value);
              setMode('count');
              setError(null);
            }}
          />
          {newTeams.trim()}
        </label>
        <button type="submit" className="btn btn-primary">
          {t('controlPanel.shuffle.submit')}
        </button>
      </fieldset>
      <p className="muted small" style={{ margin: 0 }}>
        {off ?? t('controlPanel.shuffle.note')}
      </p>
      {error && (
        <p className="field-error" role="alert" style={{ margin: 0 }}>
          {error}
        </p>
      )}
    </form>
  );
}
