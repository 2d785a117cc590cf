import { useMemo } from "react";
import type { CartState } from "../../domain/cart/state";
import type { Product } from "../../domain/discovery/product";
import { useSelector } from "../state/context";
import { selectDisplayLocale } from "../state/selectors";

/** A percentage in the tenant's locale ("1,5"), for surcharges. */
export const usePercent = (): ((percent: number) => string) => {
  const locale = useSelector(selectDisplayLocale);
  return useMemo(() => {
    const f = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return (percent) => f.format(percent);
  }, [locale]);
};

type Stepped = Pick<Product, "weightArticle">;

/**
 * A line's quantity for display: sale units as a number ("3"), a weightArticle's grams in kg
 * ("0,75 kg"; weight is grams end to end, divided by 1000 only here).
 */
export const useQuantityText = (): ((product: Stepped, quantity: number) => string) => {
  const locale = useSelector(selectDisplayLocale);
  return useMemo(() => {
    const kg = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    const n = new Intl.NumberFormat(locale);
    return (product, quantity) =>
      product.weightArticle ? `${kg.format(quantity / 1000)} kg` : n.format(quantity);
  }, [locale]);
};

type CartSlice = { readonly cart: CartState };

/**
 * A derived cart value (domain/cart/selectors) that returns a fresh object or array: computed once
 * per cart slice, so useSyncExternalStore sees a stable value.
 */
export const useCartDerived = <T>(selector: (state: CartSlice) => T): T => {
  const slice = useSelector((s) => s.cart);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selectors are module-level functions
  return useMemo(() => selector({ cart: slice }), [slice]);
};
