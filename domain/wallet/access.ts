import { featureAccess } from "../core/feature";
import { selectCustomer } from "../session/selectors";
import type { WalletEvent } from "./events";
import type { WalletState } from "./state";

/** The wallet reads its own slice and the customer it belongs to. */
export const wallet = featureAccess<WalletEvent>()({
  self: (r: { readonly wallet: WalletState }) => r.wallet,
  inputs: { customer: selectCustomer },
});
