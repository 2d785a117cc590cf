import { Schema } from "effect";
import { Wallet } from "./model";
import { WALLET_ERROR_CODES } from "./rules/errors";

const WalletErrorCode = Schema.Literal(...WALLET_ERROR_CODES);

export const WalletRequested = Schema.TaggedStruct("WalletRequested", {
  cartId: Schema.NullOr(Schema.String),
});
export const WalletLoaded = Schema.TaggedStruct("WalletLoaded", {
  customerId: Schema.String,
  /** The cart the wallet was read for (null: none known yet). */
  cartId: Schema.NullOr(Schema.String),
  wallet: Wallet,
});
export const WalletLoadFailed = Schema.TaggedStruct("WalletLoadFailed", { code: WalletErrorCode });
const WalletCleared = Schema.TaggedStruct("WalletCleared", {});
export const WalletChangeStarted = Schema.TaggedStruct("WalletChangeStarted", {
  change: Schema.Literal("add", "remove"),
});
/** A gift card was added or removed: the wallet as the server answered it. */
export const WalletChanged = Schema.TaggedStruct("WalletChanged", {
  change: Schema.Literal("add", "remove"),
  customerId: Schema.String,
  wallet: Wallet,
});
/** The server (or the form's own check, 1001) refused the change: its wallet error code (document 2 §8). */
export const WalletChangeRefused = Schema.TaggedStruct("WalletChangeRefused", {
  change: Schema.Literal("add", "remove"),
  code: WalletErrorCode,
});

export const WalletEvents = [
  WalletRequested,
  WalletLoaded,
  WalletLoadFailed,
  WalletCleared,
  WalletChangeStarted,
  WalletChanged,
  WalletChangeRefused,
] as const;
export type WalletEvent = (typeof WalletEvents)[number]["Type"];
