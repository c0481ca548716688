import { describe, expect, it } from 'vitest';
import { validateLogin } from './login.js';

const admin = { email: 'host@example.com', role: 'admin' as const, password: 'secret', gameCode: '' };
const participant = { email: 'player@example.com', role: 'participant' as const, password: '', gameCode: 'ABC234' };

describe('login validation', () => {
  it('accepts a complete admin or participant login', () => {
    expect(validateLogin(admin)).toEqual({ ok: true });
    expect(validateLogin(participant)).toEqual({ ok: true });
  });

  it("says 'Email is required' and 'Please enter a valid email address'", () => {
    expect(validateLogin({ ...admin, email: ' ' })).toEqual({ ok: false, errors: { email: 'Email is required' } });
    expect(validateLogin({ ...admin, email: 'host@nowhere' })).toEqual({ ok: false, errors: { email: 'Please enter a valid email address' } });
  });

  it("asks an admin for a password: 'Password is required'", () => {
    expect(validateLogin({ ...admin, password: '' })).toEqual({ ok: false, errors: { password: 'Password is required' } });
  });

  it('asks a participant for a game code, with its toast', () => {
    expect(validateLogin({ ...participant, gameCode: '' })).toEqual({ ok: false, errors: { gameCode: 'Game code is required' }, toast: 'Game code is required for participants' });
  });

  it('wants 5-10 alphanumeric characters, with its toast', () => {
    for (const code of ['ABC1', 'ABCDEFGHIJK', 'ABC-12']) {
      expect(validateLogin({ ...participant, gameCode: code })).toEqual({ ok: false, errors: { gameCode: 'Game code must be 5-10 alphanumeric characters' }, toast: 'Invalid game code format' });
    }
    expect(validateLogin({ ...participant, gameCode: 'abcde' }).ok).toBe(true);
    expect(validateLogin({ ...participant, gameCode: 'ABCDE12345' }).ok).toBe(true);
  });

  it('does not ask a participant for a password', () => {
    expect(validateLogin({ ...participant, password: '' }).ok).toBe(true);
  });
});
