import { type AddressesState, initialAddresses } from "../addresses/state";
import { type CartState, initialCart } from "../cart/state";
import { type CheckoutState, initialCheckout } from "../checkout/state";
import { type ConsentState, initialConsent } from "../consent/state";
import { type ContentState, initialContent } from "../content/state";
import { type DeliveryPassState, initialDeliveryPass } from "../delivery-pass/state";
import { type DiscoveryState, initialDiscovery } from "../discovery/state";
import { type FailuresState, initialFailures } from "../failures/state";
import { type FavouritesState, initialFavourites } from "../favourites/state";
import { type FishTrackingState, initialFishTracking } from "../fish-tracking/state";
import { type FormsState, initialForms } from "../forms/state";
import { type InsightsState, initialInsights } from "../insights/state";
import { initialLogs, type LogsState } from "../logs/state";
import { initialLoyalty, type LoyaltyState } from "../loyalty/state";
import { initialNavigation, type NavigationState } from "../navigation/state";
import { initialNotifications, type NotificationsState } from "../notifications/state";
import { initialOperator, type OperatorState } from "../operator/state";
import { initialOps, type OpsState } from "../ops/state";
import { initialPayments, type PaymentsState } from "../payments/state";
import { initialProblemReport, type ProblemReportState } from "../problem-report/state";
import { initialProfile, type ProfileState } from "../profile/state";
import { initialRecipes, type RecipesState } from "../recipes/state";
import { initialSearch, type SearchState } from "../search/state";
import { initialSession, type SessionState } from "../session/state";
import { initialShell, type ShellState } from "../shell/state";
import { initialSitemap, type SitemapState } from "../sitemap/state";
import { initialStoreFinder, type StoreFinderState } from "../store-finder/state";
import { initialWallet, type WalletState } from "../wallet/state";

export interface AppState extends ShellState {
  readonly session: SessionState;
  readonly navigation: NavigationState;
  readonly content: ContentState;
  readonly discovery: DiscoveryState;
  readonly cart: CartState;
  readonly addresses: AddressesState;
  readonly checkout: CheckoutState;
  readonly search: SearchState;
  readonly notifications: NotificationsState;
  readonly logs: LogsState;
  readonly failures: FailuresState;
  readonly consent: ConsentState;
  readonly insights: InsightsState;
  readonly ops: OpsState;
  readonly profile: ProfileState;
  readonly favourites: FavouritesState;
  readonly loyalty: LoyaltyState;
  readonly wallet: WalletState;
  readonly deliveryPass: DeliveryPassState;
  readonly payments: PaymentsState;
  readonly forms: FormsState;
  readonly recipes: RecipesState;
  readonly storeFinder: StoreFinderState;
  readonly fishTracking: FishTrackingState;
  readonly problemReport: ProblemReportState;
  readonly operator: OperatorState;
  readonly sitemap: SitemapState;
}

export const initialState: AppState = {
  ...initialShell,
  session: initialSession,
  navigation: initialNavigation,
  content: initialContent,
  discovery: initialDiscovery,
  cart: initialCart,
  addresses: initialAddresses,
  checkout: initialCheckout,
  search: initialSearch,
  notifications: initialNotifications,
  logs: initialLogs,
  failures: initialFailures,
  consent: initialConsent,
  insights: initialInsights,
  ops: initialOps,
  profile: initialProfile,
  favourites: initialFavourites,
  loyalty: initialLoyalty,
  wallet: initialWallet,
  deliveryPass: initialDeliveryPass,
  payments: initialPayments,
  forms: initialForms,
  recipes: initialRecipes,
  storeFinder: initialStoreFinder,
  fishTracking: initialFishTracking,
  problemReport: initialProblemReport,
  operator: initialOperator,
  sitemap: initialSitemap,
};
