import { buildPath } from "../routing/match";
import { type RouteName, routePattern } from "../routing/routes";
import { routesFor } from "../routing/table";
import type { ClientRuntimeConfig, PageKey } from "../tenant/config";
import type { SearchType } from "./search";

/**
 * Every discovery link of the shop, built in one place. In shop-forward mode (config shopForward)
 * product, search and category links go to the external shop's paths (document 1 §2):
 * /produkte/{slug}, /suche/{term}?tab=products and /kategorie/{slug}.
 */
export interface DiscoveryLinks {
  readonly product: (p: { readonly slug: string; readonly sku?: string }) => string;
  /** The product list of a category; without a slug the list's start (all top categories). */
  readonly category: (slug?: string) => string;
  readonly search: (term: string, tab?: SearchType) => string;
  readonly brands: () => string;
  readonly brand: (slug: string) => string;
  readonly recipe: (slug: string) => string;
}

const enc = encodeURIComponent;

const SHOP_FORWARD_PATHS = {
  product: (slug: string) => `/produkte/${enc(slug)}`,
  search: (term: string) => `/suche/${enc(term)}?tab=products`,
  category: (slug: string) => `/kategorie/${enc(slug)}`,
} as const;

const pathFor = (
  config: ClientRuntimeConfig,
  name: RouteName,
  key: PageKey,
  params: Record<string, string>,
  suffix = "",
): string => {
  const pattern = routePattern(routesFor(config), name);
  if (pattern) return buildPath(pattern, params);
  const slug = (config.pages[key]?.urlslug ?? key).replace(/^\/+|\/+$/g, "");
  const rest = Object.values(params)
    .filter((v) => v !== "")
    .map(enc)
    .join("/");
  return `/${slug}${suffix}${rest ? `/${rest}` : ""}`;
};

export const discoveryLinks = (config: ClientRuntimeConfig): DiscoveryLinks => {
  const forward = config.shopForward;
  return {
    product: (p) =>
      forward
        ? SHOP_FORWARD_PATHS.product(p.slug)
        : pathFor(
            config,
            "productDetail",
            "productDetail",
            p.sku ? { slug: p.slug, sku: p.sku } : { slug: p.slug },
          ),
    category: (slug) =>
      forward && slug
        ? SHOP_FORWARD_PATHS.category(slug)
        : pathFor(config, "productList", "productList", slug ? { slug } : {}),
    search: (term, tab) =>
      forward
        ? SHOP_FORWARD_PATHS.search(term)
        : `${pathFor(config, "search", "search", { term })}${tab ? `?tab=${enc(tab)}` : ""}`,
    brands: () => pathFor(config, "brands", "brands", {}),
    brand: (slug) => pathFor(config, "brandDetail", "brandDetail", { slug }),
    recipe: (slug) => pathFor(config, "recipeDetail", "recipes", { slug }),
  };
};
