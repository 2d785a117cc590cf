-- The customer's profile (document 1 §3, §4, §7): communication settings, newsletter topics with
-- double opt-in. Orders are migration 005's (the customer's orders are its rows with customer_id).

-- No row: nothing allowed (the settings a customer has not yet given).
CREATE TABLE communication_settings (
  customer_id text PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  personal_email_allowed boolean NOT NULL,
  personal_mail_allowed boolean NOT NULL,
  personal_sms_allowed boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_topics (
  id text PRIMARY KEY,
  position int NOT NULL,
  name text NOT NULL,
  description text NOT NULL
);

-- Topics a customer confirmed at least once: subscribing one of them again needs no new opt-in.
CREATE TABLE newsletter_confirmations (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  topic_id text NOT NULL REFERENCES newsletter_topics (id) ON DELETE CASCADE,
  confirmed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, topic_id)
);

-- Subscriptions waiting for the confirmation e-mail's link (the token is stored hashed).
CREATE TABLE newsletter_pending (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  topic_id text NOT NULL REFERENCES newsletter_topics (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, topic_id)
);
