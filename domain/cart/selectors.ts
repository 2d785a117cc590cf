import type { DistributionType, LineItem } from "./model";
import { checkOrderLimits, isFreeOfChargeReached, maxOrderWeight } from "./rules/limits";
import { CHECKOUT_ONLY_CODES, type GroupedErrors, groupValidationErrors } from "./rules/validation";
import type { CartSort, CartState } from "./state";

/**
 * Pure selectors over `state.cart`. Each takes the app state
 * (anything with a `cart` slice) and returns derived data; results depend only on their inputs,
 * so a memoising hook can cache them by the cart slice.
 */
type S = { readonly cart: CartState };

const EMPTY: ReadonlyArray<LineItem> = [];

export const selectCart = (state: S) => state.cart.cart;

/**
 * The store of the current service (for delivery the store of the delivery area, filled in by the
 * server): product queries and line operations carry it (document 2 §7, §9), so listings, the
 * product page and the cart read availability from the same store.
 */
export const selectServiceStoreId = (state: S): string | undefined =>
  state.cart.cart?.distributionAddress?.storeId || undefined;

const collator = new Intl.Collator("de", { sensitivity: "base" });

const compareBy: Record<CartSort, (a: LineItem, b: LineItem) => number> = {
  alphabetically: (a, b) => collator.compare(a.product.name, b.product.name),
  category: (a, b) =>
    collator.compare(
      a.product.parentCategories[0]?.slug ?? a.product.category,
      b.product.parentCategories[0]?.slug ?? b.product.category,
    ) ||
    collator.compare(a.product.category, b.product.category) ||
    collator.compare(a.product.name, b.product.name),
  /** Newest first: the last added line on top. */
  chronologically: (a, b) => (a.addedAt < b.addedAt ? 1 : a.addedAt > b.addedAt ? -1 : 0),
  unitprice: (a, b) => a.perPiecePrice - b.perPiecePrice || collator.compare(a.product.name, b.product.name),
};

/** Sorts lines by a sort option; ties keep the server's order (stable sort). */
const sortLines = (lines: ReadonlyArray<LineItem>, by: CartSort): ReadonlyArray<LineItem> =>
  [...lines].sort(compareBy[by]);

/** The orderable lines in the shopper's chosen sort (document 2 §4 sort options). */
export const selectSortedLines = (state: S): ReadonlyArray<LineItem> =>
  sortLines(state.cart.cart?.productLineItems ?? EMPTY, state.cart.sort);

export const selectUnavailableLines = (state: S): ReadonlyArray<LineItem> =>
  state.cart.cart?.unavailableLineItems ?? EMPTY;

export const selectServiceType = (state: S): DistributionType | null =>
  state.cart.cart?.distributionAddress?.distributionType ?? null;

export interface LimitNotices {
  readonly maxValueExceeded: boolean;
  /** Cents still missing to the minimum order value (0: met, skipped for add-on carts). */
  readonly minValueMissing: number;
  /** The maximum weight in kg when the cart is over it; null: within the limit. */
  readonly maxWeightExceeded: number | null;
  readonly freeServiceReached: boolean;
}

const NO_NOTICES: LimitNotices = {
  maxValueExceeded: false,
  minValueMissing: 0,
  maxWeightExceeded: null,
  freeServiceReached: false,
};

/**
 * Whether the order limits of document 2 §5 apply: not before the cart and the order config are
 * loaded, and not to an empty cart (the page says it is empty; "15 € missing to the minimum" would
 * be noise there).
 */
export const limitsApply = (
  cart: S["cart"]["cart"],
  orderConfig: S["cart"]["orderConfig"],
): orderConfig is NonNullable<S["cart"]["orderConfig"]> =>
  cart !== null && orderConfig !== null && cart.productLineItems.length > 0;

/** Order limits of document 2 §5 for the current cart (none where they do not apply). */
export const selectLimitNotices = (state: S): LimitNotices => {
  const { cart, orderConfig } = state.cart;
  if (cart === null || !limitsApply(cart, orderConfig)) return NO_NOTICES;
  const type = cart.distributionAddress?.distributionType;
  const check = checkOrderLimits(orderConfig, {
    orderValue: cart.priceInfo.orderValue,
    weightGrams: cart.weight,
    mode: cart.mode,
    type,
  });
  return {
    maxValueExceeded: check.maxValueExceeded,
    minValueMissing: check.missingToMinimum,
    maxWeightExceeded: check.maxWeightExceeded ? maxOrderWeight(orderConfig, type) / 1000 : null,
    freeServiceReached: isFreeOfChargeReached(cart.priceInfo.orderValue, cart.freeOfChargeThreshold),
  };
};

/** The last validation's errors by group (document 2 §8), for the cart's current service type. */
export const selectValidationGroups = (state: S): GroupedErrors =>
  groupValidationErrors(state.cart.validation.errors, selectServiceType(state) ?? undefined);

/**
 * What the cart page lists as "please check": not the contact and billing data, which checkout
 * asks for and validates (CHECKOUT_ONLY_CODES), and not the discount codes, whose state each code
 * shows where it is listed (one message per code).
 */
export const selectCartPageValidation = (state: S): GroupedErrors => {
  const errors = state.cart.validation.errors.filter((e) => !CHECKOUT_ONLY_CODES.has(e.code));
  return { ...groupValidationErrors(errors, selectServiceType(state) ?? undefined), discountCode: [] };
};

export const selectLastAdd = (state: S) => state.cart.lastAdd;

/** The orderable or unavailable line of a sku (product tiles show its quantity). */
export const selectLineForSku =
  (sku: string) =>
  (state: S): LineItem | null =>
    state.cart.cart?.productLineItems.find((l) => l.articleId === sku) ??
    state.cart.cart?.unavailableLineItems.find((l) => l.articleId === sku) ??
    null;

export const selectCartStatus = (state: S) => state.cart.status;
