import { Link } from 'react-router';

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        <img src="/icons/icon.svg" alt="" width="32" height="32" />
        Front Desk RM
      </Link>
      <nav className="site-nav" aria-label="Main">
        <Link to="/game/revenue-management/login">Join a game</Link>
      </nav>
    </header>
  );
}
