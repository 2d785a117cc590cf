import type { Product } from "./product";
import type { DiscoveryState } from "./state";

type Root = { readonly discovery: DiscoveryState };

/** A product the shopper can see right now (detail, listing, related), by sku: the cart caps an add by it before the call. */
export const selectShownProduct =
  (r: Root) =>
  (sku: string): Product | undefined => {
    const d = r.discovery;
    if (d.product?.result.status === "success" && d.product.result.data.sku === sku)
      return d.product.result.data;
    const fromList =
      d.listing?.result.status === "success"
        ? d.listing.result.data.page.products.find((p) => p.sku === sku)
        : undefined;
    return fromList ?? d.product?.related?.products.find((p) => p.sku === sku);
  };
