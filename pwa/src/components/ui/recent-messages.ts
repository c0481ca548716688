/**
 * The rule that no message repeats within a minute (issue 22): the same words
 * of the same kind, asked again inside the window, are not shown twice. A
 * toast dismissed on purpose (its step succeeded) is forgotten, so the next
 * failure of that step is news and shows.
 */
export const REPEAT_WINDOW_MS = 60_000;

export class RecentMessages {
  private readonly shown = new Map<string, { at: number; id: string | number }>();

  constructor(
    private readonly windowMs = REPEAT_WINDOW_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The id of the same message shown within the window, or null after recording this one as shown. */
  repeatOf(key: string, id: string | number): string | number | null {
    const at = this.now();
    const before = this.shown.get(key);
    if (before && at - before.at < this.windowMs) return before.id;
    this.shown.set(key, { at, id });
    return null;
  }

  /** A toast taken away on purpose: its message may show again. */
  forget(id: string | number | undefined): void {
    if (id === undefined) return this.shown.clear();
    for (const [key, entry] of this.shown) if (entry.id === id) this.shown.delete(key);
  }
}
