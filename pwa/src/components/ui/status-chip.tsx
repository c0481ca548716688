/** Online, Offline or Syncing, and how many changes wait for the server (DESIGN §3). */
import { useSync } from '../../local/sync-provider.js';

export function StatusChip({ compact = false }: { compact?: boolean }) {
  const { status, pending, syncNow } = useSync();
  const label = status === 'offline' ? 'Offline' : status === 'syncing' ? 'Syncing' : 'Online';
  const waiting = pending > 0 ? `${pending} ${pending === 1 ? 'change' : 'changes'} waiting` : null;
  return (
    <button
      type="button"
      className={`status-chip status-${status}`}
      onClick={syncNow}
      title={waiting ? `${waiting}. They are kept on this device and sent when the network allows. Tap to try now.` : 'Everything on this device has reached the server. Tap to check now.'}
      aria-live="polite"
    >
      <span className="status-dot" aria-hidden="true" />
      <span className="status-label">{label}</span>
      {waiting && <span className="status-waiting">{compact ? pending : waiting}</span>}
    </button>
  );
}
