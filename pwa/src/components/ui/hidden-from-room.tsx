/**
 * The host's mark on what the room does not see yet (issues 38 and 50): while
 * the game runs unrevealed, the players' screens and the projector show no
 * house team's figures, no best possible week and no debrief; the host may
 * open them for a mid-game discussion. After End Game the room waits for its
 * late tablets: the host sees which teams' tablets have not reported since
 * the end, and when the results reveal themselves, and may reveal them now.
 * Once revealed, whatever reached the server too late is listed, never counted.
 */
import { useState } from 'react';
import { type Session } from '@front-desk-rm/engine/domain';
import { teamsNotHeard } from '@front-desk-rm/engine/mutations';
import { graceEndsAt } from '@front-desk-rm/engine/views';
import { hostMutate } from '../../data/writes/host-actions.js';
import { db } from '../../data/db/local-db.js';
import { useRevealedToRoom } from '../../data/reads/use-revealed.js';
import { useSessionNames, type SessionNames } from '../../data/reads/use-session-names.js';
import { ConfirmDialog } from './dialog.js';
import { toast } from './toast.js';

const clock = (ms: number) => new Date(ms).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' });

export function HiddenFromRoom({ session }: { session: Session }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const revealed = useRevealedToRoom(session);
  const names = useSessionNames(session.id);
  const ended = session.status === 'ended';

  async function reveal() {
    setConfirming(false);
    setBusy(true);
    const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch: { revealed: true } });
    setBusy(false);
    if (result.ok) toast.success(ended ? 'Results revealed to the room' : 'Revealed to the room: the players can open their debrief now', { id: 'reveal' });
    else toast.error(result.reason || 'Failed to reveal to the room', { id: 'reveal' });
  }

  if (revealed || (session.status !== 'live' && !ended)) return <LateArrivals session={session} names={names} />;

  if (!ended)
    return (
      <section className="hidden-from-room" aria-label="Hidden from the room">
        <p>
          <strong>Hidden from the room.</strong> The room sees each team's own figures and how far the house teams have played; the house teams' figures and
          choices, the best possible week and the debrief reach the players' screens and the projector when the results are revealed after the end.
        </p>
        <button className="btn btn-ghost" onClick={() => void reveal()} disabled={busy}>
          Reveal to the room now
        </button>
      </section>
    );

  const waiting = teamsNotHeard(session).map((id) => names.team.get(id) ?? 'a team');
  const grace = graceEndsAt(session);
  return (
    <section className="hidden-from-room" aria-label="Hidden from the room">
      <p>
        <strong>Results not yet revealed.</strong> The game has ended; the results reach the room when every team's tablet has reported its last decisions
        {grace !== null ? `, or at ${clock(grace)} at the latest` : ''}. Decisions made before the end still count until then.
      </p>
      {waiting.length > 0 && (
        <p role="status">
          Waiting for {waiting.length === 1 ? "this team's tablet" : `these ${waiting.length} teams' tablets`}: {waiting.join(', ')}.
        </p>
      )}
      <button className="btn btn-primary" onClick={() => (waiting.length > 0 ? setConfirming(true) : void reveal())} disabled={busy}>
        Reveal results
      </button>
      <ConfirmDialog
        open={confirming}
        title="Reveal the results now?"
        message={`${waiting.join(', ')} ${waiting.length === 1 ? 'has' : 'have'} not reported since the end: a decision their tablets still hold will not count once the room has seen the results.`}
        confirmLabel="Reveal results"
        onConfirm={() => void reveal()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** What reached the server after the room had seen the results: listed for the host, never counted. */
function LateArrivals({ session, names }: { session: Session; names: SessionNames }) {
  const late = session.lateArrivals ?? [];
  if (late.length === 0) return null;
  return (
    <section className="hidden-from-room late-arrivals" aria-label="Arrived after the results were revealed">
      <p>
        <strong>Arrived after the results were revealed: not counted.</strong>
      </p>
      <ul>
        {late.map((a) => (
          <li key={`${a.teamId}|${a.kind}|${a.week}|${a.scenarioId ?? ''}`}>
            {names.team.get(a.teamId) ?? 'A team'}:{' '}
            {a.kind === 'rates'
              ? `its rates for week ${a.week}`
              : `its decision on ${a.scenarioId ? (names.request.get(a.scenarioId) ?? 'a request') : 'a request'}`}
            , at {clock(Date.parse(a.arrivedAt))}
          </li>
        ))}
      </ul>
    </section>
  );
}
