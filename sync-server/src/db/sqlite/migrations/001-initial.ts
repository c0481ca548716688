/**
 * Accounts, tokens, the game's aggregates and the sync log. Game rows are kept
 * as the engine's plain JSON documents, with the keys that queries filter on
 * copied into columns, so a mutation's changes are written without mapping.
 */
export const sql = `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'super')),
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  role TEXT NOT NULL CHECK (role IN ('admin', 'super', 'participant')),
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  member_id TEXT,
  session_id TEXT,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX tokens_member ON tokens(member_id);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users(id),
  game_code TEXT NOT NULL UNIQUE,
  doc TEXT NOT NULL
);
CREATE INDEX sessions_owner ON sessions(owner_id);

CREATE TABLE scenarios (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  doc TEXT NOT NULL
);
CREATE INDEX scenarios_session ON scenarios(session_id);

CREATE TABLE teams (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  doc TEXT NOT NULL
);
CREATE INDEX teams_session ON teams(session_id);

CREATE TABLE members (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  doc TEXT NOT NULL,
  UNIQUE (session_id, email)
);

CREATE TABLE decisions (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  team_id TEXT NOT NULL,
  scenario_id TEXT NOT NULL,
  doc TEXT NOT NULL,
  UNIQUE (team_id, scenario_id)
);
CREATE INDEX decisions_session ON decisions(session_id);

CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  doc TEXT NOT NULL
);

-- The leaderboard, kept up to date on every decision rather than recomputed per request.
CREATE TABLE results (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  team_id TEXT NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (session_id, team_id)
);

CREATE TABLE properties (
  h_id TEXT PRIMARY KEY,
  property_name TEXT NOT NULL,
  is_active INTEGER NOT NULL,
  doc TEXT NOT NULL
);
CREATE INDEX properties_active ON properties(is_active);

-- Every mutation id the server has answered, recorded in the same transaction as its effect.
CREATE TABLE mutation_log (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('applied', 'rejected')),
  answer TEXT NOT NULL,
  applied_at TEXT NOT NULL
);

-- What changed, in order, for pulls: a cursor is a seq.
CREATE TABLE change_log (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  session_id TEXT,
  tbl TEXT NOT NULL,
  op TEXT NOT NULL CHECK (op IN ('put', 'delete')),
  key TEXT NOT NULL,
  row TEXT,
  at TEXT NOT NULL
);
CREATE INDEX change_log_session ON change_log(session_id, seq);
`;
