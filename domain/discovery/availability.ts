import { Effect } from "effect";
import { callApi } from "../api/call";
import { getProducts } from "../api/discovery";
import { discovery } from "./access";
import { productQueryFlags } from "./flags";
import { MAX_SKUS_PER_REQUEST } from "./listing";
import type { Product } from "./product";
import { flagQuery } from "./query";
import type { DiscoveryState } from "./state";

/** The skus of the products on screen: the listing, the offers, the product groups, the product page and its related ones, the search results. */
const shownSkus = (s: DiscoveryState, searchProducts: ReadonlyArray<Product>): ReadonlyArray<string> => {
  const products: Product[] = [];
  const listing = s.listing?.result;
  if (listing?.status === "success") products.push(...listing.data.page.products);
  if (s.offers?.status === "success") products.push(...s.offers.data.products);
  for (const group of Object.values(s.productGroups))
    if (group.status === "success") products.push(...group.data);
  const product = s.product;
  if (product?.result.status === "success") products.push(product.result.data);
  products.push(...(product?.related?.products ?? []));
  products.push(...searchProducts);
  return [...new Set(products.map((p) => p.sku))];
};

/**
 * Availability is per store (document 2 §7: product queries carry the service's storeId). When the
 * service's store changes, the products already on screen are asked for again with the new store,
 * so a tile never says "Lieferbar" for a product the cart then holds as not orderable. A failed
 * call keeps what is shown: the server still refuses to add what the store cannot deliver.
 */
export const refreshShownAvailability = (storeBefore: string | undefined) =>
  Effect.gen(function* () {
    const inputs = yield* discovery.inputs;
    const flags = productQueryFlags(inputs.storeId, inputs.consent);
    if (flags.storeId === storeBefore) return "unchanged";
    const skus = shownSkus(yield* discovery.state, inputs.searchProducts).slice(0, MAX_SKUS_PER_REQUEST);
    if (skus.length === 0) return "none";
    const r = yield* callApi(getProducts, { query: { ...flagQuery(flags), skus: [...skus] } }).pipe(
      Effect.either,
    );
    if (r._tag === "Left") return "failed";
    yield* discovery.emit({
      _tag: "ProductAvailabilityUpdated",
      storeId: flags.storeId ?? null,
      availability: Object.fromEntries(r.right.products.map((p) => [p.sku, p.availability])),
    });
    return "updated";
  });
