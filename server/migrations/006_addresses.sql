-- Saved addresses of customers (document 2 §3, §5): billing, delivery or combined, at most one
-- primary per customer, at most 20 per customer (enforced by the code that writes:
-- server/addresses/store.ts). Missing fields are stored as the placeholders na, nana, nan and
-- stripped when read back.
CREATE TABLE customer_addresses (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- Insertion order: the list is primary first, then oldest first.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  category text NOT NULL CHECK (category IN ('billing', 'delivery', 'combined')),
  is_primary boolean NOT NULL DEFAULT false,
  address_type text NOT NULL CHECK (address_type IN ('PRIVATE', 'COMPANY')),
  salutation text,
  title text,
  first_name text,
  last_name text,
  company_name text,
  value_added_tax_id text,
  company_registration_number text,
  street_name text NOT NULL,
  street_number text NOT NULL,
  stair_case text,
  floor text,
  door text,
  postal_code text NOT NULL,
  city text NOT NULL,
  country text,
  country_code text,
  additional_info text,
  phone_number text,
  email text
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id, seq);
CREATE UNIQUE INDEX customer_addresses_one_primary ON customer_addresses (customer_id) WHERE is_primary;
