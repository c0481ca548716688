/**
 * The changes the server refused for good, where the user sees them: "2 changes
 * could not be saved", each with what it was, why, Retry and Discard. Nothing
 * leaves this list unless the user retries it (and the device's rules take it
 * again) or discards it (decision record 013).
 */
import { useEffect, useRef, useState } from 'react';
import { db } from '../../data/db/local-db.js';
import type { UnsavedRow } from '../../data/db/db.js';
import { useUnsavedChanges } from '../../data/reads/use-unsaved.js';
import { discardUnsaved, retryUnsavedChange } from '../../data/writes/unsaved-actions.js';
import { Dialog } from './dialog.js';
import { toast } from './toast.js';

export function UnsavedChangesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const rows = useUnsavedChanges();
  const count = rows.length;
  const close = useRef<HTMLButtonElement>(null);
  // A change that leaves the list (retried or discarded) takes its focused button with it: focus stays in the dialog.
  useEffect(() => {
    if (open && !close.current?.closest('dialog')?.contains(document.activeElement)) close.current?.focus();
  }, [open, count]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeButton={false}
      title={count === 0 ? 'Every change is saved' : `${count} ${count === 1 ? 'change' : 'changes'} could not be saved`}
      footer={
        <button ref={close} className="btn btn-ghost" onClick={onClose}>
          Close
        </button>
      }
    >
      {count === 0 ? (
        <p>Nothing is waiting for you here.</p>
      ) : (
        <>
          <p>The server refused these changes. Everything else on this device has been sent. Retry one if its reason no longer holds, or discard it.</p>
          <ul className="unsaved-list">
            {rows.map(({ row, label }) => (
              <UnsavedItem key={row.id} row={row} label={label} />
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}

function UnsavedItem({ row, label }: { row: UnsavedRow; label: string }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const made = new Date(row.createdAt);
  const retry = async () => {
    setBusy(true);
    try {
      const result = await retryUnsavedChange(db, row.id);
      if (result.ok) toast.success('Sent again. It is saved once the server takes it.');
      else toast.error(result.reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="unsaved-item">
      <div>
        <strong>{label}</strong>
        <span className="unsaved-reason">{row.reason}</span>
        {!Number.isNaN(made.getTime()) && <span className="muted small">Made {made.toLocaleString()}</span>}
      </div>
      <div className="unsaved-actions">
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void retry()}>
          Retry
        </button>
        {confirming ? (
          // Takes the place, and the focus, of the Discard just pressed.
          <button type="button" className="btn btn-danger btn-sm" data-autofocus disabled={busy} onClick={() => void discardUnsaved(db, row.id)}>
            Discard for good
          </button>
        ) : (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => setConfirming(true)}>
            Discard
          </button>
        )}
      </div>
    </li>
  );
}
