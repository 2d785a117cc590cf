-- Which demo-data areas a database holds, so an area added by a later release is seeded into a
-- database that was seeded before it existed.
CREATE TABLE IF NOT EXISTS seed_areas (
  name text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
