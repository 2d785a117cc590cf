import type { AppEvent } from "../app/events";
import type { AppState } from "../app/state";
import type { EmittedEvent, Projection } from "../recording/projections";
import { trackedPath } from "../routing/routes";
import { userType } from "../session/model";
import {
  addShippingInfo,
  addToCart,
  cartDifference,
  cartLine,
  itemAddedLines,
  quantitySetChange,
  removeFromCart,
  viewCart,
} from "./cart";
import {
  REDACTED_TERM,
  safeSearchTerm,
  searchZeroResults,
  selectItem,
  viewItem,
  viewItemList,
} from "./discovery";
import { type DataLayerEvent, dataLayerProblems } from "./events";
import { listOf, productClickOrigin, SEARCH_FLYOUT_LIST, SEARCH_RESULTS_LIST } from "./origin";

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
/** A path segment that looks like personal data (a search for an e-mail address) is redacted. */
export const safePath = (path: string): string =>
  path
    .split("/")
    .map((seg) => (seg !== "" && safeSearchTerm(decodeSegment(seg)) === REDACTED_TERM ? REDACTED_TERM : seg))
    .join("/");

/** The route of the cart page ("/warenkorb"). */
export const CART_ROUTE = "cart";

/** The tenant's currency for ecommerce events (EUR until the config is there). */
export const currencyOf = (state: AppState): string => state.tenant.config?.currency ?? "EUR";

/**
 * The dataLayer projection (DESIGN.md "The one flow", step 7): a pure function of a domain event
 * and the states before and after it. Components never push tracking; every dataLayer event is
 * one of these.
 *
 * Cart events map through ./cart (items priced by the cart's lines, value, shipping tier):
 * add_to_cart, remove_from_cart, view_cart and add_shipping_info. begin_checkout, add_payment_info
 * and purchase have their pure builders in ./cart but no domain event yet (there is no checkout).
 */
export const projectDataLayer = (event: AppEvent, before: AppState, after: AppState): DataLayerEvent[] => {
  switch (event._tag) {
    case "Navigated": {
      const origin = productClickOrigin(event, before);
      return [
        {
          event: "page_view",
          // The path only: the query may carry tokens or the e-mail of a password reset.
          page_path: safePath(trackedPath(event.path)),
          page_type: event.route,
          user_type: userType(after.session.customer),
        },
        ...(origin ? [selectItem(after, origin)] : []),
        // The cart page shows the cart: view_cart now, or when its first load answers (below).
        ...(event.route === CART_ROUTE && after.cart.cart !== null
          ? [viewCart(currencyOf(after), after.cart.cart)]
          : []),
      ];
    }
    case "CartReceived":
      if (event.cause === "service") {
        const tier = event.cart.distributionAddress?.distributionType;
        return tier ? [addShippingInfo(currencyOf(after), event.cart, tier)] : [];
      }
      // A direct visit to the cart page: the cart arrives after the page view.
      return event.cause === "load" &&
        before.cart.cart === null &&
        after.navigation.location.route === CART_ROUTE
        ? [viewCart(currencyOf(after), event.cart)]
        : [];
    case "SideCartToggled":
      return event.open ? [viewCart(currencyOf(after), after.cart.cart)] : [];
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
    case "FlyoutResultsLoaded":
      return event.hits.type === "products" && !event.failed && after.search.flyout.term === event.term
        ? viewItemList(after, SEARCH_FLYOUT_LIST, event.hits.results, event.hits.offset)
        : [];
    case "SearchPageResultsLoaded":
      return event.hits.type === "products" && !event.failed
        ? viewItemList(after, SEARCH_RESULTS_LIST, event.hits.results, event.hits.offset)
        : [];
    case "SearchReturnedNoResults":
      return [searchZeroResults(event.term, event.type, event.pageType)];
    default:
      return [];
  }
};

export const DATA_LAYER_PROJECTION = "ecommerce-datalayer";

export const dataLayerProjection: Projection = {
  name: DATA_LAYER_PROJECTION,
  channel: "tracking",
  project: (event, before, after) =>
    projectDataLayer(event, before, after).map((e): EmittedEvent => ({ name: e.event, payload: e })),
  validate: (emitted) => {
    const errors = dataLayerProblems(emitted.payload);
    return errors.length === 0 ? { ok: true } : { ok: false, errors };
  },
};
