import { featureAccess } from "../core/feature";
import { selectCustomer } from "../session/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { AddressEvent } from "./events";
import type { AddressesState } from "./state";

/** The saved addresses read their slice, the customer (whose list it is) and the config (hidden billing fields). */
export const addresses = featureAccess<AddressEvent>()({
  self: (r: { readonly addresses: AddressesState }) => r.addresses,
  inputs: { customer: selectCustomer, config: selectRuntimeConfig },
});
