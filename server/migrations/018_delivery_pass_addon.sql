-- Delivery pass (document 2 §3, §4, §7) and add-on orders (document 2 §4 cart mode ADDON).

-- The pass on offer: one row. Prices in cents; free_delivery_threshold is the orderValue from which
-- delivery is free for a shopper who has the pass.
CREATE TABLE delivery_pass_offer (
  id int PRIMARY KEY CHECK (id = 1),
  article_id text NOT NULL,
  name text NOT NULL,
  price int NOT NULL CHECK (price >= 0),
  duration_days int NOT NULL CHECK (duration_days > 0),
  free_delivery_threshold int NOT NULL CHECK (free_delivery_threshold >= 0)
);

-- Passes customers bought (or were given by the demo seed); order_number is the order that paid it.
CREATE TABLE delivery_passes (
  id bigserial PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL CHECK (end_date >= start_date),
  order_number text
);
CREATE INDEX delivery_passes_customer ON delivery_passes (customer_id, end_date DESC);

-- Add-on orders: how many one order may take and how long before its window they close.
CREATE TABLE addon_settings (
  id int PRIMARY KEY CHECK (id = 1),
  max_per_order int NOT NULL CHECK (max_per_order >= 0),
  cutoff_minutes int NOT NULL CHECK (cutoff_minutes >= 0)
);
INSERT INTO addon_settings (id, max_per_order, cutoff_minutes) VALUES (1, 2, 180);

-- Until when an order takes add-ons (null: its window is not known, no cut-off).
ALTER TABLE cart_addon_orders ADD COLUMN cutoff_at timestamptz;

-- An add-on order names the order it tops up.
ALTER TABLE orders ADD COLUMN parent_order_number text;
CREATE INDEX orders_parent ON orders (parent_order_number) WHERE parent_order_number IS NOT NULL;
