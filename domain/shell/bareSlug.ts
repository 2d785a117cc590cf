import { buildPath } from "../routing/match";
import { routePattern } from "../routing/routes";
import { routesFor } from "../routing/table";
import type { ClientRuntimeConfig } from "../tenant/config";

/**
 * Document 2 §2: a route with a bare slug query on first load (/?slug=bio-aepfel-elstar) is sent to
 * the product route (/produkt/bio-aepfel-elstar); the other query parameters stay. Null: nothing to do.
 */
export const bareSlugRedirect = (
  config: ClientRuntimeConfig,
  path: string,
  search: string,
): { readonly path: string; readonly search: string } | null => {
  if (!config.featureProductDiscovery) return null;
  const query = new URLSearchParams(search);
  const slug = query.get("slug")?.trim();
  if (!slug) return null;
  const pattern = routePattern(routesFor(config), "productDetail");
  if (!pattern) return null;
  query.delete("slug");
  const target = buildPath(pattern, { slug });
  if (target === path) return null;
  const rest = query.toString();
  return { path: target, search: rest ? `?${rest}` : "" };
};
