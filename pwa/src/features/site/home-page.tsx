import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title.js';

export function HomePage() {
  useDocumentTitle('');
  return (
    <main className="hero">
      <div className="hero-inner">
        <p className="eyebrow">Revenue management training</p>
        <h1>Practise revenue management as a team, even when the Wi-Fi drops</h1>
        <p className="lead">
          Teams run a simulated hotel week: accept or decline group, wedding and conference requests against room and banquet capacity, and watch
          revenue, occupancy, ADR and RevPAR on a live leaderboard.
        </p>
        <div className="row gap">
          <Link className="btn btn-primary btn-lg" to="/game/revenue-management/login">
            Join a game
          </Link>
        </div>
        <div className="features">
          <div className="card">
            <h3>Plays offline</h3>
            <p className="muted">Every decision is kept on the tablet and sent exactly once when the network returns.</p>
          </div>
          <div className="card">
            <h3>Real constraints</h3>
            <p className="muted">Rooms for every night of a stay, banquet halls that can be sold once, stays that wrap the week.</p>
          </div>
          <div className="card">
            <h3>Team play</h3>
            <p className="muted">A captain decides; teammates follow each decision live on their own screens.</p>
          </div>
        </div>
      </div>
    </main>
  );
}
