import { Schema } from "effect";
import {
  AddOutcome,
  BillingAddress,
  CappedLine,
  Cart,
  CartMode,
  DistributionAddress,
  ItemRequest,
  NotAddedItem,
  PaymentMethodKey,
  ValidationResult,
} from "../cart/model";
import { trimCode } from "../cart/rules/discount-code";
import { Cents, noControlCharacters } from "../discovery/product";
import { defineCall } from "./contract";

/**
 * The cart calls of document 2 §7. Every call works on the shopper's current cart: the logged-in
 * customer's cart, or the anonymous cart of the session cookie (created on first use).
 *
 * Errors every changing call may answer: 400 bad input (readable message, never a 500), 409 with
 * code "3" when the cart is FINALIZED (document 2 §4: the client goes to the payment-return route).
 */
const CART_ERRORS = { 400: "invalid request", 409: "code 3: the cart is finalized" } as const;

const StoreIdQuery = Schema.Struct({
  storeId: Schema.optional(
    Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{1,40}$/, { message: () => "not a store id" })),
  ),
});

const Code = Schema.String.pipe(
  Schema.transform(Schema.String, { strict: true, decode: trimCode, encode: (s) => s }),
  Schema.minLength(1, { message: () => "code must not be null or empty" }),
  Schema.maxLength(40),
  noControlCharacters,
);

export const getCart = defineCall({
  name: "carts.get",
  method: "GET",
  path: "/api/carts",
  response: Cart,
});

/** Validates and, when there are no errors and the order limits hold, sets cartStatus FINALIZED (booking the window). */
export const finalizeCart = defineCall({
  name: "carts.finalize",
  method: "POST",
  path: "/api/carts/finalize",
  response: Cart,
  errors: { 409: "code 3: already finalized; code cart_invalid: validation errors (listed) or order limits" },
});

export const setBillingAddress = defineCall({
  name: "carts.billingAddress",
  method: "POST",
  path: "/api/carts/billing-address",
  body: BillingAddress,
  response: Cart,
  errors: CART_ERRORS,
});

/** Assigns the session's anonymous cart to the logged-in customer; the customer's previous open cart is abandoned. */
export const setCartCustomer = defineCall({
  name: "carts.setCustomer",
  method: "POST",
  path: "/api/carts/set-customer",
  query: Schema.Struct({
    anonymousCartId: Schema.String.pipe(
      Schema.minLength(1, { message: () => "anonymousCartId must not be null or empty" }),
      Schema.maxLength(64),
    ),
  }),
  response: Cart,
  errors: {
    401: "not logged in",
    404: "no anonymous cart with this id in this session",
    409: "code 3: the customer's cart is finalized; cart_not_empty: the customer's cart has items (merge instead)",
  },
});

/**
 * Merges cart {id} (the session's anonymous cart) into the current cart (domain/cart/rules/merge
 * mergeCartStates). Repeating it (an answer lost on the way) answers the same merge again: the
 * target as it is now and the caps of that merge, never a second addition.
 */
export const mergeCart = defineCall({
  name: "carts.merge",
  method: "POST",
  path: "/api/carts/merge/:id",
  params: Schema.Struct({ id: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)) }),
  response: Schema.Struct({ cartDTO: Cart, capped: Schema.Array(CappedLine) }),
  errors: { 401: "not logged in", 404: "no such cart of this session", ...CART_ERRORS },
});

/**
 * The merge dialog's "keep my saved cart": the session's anonymous cart {id} is abandoned and the
 * customer's cart answered unchanged. Repeating it answers the same.
 */
export const discardCart = defineCall({
  name: "carts.discard",
  method: "POST",
  path: "/api/carts/discard/:id",
  params: Schema.Struct({ id: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)) }),
  response: Cart,
  errors: { 401: "not logged in", 404: "no such cart of this session" },
});

/** Abandons the current cart and answers a new, empty one. */
export const resetCart = defineCall({
  name: "carts.reset",
  method: "POST",
  path: "/api/carts/reset",
  response: Cart,
});

/** Abandons the current cart; an anonymous session is ended too (its sid cookie cleared). */
export const resetCartCookies = defineCall({
  name: "carts.resetCookies",
  method: "POST",
  path: "/api/carts/reset-cookies",
  response: Schema.Struct({ reset: Schema.Boolean }),
});

export const validateCart = defineCall({
  name: "carts.validation",
  method: "GET",
  path: "/api/carts/validation",
  response: ValidationResult,
});

/** ADDON needs a logged-in customer and one of their order numbers; REGULAR clears the order number. */
export const setCartMode = defineCall({
  name: "carts.mode",
  method: "PUT",
  path: "/api/carts/mode",
  body: Schema.Struct({
    mode: CartMode,
    orderNumber: Schema.optional(
      Schema.NullOr(Schema.String.pipe(Schema.maxLength(40), noControlCharacters)),
    ),
  }),
  response: Cart,
  errors: { 401: "ADDON needs a logged-in customer", 404: "no order with this number", ...CART_ERRORS },
});

/** false: crates are not charged (bottle deposit only). */
export const setCrateDepositDesired = defineCall({
  name: "carts.crateDepositDesired",
  method: "POST",
  path: "/api/carts/crate-deposit-desired",
  body: Schema.Struct({ crateDepositDesired: Schema.Boolean }),
  response: Cart,
  errors: CART_ERRORS,
});

/**
 * Sets a payment on the cart. A gift card (methodKey gift-card-rewe, brand GIFTCARD) needs
 * giftCardCode and amount and is added next to the main method; any other method replaces the
 * main method (amount ignored: the server plans what is left to pay).
 */
export const setCartPayment = defineCall({
  name: "carts.payment",
  method: "POST",
  path: "/api/carts/payment",
  body: Schema.Struct({
    methodKey: PaymentMethodKey,
    brandName: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40), noControlCharacters),
    amount: Schema.optional(Cents.pipe(Schema.lessThanOrEqualTo(100_000_000))),
    giftCardCode: Schema.optional(Schema.String.pipe(Schema.maxLength(64), noControlCharacters)),
  }),
  response: Cart,
  errors: {
    ...CART_ERRORS,
    400: "invalid request, or a method the cart's service type does not offer (payment_method_not_offered; 130 before a service is chosen)",
  },
});

export const cleanCartPayments = defineCall({
  name: "carts.paymentsClean",
  method: "PUT",
  path: "/api/carts/payments/clean",
  response: Cart,
  errors: CART_ERRORS,
});

export const deleteCartPayment = defineCall({
  name: "carts.paymentDelete",
  method: "DELETE",
  path: "/api/carts/payment/:id",
  params: Schema.Struct({ id: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)) }),
  response: Cart,
  errors: { 404: "no payment with this id", ...CART_ERRORS },
});

/**
 * Adds `quantity` of `sku` (mode "add", the default: the line grows by quantity, capped at
 * maxQuantity) or sets the line to `quantity` (mode "set"; 0 removes it). quantity is in sale units
 * or grams (weightArticle) and must be a whole quantityStepSize. A voucher's articleId as sku adds
 * that voucher as a voucher line item. storeId: the store whose availability decides whether an
 * item can be added when the cart has no store yet.
 */
export const addCartItem = defineCall({
  name: "carts.addItem",
  method: "POST",
  path: "/api/carts/items",
  query: StoreIdQuery,
  body: Schema.Struct({
    ...ItemRequest.fields,
    mode: Schema.optional(Schema.Literal("add", "set")),
  }),
  response: Schema.Struct({
    cartDTO: Cart,
    sku: Schema.String,
    /** The line's quantity afterwards. */
    quantity: Schema.Int,
    outcome: AddOutcome,
  }),
  errors: {
    400: "sku must not be null or empty; quantity not a whole step",
    404: "no product or voucher with this sku",
    409: "code 3: finalized; code product_unavailable; code voucher_offline",
  },
});

export const MAX_BULK_ITEMS = 100;

export const addCartItemsBulk = defineCall({
  name: "carts.addItemsBulk",
  method: "POST",
  path: "/api/carts/items/bulk",
  query: StoreIdQuery,
  body: Schema.Struct({
    items: Schema.Array(ItemRequest).pipe(
      Schema.minItems(1, { message: () => "items must not be empty" }),
      Schema.maxItems(MAX_BULK_ITEMS, { message: () => `at most ${MAX_BULK_ITEMS} items` }),
    ),
  }),
  response: Schema.Struct({ cartDTO: Cart, notAddedOrUpdatedItems: Schema.Array(NotAddedItem) }),
  errors: CART_ERRORS,
});

export const removeAllCartItems = defineCall({
  name: "carts.removeAll",
  method: "DELETE",
  path: "/api/carts/items/all",
  response: Cart,
  errors: CART_ERRORS,
});

/** lineItemIds may repeat (?lineItemIds=a&lineItemIds=b) or be comma-separated; product or voucher lines. */
export const removeCartItems = defineCall({
  name: "carts.removeMultiple",
  method: "DELETE",
  path: "/api/carts/items/multiple",
  query: Schema.Struct({
    lineItemIds: Schema.optional(
      Schema.Union(Schema.String, Schema.Array(Schema.String)).pipe(
        Schema.transform(Schema.Array(Schema.String), {
          strict: true,
          decode: (v) =>
            (typeof v === "string" ? [v] : v).flatMap((s) => s.split(",")).filter((s) => s !== ""),
          encode: (v) => v,
        }),
      ),
    ),
  }),
  response: Cart,
  errors: { 400: "Cart Items removeProductLineItems: missing lineItemIds", 409: "code 3: finalized" },
});

/** Known codes are kept on the cart even when they do not apply now (validation says why: 223, 227, 228, 229). */
export const addDiscountCode = defineCall({
  name: "carts.addDiscountCode",
  method: "POST",
  path: "/api/carts/discount-codes",
  body: Schema.Struct({ code: Code }),
  response: Cart,
  errors: { ...CART_ERRORS, 400: "code must not be null or empty", 404: "unknown discount code" },
});

export const removeDiscountCode = defineCall({
  name: "carts.removeDiscountCode",
  method: "DELETE",
  path: "/api/carts/discount-codes",
  query: Schema.Struct({ code: Code }),
  response: Cart,
  errors: { ...CART_ERRORS, 400: "code must not be null or empty", 404: "code not on the cart" },
});

/** The server fills deliveryAreaNumber, storeId and pickingUnitIds (delivery) or the store's address (click and collect). */
export const setDistributionAddress = defineCall({
  name: "carts.distributionAddress",
  method: "POST",
  path: "/api/carts/distribution-address",
  body: DistributionAddress.annotations({ message: () => "distributionAddress is undefined" }),
  response: Cart,
  errors: { 400: "distributionAddress is undefined", 409: "code 3: finalized" },
});

/** Any well-formed window id is kept; validation tells whether it exists, fits and has room (140, 141, 022, 023). */
export const setDistributionTimeSlot = defineCall({
  name: "carts.distributionTimeSlot",
  method: "POST",
  path: "/api/carts/distribution-time-slot",
  body: Schema.Struct({
    id: Schema.String.pipe(
      Schema.pattern(/^[DS]-[A-Za-z0-9_-]{1,40}:\d{4}-\d{2}-\d{2}T\d{2}$/, {
        message: () => "not a window id (<D|S>-<area or store>:<yyyy-mm-dd>T<HH>)",
      }),
    ),
  }),
  response: Cart,
  errors: CART_ERRORS,
});
