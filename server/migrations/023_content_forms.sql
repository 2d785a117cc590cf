-- The content forms (issue 14): contact messages with their uploads, guest newsletter
-- subscriptions with double opt-in, questionnaire answers.

-- An uploaded file waits for its message (contact_id NULL) and belongs to it once sent. The bytes
-- are kept in the database: one place to back up, and every server process sees them.
CREATE TABLE contact_uploads (
  id text PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pdf', 'jpeg', 'png')),
  size int NOT NULL,
  bytes bytea NOT NULL,
  contact_id text,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id text PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  customer_id text REFERENCES customers (id) ON DELETE SET NULL,
  fields jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- A guest's subscription to a topic by e-mail address; confirmed_at NULL until the link is followed
-- (the token is stored hashed, like the customers' newsletter_pending).
CREATE TABLE newsletter_guest_subscriptions (
  email text NOT NULL,
  topic_id text NOT NULL REFERENCES newsletter_topics (id) ON DELETE CASCADE,
  token_hash text UNIQUE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  PRIMARY KEY (email, topic_id)
);

CREATE TABLE questionnaire_answers (
  id text PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  questionnaire_id text NOT NULL,
  customer_id text REFERENCES customers (id) ON DELETE SET NULL,
  fields jsonb NOT NULL,
  answers jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
