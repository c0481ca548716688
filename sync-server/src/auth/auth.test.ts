import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';
import { hashToken, newToken, tokenFromHeader } from './tokens.js';

describe('passwords', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe('tokens', () => {
  it('makes long random tokens and keeps only their hash', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the token raw or after Bearer, and nothing odd', () => {
    const token = newToken();
    expect(tokenFromHeader(token)).toBe(token);
    expect(tokenFromHeader(`Bearer ${token}`)).toBe(token);
    expect(tokenFromHeader(`bearer   ${token}`)).toBe(token);
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('short')).toBeNull();
    expect(tokenFromHeader("x' OR 1=1 --")).toBeNull();
  });
});
