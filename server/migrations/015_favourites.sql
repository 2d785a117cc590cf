-- Favourite products of customers (document 2 §3, §7): references grouped by type (PRODUCT: skus),
-- in the order they were added. At most 500 per customer (domain/favourites/rules/limits.ts,
-- enforced by server/favourites/store.ts under a lock of the customer's row). The favourite stores
-- live on the customer (profile.favouriteStores): the favourite-store call answers the customer.
CREATE TABLE customer_favourites (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('PRODUCT')),
  reference text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (customer_id, type, reference)
);
CREATE INDEX customer_favourites_order ON customer_favourites (customer_id, type, seq);
