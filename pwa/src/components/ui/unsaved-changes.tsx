/**
 * The changes the server refused for good, where the user sees them: "2 changes
 * could not be saved", each with what it was, why, Retry and Discard. Nothing
 * leaves this list unless the user retries it (and the device's rules take it
 * again) or discards it (decision record 013).
 */
import { useEffect, useRef, useState } from 'react';
import { db } from '../../data/db/local-db.js';
import type { MessagePart } from '@front-desk-rm/engine/domain';
import type { UnsavedRow } from '../../data/db/db.js';
import { useUnsavedChanges } from '../../data/reads/use-unsaved.js';
import { discardUnsaved, retryUnsavedChange } from '../../data/writes/unsaved-actions.js';
import { Dialog } from './dialog.js';
import { toast } from './toast.js';
import { useLanguage, useT } from '../../i18n/use-t.js';
import { useSpoken } from '../../i18n/spoken.js';

export function UnsavedChangesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const rows = useUnsavedChanges();
  const t = useT();
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
      title={count === 0 ? t('unsaved.title.none') : t('unsaved.title', { count })}
      footer={
        <button ref={close} className="btn btn-ghost" onClick={onClose}>
          {t('unsaved.close')}
        </button>
      }
    >
      {count === 0 ? (
        <p>{t('unsaved.nothing')}</p>
      ) : (
        <>
          <p>{t('unsaved.lead')}</p>
          <ul className="unsaved-list">
            {rows.map(({ row, change }) => (
              <UnsavedItem key={row.id} row={row} change={change} />
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}

function UnsavedItem({ row, change }: { row: UnsavedRow; change: MessagePart }) {
  const t = useT();
  const spoken = useSpoken();
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const made = new Date(row.createdAt);
  const retry = async () => {
    setBusy(true);
    try {
      const result = await retryUnsavedChange(db, row.id);
      if (result.ok) toast.success(t('unsaved.sentAgain'));
      else toast.error(spoken(result.reason));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="unsaved-item">
      <div>
        <strong>{spoken(row.name, change)}</strong>
        <span className="unsaved-reason">{spoken(row.reason, row.message)}</span>
        {!Number.isNaN(made.getTime()) && <span className="muted small">{t('unsaved.made', { when: made.toLocaleString(language) })}</span>}
      </div>
      <div className="unsaved-actions">
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void retry()}>
          {t('unsaved.retry')}
        </button>
        {confirming ? (
          // Takes the place, and the focus, of the Discard just pressed.
          <button type="button" className="btn btn-danger btn-sm" data-autofocus disabled={busy} onClick={() => void discardUnsaved(db, row.id)}>
            {t('unsaved.discardForGood')}
          </button>
        ) : (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => setConfirming(true)}>
            {t('unsaved.discard')}
          </button>
        )}
      </div>
    </li>
  );
}
