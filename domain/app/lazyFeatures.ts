import type { AccountCommand } from "../account/commands";
import { AccountOutcomes } from "../account/outcomes";
import type { AddressCommand } from "../addresses/commands";
import { AddressOutcomes } from "../addresses/outcomes";
import type { CartCommand } from "../cart/commands";
import { CartOutcomes } from "../cart/outcomes";
import type { CheckoutCommand } from "../checkout/commands";
import { CheckoutOutcomes } from "../checkout/outcomes";
import type { ConsentCommand } from "../consent/commands";
import { ConsentOutcomes } from "../consent/outcomes";
import { type HandlersOf, lazyHandlers, type OutcomeLists, type Tagged } from "../core/feature";
import type { DeliveryPassCommand } from "../delivery-pass/commands";
import { DeliveryPassOutcomes } from "../delivery-pass/outcomes";
import type { DiscoveryCommand } from "../discovery/commands";
import { DiscoveryOutcomes } from "../discovery/outcomes";
import type { FavouritesCommand } from "../favourites/commands";
import { FavouritesOutcomes } from "../favourites/outcomes";
import type { FishTrackingCommand } from "../fish-tracking/commands";
import { FishTrackingOutcomes } from "../fish-tracking/outcomes";
import type { FormsCommand } from "../forms/commands";
import { FormsOutcomes } from "../forms/outcomes";
import type { InsightsCommand } from "../insights/commands";
import { InsightsOutcomes } from "../insights/outcomes";
import type { LoyaltyCommand } from "../loyalty/commands";
import { LoyaltyOutcomes } from "../loyalty/outcomes";
import type { OperatorCommand } from "../operator/commands";
import { OperatorOutcomes } from "../operator/outcomes";
import type { OpsCommand } from "../ops/commands";
import { OpsOutcomes } from "../ops/outcomes";
import type { PaymentsCommand } from "../payments/commands";
import { PaymentsOutcomes } from "../payments/outcomes";
import type { Ports } from "../ports";
import type { ProblemReportCommand } from "../problem-report/commands";
import { ProblemReportOutcomes } from "../problem-report/outcomes";
import type { ProfileCommand } from "../profile/commands";
import { ProfileOutcomes } from "../profile/outcomes";
import type { RecipeCommand } from "../recipes/commands";
import { RecipeOutcomes } from "../recipes/outcomes";
import type { SearchCommand } from "../search/commands";
import { SearchOutcomes } from "../search/outcomes";
import type { StoreFinderCommand } from "../store-finder/commands";
import { StoreFinderOutcomes } from "../store-finder/outcomes";
import type { WalletCommand } from "../wallet/commands";
import { WalletOutcomes } from "../wallet/outcomes";
import { loadFeatureCases } from "./bootReducer";

/** A feature's lazy table: its handlers and the complete reducer table load with its first command. */
const feature =
  <C extends Tagged>() =>
  <O extends OutcomeLists<C>>(outcomes: O, load: () => Promise<HandlersOf<C, O, Ports>>) =>
    lazyHandlers<C, O, Ports>(outcomes, load, loadFeatureCases);

// Discovery, search and the cart load with their first command: not part of the start page's first load.
const lazyDiscovery = feature<DiscoveryCommand>()(DiscoveryOutcomes, () =>
  import("../discovery/handlers").then((m) => m.discoveryHandlers),
);
const lazyCart = feature<CartCommand>()(CartOutcomes, () =>
  import("../cart/handlers").then((m) => m.cartHandlers),
);
// Checkout loads with its first command (the checkout, payment-return and confirmation screens are lazy too).
const lazyCheckout = feature<CheckoutCommand>()(CheckoutOutcomes, () =>
  import("../checkout/handlers").then((m) => m.checkoutHandlers),
);
// The saved addresses load with the customer (a reaction), after the first paint.
const lazyAddresses = feature<AddressCommand>()(AddressOutcomes, () =>
  import("../addresses/handlers").then((m) => m.addressHandlers),
);
const lazySearch = feature<SearchCommand>()(SearchOutcomes, () =>
  import("../search/handlers").then((m) => m.searchHandlers),
);

// Consent, the build checks and search insights answer the consent script, the page's build id and
// the statistics consent: their code loads with the first of them, after the first paint.
const lazyConsent = feature<ConsentCommand>()(ConsentOutcomes, () =>
  import("../consent/handlers").then((m) => m.consentHandlers),
);
const lazyOps = feature<OpsCommand>()(OpsOutcomes, () =>
  import("../ops/handlers").then((m) => m.opsHandlers),
);
const lazyInsights = feature<InsightsCommand>()(InsightsOutcomes, () =>
  import("../insights/handlers").then((m) => m.insightsHandlers),
);

// The profile (its sections, forms and the customer's orders) loads with its first command.
const lazyProfile = feature<ProfileCommand>()(ProfileOutcomes, () =>
  import("../profile/handlers").then((m) => m.profileHandlers),
);
// Favourites load with the customer (a reaction to CustomerLoaded) or the first heart, store or list.
const lazyFavourites = feature<FavouritesCommand>()(FavouritesOutcomes, () =>
  import("../favourites/handlers").then((m) => m.favouritesHandlers),
);
// Login, logout, registration, password reset and the offline account load with their first command.
const lazyAccount = feature<AccountCommand>()(AccountOutcomes, () =>
  import("../account/handlers").then((m) => m.accountHandlers),
);
// The wallet loads with the customer (a reaction to CustomerLoaded / LoggedIn) or its screen.
const lazyWallet = feature<WalletCommand>()(WalletOutcomes, () =>
  import("../wallet/handlers").then((m) => m.walletHandlers),
);

// The loyalty data load with a member (a reaction to CustomerLoaded), after the first paint.
const lazyLoyalty = feature<LoyaltyCommand>()(LoyaltyOutcomes, () =>
  import("../loyalty/handlers").then((m) => m.loyaltyHandlers),
);

// The delivery pass loads with the customer (a reaction to CustomerLoaded) or its overview route.
const lazyDeliveryPass = feature<DeliveryPassCommand>()(DeliveryPassOutcomes, () =>
  import("../delivery-pass/handlers").then((m) => m.deliveryPassHandlers),
);

// Saved payment methods load with the customer (a reaction), after the first paint.
const lazyPayments = feature<PaymentsCommand>()(PaymentsOutcomes, () =>
  import("../payments/handlers").then((m) => m.paymentsHandlers),
);

// The content forms load with their first command: a form block's submit, or the customer's
// arrival (the questionnaire's prefill, a reaction).
const lazyForms = feature<FormsCommand>()(FormsOutcomes, () =>
  import("../forms/handlers").then((m) => m.formsHandlers),
);

// Recipes, the store finder and fish tracking load with their first command or route (issue 14).
const lazyRecipe = feature<RecipeCommand>()(RecipeOutcomes, () =>
  import("../recipes/handlers").then((m) => m.recipeHandlers),
);

const lazyStoreFinder = feature<StoreFinderCommand>()(StoreFinderOutcomes, () =>
  import("../store-finder/handlers").then((m) => m.storeFinderHandlers),
);

const lazyFishTracking = feature<FishTrackingCommand>()(FishTrackingOutcomes, () =>
  import("../fish-tracking/handlers").then((m) => m.fishTrackingHandlers),
);

// "Problem melden", the captures on error and the console's messages (issue 19): on their first command.
const lazyProblemReport = feature<ProblemReportCommand>()(ProblemReportOutcomes, () =>
  import("../problem-report/handlers").then((m) => m.problemReportHandlers),
);

// Who the browser's operator is: only asked where the server left its hint cookie (an editor, QA).
const lazyOperator = feature<OperatorCommand>()(OperatorOutcomes, () =>
  import("../operator/handlers").then((m) => m.operatorHandlers),
);

/** The handlers of every lazily loaded feature; each loads its feature's code on its first command. */
export const lazyFeatureHandlers = {
  ...lazyDiscovery,
  ...lazyCart,
  ...lazyCheckout,
  ...lazyAddresses,
  ...lazySearch,
  ...lazyConsent,
  ...lazyInsights,
  ...lazyOps,
  ...lazyProfile,
  ...lazyFavourites,
  ...lazyAccount,
  ...lazyLoyalty,
  ...lazyWallet,
  ...lazyDeliveryPass,
  ...lazyPayments,
  ...lazyForms,
  ...lazyRecipe,
  ...lazyStoreFinder,
  ...lazyFishTracking,
  ...lazyProblemReport,
  ...lazyOperator,
};
