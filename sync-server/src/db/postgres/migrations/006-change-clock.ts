/**
 * The change log's clock on PostgreSQL (issue 34, decision record 019): one
 * row whose `seq` a writing transaction moves on, and holds locked, from the
 * moment it logs its changes until it commits. A later writer waits for it,
 * so no seq becomes visible before a smaller one: a pull that has seen seq n
 * has seen every change up to n. It starts where the log stands.
 */
export const sql = `
CREATE TABLE change_clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seq BIGINT NOT NULL
);
INSERT INTO change_clock (id, seq) SELECT 1, COALESCE(MAX(seq), 0) FROM change_log;
`;
