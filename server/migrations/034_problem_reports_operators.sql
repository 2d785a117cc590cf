-- Problem reports and captures on error (issue 19 #1, #2): the shopper's description, where it
-- happened, and the session's redacted recording (gzip, base64, as uploaded). Deleted after the
-- retention period (server/problem-reports/store.ts sweeps by age, like the client logs).
CREATE TABLE problem_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('report', 'defect', 'uncaught', 'payment')),
  description text NOT NULL,
  email text,
  path text NOT NULL,
  error text,
  build_id text NOT NULL,
  cart_id text,
  order_number text,
  session_id text,
  recording text NOT NULL,
  recording_bytes integer NOT NULL,
  -- The entry QA is taken to first: the failure a capture is about, else the last entry.
  focus_seq integer NOT NULL,
  entries integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX problem_reports_received_at ON problem_reports (received_at);

-- The shop's own staff (issue 19 #2, issue 14 editors): separate from customers, own login and
-- sessions. Roles: qa (the problem inbox), editor (the CMS edit links in the shop).
CREATE TABLE operators (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('qa', 'editor')),
  password_hash text NOT NULL
);

-- Only the token's hash is stored, as for the shoppers' sessions.
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id text NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
