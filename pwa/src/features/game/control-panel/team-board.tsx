/**
 * The host's team board: a card per team and one for the members in no team.
 * A member moves by dragging their row onto another card, or, with a keyboard
 * or a screen reader, with their "Move to" menu; every move is announced. Each
 * card renames inline, chooses its captain, merges into another team and is
 * deleted after a confirmation that says where its members go. Every change is
 * an engine mutation through the outbox, refused in words when a rule says no.
 */
import { useState, type DragEvent, type FormEvent } from 'react';
import { TEAM_NAME_MAX, type Member, type Session, type Team } from '@front-desk-rm/engine/domain';
import { announce } from '../../../components/ui/announcer.js';
import { Avatar } from '../../../components/ui/avatar.js';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import './team-board.css';
import './control-panel.css';

const UNASSIGNED = 'unassigned';
const DRAG_TYPE = 'application/x-front-desk-member';

export const membersLabel = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;

interface BoardProps {
  session: Session;
  teams: Team[];
  members: Member[];
  /** Requests each team has decided: a team that has played keeps its week (no deletion, no merging it away). */
  decided: ReadonlyMap<string, number>;
}

export function TeamBoard({ session, teams, members, decided }: BoardProps) {
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [merging, setMerging] = useState<Team | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const unassigned = members.filter((m) => !m.teamId || !teamName.has(m.teamId));
  const ended = session.status === 'ended';

  async function move(member: Member, teamId: string | null) {
    if ((member.teamId ?? null) === teamId) return;
    const result = await hostMutate(db, 'moveMember', { sessionId: session.id, memberId: member.id, teamId });
    const where = teamId ? (teamName.get(teamId) ?? 'the team') : 'Unassigned';
    if (result.ok) announce(`${member.name} moved to ${where}`);
    else toast.error(result.reason);
  }

  function onDrop(e: DragEvent, teamId: string | null) {
    e.preventDefault();
    setDropTarget(null);
    const member = members.find((m) => m.id === e.dataTransfer.getData(DRAG_TYPE));
    if (member) void move(member, teamId);
  }

  const dropProps = (key: string, teamId: string | null) => ({
    onDragOver: (e: DragEvent) => {
      if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      setDropTarget(key);
    },
    onDragLeave: (e: DragEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropTarget((t) => (t === key ? null : t));
    },
    onDrop: (e: DragEvent) => onDrop(e, teamId),
  });

  const rowProps = { teams, move, ended };
  return (
    <>
      <div className="team-board">
        {teams.map((t) => {
          const list = members.filter((m) => m.teamId === t.id);
          return (
            <TeamCard
              key={t.id}
              session={session}
              team={t}
              members={list}
              decided={decided.get(t.id) ?? 0}
              canMerge={teams.length > 1 && !ended}
              dropping={dropTarget === t.id}
              dropProps={dropProps(t.id, t.id)}
              onMerge={() => setMerging(t)}
              onDelete={() => setDeleting(t)}
            >
              {list.map((m) => (
                <MemberRow key={m.id} member={m} {...rowProps} />
              ))}
            </TeamCard>
          );
        })}
        <article
          className={`panel team-card team-card-unassigned${dropTarget === UNASSIGNED ? ' is-drop-target' : ''}`}
          aria-labelledby="unassigned-title"
          {...dropProps(UNASSIGNED, null)}
        >
          <div className="panel-head">
            <h3 id="unassigned-title">Unassigned</h3>
            <span className="badge badge-gray">{membersLabel(unassigned.length)}</span>
          </div>
          {unassigned.length === 0 ? (
            <p className="muted small">Everyone is in a team. Drag a member here to take them out of theirs.</p>
          ) : (
            <ul className="team-members">
              {unassigned.map((m) => (
                <MemberRow key={m.id} member={m} {...rowProps} />
              ))}
            </ul>
          )}
        </article>
      </div>
      {merging && <MergeDialog session={session} from={merging} teams={teams} members={members} decided={decided} onClose={() => setMerging(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this team'}?`}
        message={deleteMessage(deleting, members)}
        confirmLabel="Delete team"
        tone="danger"
        onConfirm={() => {
          const team = deleting;
          setDeleting(null);
          if (team) void removeTeam(session, team);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function deleteMessage(team: Team | null, members: Member[]): string {
  const n = team ? members.filter((m) => m.teamId === team.id).length : 0;
  if (n === 0) return 'The team has no members. It is removed from the session.';
  return `Its ${membersLabel(n)} move to Unassigned, where they wait until you put them in a team. A captain among them is a member again.`;
}

async function removeTeam(session: Session, team: Team) {
  const result = await hostMutate(db, 'deleteTeam', { sessionId: session.id, teamId: team.id });
  if (result.ok) {
    toast.success(`${team.name} deleted`, { duration: 2000 });
  } else toast.error(result.reason);
}

interface CardProps {
  session: Session;
  team: Team;
  members: Member[];
  decided: number;
  canMerge: boolean;
  dropping: boolean;
  dropProps: Record<string, (e: DragEvent) => void>;
  onMerge: () => void;
  onDelete: () => void;
  children: React.ReactNode;
}

function TeamCard({ session, team, members, decided, canMerge, dropping, dropProps, onMerge, onDelete, children }: CardProps) {
  const [renaming, setRenaming] = useState(false);
  const played = decided > 0;
  const headingId = `team-${team.id}-name`;
  const playedId = `team-${team.id}-played`;
  return (
    <article className={`panel team-card${dropping ? ' is-drop-target' : ''}`} aria-labelledby={headingId} {...dropProps}>
      <div className="panel-head">
        {renaming ? <RenameForm session={session} team={team} onDone={() => setRenaming(false)} /> : <h3 id={headingId}>{team.name}</h3>}
        <span className={`badge ${team.status === 'ready' ? 'badge-green' : 'badge-gray'}`}>{team.status === 'ready' ? 'Ready' : 'Waiting'}</span>
      </div>
      {renaming && (
        <h3 id={headingId} className="sr-only">
          {team.name}
        </h3>
      )}
      <p className="muted small team-card-count">
        {membersLabel(members.length)}
        {played && (
          <span id={playedId}>
            {' '}
            · has decided {decided === 1 ? '1 request' : `${decided} requests`}: its week stays, so it cannot be deleted or merged away
          </span>
        )}
      </p>
      <CaptainPicker session={session} team={team} members={members} />
      {members.length === 0 ? (
        <p className="muted small team-empty">No members yet. Drag one here, or use a member’s “Move to” menu.</p>
      ) : (
        <ul className="team-members">{children}</ul>
      )}
      {!renaming && (
        <div className="team-card-actions">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRenaming(true)} aria-label={`Rename ${team.name}`}>
            Rename
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={onMerge}
            disabled={!canMerge || played}
            aria-label={`Merge ${team.name} into another team`}
            aria-describedby={played ? playedId : undefined}
          >
            Merge…
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm danger-text"
            onClick={onDelete}
            disabled={played}
            aria-label={`Delete ${team.name}`}
            aria-describedby={played ? playedId : undefined}
          >
            Delete
          </button>
        </div>
      )}
    </article>
  );
}

function RenameForm({ session, team, onDone }: { session: Session; team: Team; onDone: () => void }) {
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = `rename-${team.id}`;
  async function save(e: FormEvent) {
    e.preventDefault();
    if (name.trim() === '') return setError('A team needs a name');
    const result = await hostMutate(db, 'renameTeam', { sessionId: session.id, teamId: team.id, name });
    if (!result.ok) return setError(result.reason);
    announce(`${team.name} renamed to ${name.trim()}`);
    onDone();
  }
  return (
    <form className="rename-team" onSubmit={(e) => void save(e)} onKeyDown={(e) => e.key === 'Escape' && onDone()}>
      <label htmlFor={inputId}>New name for {team.name}</label>
      <div className="row gap">
        <input
          id={inputId}
          className="grow"
          value={name}
          maxLength={TEAM_NAME_MAX}
          autoFocus
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
        />
        <button type="submit" className="btn btn-primary btn-sm">
          Save
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          Cancel
        </button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** One captain per team, chosen from its members; "No captain" lets any member decide. */
function CaptainPicker({ session, team, members }: { session: Session; team: Team; members: Member[] }) {
  const captain = members.find((m) => m.role === 'captain');
  if (members.length === 0) return null;
  async function choose(memberId: string) {
    const target = memberId ? members.find((m) => m.id === memberId) : captain;
    if (!target) return;
    const result = await hostMutate(db, 'setMemberRole', { sessionId: session.id, memberId: target.id, role: memberId ? 'captain' : 'participant' });
    if (!result.ok) return toast.error(result.reason);
    announce(memberId ? `${target.name} is captain of ${team.name}` : `${team.name} has no captain: any member may decide`);
  }
  const id = `captain-${team.id}`;
  return (
    <div className="captain-picker">
      <label htmlFor={id} className="small">
        Captain
      </label>
      <select id={id} value={captain?.id ?? ''} onChange={(e) => void choose(e.currentTarget.value)} aria-label={`Captain of ${team.name}`}>
        <option value="">No captain</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function MemberRow({
  member,
  teams,
  move,
  ended,
}: {
  member: Member;
  teams: Team[];
  move: (m: Member, teamId: string | null) => Promise<void>;
  ended: boolean;
}) {
  const [dragging, setDragging] = useState(false);
  const selectId = `move-${member.id}`;
  return (
    <li
      className={`team-member${dragging ? ' is-dragging' : ''}`}
      draggable={!ended}
      data-member={member.name}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, member.id);
        e.dataTransfer.setData('text/plain', member.name);
        e.dataTransfer.effectAllowed = 'move';
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
    >
      {!ended && (
        <span className="drag-handle" aria-hidden="true" title="Drag to another team">
          ⠿
        </span>
      )}
      <Avatar name={member.name} size={28} />
      <span className="grow team-member-name">
        {member.name}
        {member.role === 'captain' && (
          <span className="badge badge-brand" title="Team captain">
            <span aria-hidden="true">★</span> Captain
          </span>
        )}
      </span>
      <label htmlFor={selectId} className="sr-only">
        Move {member.name} to
      </label>
      <select
        id={selectId}
        className="move-to"
        value=""
        onChange={(e) => void move(member, e.currentTarget.value === UNASSIGNED ? null : e.currentTarget.value)}
      >
        <option value="" disabled>
          Move to…
        </option>
        {teams
          .filter((t) => t.id !== member.teamId)
          .map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        {member.teamId && <option value={UNASSIGNED}>Unassigned</option>}
      </select>
    </li>
  );
}

function MergeDialog({
  session,
  from,
  teams,
  members,
  decided,
  onClose,
}: {
  session: Session;
  from: Team;
  teams: Team[];
  members: Member[];
  decided: ReadonlyMap<string, number>;
  onClose: () => void;
}) {
  const others = teams.filter((t) => t.id !== from.id);
  const [into, setInto] = useState(others[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const n = members.filter((m) => m.teamId === from.id).length;
  const target = others.find((t) => t.id === into);
  async function merge() {
    setBusy(true);
    const result = await hostMutate(db, 'mergeTeams', { sessionId: session.id, fromTeamId: from.id, intoTeamId: into });
    setBusy(false);
    if (!result.ok) return setError(result.reason);
    toast.success(`${from.name} merged into ${target?.name ?? 'the team'}`, { duration: 2000 });
    onClose();
  }
  return (
    <Dialog
      open
      title={`Merge ${from.name}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void merge()} disabled={busy || !into}>
            Merge teams
          </button>
        </>
      }
    >
      <div className="stack">
        <label className="field">
          <span>Merge {from.name} into</span>
          <select value={into} onChange={(e) => setInto(e.currentTarget.value)} data-autofocus>
            {others.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({membersLabel(members.filter((m) => m.teamId === t.id).length)}
                {(decided.get(t.id) ?? 0) > 0 ? ', playing' : ''})
              </option>
            ))}
          </select>
        </label>
        <p className="muted">
          {n === 0 ? `${from.name} has no members; it is removed.` : `Its ${membersLabel(n)} join ${target?.name ?? 'the team'} and ${from.name} is removed.`}{' '}
          {target?.name ?? 'The team'} keeps its captain; if it has none, {from.name}’s captain leads.
        </p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
