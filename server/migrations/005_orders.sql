-- Checkout (document 2 §4 "Checkout finalisation", §7 POST /api/checkout): placed orders and the
-- payments of the reference server's test payment provider (/psp/pay).

-- Order numbers are "40" followed by this sequence, zero-padded to 8 digits ("4000000001").
CREATE SEQUENCE order_number_seq START 1;

-- One row per placed order. Like carts, an order follows its session (the id changes at login:
-- ON UPDATE CASCADE) and, when a customer placed it, its customer. checkout_id is what the
-- payment-return route sent (the cart id for methods paid offline, the PSP payment id for methods
-- paid online): unique, so repeating POST /api/checkout answers the same order.
CREATE TABLE orders (
  order_number text PRIMARY KEY,
  cart_id text NOT NULL UNIQUE REFERENCES carts (id) ON DELETE CASCADE,
  session_id text REFERENCES sessions (id) ON UPDATE CASCADE ON DELETE SET NULL,
  customer_id text REFERENCES customers (id) ON DELETE CASCADE,
  checkout_id text NOT NULL UNIQUE,
  distribution_type text NOT NULL CHECK (distribution_type IN ('DELIVERY', 'CLICK_AND_COLLECT')),
  first_order boolean NOT NULL,
  placed_at timestamptz NOT NULL DEFAULT now(),
  -- The Cart of domain/cart/model.ts as it was ordered (cartStatus ORDERED), as JSON.
  cart jsonb NOT NULL
);
CREATE INDEX orders_session ON orders (session_id) WHERE session_id IS NOT NULL;
CREATE INDEX orders_customer ON orders (customer_id) WHERE customer_id IS NOT NULL;

-- Payments of the test payment provider: created pending when its page is shown for a FINALIZED
-- cart, approved or declined by the page's buttons (which carry form_token), then redirected to
-- return_url (a same-origin path) with paymentId appended.
CREATE TABLE psp_payments (
  id text PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  method_key text NOT NULL,
  brand_name text NOT NULL,
  amount_cents int NOT NULL CHECK (amount_cents >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  form_token text NOT NULL,
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX psp_payments_cart ON psp_payments (cart_id);
