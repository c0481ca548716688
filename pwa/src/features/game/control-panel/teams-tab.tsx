/** Teams as cards: name, 'N members', the captain marked (spec/game.md §2). */
import type { Member, Team } from '@front-desk-rm/engine';
import { Avatar } from '../../../components/ui/avatar.js';

export function TeamsTab({ teams, members }: { teams: Team[]; members: Member[] }) {
  if (teams.length === 0) return <p className="muted">No teams yet. Add participants, then shuffle them into teams on the Participants tab.</p>;
  return (
    <div className="team-cards">
      {teams.map((t) => {
        const list = members.filter((m) => m.teamId === t.id);
        return (
          <article key={t.id} className="panel team-card" aria-label={t.name}>
            <div className="panel-head">
              <h3>{t.name}</h3>
              <span className={`badge ${t.status === 'ready' ? 'badge-green' : 'badge-gray'}`}>{t.status === 'ready' ? 'Ready' : 'Waiting'}</span>
            </div>
            <p className="muted small">
              {list.length} {list.length === 1 ? 'member' : 'members'}
            </p>
            <ul className="list">
              {list.map((m) => (
                <li key={m.id} className="row gap">
                  <Avatar name={m.name} size={32} />
                  <span>{m.name}</span>
                  {m.role === 'captain' && (
                    <span className="badge badge-brand" title="Team captain">
                      <span aria-hidden="true">★</span> Captain
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </div>
  );
}
