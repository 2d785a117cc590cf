-- Saved payment methods (document 2 §3, §7, §9) and what the test payment provider reports back.

-- A customer's saved methods: the brand, the last digits and the expiry the provider reported,
-- saved from the payment of a placed order (source_payment_id: one saved method per payment).
-- At most one primary per customer.
CREATE TABLE payment_methods (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  method_key text NOT NULL,
  provider text NOT NULL,
  brand text NOT NULL,
  last_digits text,
  expiry_month int CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year int,
  is_primary boolean NOT NULL DEFAULT false,
  source_payment_id text UNIQUE,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_methods_customer ON payment_methods (customer_id, seq);
CREATE UNIQUE INDEX payment_methods_one_primary ON payment_methods (customer_id) WHERE is_primary;

-- The test provider's answer: the card brand (or wallet) paid with, its last digits and expiry,
-- whether the shopper asked to save it (and as primary), and the saved method paid with, if any.
ALTER TABLE psp_payments ADD COLUMN card_brand text;
ALTER TABLE psp_payments ADD COLUMN last_digits text;
ALTER TABLE psp_payments ADD COLUMN expiry_month int;
ALTER TABLE psp_payments ADD COLUMN expiry_year int;
ALTER TABLE psp_payments ADD COLUMN save_method boolean NOT NULL DEFAULT false;
ALTER TABLE psp_payments ADD COLUMN set_primary boolean NOT NULL DEFAULT false;
ALTER TABLE psp_payments ADD COLUMN saved_method_id text;
