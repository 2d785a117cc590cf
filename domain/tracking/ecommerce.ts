import { linePrice, piecePrice } from "../discovery/pricing";
import type { Product } from "../discovery/product";
import type { Customer } from "../session/customer";

/** What tracking reads of a product (document 1 §3): never anything about the shopper. */
type TrackedProduct = Pick<
  Product,
  "sku" | "name" | "brand" | "parentCategories" | "price" | "weightArticle" | "weightPieceArticle" | "weight"
>;

/** One ecommerce item of a dataLayer event (GA4 shape); price in currency units (cents / 100). */
export interface TrackingItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_brand: string;
  readonly item_category?: string;
  readonly item_category2?: string;
  readonly item_category3?: string;
  readonly price: number;
  readonly quantity: number;
  /** Position in the list, from 1. */
  readonly index?: number;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
}

/** One tracked line before it becomes an item: the unit price in cents and the number of units. */
export interface TrackedLine {
  readonly product: TrackedProduct;
  /** As the cart counts it: sale units, or grams for a weightArticle. */
  readonly quantity: number;
  readonly loyalty?: boolean;
  /**
   * What the cart charges per piece (per kg for a weightArticle) in cents, from the cart's line:
   * wins over the product's price and the loyalty flag, so tracking reports what the cart charges.
   */
  readonly perPieceCents?: number;
  readonly index?: number;
  readonly list?: { readonly id: string; readonly name: string };
}

/** Cents to currency units; money stays an integer of cents until this last step (DESIGN.md). */
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/**
 * The unit price in cents and the unit count of a line. A weightArticle's quantity is grams, so it
 * is one unit priced at the line price; every other article counts sale units (pieces).
 */
export const lineUnits = (line: TrackedLine): { readonly unitCents: number; readonly units: number } => {
  const charged = line.perPieceCents;
  if (line.product.weightArticle)
    return {
      unitCents:
        charged !== undefined
          ? Math.round((charged * line.quantity) / 1000)
          : linePrice(line.product, line.quantity, line.loyalty ?? false),
      units: 1,
    };
  return { unitCents: charged ?? piecePrice(line.product, line.loyalty ?? false), units: line.quantity };
};

export const trackingItem = (line: TrackedLine): TrackingItem => {
  const { unitCents, units } = lineUnits(line);
  const [c1, c2, c3] = line.product.parentCategories;
  return {
    item_id: line.product.sku,
    item_name: line.product.name,
    item_brand: line.product.brand.name,
    ...(c1 ? { item_category: c1.name } : {}),
    ...(c2 ? { item_category2: c2.name } : {}),
    ...(c3 ? { item_category3: c3.name } : {}),
    price: fromCents(unitCents),
    quantity: units,
    ...(line.index !== undefined ? { index: line.index } : {}),
    ...(line.list ? { item_list_id: line.list.id, item_list_name: line.list.name } : {}),
  };
};

/** The value of an ecommerce event: the sum of price times quantity, summed in cents. */
const ecommerceValue = (lines: ReadonlyArray<TrackedLine>): number =>
  fromCents(
    lines.reduce((sum, line) => {
      const { unitCents, units } = lineUnits(line);
      return sum + unitCents * units;
    }, 0),
  );

export interface EcommercePayload {
  readonly currency: string;
  readonly value: number;
  readonly items: ReadonlyArray<TrackingItem>;
}
export const ecommercePayload = (currency: string, lines: ReadonlyArray<TrackedLine>): EcommercePayload => ({
  currency,
  value: ecommerceValue(lines),
  items: lines.map(trackingItem),
});

/** Document 2 §1: guest_order, first_order or customer_order. */
export type OrderType = "guest_order" | "first_order" | "customer_order";
export type ServiceType = "delivery" | "clickAndCollect";
/**
 * The customer as it was before the order: firstOrderDelivery / firstOrderClickAndCollect say the
 * customer has not yet ordered with that service, so this order is their first.
 */
export const orderType = (
  customer: Pick<Customer, "firstOrderDelivery" | "firstOrderClickAndCollect"> | null,
  service: ServiceType,
): OrderType => {
  if (customer === null) return "guest_order";
  const first = service === "delivery" ? customer.firstOrderDelivery : customer.firstOrderClickAndCollect;
  return first ? "first_order" : "customer_order";
};

const MASK_CHARACTER = "*";
/** Document 2 §1: every character of the order number but the last is masked ("12345" → "****5"). */
export const maskOrderNumber = (orderNumber: string): string => {
  const chars = [...orderNumber];
  if (chars.length <= 1) return orderNumber;
  return MASK_CHARACTER.repeat(chars.length - 1) + chars[chars.length - 1];
};
