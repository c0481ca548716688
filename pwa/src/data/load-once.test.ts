import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.js';

describe('loadOnce', () => {
  it('loads once, however often and however many at a time it is asked', async () => {
    let loads = 0;
    const get = loadOnce(async () => ({ n: ++loads }));
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(loads).toBe(1);
  });

  it('gives a failure to every caller waiting on it, then forgets it, so the next call loads again', async () => {
    let loads = 0;
    const get = loadOnce(async () => {
      loads++;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'loaded';
    });
    const waiting = [get(), get()];
    for (const w of waiting) await expect(w).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(loads).toBe(1);
    expect(await get()).toBe('loaded');
    expect(await get()).toBe('loaded');
    expect(loads).toBe(2);
  });
});
