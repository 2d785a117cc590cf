import type { AccountOutcomes } from "../account/outcomes";
import type { AddressOutcomes } from "../addresses/outcomes";
import type { CartOutcomes } from "../cart/outcomes";
import type { CheckoutOutcomes } from "../checkout/outcomes";
import type { ConsentOutcomes } from "../consent/outcomes";
import type { OutcomesOf } from "../core/feature";
import type { DeliveryPassOutcomes } from "../delivery-pass/outcomes";
import type { DiscoveryOutcomes } from "../discovery/outcomes";
import type { FavouritesOutcomes } from "../favourites/outcomes";
import type { FishTrackingOutcomes } from "../fish-tracking/outcomes";
import type { FormsOutcomes } from "../forms/outcomes";
import type { InsightsOutcomes } from "../insights/outcomes";
import type { LogOutcomes } from "../logs/outcomes";
import type { LoyaltyOutcomes } from "../loyalty/outcomes";
import type { NavigationOutcomes } from "../navigation/outcomes";
import type { NotificationOutcomes } from "../notifications/outcomes";
import type { OperatorOutcomes } from "../operator/outcomes";
import type { OpsOutcomes } from "../ops/outcomes";
import type { PaymentsOutcomes } from "../payments/outcomes";
import type { ProblemReportOutcomes } from "../problem-report/outcomes";
import type { ProfileOutcomes } from "../profile/outcomes";
import type { RecipeOutcomes } from "../recipes/outcomes";
import type { SearchOutcomes } from "../search/outcomes";
import type { ShellOutcomes } from "../shell/outcomes";
import type { StoreFinderOutcomes } from "../store-finder/outcomes";
import type { WalletOutcomes } from "../wallet/outcomes";

/** Each command's outcome type, by tag: `dispatch` and the UI are typed by it. */
export type AppOutcomes = OutcomesOf<typeof NotificationOutcomes> &
  OutcomesOf<typeof ShellOutcomes> &
  OutcomesOf<typeof NavigationOutcomes> &
  OutcomesOf<typeof LogOutcomes> &
  OutcomesOf<typeof OpsOutcomes> &
  OutcomesOf<typeof DiscoveryOutcomes> &
  OutcomesOf<typeof SearchOutcomes> &
  OutcomesOf<typeof ConsentOutcomes> &
  OutcomesOf<typeof InsightsOutcomes> &
  OutcomesOf<typeof CartOutcomes> &
  OutcomesOf<typeof CheckoutOutcomes> &
  OutcomesOf<typeof AddressOutcomes> &
  OutcomesOf<typeof ProfileOutcomes> &
  OutcomesOf<typeof FavouritesOutcomes> &
  OutcomesOf<typeof AccountOutcomes> &
  OutcomesOf<typeof LoyaltyOutcomes> &
  OutcomesOf<typeof WalletOutcomes> &
  OutcomesOf<typeof DeliveryPassOutcomes> &
  OutcomesOf<typeof PaymentsOutcomes> &
  OutcomesOf<typeof FormsOutcomes> &
  OutcomesOf<typeof RecipeOutcomes> &
  OutcomesOf<typeof StoreFinderOutcomes> &
  OutcomesOf<typeof FishTrackingOutcomes> &
  OutcomesOf<typeof ProblemReportOutcomes> &
  OutcomesOf<typeof OperatorOutcomes>;
