import type { Draft } from "immer";
import { addressCases } from "../addresses/reducer";
import { cartCases } from "../cart/reducer";
import { checkoutCases } from "../checkout/reducer";
import { consentCases } from "../consent/reducer";
import { contentCases } from "../content/reducer";
import type { Recipe } from "../core/store";
import { deliveryPassCases } from "../delivery-pass/reducer";
import { discoveryCases } from "../discovery/reducer";
import { failureCases } from "../failures/reducer";
import { favouriteCases } from "../favourites/reducer";
import { fishTrackingCases } from "../fish-tracking/reducer";
import { formsCases } from "../forms/reducer";
import { insightsCases } from "../insights/reducer";
import { logCases } from "../logs/reducer";
import { loyaltyCases } from "../loyalty/reducer";
import { navigationCases } from "../navigation/reducer";
import { notificationCases } from "../notifications/reducer";
import { operatorCases } from "../operator/reducer";
import { opsCases } from "../ops/reducer";
import { paymentCases } from "../payments/reducer";
import { problemReportCases } from "../problem-report/reducer";
import { profileCases } from "../profile/reducer";
import { recipeCases } from "../recipes/reducer";
import { searchCases } from "../search/reducer";
import { sessionCases } from "../session/reducer";
import { shellCases } from "../shell/reducer";
import { sitemapCases } from "../sitemap/reducer";
import { storeFinderCases } from "../store-finder/reducer";
import { walletCases } from "../wallet/reducer";
import type { AppEvent, EventTag } from "./events";
import type { AppState } from "./state";

/** One case per event tag; a missing or extra case fails the type-check. */
export type Cases = {
  readonly [K in EventTag]: (draft: Draft<AppState>, event: Extract<AppEvent, { readonly _tag: K }>) => void;
};

export const cases: Cases = {
  ...shellCases,
  ...sessionCases,
  ...navigationCases,
  ...contentCases,
  ...discoveryCases,
  ...cartCases,
  ...addressCases,
  ...checkoutCases,
  ...searchCases,
  ...notificationCases,
  ...logCases,
  ...failureCases,
  ...consentCases,
  ...insightsCases,
  ...opsCases,
  ...profileCases,
  ...favouriteCases,
  ...loyaltyCases,
  ...walletCases,
  ...deliveryPassCases,
  ...paymentCases,
  ...formsCases,
  ...recipeCases,
  ...storeFinderCases,
  ...fishTrackingCases,
  ...problemReportCases,
  ...operatorCases,
  ...sitemapCases,
};

export const appRecipe: Recipe<AppState, AppEvent> = (draft, event) => {
  const reduceCase = cases[event._tag] as (d: Draft<AppState>, e: AppEvent) => void;
  if (!reduceCase) throw new Error(`no reducer case for event ${String(event._tag)}`);
  reduceCase(draft, event);
};
