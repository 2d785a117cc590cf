import type { Product } from "../../discovery/product";

/**
 * Quantity capping (document 2 §4 "Add to cart"). A quantity counts sale units, or grams for a
 * weightArticle; it moves in steps of quantityStepSize and never exceeds maxQuantity (rounded down
 * to a whole step).
 */
type Stepped = Pick<Product, "maxQuantity" | "quantityStepSize">;

/** The largest quantity a line may hold: maxQuantity rounded down to a whole step. */
export const maxAllowedQuantity = (p: Stepped): number =>
  Math.floor(p.maxQuantity / p.quantityStepSize) * p.quantityStepSize;

export const isWholeStep = (p: Stepped, quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= 0 && quantity % p.quantityStepSize === 0;

type QuantityOutcome = "added" | "capped" | "maxquantityreached" | "removed";

export interface QuantityChange {
  /** The line's quantity afterwards (0: no line). */
  readonly quantity: number;
  readonly outcome: QuantityOutcome;
}

/**
 * Adds `delta` (> 0, a whole step) to a line holding `current`: a line already at the maximum stays
 * as it is (maxquantityreached); a sum above the maximum is capped to it.
 */
export const addQuantity = (p: Stepped, current: number, delta: number): QuantityChange => {
  const max = maxAllowedQuantity(p);
  if (current >= max) return { quantity: current, outcome: "maxquantityreached" };
  if (current + delta > max) return { quantity: max, outcome: "capped" };
  return { quantity: current + delta, outcome: "added" };
};

/** Sets a line to `target` (a whole step): 0 removes it, above the maximum is capped. */
export const setQuantity = (p: Stepped, current: number, target: number): QuantityChange => {
  const max = maxAllowedQuantity(p);
  if (target === 0) return { quantity: 0, outcome: "removed" };
  if (target > max)
    return current >= max
      ? { quantity: current, outcome: "maxquantityreached" }
      : { quantity: max, outcome: "capped" };
  return { quantity: target, outcome: "added" };
};
