import type { ItemAdded, ItemQuantitySet } from "../cart/events";
import type { Cart, DistributionType, LineItem } from "../cart/model";
import type { CartState, ProductSource } from "../cart/state";
import type { Order } from "../checkout/model";
import { mainPayment } from "../checkout/payment";
import type { DiscoveryState } from "../discovery/state";
import type { Customer } from "../session/customer";
import { userType } from "../session/model";
import {
  ecommercePayload,
  fromCents,
  maskOrderNumber,
  orderType,
  type ServiceType,
  type TrackedLine,
} from "./ecommerce";
import type {
  AddPaymentInfo,
  AddShippingInfo,
  AddToCart,
  BeginCheckout,
  Purchase,
  RemoveFromCart,
  ViewCart,
} from "./events";
import { listOf, SEARCH_FLYOUT_LIST, SEARCH_RESULTS_LIST, type TrackedList } from "./origin";

/**
 * The cart and checkout dataLayer events (document 1 §7, document 2 §1), as pure builders. Prices
 * are what the cart charges: each line's perPiecePrice from the cart DTO (the loyalty price when
 * the cart gives it), never recomputed from the catalogue. Only the product's public fields reach
 * an event; the cart's customer id, addresses, payments and order number (unmasked) never do.
 */

/** A cart line as tracking reads it, for `quantity` of its units (sale units, or grams). */
export const cartLine = (
  line: LineItem,
  quantity: number = line.quantity,
  origin?: { readonly list?: TrackedList; readonly index?: number },
): TrackedLine => ({
  product: line.product,
  quantity,
  perPieceCents: line.perPiecePrice,
  ...(origin?.index !== undefined ? { index: origin.index } : {}),
  ...(origin?.list ? { list: origin.list } : {}),
});

const allLines = (cart: Cart | null | undefined): ReadonlyArray<LineItem> =>
  cart ? [...cart.productLineItems, ...cart.unavailableLineItems] : [];

/** The lines an ecommerce event of the whole cart reports: the orderable ones (productLineItems). */
export const cartLines = (cart: Cart | null): TrackedLine[] =>
  (cart?.productLineItems ?? []).map((l) => cartLine(l));

const lineOfSku = (cart: Cart | null | undefined, sku: string): LineItem | undefined =>
  allLines(cart).find((l) => l.articleId === sku);

/** Quantity of a sku in a cart (0 when absent). */
const quantityOf = (cart: Cart | null | undefined, sku: string): number =>
  lineOfSku(cart, sku)?.quantity ?? 0;

/**
 * What an add really put in the cart: the line's quantity afterwards minus before (a capped add
 * adds less than asked; an add at the maximum adds nothing).
 */
const addedQuantity = (event: typeof ItemAdded.Type, before: { readonly cart: CartState }): number =>
  Math.max(0, event.quantity - quantityOf(before.cart.cart, event.sku));

/** The list an add came from, named as view_item_list named it (the listing on screen, or search). */
const sourceList = (
  source: ProductSource | undefined,
  before: { readonly discovery: DiscoveryState },
): TrackedList | undefined => {
  const id = source?.list;
  if (id === undefined || id === "") return undefined;
  if (id === SEARCH_RESULTS_LIST.id) return SEARCH_RESULTS_LIST;
  if (id === SEARCH_FLYOUT_LIST.id) return SEARCH_FLYOUT_LIST;
  const listing = before.discovery.listing;
  if (listing?.result.status === "success") {
    const list = listOf(listing.source, listing.result.data);
    if (list.id === id) return list;
  }
  return { id, name: id };
};

type Money = { readonly currency: string; readonly lines: ReadonlyArray<TrackedLine> };

/** add_to_cart; nothing when no units were added. */
export const addToCart = ({ currency, lines }: Money): Array<typeof AddToCart.Type> => {
  const added = lines.filter((l) => l.quantity > 0);
  return added.length === 0 ? [] : [{ event: "add_to_cart", ecommerce: ecommercePayload(currency, added) }];
};

/** remove_from_cart; nothing when no units were removed. */
export const removeFromCart = ({ currency, lines }: Money): Array<typeof RemoveFromCart.Type> => {
  const removed = lines.filter((l) => l.quantity > 0);
  return removed.length === 0
    ? []
    : [{ event: "remove_from_cart", ecommerce: ecommercePayload(currency, removed) }];
};

/** view_cart: the cart page or the side cart shows the cart (empty: no items, value 0). */
export const viewCart = (currency: string, cart: Cart | null): typeof ViewCart.Type => ({
  event: "view_cart",
  ecommerce: ecommercePayload(currency, cartLines(cart)),
});

/** begin_checkout: the shopper arrives on the checkout with an orderable cart (./projection). */
export const beginCheckout = (currency: string, cart: Cart): typeof BeginCheckout.Type => ({
  event: "begin_checkout",
  ecommerce: ecommercePayload(currency, cartLines(cart)),
});

/** add_shipping_info: the service chosen, DELIVERY or CLICK_AND_COLLECT. */
export const addShippingInfo = (
  currency: string,
  cart: Cart,
  tier: DistributionType,
): typeof AddShippingInfo.Type => ({
  event: "add_shipping_info",
  ecommerce: { ...ecommercePayload(currency, cartLines(cart)), shipping_tier: tier },
});

/** add_payment_info: a payment method chosen at checkout; payment_type is its method key. */
export const addPaymentInfo = (
  currency: string,
  cart: Cart,
  paymentType: string,
): typeof AddPaymentInfo.Type => ({
  event: "add_payment_info",
  ecommerce: { ...ecommercePayload(currency, cartLines(cart)), payment_type: paymentType },
});

const serviceTypeOf = (type: DistributionType): ServiceType =>
  type === "DELIVERY" ? "delivery" : "clickAndCollect";

/**
 * The coupons of an order (GA4 `coupon`): the discount codes that give a discount, then the
 * vouchers applied (by name: they have no code), comma-joined; undefined when none.
 */
const orderCoupons = (cart: Cart): string | undefined => {
  const codes = cart.discountCodes.filter((d) => d.state === "valid" && d.discount > 0).map((d) => d.code);
  const vouchers = cart.voucherLineItems
    .filter((v) => v.applied && v.discount > 0)
    .map((v) => v.voucher.name);
  const all = [...new Set([...codes, ...vouchers])];
  return all.length === 0 ? undefined : all.join(",");
};

/**
 * purchase: the order placed on the payment return (OrderPlaced); user type, order type from the
 * customer as before the order (document 2 §1). The money is the server's, as the order was paid
 * (priceInfo), never recomputed: `value` the goods after the order's discounts (orderValue −
 * discounts: loyalty prices are in the items' prices already), `discount` the vouchers and codes,
 * `shipping` the service fee charged, `tax` the VAT the total contains. The discounts are
 * order-level (the cart gives none per line), so the items carry no discount or coupon.
 * transaction_id is the server's keyed hash of the order number (order.transactionId); an order
 * from before it existed (an old recording) falls back to its cart id, unique per order too. The
 * specification's masked number (document 2 §1) is its own parameter, order_number_masked.
 */
export const purchase = (input: {
  readonly currency: string;
  readonly order: Pick<Order, "cart" | "orderNumber" | "distributionType" | "transactionId">;
  /** The customer before the order (their first-order flags still unspent); null for a guest. */
  readonly customer: Customer | null;
}): typeof Purchase.Type => {
  const { cart } = input.order;
  const price = cart.priceInfo;
  const coupon = orderCoupons(cart);
  return {
    event: "purchase",
    user_type: userType(input.customer),
    order_type: orderType(input.customer, serviceTypeOf(input.order.distributionType)),
    order_number_masked: maskOrderNumber(input.order.orderNumber),
    ecommerce: {
      ...ecommercePayload(input.currency, cartLines(cart)),
      value: fromCents(Math.max(0, price.orderValue - price.discounts)),
      transaction_id: input.order.transactionId ?? cart.id,
      // The method the order was paid with (its main payment; document 2 §9 keys), as add_payment_info names it.
      payment_type: mainPayment(cart)?.methodKey ?? "unknown",
      ...(coupon !== undefined ? { coupon } : {}),
      discount: fromCents(price.discounts),
      shipping: fromCents(price.serviceFeesAfterDiscount),
      tax: fromCents(price.totalVat),
    },
  };
};

/** The added units of an ItemAdded, priced by the cart's line after the add. */
export const itemAddedLines = (
  event: typeof ItemAdded.Type,
  before: { readonly cart: CartState; readonly discovery: DiscoveryState },
): TrackedLine[] => {
  const added = addedQuantity(event, before);
  const line = lineOfSku(event.cart, event.sku);
  if (added <= 0 || !line) return [];
  const list = sourceList(event.source, before);
  const index = event.source?.position;
  return [
    cartLine(line, added, {
      ...(list ? { list } : {}),
      ...(index !== undefined && Number.isInteger(index) && index > 0 ? { index } : {}),
    }),
  ];
};

/** The change of a quantity set: units added (positive) or removed (negative), priced by the line. */
export const quantitySetChange = (
  event: typeof ItemQuantitySet.Type,
  before: { readonly cart: CartState },
): { readonly added: TrackedLine[]; readonly removed: TrackedLine[] } => {
  const delta = event.quantity - event.previous;
  const line =
    allLines(event.cart).find((l) => l.lineItemId === event.lineItemId) ??
    lineOfSku(event.cart, event.sku) ??
    allLines(before.cart.cart).find((l) => l.lineItemId === event.lineItemId);
  if (!line || delta === 0) return { added: [], removed: [] };
  return delta > 0
    ? { added: [cartLine(line, delta)], removed: [] }
    : { added: [], removed: [cartLine(line, -delta)] };
};

/**
 * The difference of two carts by sku (a bulk add): what grew and what shrank, each priced by the
 * line that has it (after for growth, before for shrinkage).
 */
export const cartDifference = (
  from: Cart | null,
  to: Cart,
): { readonly added: TrackedLine[]; readonly removed: TrackedLine[] } => {
  const added: TrackedLine[] = [];
  const removed: TrackedLine[] = [];
  const skus = new Set([...allLines(from), ...allLines(to)].map((l) => l.articleId));
  for (const sku of skus) {
    const delta = quantityOf(to, sku) - quantityOf(from, sku);
    const after = lineOfSku(to, sku);
    const earlier = lineOfSku(from, sku);
    if (delta > 0 && after) added.push(cartLine(after, delta));
    else if (delta < 0 && earlier) removed.push(cartLine(earlier, -delta));
  }
  return { added, removed };
};
