-- Fish tracking (issue 14): the catch behind each code printed on the demo tenant's fish packs.
CREATE TABLE fish_catches (
  code text PRIMARY KEY,
  -- The FishCatch of domain/fish-tracking/model.ts, as JSON.
  data jsonb NOT NULL
);
