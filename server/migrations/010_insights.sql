-- The search-insights collector (document 1 §7, §9): what the client would send to the public
-- insights API, kept so analysts can check it. One row per event, in arrival order.
CREATE TABLE insights_events (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  region text NOT NULL,
  app_id text NOT NULL,
  user_token text NOT NULL,
  query_id text NOT NULL,
  event jsonb NOT NULL
);
CREATE INDEX insights_events_user_token ON insights_events (user_token);
CREATE INDEX insights_events_query_id ON insights_events (query_id);
