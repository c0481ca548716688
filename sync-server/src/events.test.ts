import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '@front-desk-rm/engine/domain';
import { createEventBus } from './events.js';

describe('the event bus', () => {
  it("lets a stream unsubscribe twice without silencing another stream's subscription", () => {
    const bus = createEventBus();
    const first = bus.subscribe('S', () => {});
    first();
    const heard: SessionEvent[] = [];
    bus.subscribe('S', (e) => heard.push(e));
    // The first stream's abort and its finally both unsubscribe.
    first();
    bus.publish('S', { type: 'changes', cursor: '7' });
    expect(heard).toEqual([{ type: 'changes', cursor: '7' }]);
    expect(bus.sessions()).toEqual(['S']);
  });
});
