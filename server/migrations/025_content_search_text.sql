-- Content search (issue 14): a page's search text is computed by the server when the page is
-- stored (domain/content/searchText): the text of rich-text and custom-html blocks with tags and
-- script/style content stripped and entities decoded, without the blocks its content access keeps
-- from guests. SQL cannot parse that HTML nor read the content-access setting as the shop does.
-- The server fills the column for the pages already stored when it starts (server/content/store).
ALTER TABLE content_pages ADD COLUMN search_body text NOT NULL DEFAULT '';

DROP VIEW content_search_documents;
CREATE VIEW content_search_documents AS
SELECT
  d.path,
  d.title,
  d.description,
  d.image,
  d.body,
  lower(replace(translate(d.title || ' ' || d.body, 'ÄÖÜäöüÉéÈèÀàÂâÊêÎîÔôÛû', 'AOUaouEeEeAaAaEeIiOoUu'), 'ß', 'ss')) AS search_text,
  setweight(to_tsvector('german', d.title), 'A') ||
  setweight(to_tsvector('german', d.description), 'B') ||
  setweight(to_tsvector('german', d.body), 'C') AS search_vector
FROM (
  SELECT
    cp.path,
    coalesce(cp.page ->> 'title', '') AS title,
    coalesce(cp.page ->> 'metaDescription', cp.page ->> 'description', '') AS description,
    cp.page #>> '{ogImage,0,url}' AS image,
    cp.search_body AS body
  FROM content_pages cp
  WHERE coalesce(cp.page ->> 'noIndex', 'false') <> 'true'
) AS d;
