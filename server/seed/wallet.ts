import type { Db } from "../db/db";
import type { SeedArea } from "./area";

/**
 * Gift cards a demo customer can add to their wallet by code (profile → Wallet, or at checkout).
 * The cards of checkout's seed stay as they are: Anna (C-1001) holds 6000 1000 1000 1001 with
 * 25.00 €, Lena (C-1002) holds 6000 1000 1000 1002 with 100.00 €, and 6000 1000 1000 9999 with
 * 50.00 € is in nobody's wallet. These are free to add as well:
 *
 * | code                | balance  | note                                                        |
 * |---------------------|----------|-------------------------------------------------------------|
 * | 6000 2000 2000 2001 |  10.00 € | pays part of a typical demo order                           |
 * | 6000 2000 2000 2002 |  20.00 € |                                                             |
 * | 6000 2000 2000 2003 | 150.00 € | covers a whole demo order alone                             |
 * | 6000 2000 2000 2004 |   0.00 € | spent: can be added, pays nothing                           |
 * | 6000 2000 2000 2005 |  30.00 € | linked to Max (C-1003): another customer adding it gets 1004 |
 *
 * A code of 16 digits that is not here answers 1002 (gift card does not exist); anything else
 * answers 1001 (reference code not valid).
 */
export const walletGiftCards: ReadonlyArray<{ code: string; balance: number; customerId: string | null }> = [
  { code: "6000200020002001", balance: 1000, customerId: null },
  { code: "6000200020002002", balance: 2000, customerId: null },
  { code: "6000200020002003", balance: 15_000, customerId: null },
  { code: "6000200020002004", balance: 0, customerId: null },
  { code: "6000200020002005", balance: 3000, customerId: "C-1003" },
];

export const walletSeed: SeedArea = {
  name: "wallet",
  async seed(tx: Db) {
    await tx.query("DELETE FROM gift_cards WHERE code = ANY($1::text[])", [
      walletGiftCards.map((g) => g.code),
    ]);
    for (const g of walletGiftCards)
      await tx.query(
        `INSERT INTO gift_cards (code, balance, customer_id, linked_at)
         VALUES ($1, $2, $3, CASE WHEN $3::text IS NULL THEN NULL ELSE '2026-01-01T00:00:00Z'::timestamptz END)`,
        [g.code, g.balance, g.customerId],
      );
    // Checkout's seeded cards in a wallet were linked before these.
    await tx.query(
      "UPDATE gift_cards SET linked_at = '2025-12-01T00:00:00Z' WHERE customer_id IS NOT NULL AND linked_at IS NULL",
    );
  },
};
