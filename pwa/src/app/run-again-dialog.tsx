/**
 * Run again (issue 38): a new session with the same hotel, rates, forecast,
 * halls and settings, a new game code, the deck copied or empty, and the same
 * people if the host wants them. Shared by the results page and the admin
 * dashboard's session list; on success the host lands on the new session's
 * control panel.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Session } from '@front-desk-rm/engine/domain';
import { runAgainName } from '@front-desk-rm/engine/mutations';
import { gamePaths } from './game-paths.js';
import { hostMutate } from '../data/writes/host-actions.js';
import { db } from '../data/db/local-db.js';
import { Dialog } from '../components/ui/dialog.js';
import { TextField } from '../components/ui/text-field.js';
import { toast } from '../components/ui/toast.js';
import { useT } from '../i18n/use-t.js';
import { useSpoken } from '../i18n/spoken.js';

export interface RunAgainDialogProps {
  /** The session to copy; null keeps the dialog closed. */
  session: Session | null;
  /** How many requests and people it has, for the choices' words. */
  deckSize: number;
  memberCount: number;
  onClose: () => void;
}

export function RunAgainDialog({ session, deckSize, memberCount, onClose }: RunAgainDialogProps) {
  const t = useT();
  return (
    <Dialog open={session !== null} title={t('runAgain.title')} onClose={onClose}>
      {session && <RunAgainForm key={session.id} session={session} deckSize={deckSize} memberCount={memberCount} onClose={onClose} />}
    </Dialog>
  );
}

function RunAgainForm({ session, deckSize, memberCount, onClose }: { session: Session; deckSize: number; memberCount: number; onClose: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const spoken = useSpoken();
  const [name, setName] = useState(() => runAgainName(session.name));
  const [deck, setDeck] = useState<'same' | 'empty'>(deckSize > 0 ? 'same' : 'empty');
  const [members, setMembers] = useState(memberCount > 0);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const ids = useId();

  async function run() {
    if (!name.trim()) {
      setError(t('runAgain.nameRequired'));
      return;
    }
    setBusy(true);
    const result = await hostMutate(db, 'cloneSession', { sessionId: session.id, name: name.trim(), deck, members });
    setBusy(false);
    if (!result.ok || !result.value) {
      toast.error(result.ok || !result.reason ? t('runAgain.failed') : spoken(result.reason));
      return;
    }
    toast.success(t('runAgain.ready', { name: result.value.name }), { duration: 3000 });
    onClose();
    void navigate(gamePaths.controlPanel(result.value.id));
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
    >
      <p className="muted small">{t('runAgain.lead', { hotel: session.hotelName })}</p>
      <TextField
        id={`${ids}-name`}
        label={t('runAgain.name')}
        maxLength={120}
        value={name}
        onValue={(v) => {
          setName(v);
          setError(undefined);
        }}
        error={error}
      />
      <fieldset className="field choice-group">
        <legend>{t('runAgain.requests')}</legend>
        <label className="check">
          <input type="radio" name={`${ids}-deck`} checked={deck === 'same'} onChange={() => setDeck('same')} disabled={deckSize === 0} data-autofocus />
          <span>
            {t('runAgain.sameDeck')} <span className="muted small">{t('runAgain.sameDeckCount', { count: deckSize })}</span>
          </span>
        </label>
        <label className="check">
          <input type="radio" name={`${ids}-deck`} checked={deck === 'empty'} onChange={() => setDeck('empty')} />
          <span>{t('runAgain.emptyDeck')}</span>
        </label>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={members} onChange={(e) => setMembers(e.currentTarget.checked)} disabled={memberCount === 0} />
        <span>
          {t('runAgain.sameMembers')} <span className="muted small">{t('runAgain.sameMembersCount', { count: memberCount })}</span>
        </span>
      </label>
      <div className="dialog-footer">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
          {t('runAgain.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('runAgain.copying') : t('runAgain.run')}
        </button>
      </div>
    </form>
  );
}
