-- The digital wallet (issue 13): gift cards linked to a customer by code (migration 004's
-- gift_cards.customer_id), listed in the order they were added.
ALTER TABLE gift_cards ADD COLUMN linked_at timestamptz;
UPDATE gift_cards SET linked_at = now() WHERE customer_id IS NOT NULL;
CREATE INDEX gift_cards_customer ON gift_cards (customer_id, linked_at) WHERE customer_id IS NOT NULL;
