import { featureAccess } from "../core/feature";
import { selectCustomer } from "../session/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { LoyaltyEvent } from "./events";
import type { LoyaltyState } from "./state";

/** The loyalty feature reads its own slice, the customer (its member information) and the flags. */
export const loyalty = featureAccess<LoyaltyEvent>()({
  self: (r: { readonly loyalty: LoyaltyState }) => r.loyalty,
  inputs: { customer: selectCustomer, config: selectRuntimeConfig },
});
