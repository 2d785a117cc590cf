import type {
  CartReceived,
  ItemAdded,
  ItemQuantitySet,
  ItemsBulkAdded,
  ItemsRemoved,
  SideCartToggled,
} from "../cart/events";
import type { Cart } from "../cart/model";
import type { CartState } from "../cart/state";
import type { OrderPlaced, OrderPlacementStarted } from "../checkout/events";
import { canBeginCheckout } from "../checkout/rules";
import type { ProductListLoaded, ProductLoaded, RelatedProductsLoaded } from "../discovery/events";
import type { Navigated } from "../navigation/events";
import type { EmittedEvent, Projection } from "../recording/projection";
import { trackedPath } from "../routing/routes";
import type { FlyoutResultsLoaded, SearchPageResultsLoaded, SearchPageStarted } from "../search/events";
import type { LoggedIn, Registered } from "../session/events";
import { userType } from "../session/model";
import type { SessionState } from "../session/state";
import type { TenantState } from "../shell/state";
import {
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  beginCheckout,
  cartDifference,
  cartLine,
  itemAddedLines,
  purchase,
  quantitySetChange,
  removeFromCart,
  viewCart,
} from "./cart";
import {
  searchComplete,
  searchEvent,
  searchZeroResults,
  selectItem,
  viewItem,
  viewItemList,
  viewSearchResults,
} from "./discovery";
import { type DataLayerEvent, dataLayerProblems } from "./events";
import {
  listOf,
  type OriginSlices,
  productClickOrigin,
  SEARCH_FLYOUT_LIST,
  SEARCH_RESULTS_LIST,
} from "./origin";
import { type PersonalSlices, personalValues, safePath, safeQuery, type TrackedLocation } from "./privacy";

/** What the dataLayer projection reads of the states around an event. */
export interface TrackingSlices extends OriginSlices, PersonalSlices {
  readonly session: SessionState;
  readonly cart: CartState;
  readonly tenant: TenantState;
}

/**
 * A location as tracking may see it (issue 15 #8): path segments and query values with personal
 * data redacted, order and payment ids dropped from the query. Root-relative: the dataLayer
 * adapter puts the page's origin in front.
 */
const trackedLocation = (
  location: { readonly path: string; readonly search: string } & TrackedLocation,
  state: TrackingSlices,
): string => {
  const known = personalValues(state);
  return `${safePath(location.path || "/", location, known)}${safeQuery(location.search, known)}`;
};

/** The events the dataLayer projects; every other event projects nothing. */
type TrackedEvent =
  | typeof Navigated.Type
  | typeof CartReceived.Type
  | typeof OrderPlacementStarted.Type
  | typeof OrderPlaced.Type
  | typeof SideCartToggled.Type
  | typeof ItemAdded.Type
  | typeof ItemsBulkAdded.Type
  | typeof ItemQuantitySet.Type
  | typeof ItemsRemoved.Type
  | typeof ProductListLoaded.Type
  | typeof RelatedProductsLoaded.Type
  | typeof ProductLoaded.Type
  | typeof FlyoutResultsLoaded.Type
  | typeof SearchPageResultsLoaded.Type
  | typeof SearchPageStarted.Type
  | typeof LoggedIn.Type
  | typeof Registered.Type;

/** The route of the cart page ("/warenkorb"). */
const CART_ROUTE = "cart";
/** The checkout route and the payment-return route it comes back from after a failed payment. */
const CHECKOUT_ROUTE = "checkout";
const PAYMENT_RETURN_ROUTE = "paymentReturn";

/**
 * begin_checkout when the shopper arrives on the checkout with a cart that can be ordered (lines and
 * a service: the route's guard lets it stay). Not again when a failed payment sends the shopper
 * back from the payment return, nor for a query change on the checkout itself.
 */
const beginsCheckout = (before: TrackingSlices, after: TrackingSlices): boolean =>
  after.navigation.location.route === CHECKOUT_ROUTE &&
  before.navigation.location.route !== CHECKOUT_ROUTE &&
  before.navigation.location.route !== PAYMENT_RETURN_ROUTE &&
  canBeginCheckout(after.cart.cart);

/**
 * add_shipping_info in the checkout, right after begin_checkout: the checkout confirms the service
 * and its window (document 2 §2), so it is sent when the cart there has both, with the cart's lines
 * and value; shipping_tier is the service type. Never for an empty cart, never outside the checkout.
 */
const shippingInfo = (currency: string, cart: Cart): DataLayerEvent[] => {
  const tier = cart.distributionAddress?.distributionType;
  return tier && cart.distributionWindow !== null && cart.productLineItems.length > 0
    ? [addShippingInfo(currency, cart, tier)]
    : [];
};

/** A cart surface newly shown: the cart page (not again for a query change on it). */
const showsCartPage = (route: string, before: TrackingSlices): boolean =>
  route === CART_ROUTE && before.navigation.location.route !== CART_ROUTE;

/** The tenant's currency for ecommerce events (EUR until the config is there). */
const currencyOf = (state: { readonly tenant: TenantState }): string =>
  state.tenant.config?.currency ?? "EUR";

/**
 * The dataLayer projection (DESIGN.md "The one flow", step 7): a pure function of a domain event
 * and the states before and after it. Components never push tracking; every dataLayer event is
 * one of these.
 *
 * Cart events map through ./cart (items priced by the cart's lines, value, shipping tier):
 * add_to_cart, remove_from_cart and view_cart (once per view: the side cart opening, the cart page
 * shown). The checkout's: begin_checkout when the shopper arrives on the checkout route with an
 * orderable cart (Navigated, or the cart's first load on a direct visit), add_shipping_info right
 * after it when the cart has its service and window, add_payment_info from OrderPlacementStarted
 * (once per submitted choice: placing the order with its method), and purchase from OrderPlaced (the order as the server priced
 * it; order type from the customer as before the order; the server's transaction id, the order
 * number masked but its last character beside it).
 *
 * Search (GA4 search, view_search_results; document 1 §8's search_zero_results): one search per
 * term the results page searches, view_search_results with the hits per type when every type has
 * answered, search_zero_results once per search when every type answered empty (results page or
 * flyout).
 */
export const projectDataLayer = (
  any: { readonly _tag: string },
  before: TrackingSlices,
  after: TrackingSlices,
): DataLayerEvent[] => {
  // Event tags are unique in the app: an event of another tag reaches the default case.
  const event = any as TrackedEvent;
  switch (event._tag) {
    case "Navigated": {
      const origin = productClickOrigin(event, before);
      return [
        {
          event: "page_view",
          // The path only: the query may carry tokens or the e-mail of a password reset.
          page_path: safePath(trackedPath(event.path), event, personalValues(after)),
          // GA4 would otherwise read both from the browser: the order number and all.
          page_location: trackedLocation(event, after),
          ...(before.navigation.location.route !== null
            ? { page_referrer: trackedLocation(before.navigation.location, after) }
            : {}),
          page_type: event.route,
          user_type: userType(after.session.customer),
        },
        ...(origin ? [selectItem(after, origin)] : []),
        // The cart page shows the cart: view_cart now, or when its first load answers (below).
        ...(showsCartPage(event.route, before) && after.cart.cart !== null
          ? [viewCart(currencyOf(after), after.cart.cart)]
          : []),
        ...(beginsCheckout(before, after) && after.cart.cart !== null
          ? [
              beginCheckout(currencyOf(after), after.cart.cart),
              ...shippingInfo(currencyOf(after), after.cart.cart),
            ]
          : []),
      ];
    }
    case "CartReceived":
      // A direct visit to the cart page or the checkout: the cart arrives after the page view.
      if (event.cause !== "load" || before.cart.cart !== null) return [];
      if (after.navigation.location.route === CART_ROUTE) return [viewCart(currencyOf(after), event.cart)];
      return after.navigation.location.route === CHECKOUT_ROUTE && canBeginCheckout(event.cart)
        ? [beginCheckout(currencyOf(after), event.cart), ...shippingInfo(currencyOf(after), event.cart)]
        : [];
    // Once per confirmed choice (GA4: the shopper submits the payment information): the order
    // placement starting with its method; clicking through the options sends nothing.
    case "OrderPlacementStarted":
      return after.cart.cart === null
        ? []
        : [addPaymentInfo(currencyOf(after), after.cart.cart, event.methodKey)];
    case "OrderPlaced":
      return [
        purchase({
          currency: currencyOf(after),
          order: event.order,
          // The customer as before the order: its first-order flags still unspent (document 2 §1).
          customer: before.session.customer,
        }),
      ];
    case "SideCartToggled":
      // Once per opening: not for a toggle that leaves it open.
      return event.open && !before.cart.sideCartOpen ? [viewCart(currencyOf(after), after.cart.cart)] : [];
    case "ItemAdded":
      return addToCart({ currency: currencyOf(after), lines: itemAddedLines(event, before) });
    case "ItemsBulkAdded": {
      const { added, removed } = cartDifference(before.cart.cart, event.cart);
      const currency = currencyOf(after);
      return [...addToCart({ currency, lines: added }), ...removeFromCart({ currency, lines: removed })];
    }
    case "ItemQuantitySet": {
      const { added, removed } = quantitySetChange(event, before);
      const currency = currencyOf(after);
      return [...addToCart({ currency, lines: added }), ...removeFromCart({ currency, lines: removed })];
    }
    case "ItemsRemoved":
      return removeFromCart({ currency: currencyOf(after), lines: event.removed.map((l) => cartLine(l)) });
    case "ProductListLoaded": {
      const listing = after.discovery.listing;
      if (listing?.key !== event.key) return [];
      const { page } = event;
      return viewItemList(
        after,
        listOf(listing.source, event),
        page.products,
        (page.page - 1) * page.pageSize,
      );
    }
    case "RelatedProductsLoaded":
      return viewItemList(after, { id: event.kind, name: event.kind }, event.products, 0);
    case "ProductLoaded":
      return after.discovery.product?.key === event.key
        ? [viewItem(after, currencyOf(after), event.product)]
        : [];
    case "FlyoutResultsLoaded": {
      const { flyout } = after.search;
      if (flyout.term !== event.term) return [];
      // The flyout searches as the shopper types: no search event, but an all-empty answer is a
      // zero-result search (document 1 §8), once, when its last type answers.
      const completes = !searchComplete(before.search.flyout) && searchComplete(flyout);
      return [
        ...(completes ? searchZeroResults(flyout, "flyout", personalValues(after)) : []),
        ...(event.hits.type === "products" && !event.failed
          ? viewItemList(after, SEARCH_FLYOUT_LIST, event.hits.results, event.hits.offset)
          : []),
      ];
    }
    // One search per submitted term: the results page searching a term it did not show before
    // (another products page of the same term, or coming back to it, is no new search).
    case "SearchPageStarted":
      return event.types.length > 0 && before.search.page?.term !== event.term
        ? [searchEvent(event.term, personalValues(after))]
        : [];
    case "SearchPageResultsLoaded": {
      const { page } = after.search;
      if (page?.term !== event.term) return [];
      const completes = !searchComplete(before.search.page) && searchComplete(page);
      return [
        ...(completes
          ? [
              viewSearchResults(page, personalValues(after)),
              ...searchZeroResults(page, "results", personalValues(after)),
            ]
          : []),
        ...(event.hits.type === "products" && !event.failed
          ? viewItemList(after, SEARCH_RESULTS_LIST, event.hits.results, event.hits.offset)
          : []),
      ];
    }
    // A registration that logs in at once is a sign_up, not also a login.
    case "LoggedIn":
      return event.loginType === "registration"
        ? []
        : [{ event: "login", method: "email", user_type: userType(after.session.customer) }];
    case "Registered":
      return [{ event: "sign_up", method: "email", confirmation_pending: event.confirmationPending }];
    default:
      return [];
  }
};

const DATA_LAYER_PROJECTION = "ecommerce-datalayer";

export const dataLayerProjection: Projection<TrackingSlices, { readonly _tag: string }> = {
  name: DATA_LAYER_PROJECTION,
  channel: "tracking",
  project: (event, before, after) =>
    projectDataLayer(event, before, after).map((e): EmittedEvent => ({ name: e.event, payload: e })),
  validate: (emitted) => {
    const errors = dataLayerProblems(emitted.payload);
    return errors.length === 0 ? { ok: true } : { ok: false, errors };
  },
};
