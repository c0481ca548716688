import './play.css';
/** Before Start Game: what the week holds and who decides (docs/rules.md §4), or a note that the deck is still empty. */
export interface WelcomeCardProps {
  eyebrow: string;
  hotelName: string;
  requests: number;
  /** The session's decision time in seconds. */
  seconds: number;
  /** The room plays in step: the host moves everyone on together. */
  inStep: boolean;
  canDecide: boolean;
  captainName: string | null;
  /** The host has not started the game yet. */
  waiting: boolean;
  onStart: () => void;
}

export function WelcomeCard({ eyebrow, hotelName, requests, seconds, inStep, canDecide, captainName, waiting, onStart }: WelcomeCardProps) {
  if (requests === 0) {
    return (
      <section className="panel welcome-card">
        <h2>No booking requests yet</h2>
        <p className="muted">Your host has not added this week's booking requests. They appear here as soon as they do.</p>
      </section>
    );
  }
  return (
    <section className="panel welcome-card" aria-labelledby="welcome-title">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id="welcome-title">Welcome to {hotelName}</h2>
      <p className="muted">
        {requests} booking requests will arrive one at a time.{' '}
        {canDecide ? `Accept or decline each within ${seconds} seconds.` : `${captainName ?? 'Your team leader'} decides; you follow each decision live.`}
      </p>
      {inStep && <p className="muted">The room plays in step: every team sees the same request, and the host moves everyone on together.</p>}
      <ul>
        <li>Every stay needs one room for every night, and stays can run past Saturday into Sunday.</li>
        <li>A banquet hall can be sold once per night.</li>
        <li>Aim for the most revenue, with strong occupancy, ADR and RevPAR.</li>
      </ul>
      {waiting && <p className="waiting-host">Waiting for the host to start the game…</p>}
      <button className="btn btn-primary btn-lg" onClick={onStart} disabled={waiting}>
        Start Game
      </button>
    </section>
  );
}
