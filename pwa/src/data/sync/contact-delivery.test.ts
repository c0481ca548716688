import { describe, expect, it } from 'vitest';
import { ContactDeliveries, WAITED_MS } from './contact-delivery.js';

describe('ContactDeliveries', () => {
  it('tells a message that waited on the device once it has left for the server', () => {
    const watch = new ContactDeliveries();
    expect(watch.update([{ id: 'A' }], new Set(), 0)).toBe(0);
    expect(watch.update([{ id: 'A' }], new Set(), 30_000)).toBe(0);
    expect(watch.update([], new Set(), 31_000)).toBe(1);
    expect(watch.update([], new Set(), 32_000)).toBe(0);
  });

  it('tells a message written offline however soon it goes', () => {
    const watch = new ContactDeliveries();
    watch.update([{ id: 'A' }], new Set(), 0, true);
    expect(watch.update([], new Set(), 500, false)).toBe(1);
  });

  it('says nothing for a message sent at once, or one the server refused', () => {
    const watch = new ContactDeliveries();
    watch.update([{ id: 'quick' }, { id: 'bad' }], new Set(), 0);
    expect(watch.update([], new Set(['bad']), WAITED_MS - 1)).toBe(0);
    watch.update([{ id: 'bad2' }], new Set(), 0);
    expect(watch.update([], new Set(['bad2']), WAITED_MS * 10)).toBe(0);
  });
});

describe('ContactDeliveries, for messages written before the watch began', () => {
  it('tells one written offline, though the device is online when the watch first looks', () => {
    const watch = new ContactDeliveries();
    watch.update([{ id: 'A', createdAt: new Date(10_000).toISOString(), writtenOffline: true }], new Set(), 10_500, false);
    expect(watch.update([], new Set(), 10_600, false)).toBe(1);
  });

  it('counts the wait from when it was written, and says nothing for one sent at once', () => {
    const watch = new ContactDeliveries();
    watch.update(
      [
        { id: 'old', createdAt: new Date(0).toISOString() },
        { id: 'new', createdAt: new Date(9_900).toISOString() },
      ],
      new Set(),
      10_000,
      false,
    );
    expect(watch.update([], new Set(), 10_100, false)).toBe(1);
  });
});
