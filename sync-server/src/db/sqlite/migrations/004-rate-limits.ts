/**
 * Rate limits kept in the store, so that they hold across a restart and, on
 * PostgreSQL, across every instance behind one address (issue "Beyond one
 * machine"): one row per limited key, its hits in the current window and when
 * the window ends (epoch milliseconds). The same statement in both dialects.
 */
export const sql = `
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  reset_at BIGINT NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits(reset_at);
`;
