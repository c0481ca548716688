/** What a host's screen shows for a session the device does not hold. */
import { Link } from 'react-router';
import { gamePaths } from './game-paths.js';

export function SessionNotFound() {
  return (
    <main className="page-center">
      <div className="card narrow">
        <h1>Session not found</h1>
        <p className="muted">It may have been deleted, or it has not reached this device yet.</p>
        <Link className="btn btn-primary" to={gamePaths.adminDashboard()}>
          Back to Dashboard
        </Link>
      </div>
    </main>
  );
}
