/**
 * The network as the player needs to know it (docs/architecture.md#sync): Online, Offline,
 * changes waiting, or a server that cannot be reached with when the next try
 * comes and a way to try now. It changes only for states that last: a sync
 * round of a fraction of a second shows nothing, so the chip does not flicker
 * every time a team decides.
 */
import { useEffect, useRef, useState } from 'react';
import { useSync } from '../../data/reads/use-sync.js';
import { announce } from './announcer.js';
import { useT } from '../../i18n/use-t.js';
import { chipNews, chipView, newsToSay, type ChipNews } from './status-chip-view.js';

export function StatusChip({ compact = false }: { compact?: boolean }) {
  const { status, pending, unsaved, showUnsaved, retryAt, syncNow } = useSync();
  const t = useT();
  const waitingSince = useRef<number | null>(null);
  if (pending === 0) waitingSince.current = null;
  else waitingSince.current ??= Date.now();
  const [now, setNow] = useState(() => Date.now());
  // A clock only while something can change with time: the 2 s before "waiting" shows, or the countdown to the next try.
  const ticking = pending > 0 || status === 'unreachable';
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  const input = { status, pending, waitingSince: waitingSince.current, retryAt, now };
  const view = chipView(input, t);
  // Said aloud only when the news changes (offline, back, changes stuck for 10 s); the label itself is not a live region.
  const news = chipNews(input);
  const heard = useRef<ChipNews | null>(null);
  useEffect(() => {
    const words = newsToSay(heard.current, news, pending, t);
    heard.current = news;
    if (words) announce(words);
  }, [news, pending, t]);
  const title =
    view.tone === 'unreachable' ? t('status.title.unreachable') : view.waiting ? t('status.title.waiting', { count: pending }) : t('status.title.online');
  return (
    <span className="status-area">
      <button type="button" className={`status-chip status-${view.tone}`} onClick={syncNow} title={title}>
        <span className="status-dot" aria-hidden="true" />
        <span className="status-label">{view.label}</span>
        {view.waiting && (
          <span className="status-waiting">
            {pending}
            {/* On a phone the count alone: the header has no room for the words. */}
            {!compact && <span className="hide-sm"> {t('status.waitingShort', { count: pending })}</span>}
          </span>
        )}
        {view.retryIn !== null && <span className="status-retry-in hide-sm">{t('status.retryIn', { seconds: view.retryIn })}</span>}
      </button>
      {view.tone === 'unreachable' && (
        <button type="button" className="status-retry" onClick={syncNow}>
          {t('status.retryNow')}
        </button>
      )}
      {unsaved > 0 && (
        <button type="button" className="status-unsaved" onClick={showUnsaved} aria-label={t('status.unsaved.label', { count: unsaved })}>
          {t('status.unsaved', { count: unsaved })}
        </button>
      )}
    </span>
  );
}
