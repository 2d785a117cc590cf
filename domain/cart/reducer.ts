import type { Draft } from "immer";
import type { Prediction } from "../api/distribution";
import type {
  AddRejected,
  AddressSuggestionsReceived,
  CartLoadFailed,
  CartMerged,
  CartOperationFailed,
  CartReceived,
  CartSorted,
  CartValidated,
  DeliveryWindowsLoaded,
  DiscountCodeRejected,
  GeneralVouchersLoaded,
  ItemAdded,
  ItemAddRequested,
  ItemQuantitySet,
  ItemsBulkAdded,
  ItemsRemoved,
  MergeOffered,
  OrderConfigLoaded,
  ServiceSelectionPrompted,
  SideCartToggled,
  StoresLoaded,
} from "./events";
import type {
  CappedLine as CappedLineT,
  Cart,
  DeliveryWindow,
  Store,
  ValidationError,
  Voucher,
} from "./model";
import type { CartState } from "./state";

/*
 * The cart's reducer cases, one per event (./events). Kept apart from the event schemas and with
 * type-only imports so the root reducer, which is in the first load, does not pull the schemas
 * (and the Cart DTO schemas they reference) into it; only the lazy recording code needs those.
 */

type D = Draft<{ cart: CartState }>;

/** The cart as the server answered it (also the checkout's events: billing address, finalize, order). */
export const setCart = (d: D, cart: Cart) => {
  if (cart.customerId === null) d.cart.anonymous = cart as Draft<Cart>;
  d.cart.cart = cart as Draft<Cart>;
  d.cart.status = "ready";
  d.cart.error = null;
  d.cart.stale = false;
  d.cart.pendingAdd = null;
};

/** The cart is gone: what belonged to it (validation, windows, prompt) goes with it. */
export const clearCart = (d: D) => {
  d.cart.pendingAdd = null;
  d.cart.cart = null;
  d.cart.stale = false;
  d.cart.status = "idle";
  d.cart.validation = { errors: [], checkedAt: null, cartId: null };
  d.cart.windows = { status: "idle", earliest: null, list: [] };
  d.cart.prompt = null;
  d.cart.discountCodeError = null;
};

export const cartCases = {
  MergeOffered: (d: D, e: typeof MergeOffered.Type) => {
    d.cart.merge = {
      status: "asking",
      anonymousCartId: e.anonymousCartId,
      anonymousItems: e.anonymousItems,
      customerItems: e.customerItems,
    };
  },
  CartMerged: (d: D, e: typeof CartMerged.Type) => {
    setCart(d, e.cart);
    d.cart.anonymous = null;
    d.cart.merge =
      e.capped.length > 0 ? { status: "capped", capped: e.capped as Draft<CappedLineT>[] } : null;
  },
  MergeNoticeDismissed: (d: D) => {
    d.cart.merge = null;
  },
  CartLoadStarted: (d: D) => {
    d.cart.status = "loading";
  },
  CartReceived: (d: D, e: typeof CartReceived.Type) => {
    setCart(d, e.cart);
    if (e.cause === "discountCode") d.cart.discountCodeError = null;
  },
  CartLoadFailed: (d: D, e: typeof CartLoadFailed.Type) => {
    d.cart.status = d.cart.cart === null ? "error" : "ready";
    d.cart.error = { status: e.status, message: e.message };
  },
  CartOperationFailed: (d: D, e: typeof CartOperationFailed.Type) => {
    d.cart.pendingAdd = null;
    d.cart.error = { status: e.status, message: e.message };
    if (e.unconfirmed) d.cart.stale = true;
  },
  CartCleared: (d: D) => {
    clearCart(d);
  },
  ItemAddRequested: (d: D, e: typeof ItemAddRequested.Type) => {
    d.cart.pendingAdd = { sku: e.sku, quantity: e.quantity, units: e.units };
  },
  ItemAdded: (d: D, e: typeof ItemAdded.Type) => {
    setCart(d, e.cart);
    d.cart.lastAdd = { sku: e.sku, quantity: e.requested, outcome: e.outcome, at: e.at };
    d.cart.addsSincePrompt += 1;
  },
  ItemsBulkAdded: (d: D, e: typeof ItemsBulkAdded.Type) => {
    setCart(d, e.cart);
  },
  ItemQuantitySet: (d: D, e: typeof ItemQuantitySet.Type) => {
    setCart(d, e.cart);
  },
  ItemsRemoved: (d: D, e: typeof ItemsRemoved.Type) => {
    setCart(d, e.cart);
  },
  AddRejected: (d: D, e: typeof AddRejected.Type) => {
    d.cart.pendingAdd = null;
    d.cart.lastAdd = { sku: e.sku, quantity: e.quantity, outcome: e.reason, at: e.at };
  },
  ServiceSelectionPrompted: (d: D, e: typeof ServiceSelectionPrompted.Type) => {
    d.cart.prompt = { reason: e.reason, pending: e.pending as Draft<typeof e.pending> };
    d.cart.addsSincePrompt = 0;
    d.cart.addressSearch = { query: "", predictions: [] };
  },
  ServiceSelectionClosed: (d: D) => {
    d.cart.prompt = null;
    d.cart.addressSearch = { query: "", predictions: [] };
  },
  AddressSuggestionsReceived: (d: D, e: typeof AddressSuggestionsReceived.Type) => {
    d.cart.addressSearch = { query: e.query, predictions: e.predictions as Draft<Prediction>[] };
  },
  StoresLoaded: (d: D, e: typeof StoresLoaded.Type) => {
    d.cart.stores = e.stores as Draft<Store>[];
  },
  DeliveryWindowsRequested: (d: D) => {
    d.cart.windows.status = "loading";
  },
  DeliveryWindowsLoaded: (d: D, e: typeof DeliveryWindowsLoaded.Type) => {
    d.cart.windows = {
      status: "ready",
      earliest: e.earliest as Draft<DeliveryWindow> | null,
      list: e.list as Draft<DeliveryWindow>[],
    };
  },
  DeliveryWindowsFailed: (d: D) => {
    d.cart.windows.status = "error";
  },
  OrderConfigLoaded: (d: D, e: typeof OrderConfigLoaded.Type) => {
    d.cart.orderConfig = e.config;
  },
  GeneralVouchersLoaded: (d: D, e: typeof GeneralVouchersLoaded.Type) => {
    d.cart.generalVouchers = e.vouchers as Draft<Voucher>[];
  },
  CartValidated: (d: D, e: typeof CartValidated.Type) => {
    d.cart.validation = { errors: e.errors as Draft<ValidationError>[], checkedAt: e.at, cartId: e.cartId };
  },
  DiscountCodeRejected: (d: D, e: typeof DiscountCodeRejected.Type) => {
    d.cart.discountCodeError = { code: e.code, message: e.message };
  },
  CartSorted: (d: D, e: typeof CartSorted.Type) => {
    d.cart.sort = e.by;
  },
  SideCartToggled: (d: D, e: typeof SideCartToggled.Type) => {
    d.cart.sideCartOpen = e.open;
  },
  ProductSlideInDismissed: (d: D) => {
    d.cart.lastAdd = null;
  },
};
