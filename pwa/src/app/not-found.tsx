import { Link } from 'react-router';
import { useDocumentTitle } from '../components/ui/use-document-title.js';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <main className="page-center" id="main">
      <div className="card narrow">
        <p className="eyebrow">404</p>
        <h1>We couldn't find that page</h1>
        <p>The address may be mistyped, or the page may have moved.</p>
        <div className="row gap">
          <Link className="btn btn-primary" to="/">
            Go to the home page
          </Link>
          <Link className="btn btn-ghost" to="/game/revenue-management/login">
            Join a game
          </Link>
        </div>
      </div>
    </main>
  );
}
