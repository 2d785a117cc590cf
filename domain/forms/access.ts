import { selectSavedAddresses } from "../addresses/selectors";
import { featureAccess } from "../core/feature";
import { selectCustomer } from "../session/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { FormsEvent } from "./events";
import type { FormsState } from "./state";

/** The forms read their slice, the customer and the billing address (the prefill), and the config (flags, formats). */
export const forms = featureAccess<FormsEvent>()({
  self: (r: { readonly forms: FormsState }) => r.forms,
  inputs: { customer: selectCustomer, addresses: selectSavedAddresses, config: selectRuntimeConfig },
});
