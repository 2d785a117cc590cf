-- Accounts (issue 12): registration confirmation, login throttling, one-time tokens, the e-mail
-- outbox and the in-store loyalty cards an offline shopper activates online access for.

-- A registration with double opt-in is unconfirmed until its link is followed; the demo and
-- earlier customers are confirmed.
ALTER TABLE customers ADD COLUMN confirmed boolean NOT NULL DEFAULT true;

-- Failed logins, per account (normalised e-mail) and per client address: counted over a window by
-- every server process sharing the database (server/auth/throttle.ts).
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account text NOT NULL,
  address text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_account ON login_failures (account, failed_at);
CREATE INDEX login_failures_address ON login_failures (address, failed_at);

-- Links sent by e-mail: only the token's hash is stored; each is used once and expires.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('confirm', 'reset', 'activate')),
  customer_id text REFERENCES customers (id) ON DELETE CASCADE,
  card_number text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Every e-mail the shop sends; no mail server here: development lists them at /dev/outbox.
CREATE TABLE email_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Loyalty cards issued in a store (EAN-13), with what the card holder gave there; customer_id is
-- set once the holder has activated online access (konto-offline).
CREATE TABLE loyalty_cards (
  card_number text PRIMARY KEY,
  email text NOT NULL,
  birthdate text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  customer_id text REFERENCES customers (id) ON DELETE SET NULL
);
