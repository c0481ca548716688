/** The hindsight optimum of each session's deck (the debrief), kept with the key of the deck it was worked out for. */
export const sql = `
CREATE TABLE optima (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  deck_key TEXT NOT NULL,
  doc TEXT NOT NULL,
  computed_at TEXT NOT NULL
);
`;
