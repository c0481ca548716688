/**
 * Each actor's push allowance (`push-budget.ts`), kept in the store so that it
 * holds across a restart and across every instance behind one address: the
 * mutations left in the actor's bucket and when it was last counted (epoch
 * milliseconds). The same statement in both dialects.
 */
export const sql = `
CREATE TABLE push_budgets (
  actor TEXT PRIMARY KEY,
  tokens DOUBLE PRECISION NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX push_budgets_at ON push_budgets(at);
`;
