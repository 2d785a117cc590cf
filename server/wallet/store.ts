import type { Wallet } from "../../domain/wallet/model";
import { MAX_WALLET_GIFT_CARDS } from "../../domain/wallet/rules/codes";
import type { Db } from "../db/db";
import { HttpError } from "../http/errors";

/**
 * The customer's wallet: the gift cards linked to them (migration 004's gift_cards, 017's
 * linked_at), in the order they were added. Every refusal carries its wallet error code
 * (document 2 §8) as `code`.
 */
export const walletError = (status: number, code: string, message: string) =>
  new HttpError(status, message, { code, errors: [{ path: "code", message }] });

export const readWallet = async (db: Db, customerId: string): Promise<Wallet> => {
  const rows = await db.query<{ code: string; balance: number }>(
    "SELECT code, balance FROM gift_cards WHERE customer_id = $1 ORDER BY linked_at NULLS FIRST, code",
    [customerId],
  );
  const giftCards = rows.map((r) => ({ code: r.code, balance: Number(r.balance) }));
  return { balance: giftCards.reduce((sum, g) => sum + g.balance, 0), giftCards };
};

/** The customer's row, locked for the change: none is 1010 (customer id not found). */
const lockCustomer = async (tx: Db, customerId: string) => {
  const found = await tx.query<{ id: string }>("SELECT id FROM customers WHERE id = $1 FOR UPDATE", [
    customerId,
  ]);
  if (found.length === 0) throw walletError(404, "1010", "customer id not found");
};

/**
 * Links the card to the customer. Already theirs: nothing changes (PUT is idempotent). Unknown:
 * 1002; another customer's: 1004; one more than the wallet holds: 1014.
 */
export const linkGiftCard = (db: Db, customerId: string, code: string): Promise<Wallet> =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [card] = await tx.query<{ customer_id: string | null }>(
      "SELECT customer_id FROM gift_cards WHERE code = $1 FOR UPDATE",
      [code],
    );
    if (!card) throw walletError(404, "1002", "gift card does not exist");
    if (card.customer_id === customerId) return readWallet(tx, customerId);
    if (card.customer_id !== null) throw walletError(409, "1004", "gift card already linked to a customer");
    const [count] = await tx.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM gift_cards WHERE customer_id = $1",
      [customerId],
    );
    if (Number(count?.n ?? 0) >= MAX_WALLET_GIFT_CARDS)
      throw walletError(409, "1014", `customer maximum reached: at most ${MAX_WALLET_GIFT_CARDS} gift cards`);
    await tx.query("UPDATE gift_cards SET customer_id = $2, linked_at = now() WHERE code = $1", [
      code,
      customerId,
    ]);
    return readWallet(tx, customerId);
  });

/**
 * Unlinks the card (its balance stays on the card). Not this customer's: 1003. A card that pays a
 * checkout under way (a FINALIZED cart of the customer) cannot leave now: 1005.
 */
export const unlinkGiftCard = (db: Db, customerId: string, code: string): Promise<Wallet> =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [card] = await tx.query<{ customer_id: string | null }>(
      "SELECT customer_id FROM gift_cards WHERE code = $1 FOR UPDATE",
      [code],
    );
    if (!card || card.customer_id !== customerId) throw walletError(404, "1003", "gift card not linked");
    const paying = await tx.query<{ id: string }>(
      `SELECT id FROM carts WHERE customer_id = $1 AND status = 'FINALIZED'
       AND state -> 'payments' @> jsonb_build_array(jsonb_build_object('giftCardCode', $2::text))`,
      [customerId, code],
    );
    if (paying.length > 0)
      throw walletError(409, "1005", "the gift card pays a checkout under way: finish or leave it first");
    await tx.query("UPDATE gift_cards SET customer_id = NULL, linked_at = NULL WHERE code = $1", [code]);
    return readWallet(tx, customerId);
  });
