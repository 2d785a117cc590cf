-- A changing request the network delivered twice (same X-Request-Id from the same browser) is
-- answered from its first answer instead of being done again (issue 16 #10: a duplicated
-- "add one" must not add two).
CREATE TABLE request_replays (
  owner text NOT NULL,
  request_id text NOT NULL,
  status integer,
  headers jsonb,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, request_id)
);
CREATE INDEX request_replays_created_at ON request_replays (created_at);
