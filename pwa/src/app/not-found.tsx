import { Link } from 'react-router';
import { useDocumentTitle } from '../components/ui/use-document-title.js';
import { useT } from '../i18n/use-t.js';

export function NotFound() {
  const t = useT();
  // The site's pages show it too, with no catalogue loaded: each descriptor's message is their English.
  useDocumentTitle(t({ id: 'notFound.title', message: 'Page not found' }));
  return (
    <main className="page-center" id="main">
      <div className="card narrow">
        <p className="eyebrow">404</p>
        <h1>{t({ id: 'notFound.heading', message: "We couldn't find that page" })}</h1>
        <p>{t({ id: 'notFound.lead', message: 'The address may be mistyped, or the page may have moved.' })}</p>
        <div className="row gap">
          <Link className="btn btn-primary" to="/">
            {t({ id: 'notFound.home', message: 'Go to the home page' })}
          </Link>
          <Link className="btn btn-ghost" to="/game/revenue-management/login">
            {t({ id: 'notFound.join', message: 'Join a game' })}
          </Link>
        </div>
      </div>
    </main>
  );
}
