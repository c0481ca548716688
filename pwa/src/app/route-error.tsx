/** A route that failed to render or load (docs/rules.md §18): say so, and offer a refresh. */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/use-t.js';

export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <main className="page-center" role="alert">
      <div className="card narrow">
        <h1>{t({ id: 'routeError.title', message: 'Oops! Something went wrong' })}</h1>
        <p>
          {t({
            id: 'routeError.lead',
            message: 'We apologize for the inconvenience. Please try refreshing the page or contact support if the problem persists.',
          })}
        </p>
        {detail && <p className="muted small">{detail}</p>}
        <button className="btn btn-primary" onClick={() => window.location.reload()}>
          {t({ id: 'routeError.refresh', message: 'Refresh Page' })}
        </button>
      </div>
    </main>
  );
}
