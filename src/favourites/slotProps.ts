import type { Product } from "../../domain/discovery/product";

/** What the heart of a tile or the product page is given. */
export interface FavouriteSlotProps {
  readonly product: Product;
  readonly variant: "tile" | "detail";
}
