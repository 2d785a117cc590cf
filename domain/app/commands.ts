import { Schema } from "effect";
import { AccountCommands } from "../account/commands";
import { AddressCommands } from "../addresses/commands";
import { CartCommands } from "../cart/commands";
import { CheckoutCommands } from "../checkout/commands";
import { ConsentCommands } from "../consent/commands";
import { DeliveryPassCommands } from "../delivery-pass/commands";
import { DiscoveryCommands } from "../discovery/commands";
import { FavouriteCommands } from "../favourites/commands";
import { FishTrackingCommands } from "../fish-tracking/commands";
import { FormsCommands } from "../forms/commands";
import { InsightsCommands } from "../insights/commands";
import { LogCommands } from "../logs/commands";
import { LoyaltyCommands } from "../loyalty/commands";
import { NavigationCommands } from "../navigation/commands";
import { NotificationCommands } from "../notifications/commands";
import { OperatorCommands } from "../operator/commands";
import { OpsCommands } from "../ops/commands";
import { PaymentCommands } from "../payments/commands";
import { ProblemReportCommands } from "../problem-report/commands";
import { ProfileCommands } from "../profile/commands";
import { RecipeCommands } from "../recipes/commands";
import { SearchCommands } from "../search/commands";
import { ShellCommands } from "../shell/commands";
import { StoreFinderCommands } from "../store-finder/commands";
import { WalletCommands } from "../wallet/commands";

/** Every shopper intent: plain data, imperative. */
export const AppCommand = Schema.Union(
  ...ShellCommands,
  ...NavigationCommands,
  ...DiscoveryCommands,
  ...CartCommands,
  ...AddressCommands,
  ...CheckoutCommands,
  ...SearchCommands,
  ...NotificationCommands,
  ...LogCommands,
  ...ConsentCommands,
  ...InsightsCommands,
  ...OpsCommands,
  ...ProfileCommands,
  ...FavouriteCommands,
  ...AccountCommands,
  ...LoyaltyCommands,
  ...WalletCommands,
  ...DeliveryPassCommands,
  ...PaymentCommands,
  ...FormsCommands,
  ...RecipeCommands,
  ...StoreFinderCommands,
  ...FishTrackingCommands,
  ...ProblemReportCommands,
  ...OperatorCommands,
);
export type AppCommand = typeof AppCommand.Type;
