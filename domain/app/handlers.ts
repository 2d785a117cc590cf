import type { cartHandlers } from "../cart/handlers";
import type { checkoutHandlers } from "../checkout/handlers";
import type { consentHandlers } from "../consent/handlers";
import type { Handlers } from "../core/bus";
import { lazyHandlers as featureHandlers } from "../core/feature";
import type { discoveryHandlers } from "../discovery/handlers";
import type { insightsHandlers } from "../insights/handlers";
import { logHandlers } from "../logs/handlers";
import { navigationHandlers } from "../navigation/handlers";
import { notificationHandlers } from "../notifications/handlers";
import type { OpsCommand } from "../ops/commands";
import { OpsOutcomes } from "../ops/outcomes";
import type { Ports } from "../ports";
import type { searchHandlers } from "../search/handlers";
import { shellHandlers } from "../shell/handlers";
import { loadFeatureCases } from "./bootReducer";
import type { AppCommand } from "./commands";
import { lazyHandlers } from "./lazy";

// Discovery, search and the cart load with their first command: not part of the start page's first load.
const lazyDiscovery = lazyHandlers<typeof discoveryHandlers>(
  { ChangeListing: true, LoadCategoryTree: true },
  () => import("../discovery/handlers").then((m) => m.discoveryHandlers),
);
const lazyCart = lazyHandlers<typeof cartHandlers>(
  {
    LoadCart: true,
    AddItem: true,
    AddItems: true,
    SetItemQuantity: true,
    RemoveItems: true,
    RemoveAllItems: true,
    SortCart: true,
    ToggleSideCart: true,
    DismissProductSlideIn: true,
    OpenServiceSelection: true,
    AbortServiceSelection: true,
    SearchAddress: true,
    SelectDelivery: true,
    SelectClickAndCollect: true,
    LoadStores: true,
    LoadDeliveryWindows: true,
    ChooseDeliveryWindow: true,
    ApplyDiscountCode: true,
    RemoveDiscountCode: true,
    SetCrateDepositDesired: true,
    SwitchCartMode: true,
    ValidateCart: true,
  },
  () => import("../cart/handlers").then((m) => m.cartHandlers),
);
// Checkout loads with its first command (the checkout, payment-return and confirmation screens are lazy too).
const lazyCheckout = lazyHandlers<typeof checkoutHandlers>(
  { ChoosePaymentMethod: true, PlaceOrder: true, FinaliseCheckout: true },
  () => import("../checkout/handlers").then((m) => m.checkoutHandlers),
);
const lazySearch = lazyHandlers<typeof searchHandlers>(
  { SetSearchTerm: true, RunFlyoutSearch: true, FetchFlyoutResults: true, FetchSearchBanner: true },
  () => import("../search/handlers").then((m) => m.searchHandlers),
);

// Consent, the build checks and search insights answer the consent script, the page's build id and
// the statistics consent: their code loads with the first of them, after the first paint.
const lazyConsent = lazyHandlers<typeof consentHandlers>(
  { ApplyConsentGroups: true, ConsentScriptUnavailable: true },
  () => import("../consent/handlers").then((m) => m.consentHandlers),
);
const lazyOps = featureHandlers<OpsCommand, typeof OpsOutcomes, Ports>(
  OpsOutcomes,
  () => import("../ops/handlers").then((m) => m.opsHandlers),
  loadFeatureCases,
);
const lazyInsights = lazyHandlers<typeof insightsHandlers>({ EnsureInsightsUserToken: true }, () =>
  import("../insights/handlers").then((m) => m.insightsHandlers),
);

/** One handler per command; a missing one fails the type-check. */
export const handlers: Handlers<AppCommand, Ports> = {
  ...shellHandlers,
  ...navigationHandlers,
  ...lazyDiscovery,
  ...lazyCart,
  ...lazyCheckout,
  ...lazySearch,
  ...notificationHandlers,
  ...logHandlers,
  ...lazyConsent,
  ...lazyInsights,
  ...lazyOps,
};
