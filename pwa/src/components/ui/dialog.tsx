/**
 * A modal on the browser's own `<dialog>`: focus moves in and stays in, Escape
 * closes it, and the page behind is inert, with no extra library in the bundle.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusLost } from './focus.js';
import { useT } from '../../i18n/use-t.js';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called on Escape, on the backdrop, and by the caller's own buttons. */
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  tone?: 'default' | 'danger' | 'celebrate';
  /** Keeps the dialog open on Escape and backdrop clicks (a choice must be made). */
  dismissible?: boolean;
  /** The × in the corner; off where the dialog's own footer has a Close button. */
  closeButton?: boolean;
}

export function Dialog({ open, title, onClose, children, footer, tone = 'default', dismissible = true, closeButton = true }: DialogProps) {
  const t = useT();
  // The site's pages (English, no catalogue loaded) show dialogs too: the descriptor's message is their word.
  const close = t({ id: 'dialog.close', message: 'Close' });
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The control that opened the dialog gets focus back when it closes, also when the caller unmounts the
  // dialog instead of closing it (the browser only restores focus for a dialog that is closed).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      // The browser focuses the first control (the ×); the dialog's own choice, marked data-autofocus, is where a keyboard user should start.
      el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && el.open) {
      el.close();
      returnFocus(opener.current);
      opener.current = null;
    }
  }, [open]);
  useEffect(() => () => returnFocus(opener.current), []);
  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${tone}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(e) => {
        if (dismissible && e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog-body">
          <div className="dialog-head">
            <h2 id={titleId}>{title}</h2>
            {dismissible && closeButton && (
              <button type="button" className="dialog-close" aria-label={close} title={close} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="dialog-content">{children}</div>
          {footer && <div className="dialog-footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

/** Back to the opener on the next frame, if focus fell to the page and the opener is still there to take it. */
function returnFocus(opener: HTMLElement | null) {
  requestAnimationFrame(() => {
    if (!focusLost() || !opener?.isConnected || opener.matches(':disabled')) return;
    opener.focus();
  });
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  busy?: boolean;
  /** What the confirm button reads while busy ('Deleting...'). */
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The generic confirm dialog of the game screen: Cancel and Confirm. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      tone={tone}
      footer={
        <>
          <button className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t({ id: 'dialog.cancel', message: 'Cancel' })}
          </button>
          <button className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} disabled={busy} data-autofocus>
            {busy && busyLabel ? busyLabel : (confirmLabel ?? t({ id: 'dialog.confirm', message: 'Confirm' }))}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
