-- Money (issue 10): a test-provider payment bound to the cart state it was made for, gift cards
-- debited by the orders they pay, and window holds of unpaid finalized carts that expire.

-- The cart state (lines, vouchers, codes, service, window, payments, customer) the payment was
-- created for, as a hash: a checkout whose cart changed since is refused and the payment voided.
-- Payments from before this migration have none and are refused the same way.
ALTER TABLE psp_payments ADD COLUMN cart_fingerprint text;
ALTER TABLE psp_payments DROP CONSTRAINT psp_payments_status_check;
ALTER TABLE psp_payments ADD CONSTRAINT psp_payments_status_check
  CHECK (status IN ('pending', 'approved', 'declined', 'voided'));

-- What each order took from each gift card (the balance in gift_cards is what is left).
CREATE TABLE gift_card_debits (
  order_number text NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
  code text NOT NULL REFERENCES gift_cards (code) ON DELETE CASCADE,
  amount_cents int NOT NULL CHECK (amount_cents > 0),
  debited_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_number, code)
);

-- Until when a FINALIZED cart holds its window (order config windowHoldMinutes after finalize);
-- after that the window's capacity no longer counts it. ORDERED carts hold theirs for good.
-- Carts finalized before this migration have none: their window is checked again at checkout.
ALTER TABLE carts ADD COLUMN hold_until timestamptz;
