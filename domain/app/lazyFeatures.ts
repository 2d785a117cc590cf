import type { CartCommand } from "../cart/commands";
import { CartOutcomes } from "../cart/outcomes";
import type { CheckoutCommand } from "../checkout/commands";
import { CheckoutOutcomes } from "../checkout/outcomes";
import type { ConsentCommand } from "../consent/commands";
import { ConsentOutcomes } from "../consent/outcomes";
import { lazyHandlers as lazyFeature } from "../core/feature";
import type { DiscoveryCommand } from "../discovery/commands";
import { DiscoveryOutcomes } from "../discovery/outcomes";
import type { InsightsCommand } from "../insights/commands";
import { InsightsOutcomes } from "../insights/outcomes";
import type { OpsCommand } from "../ops/commands";
import { OpsOutcomes } from "../ops/outcomes";
import type { Ports } from "../ports";
import type { SearchCommand } from "../search/commands";
import { SearchOutcomes } from "../search/outcomes";
import { loadFeatureCases } from "./bootReducer";

// Discovery, search and the cart load with their first command: not part of the start page's first load.
const lazyDiscovery = lazyFeature<DiscoveryCommand, typeof DiscoveryOutcomes, Ports>(
  DiscoveryOutcomes,
  () => import("../discovery/handlers").then((m) => m.discoveryHandlers),
  loadFeatureCases,
);
const lazyCart = lazyFeature<CartCommand, typeof CartOutcomes, Ports>(
  CartOutcomes,
  () => import("../cart/handlers").then((m) => m.cartHandlers),
  loadFeatureCases,
);
// Checkout loads with its first command (the checkout, payment-return and confirmation screens are lazy too).
const lazyCheckout = lazyFeature<CheckoutCommand, typeof CheckoutOutcomes, Ports>(
  CheckoutOutcomes,
  () => import("../checkout/handlers").then((m) => m.checkoutHandlers),
  loadFeatureCases,
);
const lazySearch = lazyFeature<SearchCommand, typeof SearchOutcomes, Ports>(
  SearchOutcomes,
  () => import("../search/handlers").then((m) => m.searchHandlers),
  loadFeatureCases,
);

// Consent, the build checks and search insights answer the consent script, the page's build id and
// the statistics consent: their code loads with the first of them, after the first paint.
const lazyConsent = lazyFeature<ConsentCommand, typeof ConsentOutcomes, Ports>(
  ConsentOutcomes,
  () => import("../consent/handlers").then((m) => m.consentHandlers),
  loadFeatureCases,
);
const lazyOps = lazyFeature<OpsCommand, typeof OpsOutcomes, Ports>(
  OpsOutcomes,
  () => import("../ops/handlers").then((m) => m.opsHandlers),
  loadFeatureCases,
);
const lazyInsights = lazyFeature<InsightsCommand, typeof InsightsOutcomes, Ports>(
  InsightsOutcomes,
  () => import("../insights/handlers").then((m) => m.insightsHandlers),
  loadFeatureCases,
);

/** The handlers of every lazily loaded feature; each loads its feature's code on its first command. */
export const lazyFeatureHandlers = {
  ...lazyDiscovery,
  ...lazyCart,
  ...lazyCheckout,
  ...lazySearch,
  ...lazyConsent,
  ...lazyInsights,
  ...lazyOps,
};
