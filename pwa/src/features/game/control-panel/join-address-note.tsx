/**
 * Said beside the join link when the host's page is open at `localhost`
 * (issue 48): phones cannot open that, so the link and QR code use this
 * laptop's address on the room's network, and the host picks another when it
 * has several. With no address to offer, it says how to get one.
 */
import type { JoinLink } from '../../../data/reads/join-link.js';
import './control-panel.css';

export function JoinAddressNote({ join }: { join: JoinLink & { choose: (base: string) => void } }) {
  if (!join.atLocalhost || !join.known) return null;
  if (join.choices.length === 0)
    return (
      <p className="join-warning small" role="status">
        This page is open at localhost, which players’ phones cannot open, and this computer has no network address to offer instead. Connect it to the room’s
        Wi-Fi and reload, or set PUBLIC_URL (see docs/operations.md).
      </p>
    );
  return (
    <div className="join-warning small" role="status">
      <p>This page is open at localhost, which players’ phones cannot open: the link and QR code use this computer’s address on its network.</p>
      {join.choices.length > 1 && (
        <label>
          Address on the room’s Wi-Fi{' '}
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
