-- Real shoppers' Core Web Vitals (issue 17, field data): one row per metric of a page view.
CREATE TABLE web_vitals (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  value double precision NOT NULL,
  rating text NOT NULL,
  route text NOT NULL,
  navigation_type text,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX web_vitals_received ON web_vitals (received_at);
