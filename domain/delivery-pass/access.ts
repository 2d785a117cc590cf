import { featureAccess } from "../core/feature";
import { selectCustomer } from "../session/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { DeliveryPassEvent } from "./events";
import type { DeliveryPassState } from "./state";

/** The delivery pass reads its slice, the customer it belongs to and the flags that switch it on. */
export const deliveryPass = featureAccess<DeliveryPassEvent>()({
  self: (r: { readonly deliveryPass: DeliveryPassState }) => r.deliveryPass,
  inputs: { customer: selectCustomer, config: selectRuntimeConfig },
});
