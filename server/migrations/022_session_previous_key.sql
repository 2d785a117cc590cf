-- A session re-keyed at login remembers its previous key for a moment: a request the browser sent
-- with the old key before the login answered must not clear the new session's cookies (issue 12's
-- login raced the page's own calls and logged the customer straight out again).
ALTER TABLE sessions ADD COLUMN previous_id text;
ALTER TABLE sessions ADD COLUMN rekeyed_at timestamptz;
CREATE INDEX sessions_previous_id ON sessions (previous_id) WHERE previous_id IS NOT NULL;
