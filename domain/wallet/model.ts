import { Schema } from "effect";
import { Cents } from "../discovery/product";

/** One gift card in the customer's wallet: its code (the customer typed it) and what is left on it. */
export const WalletGiftCard = Schema.Struct({
  code: Schema.String,
  balance: Cents,
});
export type WalletGiftCard = typeof WalletGiftCard.Type;

/** GET /api/customers/digital-wallet (document 2 §3 "Wallet"): a balance, and the gift cards added by code. */
export const Wallet = Schema.Struct({
  /** The sum of the gift cards' balances, in cents. */
  balance: Cents,
  giftCards: Schema.Array(WalletGiftCard),
});
export type Wallet = typeof Wallet.Type;
