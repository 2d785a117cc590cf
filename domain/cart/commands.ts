import { Schema } from "effect";
import { CartSortSchema, ProductSourceSchema } from "./events";
import { CartMode, DistributionAddress } from "./model";

/** Cart commands; handlers in domain/cart/handlers/. */
const Qty = Schema.Int.pipe(Schema.nonNegative());

const LoadCart = Schema.TaggedStruct("LoadCart", {});
export const AddItem = Schema.TaggedStruct("AddItem", {
  sku: Schema.String,
  quantity: Qty,
  source: Schema.optional(ProductSourceSchema),
});
export const AddItems = Schema.TaggedStruct("AddItems", {
  items: Schema.Array(Schema.Struct({ sku: Schema.String, quantity: Qty })),
});
export const SetItemQuantity = Schema.TaggedStruct("SetItemQuantity", {
  lineItemId: Schema.String,
  quantity: Qty,
});
export const RemoveItems = Schema.TaggedStruct("RemoveItems", { lineItemIds: Schema.Array(Schema.String) });
const RemoveAllItems = Schema.TaggedStruct("RemoveAllItems", {});
export const SortCart = Schema.TaggedStruct("SortCart", { by: CartSortSchema });
export const ToggleSideCart = Schema.TaggedStruct("ToggleSideCart", { open: Schema.Boolean });
const DismissProductSlideIn = Schema.TaggedStruct("DismissProductSlideIn", {});
const OpenServiceSelection = Schema.TaggedStruct("OpenServiceSelection", {});
const AbortServiceSelection = Schema.TaggedStruct("AbortServiceSelection", {});
export const SearchAddress = Schema.TaggedStruct("SearchAddress", { query: Schema.String });
/**
 * predictionId (an addition to the contract): an autocomplete prediction of state.cart.addressSearch;
 * the handler geocodes it and fills the address (the fields given in `address` win).
 */
export const SelectDelivery = Schema.TaggedStruct("SelectDelivery", {
  address: DistributionAddress,
  predictionId: Schema.optional(Schema.String),
});
export const SelectClickAndCollect = Schema.TaggedStruct("SelectClickAndCollect", { storeId: Schema.String });
const LoadStores = Schema.TaggedStruct("LoadStores", {});
const LoadDeliveryWindows = Schema.TaggedStruct("LoadDeliveryWindows", {});
export const ChooseDeliveryWindow = Schema.TaggedStruct("ChooseDeliveryWindow", { id: Schema.String });
export const ApplyDiscountCode = Schema.TaggedStruct("ApplyDiscountCode", { code: Schema.String });
export const RemoveDiscountCode = Schema.TaggedStruct("RemoveDiscountCode", { code: Schema.String });
export const SetCrateDepositDesired = Schema.TaggedStruct("SetCrateDepositDesired", {
  desired: Schema.Boolean,
});
/** Puts the delivery pass into the cart as its line item, or takes it out (document 2 §4). */
export const SetDeliveryPassInCart = Schema.TaggedStruct("SetDeliveryPassInCart", { inCart: Schema.Boolean });
export const SwitchCartMode = Schema.TaggedStruct("SwitchCartMode", {
  mode: CartMode,
  orderNumber: Schema.optional(Schema.String),
});
export const ValidateCart = Schema.TaggedStruct("ValidateCart", {
  reason: Schema.Literal("cartChanged", "poll", "request"),
});

/** Document 2 §4: the cart merge on login (caused by the session's LoggedIn). */
const MergeCarts = Schema.TaggedStruct("MergeCarts", {});
/** The merge dialog's answer: merge both carts, or keep the saved one and drop the anonymous one. */
export const ResolveMerge = Schema.TaggedStruct("ResolveMerge", {
  choice: Schema.Literal("merge", "discard"),
});
const DismissMergeNotice = Schema.TaggedStruct("DismissMergeNotice", {});

export const CartCommands = [
  LoadCart,
  AddItem,
  AddItems,
  SetItemQuantity,
  RemoveItems,
  RemoveAllItems,
  SortCart,
  ToggleSideCart,
  DismissProductSlideIn,
  OpenServiceSelection,
  AbortServiceSelection,
  SearchAddress,
  SelectDelivery,
  SelectClickAndCollect,
  LoadStores,
  LoadDeliveryWindows,
  ChooseDeliveryWindow,
  ApplyDiscountCode,
  RemoveDiscountCode,
  SetCrateDepositDesired,
  SwitchCartMode,
  ValidateCart,
  MergeCarts,
  ResolveMerge,
  DismissMergeNotice,
  SetDeliveryPassInCart,
] as const;
export type CartCommand = (typeof CartCommands)[number]["Type"];
