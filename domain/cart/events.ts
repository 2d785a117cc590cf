import { Schema } from "effect";
import type { Draft } from "immer";
import { Prediction } from "../api/distribution";
import {
  Cart,
  DeliveryWindow,
  LineItem,
  NotAddedItem,
  OrderConfig,
  Store,
  ValidationError,
  Voucher,
} from "./model";
import type { CartState } from "./state";

/**
 * Cart events (contract: .briefs/cart-contract.md). Each carries what its reducer needs; one
 * reducer case each (cartCases below). Times are WallClock readings taken by the handler.
 */
export const ProductSourceSchema = Schema.Struct({
  list: Schema.optional(Schema.String),
  position: Schema.optional(Schema.Number),
  queryID: Schema.optional(Schema.String),
});
export const PendingAddSchema = Schema.Struct({
  sku: Schema.String,
  quantity: Schema.Number,
  source: Schema.optional(ProductSourceSchema),
});
export const CartSortSchema = Schema.Literal("alphabetically", "category", "chronologically", "unitprice");
export const PromptReason = Schema.Literal("required", "optional");

export const CartLoadStarted = Schema.TaggedStruct("CartLoadStarted", {});
export const CartReceived = Schema.TaggedStruct("CartReceived", {
  cart: Cart,
  cause: Schema.Literal(
    "load",
    "service",
    "window",
    "discountCode",
    "crateDeposit",
    "mode",
    "voucher",
    "validation",
  ),
});
export const CartLoadFailed = Schema.TaggedStruct("CartLoadFailed", {
  status: Schema.Number,
  message: Schema.String,
});
/** Not in the contract's list, an addition: a cart call failed; the last good cart stays. */
export const CartOperationFailed = Schema.TaggedStruct("CartOperationFailed", {
  operation: Schema.String,
  status: Schema.Number,
  message: Schema.String,
  /** The change may have gone through (no answer, refetch failed): the cart is stale. */
  unconfirmed: Schema.Boolean,
});
/** The cart is gone (validation 404/400, finalized on the checkout route); a reload follows. */
export const CartCleared = Schema.TaggedStruct("CartCleared", {
  reason: Schema.Literal("notFound", "invalid", "finalized"),
});
export const ItemAdded = Schema.TaggedStruct("ItemAdded", {
  sku: Schema.String,
  /** The quantity the shopper asked to add. */
  requested: Schema.Number,
  /** The line's quantity afterwards. */
  quantity: Schema.Number,
  outcome: Schema.Literal("added", "capped", "maxquantityreached"),
  cart: Cart,
  source: Schema.optional(ProductSourceSchema),
  at: Schema.Number,
});
export const ItemsBulkAdded = Schema.TaggedStruct("ItemsBulkAdded", {
  cart: Cart,
  notAdded: Schema.Array(NotAddedItem),
});
export const ItemQuantitySet = Schema.TaggedStruct("ItemQuantitySet", {
  lineItemId: Schema.String,
  sku: Schema.String,
  previous: Schema.Number,
  quantity: Schema.Number,
  cart: Cart,
});
export const ItemsRemoved = Schema.TaggedStruct("ItemsRemoved", {
  removed: Schema.Array(LineItem),
  cart: Cart,
});
export const AddRejected = Schema.TaggedStruct("AddRejected", {
  sku: Schema.String,
  quantity: Schema.Number,
  reason: Schema.Literal("maxquantityreached", "abortedserviceselection", "addproductaborted"),
  message: Schema.optional(Schema.String),
  at: Schema.Number,
});
export const ServiceSelectionPrompted = Schema.TaggedStruct("ServiceSelectionPrompted", {
  reason: PromptReason,
  pending: Schema.NullOr(PendingAddSchema),
});
export const ServiceSelectionClosed = Schema.TaggedStruct("ServiceSelectionClosed", {
  outcome: Schema.Literal("selected", "aborted"),
});
export const AddressSuggestionsReceived = Schema.TaggedStruct("AddressSuggestionsReceived", {
  query: Schema.String,
  predictions: Schema.Array(Prediction),
});
export const StoresLoaded = Schema.TaggedStruct("StoresLoaded", { stores: Schema.Array(Store) });
/** Addition to the contract: the windows are being fetched (windows.status "loading"). */
export const DeliveryWindowsRequested = Schema.TaggedStruct("DeliveryWindowsRequested", {});
export const DeliveryWindowsLoaded = Schema.TaggedStruct("DeliveryWindowsLoaded", {
  earliest: Schema.NullOr(DeliveryWindow),
  list: Schema.Array(DeliveryWindow),
});
export const DeliveryWindowsFailed = Schema.TaggedStruct("DeliveryWindowsFailed", { message: Schema.String });
export const OrderConfigLoaded = Schema.TaggedStruct("OrderConfigLoaded", { config: OrderConfig });
export const GeneralVouchersLoaded = Schema.TaggedStruct("GeneralVouchersLoaded", {
  vouchers: Schema.Array(Voucher),
});
export const CartValidated = Schema.TaggedStruct("CartValidated", {
  cartId: Schema.String,
  errors: Schema.Array(ValidationError),
  at: Schema.Number,
});
export const DiscountCodeRejected = Schema.TaggedStruct("DiscountCodeRejected", {
  code: Schema.String,
  message: Schema.String,
});
export const CartSorted = Schema.TaggedStruct("CartSorted", { by: CartSortSchema });
export const SideCartToggled = Schema.TaggedStruct("SideCartToggled", { open: Schema.Boolean });
export const ProductSlideInDismissed = Schema.TaggedStruct("ProductSlideInDismissed", {});

export const CartEvents = [
  CartLoadStarted,
  CartReceived,
  CartLoadFailed,
  CartOperationFailed,
  CartCleared,
  ItemAdded,
  ItemsBulkAdded,
  ItemQuantitySet,
  ItemsRemoved,
  AddRejected,
  ServiceSelectionPrompted,
  ServiceSelectionClosed,
  AddressSuggestionsReceived,
  StoresLoaded,
  DeliveryWindowsRequested,
  DeliveryWindowsLoaded,
  DeliveryWindowsFailed,
  OrderConfigLoaded,
  GeneralVouchersLoaded,
  CartValidated,
  DiscountCodeRejected,
  CartSorted,
  SideCartToggled,
  ProductSlideInDismissed,
] as const;

export type CartEvent = (typeof CartEvents)[number]["Type"];

type D = Draft<{ cart: CartState }>;

const setCart = (d: D, cart: Cart) => {
  d.cart.cart = cart as Draft<Cart>;
  d.cart.status = "ready";
  d.cart.error = null;
  d.cart.stale = false;
};

export const cartCases = {
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
    d.cart.error = { status: e.status, message: e.message };
    if (e.unconfirmed) d.cart.stale = true;
  },
  CartCleared: (d: D) => {
    d.cart.cart = null;
    d.cart.stale = false;
    d.cart.status = "idle";
    d.cart.validation = { errors: [], checkedAt: null, cartId: null };
    d.cart.windows = { status: "idle", earliest: null, list: [] };
    d.cart.prompt = null;
    d.cart.discountCodeError = null;
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
