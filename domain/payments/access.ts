import { featureAccess } from "../core/feature";
import { selectCustomer } from "../session/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { PaymentsEvent } from "./events";
import type { PaymentsState } from "./state";

/** Saved payment methods read their slice, the customer they belong to and the flags that switch them on. */
export const payments = featureAccess<PaymentsEvent>()({
  self: (r: { readonly payments: PaymentsState }) => r.payments,
  inputs: { customer: selectCustomer, config: selectRuntimeConfig },
});
