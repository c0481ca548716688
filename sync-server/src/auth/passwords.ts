/** scrypt password hashes with a per-user salt, compared in constant time (docs/operations.md#security). */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** log2 of scrypt's N: 2^15 costs ~50 ms per hash on this class of machine, slow for guessing, fine for a login. */
export const PASSWORD_COST = 15;
/**
 * The cost test support seeds its throw-away accounts with: 2^10, a millisecond a hash. The suites log in some four
 * hundred times each, which at the real cost was half a minute of processor per suite; a hash names its own cost, so
 * logging in checks it the same way at any cost (auth.test.ts checks the real one).
 */
export const TEST_PASSWORD_COST = 10;
const PARAMS: ScryptOptions = { N: 1 << PASSWORD_COST, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scrypt(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, params, (err, key) => (err ? reject(err) : resolve(key))));
}

/** 'scrypt$N$r$p$salt$hash', base64 parts, so parameters can change without breaking old hashes. */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const params = { ...PARAMS, N: 1 << cost };
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
