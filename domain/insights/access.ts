import { selectConsent } from "../consent/selectors";
import { featureAccess } from "../core/feature";
import type { InsightsFeatureEvent } from "./events";
import type { InsightsState } from "./state";

/** Insights read their own slice and the consent: the user token exists only with statistics consent. */
export const insights = featureAccess<InsightsFeatureEvent>()({
  self: (r: { readonly insights: InsightsState }) => r.insights,
  inputs: { consent: selectConsent },
});
