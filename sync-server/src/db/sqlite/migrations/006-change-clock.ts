/**
 * The change log's clock (decision record 019, issue 34). On PostgreSQL a
 * change's `seq` is taken from this one row, updated inside the writing
 * transaction, so that seqs become visible in the order they were taken and a
 * pull's cursor never passes a change still to commit. SQLite has one writer,
 * which commits in seq order: there the migration creates nothing, and is
 * numbered alike so that both stores report the same schema version.
 */
export const sql = `-- PostgreSQL only (migrations/postgres/006-change-clock.ts): SQLite's one writer commits in seq order.`;
