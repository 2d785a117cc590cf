import { Schema } from "effect";

/**
 * Loads the customer's wallet (document 2 §4: it refetches when the cart id changes, after
 * validation and on login). `cartId`: the cart the load is for; a load for the cart id the wallet
 * was last read for is skipped unless `reason` is validation or login.
 */
const LoadWallet = Schema.TaggedStruct("LoadWallet", {
  reason: Schema.Literal("login", "customer", "cartChanged", "validation", "request"),
  cartId: Schema.optional(Schema.String),
});
/** Drops the wallet with the customer (a reaction to CustomerCleared: customer-bound data). */
const ClearWallet = Schema.TaggedStruct("ClearWallet", {});
/** The wallet screen's form: adds a gift card by its code (PUT → the new balance). */
export const AddGiftCard = Schema.TaggedStruct("AddGiftCard", { giftCardCode: Schema.String });
/** Removes a gift card from the wallet (DELETE). */
export const RemoveGiftCard = Schema.TaggedStruct("RemoveGiftCard", { giftCardCode: Schema.String });

export const WalletCommands = [LoadWallet, ClearWallet, AddGiftCard, RemoveGiftCard] as const;
export type WalletCommand = (typeof WalletCommands)[number]["Type"];
