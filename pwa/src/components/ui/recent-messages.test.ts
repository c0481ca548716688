import { describe, expect, it } from 'vitest';
import { RecentMessages } from './recent-messages.js';

describe('RecentMessages', () => {
  it('shows a message once a minute, then again after the minute', () => {
    let now = 0;
    const recent = new RecentMessages(60_000, () => now);
    expect(recent.repeatOf('error|Please fill in all required fields', 't1')).toBeNull();
    now = 59_000;
    expect(recent.repeatOf('error|Please fill in all required fields', 't2')).toBe('t1');
    // A different message, or the same words of another kind, are news.
    expect(recent.repeatOf('error|Hotel name is required', 't3')).toBeNull();
    expect(recent.repeatOf('success|Please fill in all required fields', 't4')).toBeNull();
    now = 60_000;
    expect(recent.repeatOf('error|Please fill in all required fields', 't5')).toBeNull();
  });

  it("forgets a toast dismissed on purpose, so the step's next failure shows", () => {
    const recent = new RecentMessages(60_000, () => 0);
    expect(recent.repeatOf('error|Session name is required', 'wizard-step-error')).toBeNull();
    recent.forget('wizard-step-error');
    expect(recent.repeatOf('error|Session name is required', 'wizard-step-error')).toBeNull();
    recent.forget(undefined);
    expect(recent.repeatOf('error|Session name is required', 'x')).toBeNull();
  });
});
