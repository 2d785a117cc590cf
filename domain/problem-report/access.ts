import { selectCart } from "../cart/selectors";
import { selectOrderNumber } from "../checkout/selectors";
import { selectConsent } from "../consent/selectors";
import { featureAccess } from "../core/feature";
import { selectLocation } from "../navigation/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { ProblemReportEvent } from "./events";
import type { ProblemReportState } from "./state";

/**
 * A report names where the shopper was (the path), the build (the configuration's app version),
 * the cart and the order; a capture on error also needs the shopper's consent.
 */
export const problemReport = featureAccess<ProblemReportEvent>()({
  self: (r: { readonly problemReport: ProblemReportState }) => r.problemReport,
  inputs: {
    config: selectRuntimeConfig,
    cart: selectCart,
    orderNumber: selectOrderNumber,
    location: selectLocation,
    consent: selectConsent,
  },
});
