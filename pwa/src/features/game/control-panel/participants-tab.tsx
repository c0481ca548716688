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
import { useT } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import './control-panel.css';

export function ParticipantsTab({ session, teams, members }: { session: Session; teams: Team[]; members: Member[] }) {
  const [form, setForm] = useState({ name: '', email: '', phone: '' });
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const t = useT();
  const spoken = useSpoken();
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const filled = form.name.trim() !== '' && form.email.trim() !== '' && form.phone.trim() !== '';

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!filled) return;
    setBusy(true);
    const result = await hostMutate(db, 'addMember', { ...form, sessionCode: session.gameCode || session.id });
    setBusy(false);
    if (!result.ok) {
      toast.error(spoken(result.reason) || t('controlPanel.participants.addFailed'));
      return;
    }
    toast.success(t('controlPanel.participants.added'), { duration: 2000 });
    setForm({ name: '', email: '', phone: '' });
  }

  async function shuffle() {
    setBusy(true);
    const result = await hostMutate(db, 'shuffleTeams', { sessionId: session.id });
    setBusy(false);
    if (result.ok) toast.success(t('controlPanel.participants.shuffled'), { duration: 2000 });
    else toast.error(spoken(result.reason) || t('controlPanel.participants.shuffleFailed'));
  }

  async function move(member: Member, teamId: string | null) {
    const result = await hostMutate(db, 'moveMember', { sessionId: session.id, memberId: member.id, teamId });
    const team = teamId ? teamName.get(teamId) : undefined;
    if (result.ok)
      toast.success(
        teamId
          ? team
            ? t('controlPanel.member.moved', { member: member.name, team })
            : t('controlPanel.member.movedToTeam', { member: member.name })
          : t('controlPanel.member.inNoTeam', { member: member.name }),
        { duration: 2000 },
      );
    else toast.error(spoken(result.reason));
  }

  async function remove() {
    const member = removing;
    setRemoving(null);
    if (!member) return;
    const result = await hostMutate(db, 'removeMember', { sessionId: session.id, memberId: member.id });
    if (result.ok) toast.success(t('controlPanel.member.removed', { member: member.name }), { duration: 2000 });
    else toast.error(spoken(result.reason));
  }

  const unassigned = members.filter((m) => !m.teamId || !teamName.has(m.teamId)).length;
  const shuffleOff =
    members.length === 0 ? t('controlPanel.shuffle.noParticipants') : session.status !== 'upcoming' ? t('controlPanel.participants.shuffleStarted') : null;

  async function setRole(member: Member, role: 'captain' | 'participant') {
    const result = await hostMutate(db, 'setMemberRole', { sessionId: session.id, memberId: member.id, role });
    if (result.ok) toast.success(t('controlPanel.participants.leaderUpdated'), { duration: 2000 });
    else toast.error(spoken(result.reason));
  }

  return (
    <div className="stack">
      <div className="row gap" style={{ justifyContent: 'space-between' }}>
        <p className="muted" style={{ margin: 0 }}>
          {t('controlPanel.participants.summary', { members: members.length, max: session.maxParticipants, teams: teams.length, unassigned })}
        </p>
        <button
          className="btn btn-primary"
          onClick={() => void shuffle()}
          disabled={busy || shuffleOff !== null}
          aria-describedby={shuffleOff ? 'shuffle-off' : undefined}
        >
          {t('controlPanel.participants.shuffle')}
        </button>
      </div>
      {shuffleOff && (
        <p id="shuffle-off" className="small muted" style={{ margin: 0, textAlign: 'right' }}>
          {shuffleOff}
        </p>
      )}

      <form className="panel add-member" onSubmit={add} aria-label={t('controlPanel.participants.add')}>
        <h3>{t('controlPanel.participants.add')}</h3>
        <div className="field-grid">
          <TextField
            id="member-name"
            label={t('controlPanel.participants.name')}
            autoComplete="off"
            value={form.name}
            onValue={(name) => setForm((f) => ({ ...f, name }))}
          />
          <TextField
            id="member-email"
            label={t('controlPanel.participants.email')}
            type="email"
            autoComplete="off"
            value={form.email}
            onValue={(email) => setForm((f) => ({ ...f, email }))}
          />
          <TextField
            id="member-phone"
            label={t('controlPanel.participants.phone')}
            type="tel"
            autoComplete="off"
            value={form.phone}
            onValue={(phone) => setForm((f) => ({ ...f, phone }))}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={!filled || busy}>
          {t('controlPanel.participants.add')}
        </button>
      </form>

      {members.length === 0 ? (
        <p className="muted">{t('controlPanel.participants.empty')}</p>
      ) : (
        <DataTable
          caption={t('controlPanel.participants.caption')}
          rows={members}
          rowKey={(m) => m.id}
          columns={[
            { header: t('controlPanel.participants.name'), rowHeader: true, cell: (m) => m.name },
            { header: t('controlPanel.participants.email'), cell: (m) => m.email },
            { header: t('controlPanel.participants.phone'), className: 'nowrap', cell: (m) => m.phone || '—' },
            {
              header: t('controlPanel.participants.team'),
              cell: (m) => (m.teamId ? (teamName.get(m.teamId) ?? '—') : <span className="muted">{t('controlPanel.participants.notInTeam')}</span>),
            },
            {
              header: t('controlPanel.participants.role'),
              cell: (m) =>
                m.role === 'captain' ? (
                  <span className="badge badge-brand">{t('controlPanel.captain')}</span>
                ) : (
                  <span className="badge badge-gray">{t('controlPanel.participants.participant')}</span>
                ),
            },
          ]}
          actions={{
            header: t('controlPanel.participants.action'),
            cell: (m) => (
              <div className="member-actions">
                {m.role === 'captain' ? (
                  <button className="btn btn-ghost" onClick={() => void setRole(m, 'participant')}>
                    {t('controlPanel.participants.demote')}
                  </button>
                ) : (
                  <button
                    className="btn btn-ghost"
                    onClick={() => void setRole(m, 'captain')}
                    disabled={!m.teamId}
                    title={m.teamId ? undefined : t('controlPanel.participants.promoteOff')}
                  >
                    {t('controlPanel.participants.promote')}
                  </button>
                )}
                {teams.length > 0 && (
                  <select
                    aria-label={t('controlPanel.participants.teamFor', { member: m.name })}
                    value={m.teamId ?? ''}
                    onChange={(e) => void move(m, e.currentTarget.value || null)}
                  >
                    <option value="">{m.teamId ? t('controlPanel.participants.moveToUnassigned') : t('controlPanel.participants.putInTeam')}</option>
                    {teams.map((team) => (
                      <option key={team.id} value={team.id}>
                        {m.teamId === team.id ? team.name : t('controlPanel.participants.moveTo', { team: team.name })}
                      </option>
                    ))}
                  </select>
                )}
                <button className="btn btn-ghost danger-text" onClick={() => setRemoving(m)}>
                  {t('controlPanel.participants.remove')}
                </button>
              </div>
            ),
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('controlPanel.participants.removeTitle', { member: removing.name }) : t('controlPanel.participants.removeThisMember')}
        message={t('controlPanel.participants.removeMessage')}
        confirmLabel={t('controlPanel.participants.remove')}
        tone="danger"
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
