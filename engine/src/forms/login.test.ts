import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema } from '../domain/common.js';
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
    expect(validateLogin({ ...admin, email: 'host example.com' })).toEqual({ ok: false, errors: { email: 'Please enter a valid email address' } });
    expect(validateLogin({ ...admin, email: ' Host@Example.com ' })).toEqual({ ok: true });
  });

  it('accepts exactly the e-mails the server accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (email) => {
        expect(validateLogin({ ...admin, email }).ok).toBe(email.trim() !== '' && emailSchema.safeParse(email.trim()).success);
      }),
    );
  });

  it("asks an admin for a password: 'Password is required'", () => {
    expect(validateLogin({ ...admin, password: '' })).toEqual({ ok: false, errors: { password: 'Password is required' } });
  });

  it('asks a participant for a game code, with its toast', () => {
    expect(validateLogin({ ...participant, gameCode: '' })).toEqual({
      ok: false,
      errors: { gameCode: 'Game code is required' },
      toast: 'Game code is required for participants',
    });
  });

  it('wants 5-10 alphanumeric characters, with its toast', () => {
    for (const code of ['ABC1', 'ABCDEFGHIJK', 'ABC-12']) {
      expect(validateLogin({ ...participant, gameCode: code })).toEqual({
        ok: false,
        errors: { gameCode: 'Game code must be 5-10 alphanumeric characters' },
        toast: 'Invalid game code format',
      });
    }
    expect(validateLogin({ ...participant, gameCode: 'abcde' }).ok).toBe(true);
    expect(validateLogin({ ...participant, gameCode: 'ABCDE12345' }).ok).toBe(true);
  });

  it('does not ask a participant for a password, nor an admin for a game code', () => {
    expect(validateLogin({ ...participant, password: '' }).ok).toBe(true);
    expect(validateLogin({ ...admin, gameCode: 'no!' }).ok).toBe(true);
  });

  it('reports every problem at once, with the game-code toast', () => {
    expect(validateLogin({ email: '', role: 'participant', password: '', gameCode: 'AB' })).toEqual({
      ok: false,
      errors: { email: 'Email is required', gameCode: 'Game code must be 5-10 alphanumeric characters' },
      toast: 'Invalid game code format',
    });
    expect(validateLogin({ email: 'x', role: 'admin', password: '', gameCode: '' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address', password: 'Password is required' },
    });
  });
});
