import { Schema } from "effect";
import { Prediction } from "../api/distribution";
import {
  CappedLine,
  Cart,
  DeliveryWindow,
  LineItem,
  NotAddedItem,
  OrderConfig,
  Store,
  ValidationError,
  Voucher,
} from "./model";

/**
 * Cart events. Each carries what its reducer needs; one
 * reducer case each (cartCases in ./reducer). Times are WallClock readings taken by the handler.
 */
export const ProductSourceSchema = Schema.Struct({
  list: Schema.optional(Schema.String),
  position: Schema.optional(Schema.Number),
  queryID: Schema.optional(Schema.String),
});
const PendingAddSchema = Schema.Struct({
  sku: Schema.String,
  quantity: Schema.Number,
  source: Schema.optional(ProductSourceSchema),
});
export const CartSortSchema = Schema.Literal("alphabetically", "category", "chronologically", "unitprice");
const PromptReason = Schema.Literal("required", "optional");

const CartLoadStarted = Schema.TaggedStruct("CartLoadStarted", {});
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
    "deliveryPass",
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
const CartCleared = Schema.TaggedStruct("CartCleared", {
  reason: Schema.Literal("notFound", "invalid", "finalized"),
});
/** An add sent to the server; ItemAdded, AddRejected or a failure settles it. */
export const ItemAddRequested = Schema.TaggedStruct("ItemAddRequested", {
  sku: Schema.String,
  quantity: Schema.Number,
  /** What the add adds to the badge: pieces, or one for a new weight-article line. */
  units: Schema.Number,
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
const ServiceSelectionClosed = Schema.TaggedStruct("ServiceSelectionClosed", {
  outcome: Schema.Literal("selected", "aborted"),
});
export const AddressSuggestionsReceived = Schema.TaggedStruct("AddressSuggestionsReceived", {
  query: Schema.String,
  predictions: Schema.Array(Prediction),
});
export const StoresLoaded = Schema.TaggedStruct("StoresLoaded", { stores: Schema.Array(Store) });
/** Addition to the contract: the windows are being fetched (windows.status "loading"). */
const DeliveryWindowsRequested = Schema.TaggedStruct("DeliveryWindowsRequested", {});
export const DeliveryWindowsLoaded = Schema.TaggedStruct("DeliveryWindowsLoaded", {
  earliest: Schema.NullOr(DeliveryWindow),
  list: Schema.Array(DeliveryWindow),
});
const DeliveryWindowsFailed = Schema.TaggedStruct("DeliveryWindowsFailed", { message: Schema.String });
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
const ProductSlideInDismissed = Schema.TaggedStruct("ProductSlideInDismissed", {});

/** Document 2 §4 rule 3: the customer's cart has items; the shopper is asked to merge or discard. */
export const MergeOffered = Schema.TaggedStruct("MergeOffered", {
  anonymousCartId: Schema.String,
  anonymousItems: Schema.Int,
  customerItems: Schema.Int,
});
/** The cart after the login's merge (rule: how it came about); capped: the lines cut to maxQuantity. */
export const CartMerged = Schema.TaggedStruct("CartMerged", {
  cart: Cart,
  rule: Schema.Literal("adopt", "assign", "silent", "merge", "discard"),
  capped: Schema.Array(CappedLine),
});
const MergeNoticeDismissed = Schema.TaggedStruct("MergeNoticeDismissed", {});

export const CartEvents = [
  ItemAddRequested,
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
  MergeOffered,
  CartMerged,
  MergeNoticeDismissed,
] as const;

export type CartEvent = (typeof CartEvents)[number]["Type"];
