/**
 * Personal codes (decision record 025): the code that shows a participant is
 * the person their e-mail names, so their history across a host's sessions
 * reaches them and no one who merely knows their e-mail and a game code. A code
 * is an HMAC of the host's id and the normalised e-mail under a key the server
 * makes once and keeps in the store: nothing per person is stored, so the same
 * code holds in every session of the host's, and removing a person's history
 * leaves no code behind to erase.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatPersonalCode, normaliseEmail, PERSONAL_CODE_ALPHABET, PERSONAL_CODE_LENGTH } from '@front-desk-rm/engine/domain';
import type { Counters } from './db/store.js';

const KEY_NAME = 'personal-codes';

export interface ProgressCodes {
  /** The participant's code, formatted as the host reads it out (`K7QM-2XRP`). */
  codeFor(ownerId: string, email: string): Promise<string>;
  /** Whether `code` (normalised, `personalCodeSchema`) is this participant's. */
  isCodeOf(ownerId: string, email: string, code: string): Promise<boolean>;
}

export function createProgressCodes(run: Counters): ProgressCodes {
  let key: Promise<Buffer> | null = null;
  // Made once: the first instance to ask inserts it, every other reads that one.
  const theKey = () =>
    (key ??= (async () => {
      await run('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [KEY_NAME, randomBytes(32).toString('base64url')]);
      const row = await run('SELECT value FROM server_keys WHERE name = $1', [KEY_NAME]);
      if (!row) throw new Error('the personal-code key could not be stored');
      return Buffer.from(String(row.value), 'base64url');
    })().catch((err: unknown) => {
      key = null;
      throw err;
    }));

  async function raw(ownerId: string, email: string): Promise<string> {
    const mac = createHmac('sha256', await theKey())
      .update(`${ownerId}\n${normaliseEmail(email)}`)
      .digest();
    // 5 bits a character from the MAC's first bytes: 40 bits, one in a trillion to guess.
    let bits = 0n;
    for (const byte of mac.subarray(0, PERSONAL_CODE_LENGTH)) bits = (bits << 8n) | BigInt(byte);
    let code = '';
    for (let i = 0; i < PERSONAL_CODE_LENGTH; i++) code += PERSONAL_CODE_ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
    return code;
  }

  return {
    async codeFor(ownerId, email) {
      return formatPersonalCode(await raw(ownerId, email));
    },
    async isCodeOf(ownerId, email, code) {
      const expected = Buffer.from(await raw(ownerId, email));
      const given = Buffer.from(code);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
