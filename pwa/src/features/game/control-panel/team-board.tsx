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
import { useT, type Translate } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import './team-board.css';
import './control-panel.css';

const UNASSIGNED = 'unassigned';
const DRAG_TYPE = 'application/x-front-desk-member';

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
  const t = useT();
  const say = useSpoken();
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const unassigned = members.filter((m) => !m.teamId || !teamName.has(m.teamId));
  const ended = session.status === 'ended';

  async function move(member: Member, teamId: string | null) {
    if ((member.teamId ?? null) === teamId) return;
    const result = await hostMutate(db, 'moveMember', { sessionId: session.id, memberId: member.id, teamId });
    const team = teamId ? teamName.get(teamId) : undefined;
    if (result.ok)
      announce(
        teamId
          ? team
            ? t('controlPanel.member.moved', { member: member.name, team })
            : t('controlPanel.member.movedToTeam', { member: member.name })
          : t('controlPanel.member.movedToUnassigned', { member: member.name }),
      );
    else toast.error(say(result.reason));
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
        {teams.map((team) => {
          const list = members.filter((m) => m.teamId === team.id);
          return (
            <TeamCard
              key={team.id}
              session={session}
              team={team}
              members={list}
              decided={decided.get(team.id) ?? 0}
              canMerge={teams.length > 1 && !ended}
              dropping={dropTarget === team.id}
              dropProps={dropProps(team.id, team.id)}
              onMerge={() => setMerging(team)}
              onDelete={() => setDeleting(team)}
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
            <h3 id="unassigned-title">{t('controlPanel.board.unassigned')}</h3>
            <span className="badge badge-gray">{t('controlPanel.members', { count: unassigned.length })}</span>
          </div>
          {unassigned.length === 0 ? (
            <p className="muted small">{t('controlPanel.board.everyoneInTeam')}</p>
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
        title={deleting ? t('controlPanel.board.deleteTitle', { team: deleting.name }) : t('controlPanel.board.deleteThisTeam')}
        message={deleteMessage(t, deleting, members)}
        confirmLabel={t('controlPanel.board.deleteConfirm')}
        tone="danger"
        onConfirm={() => {
          const team = deleting;
          setDeleting(null);
          if (team) void removeTeam(t, say, session, team);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function deleteMessage(t: Translate, team: Team | null, members: Member[]): string {
  const n = team ? members.filter((m) => m.teamId === team.id).length : 0;
  if (n === 0) return t('controlPanel.board.deleteEmpty');
  return t('controlPanel.board.deleteMembers', { count: n });
}

async function removeTeam(t: Translate, say: (text: string) => string, session: Session, team: Team) {
  const result = await hostMutate(db, 'deleteTeam', { sessionId: session.id, teamId: team.id });
  if (result.ok) {
    toast.success(t('controlPanel.board.deleted', { team: team.name }), { duration: 2000 });
  } else toast.error(say(result.reason));
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
  const t = useT();
  const played = decided > 0;
  const headingId = `team-${team.id}-name`;
  const playedId = `team-${team.id}-played`;
  return (
    <article className={`panel team-card${dropping ? ' is-drop-target' : ''}`} aria-labelledby={headingId} {...dropProps}>
      <div className="panel-head">
        {renaming ? <RenameForm session={session} team={team} onDone={() => setRenaming(false)} /> : <h3 id={headingId}>{team.name}</h3>}
        <span className={`badge ${team.status === 'ready' ? 'badge-green' : 'badge-gray'}`}>
          {team.status === 'ready' ? t('controlPanel.board.ready') : t('controlPanel.board.waiting')}
        </span>
      </div>
      {renaming && (
        <h3 id={headingId} className="sr-only">
          {team.name}
        </h3>
      )}
      <p className="muted small team-card-count">
        {t('controlPanel.members', { count: members.length })}
        {played && <span id={playedId}> · {t('controlPanel.board.played', { count: decided })}</span>}
      </p>
      <CaptainPicker session={session} team={team} members={members} />
      {members.length === 0 ? <p className="muted small team-empty">{t('controlPanel.board.noMembers')}</p> : <ul className="team-members">{children}</ul>}
      {!renaming && (
        <div className="team-card-actions">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => setRenaming(true)}
            aria-label={t('controlPanel.board.renameTeam', { team: team.name })}
          >
            {t('controlPanel.board.rename')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={onMerge}
            disabled={!canMerge || played}
            aria-label={t('controlPanel.board.mergeTeam', { team: team.name })}
            aria-describedby={played ? playedId : undefined}
          >
            {t('controlPanel.board.merge')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm danger-text"
            onClick={onDelete}
            disabled={played}
            aria-label={t('controlPanel.board.deleteTeam', { team: team.name })}
            aria-describedby={played ? playedId : undefined}
          >
            {t('controlPanel.board.delete')}
          </button>
        </div>
      )}
    </article>
  );
}

function RenameForm({ session, team, onDone }: { session: Session; team: Team; onDone: () => void }) {
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const say = useSpoken();
  const inputId = `rename-${team.id}`;
  async function save(e: FormEvent) {
    e.preventDefault();
    if (name.trim() === '') return setError(t('controlPanel.board.nameRequired'));
    const result = await hostMutate(db, 'renameTeam', { sessionId: session.id, teamId: team.id, name });
    if (!result.ok) return setError(say(result.reason));
    announce(t('controlPanel.board.renamed', { team: team.name, name: name.trim() }));
    onDone();
  }
  return (
    <form className="rename-team" onSubmit={(e) => void save(e)} onKeyDown={(e) => e.key === 'Escape' && onDone()}>
      <label htmlFor={inputId}>{t('controlPanel.board.newName', { team: team.name })}</label>
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
          {t('controlPanel.save')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          {t('controlPanel.cancel')}
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
  const t = useT();
  const say = useSpoken();
  if (members.length === 0) return null;
  async function choose(memberId: string) {
    const target = memberId ? members.find((m) => m.id === memberId) : captain;
    if (!target) return;
    const result = await hostMutate(db, 'setMemberRole', { sessionId: session.id, memberId: target.id, role: memberId ? 'captain' : 'participant' });
    if (!result.ok) return toast.error(say(result.reason));
    announce(
      memberId ? t('controlPanel.board.captainOf', { member: target.name, team: team.name }) : t('controlPanel.board.noCaptainNow', { team: team.name }),
    );
  }
  const id = `captain-${team.id}`;
  return (
    <div className="captain-picker">
      <label htmlFor={id} className="small">
        {t('controlPanel.captain')}
      </label>
      <select
        id={id}
        value={captain?.id ?? ''}
        onChange={(e) => void choose(e.currentTarget.value)}
        aria-label={t('controlPanel.board.captainLabel', { team: team.name })}
      >
        <option value="">{t('controlPanel.board.noCaptain')}</option>
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
  const t = useT();
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
        <span className="drag-handle" aria-hidden="true" title={t('controlPanel.board.drag')}>
          ⠿
        </span>
      )}
      <Avatar name={member.name} size={28} />
      <span className="grow team-member-name">
        {member.name}
        {member.role === 'captain' && (
          <span className="badge badge-brand" title={t('controlPanel.board.teamCaptain')}>
            <span aria-hidden="true">★</span> {t('controlPanel.captain')}
          </span>
        )}
      </span>
      <label htmlFor={selectId} className="sr-only">
        {t('controlPanel.board.moveMember', { member: member.name })}
      </label>
      <select
        id={selectId}
        className="move-to"
        value=""
        onChange={(e) => void move(member, e.currentTarget.value === UNASSIGNED ? null : e.currentTarget.value)}
      >
        <option value="" disabled>
          {t('controlPanel.board.moveTo')}
        </option>
        {teams
          .filter((team) => team.id !== member.teamId)
          .map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        {member.teamId && <option value={UNASSIGNED}>{t('controlPanel.board.unassigned')}</option>}
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
  const others = teams.filter((team) => team.id !== from.id);
  const [into, setInto] = useState(others[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const say = useSpoken();
  const n = members.filter((m) => m.teamId === from.id).length;
  const target = others.find((team) => team.id === into);
  async function merge() {
    setBusy(true);
    const result = await hostMutate(db, 'mergeTeams', { sessionId: session.id, fromTeamId: from.id, intoTeamId: into });
    setBusy(false);
    if (!result.ok) return setError(say(result.reason));
    toast.success(target ? t('controlPanel.merge.done', { from: from.name, into: target.name }) : t('controlPanel.merge.doneTeam', { from: from.name }), {
      duration: 2000,
    });
    onClose();
  }
  return (
    <Dialog
      open
      title={t('controlPanel.merge.title', { team: from.name })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('controlPanel.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void merge()} disabled={busy || !into}>
            {t('controlPanel.merge.submit')}
          </button>
        </>
      }
    >
      <div className="stack">
        <label className="field">
          <span>{t('controlPanel.merge.into', { team: from.name })}</span>
          <select value={into} onChange={(e) => setInto(e.currentTarget.value)} data-autofocus>
            {others.map((team) => {
              const option = { team: team.name, count: members.filter((m) => m.teamId === team.id).length };
              return (
                <option key={team.id} value={team.id}>
                  {(decided.get(team.id) ?? 0) > 0 ? t('controlPanel.merge.optionPlaying', option) : t('controlPanel.merge.option', option)}
                </option>
              );
            })}
          </select>
        </label>
        <p className="muted">
          {n === 0
            ? t('controlPanel.merge.empty', { from: from.name })
            : target
              ? t('controlPanel.merge.join', { count: n, from: from.name, into: target.name })
              : t('controlPanel.merge.joinTeam', { count: n, from: from.name })}{' '}
          {target ? t('controlPanel.merge.captain', { from: from.name, into: target.name }) : t('controlPanel.merge.captainTeam', { from: from.name })}
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
