/** Shown instead of a blank page when the browser refuses the app its local database. */
export function StorageUnavailable({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="page-center">
      <div className="card narrow">
        <h1>Front Desk RM cannot store data in this browser</h1>
        <p>
          The game keeps your decisions on this device so that nothing is lost when the Wi-Fi drops, and this browser did not allow it. Private or incognito
          windows often block storage: open the game in a normal window, or in another browser.
        </p>
        <p className="muted small">Details: {detail}</p>
        <button className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </main>
  );
}
