import type { MessageBundle } from "../tenant/config";
import { translate } from "../tenant/messages";
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

/** The cart's lines (positions); the add on its way is one more when its product is not in the cart yet. */
export const selectCartLineCount = (state: { readonly cart: CartState }): number => {
  const lines = state.cart.cart?.productLineItems ?? EMPTY;
  const pending = state.cart.pendingAdd;
  return lines.length + (pending && !lines.some((l) => l.articleId === pending.sku) ? 1 : 0);
};

/**
 * The cart's size in words, one wording for the badge, the header menu, the side cart and the cart
 * page: the badge's units and the lines they are in ("8 Artikel in 2 Positionen"), so the badge's
 * number and a heading never seem to disagree.
 */
export const cartCountText = (bundle: MessageBundle, units: number, lines: number): string =>
  units === 0
    ? translate(bundle, "cart.count.empty")
    : translate(bundle, "cart.count", {
        units: translate(bundle, units === 1 ? "cart.count.unit" : "cart.count.units", { count: `${units}` }),
        lines: translate(bundle, lines === 1 ? "cart.count.line" : "cart.count.lines", { count: `${lines}` }),
      });
