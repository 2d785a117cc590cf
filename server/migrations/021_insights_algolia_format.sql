-- The collector takes Algolia's own request (issue 15 #7): view and purchase events carry no
-- top-level queryID, and Algolia's request names no region (its host does).
ALTER TABLE insights_events ALTER COLUMN query_id DROP NOT NULL;
ALTER TABLE insights_events ALTER COLUMN region DROP NOT NULL;
