import { useMemo } from "react";
import { DEFAULT_CURRENCY, formatPrice, formatUnitPrice, formatWeight } from "../../domain/discovery/format";
import { type DiscoveryLinks, discoveryLinks } from "../../domain/discovery/links";
import type { UnitPrice } from "../../domain/discovery/product";
import { isLoyaltyMember } from "../../domain/discovery/selectors";
import { useSelector, useT } from "../state/context";
import { selectDisplayLocale, selectRuntimeConfig } from "../state/selectors";

const noLinks: DiscoveryLinks = {
  product: (p) => `/${p.slug}`,
  category: (slug) => `/${slug ?? ""}`,
  search: (term) => `/${encodeURIComponent(term)}`,
  brands: () => "/",
  brand: (slug) => `/${slug}`,
  recipe: (slug) => `/${slug}`,
};

/** Every discovery link goes through the domain's link builder (shop-forward aware). */
export const useLinks = (): DiscoveryLinks => {
  const config = useSelector(selectRuntimeConfig);
  return useMemo(() => (config ? discoveryLinks(config) : noLinks), [config]);
};

export interface Money {
  readonly price: (cents: number) => string;
  readonly unit: (u: UnitPrice) => string;
  readonly weight: (grams: number) => string;
}

/** Money and weights in the tenant's locale and currency. */
export const useMoney = (): Money => {
  const config = useSelector(selectRuntimeConfig);
  const t = useT();
  const locale = useSelector(selectDisplayLocale);
  const currency = config?.currency ?? DEFAULT_CURRENCY;
  const piece = t("discovery.piece");
  return useMemo(
    () => ({
      price: (cents) => formatPrice(cents, locale, currency),
      unit: (u) => formatUnitPrice(u, locale, currency, piece),
      weight: (g) => formatWeight(g, locale),
    }),
    [locale, currency, piece],
  );
};

export const useLoyaltyMember = (): boolean => useSelector(isLoyaltyMember);
