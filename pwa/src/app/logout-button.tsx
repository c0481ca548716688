/**
 * Logout, asking first. When changes still wait for the server the dialog says
 * so: they stay on this device and are sent at the next login here (docs/architecture.md#sync).
 * The token itself is ended on the server (`POST /api/user/logout`), at once
 * when online and when the network returns when not.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../components/ui/toast.js';
import { gamePaths } from './game-paths.js';
import { signOut } from '../data/db/identity.js';
import { db } from '../data/db/local-db.js';
import { useSync } from '../data/reads/use-sync.js';
import { ConfirmDialog } from '../components/ui/dialog.js';
import { useT } from '../i18n/use-t.js';

export function LogoutButton({ onBeforeLeave }: { onBeforeLeave?: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { pending, syncNow } = useSync();
  const navigate = useNavigate();
  async function logout() {
    onBeforeLeave?.();
    // The server is told to end this sign-in now, or as soon as the network allows.
    await signOut(db, { revoke: true });
    syncNow();
    setOpen(false);
    toast.success(t('logout.done'), { duration: 2000 });
    void navigate(gamePaths.login(), { replace: true });
  }
  const message = pending > 0 ? t('logout.pending', { count: pending }) : t('logout.lead');
  return (
    <>
      <button className="btn btn-ghost" onClick={() => setOpen(true)}>
        {t('logout.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('logout.title')}
        message={message}
        confirmLabel={t('logout.button')}
        tone={pending > 0 ? 'danger' : 'default'}
        onConfirm={() => void logout()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
