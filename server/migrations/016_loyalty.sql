-- Loyalty (document 1 §3, §7): the members' card display setting, their loyalty vouchers, the
-- personal vouchers of the programme's promotions and the physical card orders. The member
-- information itself (card number, member id, joe status, pools, promotions) lives on the customer
-- (customers.profile.loyaltyMemberInformation).
CREATE TABLE loyalty_members (
  customer_id text PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  -- The card-info call's dontRenderText: the card is shown without its number as text.
  dont_render_text boolean NOT NULL DEFAULT false
);

-- A member's loyalty vouchers; offered from valid_from to valid_until (inclusive, the shop's days).
CREATE TABLE loyalty_vouchers (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  valid_from date NOT NULL,
  valid_until date NOT NULL CHECK (valid_until >= valid_from),
  data jsonb NOT NULL
);
CREATE INDEX loyalty_vouchers_customer ON loyalty_vouchers (customer_id, valid_until);

-- The personal vouchers behind the programme's promotions (GET /api/content/vouchers/personalvouchers).
CREATE TABLE personal_vouchers (
  promotion_id text PRIMARY KEY,
  data jsonb NOT NULL
);

-- One physical card order per customer: ordered, then sent.
CREATE TABLE physical_card_orders (
  customer_id text PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('ordered', 'sent')),
  address jsonb NOT NULL,
  ordered_at timestamptz NOT NULL
);
