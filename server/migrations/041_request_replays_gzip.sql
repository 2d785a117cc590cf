-- Issue 18: an answer kept for a repeated request is stored gzipped (the bytes the compression sends
-- anyway), not as text: a cart answer is some 35 kB of JSON that the database compressed again
-- (pglz, in WebAssembly on PGlite) and moved out of its row on every cart change. Gzipped it is
-- about 4 kB and is kept in the row (MAIN: compressed data has nothing more to gain out of line).
ALTER TABLE request_replays ADD COLUMN body_gzip bytea;
ALTER TABLE request_replays ALTER COLUMN body_gzip SET STORAGE MAIN;
