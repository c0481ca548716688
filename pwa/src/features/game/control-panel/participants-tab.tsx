/**
 * Participants (spec/game.md §2, §5, §8): shuffle into teams, 'Add Member'
 * (disabled until name, e-mail and phone are all filled), the member table, and
 * 'Promote to Leader' / 'Demote to Member', all saved through the outbox.
 */
import { useState, type FormEvent } from 'react';
import { toast } from '../../../components/ui/toast.js';
import type { Member, Session, Team } from '@front-desk-rm/engine';
import { TextField } from '../../../components/ui/text-field.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { hostMutate } from '../../../local/host-actions.js';
import { db } from '../../../local/local-db.js';

export function ParticipantsTab({ session, teams, members }: { session: Session; teams: Team[]; members: Member[] }) {
  const [form, setForm] = useState({ name: '', email: '', phone: '' });
  const [busy, setBusy] = useState(false);
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

  async function setRole(member: Member, role: 'captain' | 'participant') {
    const result = await hostMutate(db, 'setMemberRole', { sessionId: session.id, memberId: member.id, role });
    if (result.ok) toast.success('Team leader updated successfully', { duration: 2000 });
    else toast.error(result.reason);
  }

  return (
    <div className="stack">
      <div className="row gap" style={{ justifyContent: 'space-between' }}>
        <p className="muted" style={{ margin: 0 }}>
          {members.length} of {session.maxParticipants} participants · {teams.length} {teams.length === 1 ? 'team' : 'teams'} of up to {session.teamSize}
        </p>
        <button className="btn btn-primary" onClick={() => void shuffle()} disabled={busy || members.length === 0 || session.status !== 'upcoming'}>
          Shuffle all members to teams
        </button>
      </div>

      <form className="panel add-member" onSubmit={add} aria-label="Add Member">
        <h3>Add Member</h3>
        <div className="field-grid">
          <TextField id="member-name" label="Name" autoComplete="off" value={form.name} onValue={(name) => setForm((f) => ({ ...f, name }))} />
          <TextField id="member-email" label="Email" type="email" autoComplete="off" value={form.email} onValue={(email) => setForm((f) => ({ ...f, email }))} />
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
            { header: 'Role', cell: (m) => (m.role === 'captain' ? <span className="badge badge-brand">Captain</span> : 'Member') },
          ]}
          actions={{
            header: 'Action',
            cell: (m) =>
              m.role === 'captain' ? (
                <button className="btn btn-ghost" onClick={() => void setRole(m, 'participant')}>
                  Demote to Member
                </button>
              ) : (
                <button className="btn btn-ghost" onClick={() => void setRole(m, 'captain')} disabled={!m.teamId}>
                  Promote to Leader
                </button>
              ),
          }}
        />
      )}
    </div>
  );
}
