import type { WalletState } from "./state";

/** What other features and the UI may read of the wallet. */
type Root = { readonly wallet: WalletState };

export const selectWallet = (r: Root) => r.wallet;
