import { selectServiceStoreId } from "../cart/selectors";
import type { CartState } from "../cart/state";
import { selectConsent } from "../consent/selectors";
import type { ConsentState } from "../consent/state";
import { userType } from "../session/model";
import type { SessionState } from "../session/state";
import { type ProductFlags, productQueryFlags } from "./flags";
import type { Product } from "./product";
import type { DiscoveryState } from "./state";

/** The flags of a product query now: the service's store and the consent (search asks with them too). */
export const selectProductFlags = (r: {
  readonly cart: CartState;
  readonly consent: ConsentState;
}): ProductFlags => productQueryFlags(selectServiceStoreId(r), selectConsent(r));

/** Loyalty prices are shown to loyalty members only (document 2 §6; document 1 §4 Loyalty). */
export const isLoyaltyMember = (r: { readonly session: SessionState }): boolean =>
  userType(r.session.customer) === "loyalty";

type Root = { readonly discovery: DiscoveryState };
export const selectCategoryTree = (r: Root) => r.discovery.tree;
export const selectListing = (r: Root) => r.discovery.listing;
export const selectProduct = (r: Root) => r.discovery.product;
export const selectBrands = (r: Root) => r.discovery.brands;
export const selectBrandDetails = (r: Root) => r.discovery.brandDetails;

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
