/**
 * Secrets the server makes for itself once and keeps with the data, so every
 * instance behind one address and a restored backup read the same one: the key
 * personal codes are derived with (`progress-codes.ts`, decision record 025).
 * The same statement in both dialects.
 */
export const sql = `
CREATE TABLE server_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
