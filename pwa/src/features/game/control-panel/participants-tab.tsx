/**
 * Participants (docs/rules.md §2, §5, §8): shuffle into teams, 'Add Member'
 * (disabled until name, e-mail and phone are all filled), the member table,
 * 'Promote to Leader' / 'Demote to Member', and, in any status, moving a
 * member to a team (a late arrival) or out of one, or removing one (a
 * mistyped e-mail), all saved through the outbox. The shuffle here is the
 * documented one, into teams of the team size dealt evenly; the Teams tab
 * offers the other deals. A control that is off says why.
 */
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast.js';
import type { Member, Session, Team } from '@front-desk-rm/engine/domain';
import { TextField } from '../../../components/ui/text-field.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import './control-panel.css';

export function ParticipantsTab({ session, teams, members }: { session: Session; teams: Team[]; members: Member[] }) {
  const [form, setForm] = useState({ name: '', email: '', phone: '' });
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const filled = form.name.trim() !== '' && form.email.trim() !== '' && form.phone.trim() !== '';

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!filled) return;
    setBusy(true);
    const result = await hostMutate(db, 'addMember', { ...form, sessionCode: session.gameCode || session.id });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.reason || 'Failed to add member');
      return;
    }
    toast.success('Member added successfully', { duration: 2000 });
    setForm({ name: '', email: '', phone: '' });
  }

  async function shuffle() {
    setBusy(true);
    const result = await hostMutate(db, 'shuffleTeams', { sessionId: session.id });
    setBusy(false);
    if (result.ok) toast.success('Teams created successfully', { duration: 2000 });
    else toast.error(result.reason || 'Failed to create teams');
  }

  async function move(member: Member, teamId: string | null) {
    const result = await hostMutate(db, 'moveMember', { sessionId: session.id, memberId: member.id, teamId });
    if (result.ok)
      toast.success(teamId ? `${member.name} moved to ${teamName.get(teamId) ?? 'the team'}` : `${member.name} is in no team now`, { duration: 2000 });
    else toast.error(result.reason);
  }

  async function remove() {
    const member = removing;
    setRemoving(null);
    if (!member) return;
    const result = await hostMutate(db, 'removeMember', { sessionId: session.id, memberId: member.id });
    if (result.ok) toast.success(`${member.name} removed`, { duration: 2000 });
    else toast.error(result.reason);
  }

  const unassigned = members.filter((m) => !m.teamId || !teamName.has(m.teamId)).length;
  const shuffleOff =
    members.length === 0
      ? 'No participants to shuffle yet.'
      : session.status !== 'upcoming'
        ? 'Teams are set once the game has started: move a member with the Team menu in the table.'
        : null;

  async function setRole(member: Member, role: 'captain' | 'participant') {
    const result = await hostMutate(db, 'setMemberRole', { sessionId: session.id, memberId: member.id, role });
    if (result.ok) toast.success('Team leader updated successfully', { duration: 2000 });
    else toast.error(result.reason);
  }

  return (
    <div className="stack">
      <div className="row gap" style={{ justifyContent: 'space-between' }}>
        <p className="muted" style={{ margin: 0 }}>
          {members.length} of {session.maxParticipants} participants · {teams.length} {teams.length === 1 ? 'team' : 'teams'} · {unassigned} not in a team
        </p>
        <button
          className="btn btn-primary"
          onClick={() => void shuffle()}
          disabled={busy || shuffleOff !== null}
          aria-describedby={shuffleOff ? 'shuffle-off' : undefined}
        >
          Shuffle all members to teams
        </button>
      </div>
      {shuffleOff && (
        <p id="shuffle-off" className="small muted" style={{ margin: 0, textAlign: 'right' }}>
          {shuffleOff}
        </p>
      )}

      <form className="panel add-member" onSubmit={add} aria-label="Add Member">
        <h3>Add Member</h3>
        <div className="field-grid">
          <TextField id="member-name" label="Name" autoComplete="off" value={form.name} onValue={(name) => setForm((f) => ({ ...f, name }))} />
          <TextField
            id="member-email"
            label="Email"
            type="email"
            autoComplete="off"
            value={form.email}
            onValue={(email) => setForm((f) => ({ ...f, email }))}
          />
          <TextField id="member-phone" label="Phone" type="tel" autoComplete="off" value={form.phone} onValue={(phone) => setForm((f) => ({ ...f, phone }))} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={!filled || busy}>
          Add Member
        </button>
      </form>

      {members.length === 0 ? (
        <p className="muted">No participants yet. Add them here, or share the game code: players who log in with it join the session.</p>
      ) : (
        <DataTable
          caption="Participants"
          rows={members}
          rowKey={(m) => m.id}
          columns={[
            { header: 'Name', rowHeader: true, cell: (m) => m.name },
            { header: 'Email', cell: (m) => m.email },
            { header: 'Phone', className: 'nowrap', cell: (m) => m.phone || '—' },
            { header: 'Team', cell: (m) => (m.teamId ? (teamName.get(m.teamId) ?? '—') : <span className="muted">Not in a team</span>) },
            {
              header: 'Role',
              cell: (m) => (m.role === 'captain' ? <span className="badge badge-brand">Captain</span> : <span className="badge badge-gray">Participant</span>),
            },
          ]}
          actions={{
            header: 'Action',
            cell: (m) => (
              <div className="member-actions">
                {m.role === 'captain' ? (
                  <button className="btn btn-ghost" onClick={() => void setRole(m, 'participant')}>
                    Demote to Member
                  </button>
                ) : (
                  <button
                    className="btn btn-ghost"
                    onClick={() => void setRole(m, 'captain')}
                    disabled={!m.teamId}
                    title={m.teamId ? undefined : 'Put the member in a team first'}
                  >
                    Promote to Leader
                  </button>
                )}
                {teams.length > 0 && (
                  <select aria-label={`Team for ${m.name}`} value={m.teamId ?? ''} onChange={(e) => void move(m, e.currentTarget.value || null)}>
                    <option value="">{m.teamId ? 'Move to Unassigned' : 'Put in a team…'}</option>
                    {teams.map((t) => (
                      <option key={t.id} value={t.id}>
                        {m.teamId === t.id ? t.name : `Move to ${t.name}`}
                      </option>
                    ))}
                  </select>
                )}
                <button className="btn btn-ghost danger-text" onClick={() => setRemoving(m)}>
                  Remove
                </button>
              </div>
            ),
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? 'this member'}?`}
        message="They leave the session and its teams. Decisions they already made stay with their team. The same e-mail can join again with the game code."
        confirmLabel="Remove"
        tone="danger"
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
