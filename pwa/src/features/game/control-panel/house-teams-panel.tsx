/**
 * The host's choice of house teams (issue "House teams"): textbook policies
 * that play the same deck beside the people on the results, the live dashboard
 * and the projector, never ranked for the winner. Off by default; the choice
 * can change until the game ends, and goes through the outbox like every
 * host change.
 */
import { type HousePolicyId, type Session } from '@front-desk-rm/engine/domain';
import { HOUSE_POLICIES } from '@front-desk-rm/engine/policies';
import { toast } from '../../../components/ui/toast.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import './control-panel.css';

export function HouseTeamsPanel({ session }: { session: Session }) {
  const chosen = session.housePolicies ?? [];
  const ended = session.status === 'ended';

  async function toggle(id: HousePolicyId, on: boolean) {
    const next = on ? [...chosen, id] : chosen.filter((p) => p !== id);
    const policy = HOUSE_POLICIES.find((p) => p.id === id)!;
    const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch: { housePolicies: next } });
    if (result.ok) toast.success(on ? `${policy.name} now plays beside the teams` : `${policy.name} left the leaderboard`, { duration: 2000 });
    else toast.error(result.reason || 'Failed to update the session');
  }

  return (
    <section className="panel" aria-labelledby="house-teams-title">
      <h2 id="house-teams-title">House teams</h2>
      <p className="muted small">
        Textbook policies that play the same requests as the teams, never knowing what comes next, and appear beside them on the results and the live dashboard
        with a House badge. They are never ranked for the winner. The debrief compares every team with all of them either way.
      </p>
      <fieldset className="house-choices" disabled={ended} aria-describedby={ended ? 'house-teams-ended' : undefined}>
        <legend className="sr-only">House teams that play</legend>
        {HOUSE_POLICIES.map((p) => (
          <label key={p.id} className="switch-row">
            <input type="checkbox" checked={chosen.includes(p.id)} onChange={(e) => void toggle(p.id, e.currentTarget.checked)} />
            <span>
              {p.name}
              <span className="small muted"> {p.teaches}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {ended && (
        <p id="house-teams-ended" className="small muted">
          The game has ended: the house teams stay as they played. Play Again on the results page opens the choice again.
        </p>
      )}
    </section>
  );
}
