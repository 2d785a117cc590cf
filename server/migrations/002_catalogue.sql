-- Product discovery and site search (document 2 §7, document 1 §7): the catalogue, recipes,
-- search banners and the record of searches behind each queryID.
--
-- Every searchable table has search_vector (German stemming for German text, English stemming
-- for the English keywords; weights A name, B brand and keywords, C categories, D description)
-- and search_text (folded: lower case, no umlauts or accents) for substring matches of compound
-- words ("milch" in "Vollmilch").

CREATE TABLE categories (
  slug text PRIMARY KEY,
  name text NOT NULL,
  parent_slug text REFERENCES categories (slug) ON DELETE CASCADE,
  depth int NOT NULL,
  -- Shop order over the whole tree (depth-first).
  position int NOT NULL,
  product_count int NOT NULL,
  -- The Category of domain/discovery/category.ts, as JSON.
  data jsonb NOT NULL,
  keywords_en text NOT NULL DEFAULT '',
  search_text text NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('german', name), 'A') ||
    setweight(to_tsvector('english', keywords_en), 'B')
  ) STORED
);
CREATE INDEX categories_parent ON categories (parent_slug, position);
CREATE INDEX categories_search ON categories USING gin (search_vector);

CREATE TABLE brands (
  slug text PRIMARY KEY,
  name text NOT NULL,
  product_count int NOT NULL,
  data jsonb NOT NULL,
  search_text text NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', name), 'A')) STORED
);
CREATE INDEX brands_search ON brands USING gin (search_vector);

CREATE TABLE products (
  sku text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  brand_slug text NOT NULL REFERENCES brands (slug) ON DELETE CASCADE,
  brand_name text NOT NULL,
  -- The product's own (leaf) category and every category above it.
  category_slug text NOT NULL REFERENCES categories (slug) ON DELETE CASCADE,
  category_path text[] NOT NULL,
  category_names text NOT NULL,
  regular_price int NOT NULL,
  unit_price int NOT NULL,
  availability text NOT NULL,
  attributes text[] NOT NULL,
  -- Shop order (relevance without personalisation), popularity (with it), German name order.
  position int NOT NULL,
  popularity int NOT NULL,
  name_rank int NOT NULL,
  description text NOT NULL,
  keywords_en text NOT NULL,
  -- The Product of domain/discovery/product.ts, as JSON.
  data jsonb NOT NULL,
  search_text text NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('german', name), 'A') ||
    setweight(to_tsvector('german', brand_name), 'B') ||
    setweight(to_tsvector('english', keywords_en), 'B') ||
    setweight(to_tsvector('german', category_names), 'C') ||
    setweight(to_tsvector('german', description), 'D')
  ) STORED
);
CREATE INDEX products_category_path ON products USING gin (category_path);
CREATE INDEX products_category ON products (category_slug, position);
CREATE INDEX products_brand ON products (brand_slug, position);
CREATE INDEX products_price ON products (regular_price);
CREATE INDEX products_unit_price ON products (unit_price);
CREATE INDEX products_position ON products (position);
CREATE INDEX products_attributes ON products USING gin (attributes);
CREATE INDEX products_search ON products USING gin (search_vector);

-- Not seeded by any other area yet: a few demo recipes so recipe search has something to find.
CREATE TABLE recipes (
  slug text PRIMARY KEY,
  title text NOT NULL,
  published_at date NOT NULL,
  data jsonb NOT NULL,
  body text NOT NULL,
  search_text text NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('german', title), 'A') ||
    setweight(to_tsvector('german', body), 'C')
  ) STORED
);
CREATE INDEX recipes_search ON recipes USING gin (search_vector);
CREATE INDEX recipes_published ON recipes (published_at DESC);

-- The flyout banner for a keyword: a term with a word starting with the keyword shows it.
CREATE TABLE search_banners (
  keyword text PRIMARY KEY,
  position int NOT NULL,
  banner jsonb NOT NULL
);

-- One row per search (and per product list asked with enableStatistics=true), under its queryID.
-- term is kept only with statistics consent.
CREATE TABLE search_queries (
  id text PRIMARY KEY,
  type text NOT NULL,
  term text,
  page int NOT NULL,
  page_size int NOT NULL,
  total int NOT NULL,
  object_ids text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_queries_created ON search_queries (created_at);

-- CMS pages as search documents: title, meta description, and the text of headline, text and
-- teaser blocks at any depth. Pages marked noIndex (404, error) are not searchable. A view, so it
-- follows the content area's pages without a copy; there are few pages.
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
    coalesce((
      SELECT string_agg(t #>> '{}', ' ')
      FROM jsonb_array_elements(
        jsonb_path_query_array(cp.page, 'strict $.blocks.**?(@.type == "headline" || @.type == "text" || @.type == "teaser").props.text') ||
        jsonb_path_query_array(cp.page, 'strict $.blocks.**?(@.type == "teaser").props.title')
      ) AS t
      WHERE jsonb_typeof(t) = 'string'
    ), '') AS body
  FROM content_pages cp
  WHERE coalesce(cp.page ->> 'noIndex', 'false') <> 'true'
) AS d;
