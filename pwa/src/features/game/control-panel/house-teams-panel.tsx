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
import { useT } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { houseWords } from '../../../components/ui/engine-words.js';
import './control-panel.css';

export function HouseTeamsPanel({ session }: { session: Session }) {
  const chosen = session.housePolicies ?? [];
  const ended = session.status === 'ended';
  const t = useT();
  const spoken = useSpoken();

  async function toggle(id: HousePolicyId, on: boolean) {
    const next = on ? [...chosen, id] : chosen.filter((p) => p !== id);
    const policy = houseWords(t, id).name;
    const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch: { housePolicies: next } });
    if (result.ok) toast.success(on ? t('controlPanel.house.joined', { policy }) : t('controlPanel.house.left', { policy }), { duration: 2000 });
    else toast.error(spoken(result.reason) || t('controlPanel.updateFailed'));
  }

  return (
    <section className="panel" aria-labelledby="house-teams-title">
      <h2 id="house-teams-title">{t('controlPanel.house.title')}</h2>
      <p className="muted small">{t('controlPanel.house.intro')}</p>
      <fieldset className="house-choices" disabled={ended} aria-describedby={ended ? 'house-teams-ended' : undefined}>
        <legend className="sr-only">{t('controlPanel.house.legend')}</legend>
        {HOUSE_POLICIES.map((p) => (
          <label key={p.id} className="switch-row">
            <input type="checkbox" checked={chosen.includes(p.id)} onChange={(e) => void toggle(p.id, e.currentTarget.checked)} />
            <span>
              {houseWords(t, p.id).name}
              <span className="small muted"> {houseWords(t, p.id).teaches}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {ended && (
        <p id="house-teams-ended" className="small muted">
          {t('controlPanel.house.ended')}
        </p>
      )}
    </section>
  );
}
