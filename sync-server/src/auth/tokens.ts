/** Bearer tokens: 32 random bytes for the client, only their SHA-256 kept, with an expiry. */
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token from an Authorization header: raw as documented, or `Bearer <token>`.
 * Null when absent or not shaped like one of ours.
 */
export function tokenFromHeader(header: string | undefined | null): string | null {
  if (!header) return null;
  const raw = header.trim().replace(/^Bearer\s+/i, '');
  return /^[A-Za-z0-9_-]{20,100}$/.test(raw) ? raw : null;
}
