import type { LineItem } from "./model";
import type { CartState } from "./state";

const EMPTY: ReadonlyArray<LineItem> = [];

/**
 * The cart badge: Σ line quantities; a weightArticle line (quantity in grams) counts 1. Its own
 * module because the header badge is in the first load and needs nothing else of the selectors.
 */
export const selectCartCount = (state: { readonly cart: CartState }): number => {
  const lines = state.cart.cart?.productLineItems ?? EMPTY;
  const counted = lines.reduce((sum, l) => sum + (l.product.weightArticle ? 1 : l.quantity), 0);
  // The add on its way counts at once, in the badge's units.
  return counted + (state.cart.pendingAdd?.units ?? 0);
};
