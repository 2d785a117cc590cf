import { selectSavedAddresses } from "../addresses/selectors";
import { selectCart } from "../cart/selectors";
import { featureAccess } from "../core/feature";
import { selectCustomer } from "../session/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { LogEvent } from "./events";
import type { LogsState } from "./state";

/**
 * The client log reads its own count, the running app's version (from the tenant's configuration)
 * and where the shop holds the shopper's personal data (the customer, the cart's addresses, the
 * saved addresses): those values are masked wherever a report mentions them (issue 16 #9).
 */
export const logs = featureAccess<LogEvent>()({
  self: (r: { readonly logs: LogsState }) => r.logs,
  inputs: {
    config: selectRuntimeConfig,
    customer: selectCustomer,
    cart: selectCart,
    savedAddresses: selectSavedAddresses,
  },
});
