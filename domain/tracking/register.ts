import type { ClickCache } from "../insights/cache";
import { insightsProjectionWith } from "../insights/projection";
import { registerProjection } from "../recording/projection";
import { dataLayerProjection } from "./projection";

/**
 * Registers the dataLayer and search-insights projections with the devtools registry (the
 * Tracking and Insights tabs validate and export exactly what these project). `clicks` reads the
 * insights adapter's click cache, which "Product Added to Cart" consults.
 */
export const registerTrackingProjections = (
  options: { readonly clicks?: () => ClickCache } = {},
): (() => void) => {
  const offTracking = registerProjection(dataLayerProjection);
  const offInsights = registerProjection(insightsProjectionWith(options.clicks ?? (() => [])));
  return () => {
    offTracking();
    offInsights();
  };
};
