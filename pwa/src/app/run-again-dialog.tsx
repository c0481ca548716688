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

export interface RunAgainDialogProps {
  /** The session to copy; null keeps the dialog closed. */
  session: Session | null;
  /** How many requests and people it has, for the choices' words. */
  deckSize: number;
  memberCount: number;
  onClose: () => void;
}

export function RunAgainDialog({ session, deckSize, memberCount, onClose }: RunAgainDialogProps) {
  return (
    <Dialog open={session !== null} title="Run this session again" onClose={onClose}>
      {session && <RunAgainForm key={session.id} session={session} deckSize={deckSize} memberCount={memberCount} onClose={onClose} />}
    </Dialog>
  );
}

function RunAgainForm({ session, deckSize, memberCount, onClose }: { session: Session; deckSize: number; memberCount: number; onClose: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState(() => runAgainName(session.name));
  const [deck, setDeck] = useState<'same' | 'empty'>(deckSize > 0 ? 'same' : 'empty');
  const [members, setMembers] = useState(memberCount > 0);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const ids = useId();

  async function run() {
    if (!name.trim()) {
      setError('Please enter a session name');
      return;
    }
    setBusy(true);
    const result = await hostMutate(db, 'cloneSession', { sessionId: session.id, name: name.trim(), deck, members });
    setBusy(false);
    if (!result.ok || !result.value) {
      toast.error(result.ok ? 'Failed to copy the session' : result.reason || 'Failed to copy the session');
      return;
    }
    toast.success(`“${result.value.name}” is ready: share its new game code`, { duration: 3000 });
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
      <p className="muted small">
        A new upcoming session at {session.hotelName}, with the same rooms, rates, forecast, banquet halls, demand model, decision time, pace and house teams,
        and a new game code.
      </p>
      <TextField
        id={`${ids}-name`}
        label="Name of the new session"
        maxLength={120}
        value={name}
        onValue={(v) => {
          setName(v);
          setError(undefined);
        }}
        error={error}
      />
      <fieldset className="field choice-group">
        <legend>Booking requests</legend>
        <label className="check">
          <input type="radio" name={`${ids}-deck`} checked={deck === 'same'} onChange={() => setDeck('same')} disabled={deckSize === 0} data-autofocus />
          <span>
            The same deck{' '}
            <span className="muted small">
              ({deckSize} {deckSize === 1 ? 'request' : 'requests'}, in the same order)
            </span>
          </span>
        </label>
        <label className="check">
          <input type="radio" name={`${ids}-deck`} checked={deck === 'empty'} onChange={() => setDeck('empty')} />
          <span>An empty deck, to write new requests</span>
        </label>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={members} onChange={(e) => setMembers(e.currentTarget.checked)} disabled={memberCount === 0} />
        <span>
          The same participants{' '}
          <span className="muted small">
            ({memberCount} {memberCount === 1 ? 'person' : 'people'}, in the same teams; they sign in with the new code)
          </span>
        </span>
      </label>
      <div className="dialog-footer">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Copying...' : 'Run again'}
        </button>
      </div>
    </form>
  );
}
