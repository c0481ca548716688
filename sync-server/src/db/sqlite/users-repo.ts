/** Host and super-admin accounts, and the tokens of every signed-in user (docs/operations.md#security). */
import type { UserRow, TokenRow } from '../store.js';
import type { Db } from './connection.js';

export function createUsersRepo(db: Db) {
  const q = {
    byEmail: db.prepare('SELECT * FROM users WHERE email = ?'),
    byId: db.prepare('SELECT * FROM users WHERE id = ?'),
    insert: db.prepare('INSERT INTO users (id, email, name, role, password_hash, created_at) VALUES (@id, @email, @name, @role, @password_hash, @created_at)'),
    insertToken: db.prepare(
      'INSERT INTO tokens (token_hash, role, user_id, member_id, session_id, expires_at, created_at) VALUES (@token_hash, @role, @user_id, @member_id, @session_id, @expires_at, @created_at)',
    ),
    token: db.prepare('SELECT * FROM tokens WHERE token_hash = ?'),
    purgeExpired: db.prepare('DELETE FROM tokens WHERE expires_at <= ?'),
    revoke: db.prepare('DELETE FROM tokens WHERE token_hash = ?'),
    count: db.prepare('SELECT COUNT(*) FROM users').pluck(),
  };
  return {
    byEmail: (email: string) => q.byEmail.get(email.trim().toLowerCase()) as UserRow | undefined,
    byId: (id: string) => q.byId.get(id) as UserRow | undefined,
    insert: (row: UserRow) => void q.insert.run(row),
    count: () => q.count.get() as number,
    insertToken: (row: TokenRow & { created_at: string }) => void q.insertToken.run(row),
    token: (hash: string) => q.token.get(hash) as TokenRow | undefined,
    purgeExpired: (now: string) => q.purgeExpired.run(now).changes,
    /** Ends a sign-in; the caller drops the resolved-token caches (`services.streams.signIns.forget`). */
    revoke: (hash: string): boolean => q.revoke.run(hash).changes > 0,
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
