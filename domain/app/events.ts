import { Schema } from "effect";
import { AddressEvents } from "../addresses/events";
import { CartEvents } from "../cart/events";
import { CheckoutEvents } from "../checkout/events";
import { ConsentEvents } from "../consent/events";
import { ContentEvents } from "../content/events";
import { DeliveryPassEvents } from "../delivery-pass/events";
import { DiscoveryEvents } from "../discovery/events";
import { CommandFailed } from "../failures/events";
import { FavouriteEvents } from "../favourites/events";
import { FishTrackingEvents } from "../fish-tracking/events";
import { FormsEvents } from "../forms/events";
import { InsightsEvents } from "../insights/events";
import { LogEvents } from "../logs/events";
import { LoyaltyEvents } from "../loyalty/events";
import { NavigationEvents } from "../navigation/events";
import { NotificationEvents } from "../notifications/events";
import { OperatorEvents } from "../operator/events";
import { OpsEvents } from "../ops/events";
import { PaymentEvents } from "../payments/events";
import { ProblemReportEvents } from "../problem-report/events";
import { ProfileEvents } from "../profile/events";
import { RecipeEvents } from "../recipes/events";
import { SearchEvents } from "../search/events";
import { SessionEvents } from "../session/events";
import { ShellEvents } from "../shell/events";
import { SitemapEvents } from "../sitemap/events";
import { StoreFinderEvents } from "../store-finder/events";
import { WalletEvents } from "../wallet/events";

/** Every event of the app: plain data, past tense, reduced by exactly one case each. */
export const AppEvent = Schema.Union(
  ...ShellEvents,
  ...SessionEvents,
  ...NavigationEvents,
  ...ContentEvents,
  ...DiscoveryEvents,
  ...CartEvents,
  ...AddressEvents,
  ...CheckoutEvents,
  ...SearchEvents,
  ...NotificationEvents,
  ...LogEvents,
  ...ConsentEvents,
  ...InsightsEvents,
  ...OpsEvents,
  ...ProfileEvents,
  ...FavouriteEvents,
  ...LoyaltyEvents,
  ...WalletEvents,
  ...DeliveryPassEvents,
  ...PaymentEvents,
  ...FormsEvents,
  ...RecipeEvents,
  ...StoreFinderEvents,
  ...FishTrackingEvents,
  ...ProblemReportEvents,
  ...OperatorEvents,
  ...SitemapEvents,
  CommandFailed,
);
export type AppEvent = typeof AppEvent.Type;
export type EventTag = AppEvent["_tag"];
