import { primaryExpired } from "./rules/saved";
import type { PaymentsState } from "./state";

/** What other features and the UI may read of the saved payment methods. */
type Root = { readonly payments: PaymentsState };

export const selectSavedMethods = (r: Root) => r.payments;
export const selectPaymentWallets = (r: Root) => r.payments.wallets;
/** The payment warning (document 1 §2): the customer's primary method has expired. */
export const selectPrimaryExpired = (r: Root) => primaryExpired(r.payments.methods);
