/**
 * Said beside the join link when the host's page is open at `localhost`
 * (issue 48): phones cannot open that, so the link and QR code use this
 * laptop's address on the room's network, and the host picks another when it
 * has several. With no address to offer, it says how to get one.
 */
import type { JoinLink } from '../../../data/reads/join-link.js';
import { useT } from '../../../i18n/use-t.js';
import './control-panel.css';

export function JoinAddressNote({ join }: { join: JoinLink & { choose: (base: string) => void } }) {
  const t = useT();
  if (!join.atLocalhost || !join.known) return null;
  if (join.choices.length === 0)
    return (
      <p className="join-warning small" role="status">
        {t('controlPanel.joinAddress.none')}
      </p>
    );
  return (
    <div className="join-warning small" role="status">
      <p>{t('controlPanel.joinAddress.using')}</p>
      {join.choices.length > 1 && (
        <label>
          {t('controlPanel.joinAddress.choose')}{' '}
          <select value={join.base} onChange={(e) => join.choose(e.target.value)}>
            {join.choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
