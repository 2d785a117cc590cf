-- Fixed-window request counters (client logs per session and per address, insights events per
-- address), shared by every server process on this database (issue 18): in one process's memory
-- each of several workers would allow the limit again.
CREATE TABLE rate_windows (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX rate_windows_window_start ON rate_windows (window_start);
