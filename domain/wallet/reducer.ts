import type { Draft } from "immer";
import type {
  WalletChanged,
  WalletChangeRefused,
  WalletChangeStarted,
  WalletLoaded,
  WalletLoadFailed,
  WalletRequested,
} from "./events";
import { initialWallet, type WalletState } from "./state";

type D = Draft<{ wallet: WalletState }>;

export const walletCases = {
  WalletRequested: (d: D, e: typeof WalletRequested.Type) => {
    d.wallet.status = "loading";
    d.wallet.cartId = e.cartId ?? d.wallet.cartId;
  },
  WalletLoaded: (d: D, e: typeof WalletLoaded.Type) => {
    d.wallet.customerId = e.customerId;
    d.wallet.status = "loaded";
    d.wallet.cartId = e.cartId;
    d.wallet.balance = e.wallet.balance;
    d.wallet.giftCards = e.wallet.giftCards.map((g) => ({ ...g }));
    d.wallet.loadError = null;
  },
  WalletLoadFailed: (d: D, e: typeof WalletLoadFailed.Type) => {
    d.wallet.status = "failed";
    d.wallet.loadError = e.code;
  },
  WalletCleared: (d: D) => {
    d.wallet = { ...initialWallet } as Draft<WalletState>;
  },
  WalletChangeStarted: (d: D, e: typeof WalletChangeStarted.Type) => {
    d.wallet.change = { kind: e.change, status: "busy", error: null };
  },
  WalletChanged: (d: D, e: typeof WalletChanged.Type) => {
    d.wallet.customerId = e.customerId;
    d.wallet.status = "loaded";
    d.wallet.balance = e.wallet.balance;
    d.wallet.giftCards = e.wallet.giftCards.map((g) => ({ ...g }));
    d.wallet.change = { kind: e.change, status: "done", error: null };
  },
  WalletChangeRefused: (d: D, e: typeof WalletChangeRefused.Type) => {
    d.wallet.change = { kind: e.change, status: "refused", error: e.code };
  },
};
