-- Cart, checkout services and vouchers (document 2 §3–§8): stores, delivery areas, the gazetteer of
-- the demo region, the delivery-window schedule, order config, general vouchers, discount codes,
-- gift cards, add-on orders and the carts themselves.

CREATE TABLE stores (
  id text PRIMARY KEY,
  position int NOT NULL,
  -- The Store of domain/cart/model.ts, as JSON.
  data jsonb NOT NULL
);

CREATE TABLE delivery_areas (
  number text PRIMARY KEY,
  position int NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  -- The DeliveryArea of domain/cart/model.ts, as JSON.
  data jsonb NOT NULL
);

-- Postal codes of the demo region with their centre; area_number is null outside every delivery area.
CREATE TABLE postal_codes (
  code text PRIMARY KEY,
  city text NOT NULL,
  district text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  area_number text REFERENCES delivery_areas (number) ON DELETE SET NULL
);

CREATE TABLE gazetteer_streets (
  id text PRIMARY KEY,
  street text NOT NULL,
  postal_code text NOT NULL REFERENCES postal_codes (code) ON DELETE CASCADE,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  -- Folded (lower case, umlauts and ß spelled out) for matching.
  search_text text NOT NULL
);

-- The weekly template of windows: per kind (D delivery area, S store), start hour, length, capacity.
CREATE TABLE window_schedule (
  kind text NOT NULL CHECK (kind IN ('D', 'S')),
  start_hour int NOT NULL,
  hours int NOT NULL,
  capacity int NOT NULL,
  PRIMARY KEY (kind, start_hour)
);

CREATE TABLE order_config (
  id int PRIMARY KEY CHECK (id = 1),
  data jsonb NOT NULL
);

CREATE TABLE general_vouchers (
  article_id text PRIMARY KEY,
  position int NOT NULL,
  data jsonb NOT NULL
);

CREATE TABLE discount_codes (
  code text PRIMARY KEY,
  description text NOT NULL,
  discount jsonb NOT NULL,
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  active boolean NOT NULL,
  max_applications int,
  -- Null: every service type; else DELIVERY or CLICK_AND_COLLECT.
  distribution_type text
);

CREATE TABLE discount_code_redemptions (
  code text NOT NULL REFERENCES discount_codes (code) ON DELETE CASCADE,
  cart_id text NOT NULL,
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, cart_id)
);

-- Gift cards and the wallet they are linked to (the wallet issue builds on this table).
CREATE TABLE gift_cards (
  code text PRIMARY KEY,
  balance int NOT NULL CHECK (balance >= 0),
  customer_id text REFERENCES customers (id) ON DELETE SET NULL
);

-- Products whose service-fee data is missing: a line of one gives validation code 029.
CREATE TABLE service_fee_gaps (
  sku text PRIMARY KEY,
  reason text NOT NULL
);

-- Orders an add-on cart can belong to (cart mode ADDON); the checkout issue adds its orders here.
CREATE TABLE cart_addon_orders (
  order_number text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE
);

-- One row per cart. state is the CartState of server/cart/state.ts. An anonymous cart follows its
-- session (the id changes at login: ON UPDATE CASCADE); a customer's cart is found by customer_id.
CREATE TABLE carts (
  id text PRIMARY KEY,
  session_id text REFERENCES sessions (id) ON UPDATE CASCADE ON DELETE SET NULL,
  customer_id text REFERENCES customers (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('OPEN', 'FINALIZED', 'ORDERED', 'ABANDONED')),
  version int NOT NULL DEFAULT 0,
  state jsonb NOT NULL,
  -- The window a FINALIZED or ORDERED cart holds (capacity counts these).
  window_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one live (OPEN or FINALIZED) cart per customer and per anonymous session.
CREATE UNIQUE INDEX carts_live_customer ON carts (customer_id)
  WHERE customer_id IS NOT NULL AND status IN ('OPEN', 'FINALIZED');
CREATE UNIQUE INDEX carts_live_session ON carts (session_id)
  WHERE customer_id IS NULL AND session_id IS NOT NULL AND status IN ('OPEN', 'FINALIZED');
CREATE INDEX carts_window ON carts (window_id) WHERE window_id IS NOT NULL;
