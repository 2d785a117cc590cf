import { isOnOffer } from "../discovery/pricing";
import { fromCents, lineUnits, type TrackedLine } from "../tracking/ecommerce";
import type { ObjectData } from "./algolia";

/**
 * What one unit cost before its discount, in cents: the price before the offer while the product
 * is on offer, else the regular price (a loyalty member pays less than it). Per kg for a
 * weightArticle, so its one unit is the line's grams at that price.
 */
const referenceUnitCents = (line: TrackedLine): number => {
  const { product } = line;
  const perUnit = isOnOffer(product)
    ? (product.price.strikePrice?.value ?? product.price.regular.value)
    : product.price.regular.value;
  if (product.weightArticle) return Math.round((perUnit * line.quantity) / 1000);
  return product.weightPieceArticle ? Math.round((perUnit * product.weight.grams) / 1000) : perUnit;
};

/** A line priced for Algolia: unit price and discount in cents, and the number of units. */
export interface PricedObject {
  readonly objectID: string;
  readonly unitCents: number;
  readonly units: number;
  readonly discountCents: number;
}

/** The line as the cart charges it (./ecommerce lineUnits), with its unit discount. */
export const pricedObject = (line: TrackedLine): PricedObject => {
  const { unitCents, units } = lineUnits(line);
  return {
    objectID: line.product.sku,
    unitCents,
    units,
    discountCents: Math.max(0, referenceUnitCents(line) - unitCents),
  };
};

/** Algolia's objectData: final unit price (discounts included), quantity, unit discount when there is one. */
export const objectData = (o: PricedObject): ObjectData => ({
  price: fromCents(o.unitCents),
  quantity: o.units,
  ...(o.discountCents > 0 ? { discount: fromCents(o.discountCents) } : {}),
});

/** An event's value: the sum of price × quantity, summed in cents. */
export const objectsValue = (objects: ReadonlyArray<PricedObject>): number =>
  fromCents(objects.reduce((sum, o) => sum + o.unitCents * o.units, 0));
