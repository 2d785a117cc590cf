import type { WalletGiftCard } from "./model";
import type { WalletErrorCode } from "./rules/errors";

export interface WalletState {
  /** Whose wallet this is; null: none loaded (a guest, or cleared with the customer). */
  readonly customerId: string | null;
  readonly status: "idle" | "loading" | "loaded" | "failed";
  /** The cart id the wallet was last read for: a new cart id reads it again (document 2 §4). */
  readonly cartId: string | null;
  /** Sum of the gift cards' balances, in cents. */
  readonly balance: number;
  readonly giftCards: ReadonlyArray<WalletGiftCard>;
  /** Why the last load failed (a wallet error code), null when it did not. */
  readonly loadError: WalletErrorCode | null;
  /** The wallet screen's last add or remove: under way, done, or refused with its code. */
  readonly change: {
    readonly kind: "add" | "remove" | null;
    readonly status: "idle" | "busy" | "done" | "refused";
    readonly error: WalletErrorCode | null;
  };
}

export const initialWallet: WalletState = {
  customerId: null,
  status: "idle",
  cartId: null,
  balance: 0,
  giftCards: [],
  loadError: null,
  change: { kind: null, status: "idle", error: null },
};
