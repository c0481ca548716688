/** Shown instead of a blank page when the browser refuses the app its local database. */
import { useT } from '../i18n/use-t.js';

export function StorageUnavailable({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  const t = useT();
  return (
    <main className="page-center">
      <div className="card narrow">
        <h1>{t({ id: 'storage.title', message: 'Front Desk RM cannot store data in this browser' })}</h1>
        <p>
          {t({
            id: 'storage.lead',
            message:
              'The game keeps your decisions on this device so that nothing is lost when the Wi-Fi drops, and this browser did not allow it. Private or incognito windows often block storage: open the game in a normal window, or in another browser.',
          })}
        </p>
        <p className="muted small">{t({ id: 'storage.details', message: 'Details: {detail}' }, { detail })}</p>
        <button className="btn btn-primary" onClick={() => window.location.reload()}>
          {t({ id: 'storage.retry', message: 'Try again' })}
        </button>
      </div>
    </main>
  );
}
