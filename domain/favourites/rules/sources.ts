import type { SourceMode } from "../model";

/** The modes in the order the switch offers them (document 1 §3). */
export const SOURCE_MODES = [
  "favoritesOrPurchased",
  "favorites",
  "purchased",
  "favoritesAndPurchased",
] as const satisfies ReadonlyArray<SourceMode>;

/**
 * The query of GET /api/customers/favorites/products for a mode: which sources it reads
 * (favorites, purchasedProducts) and, when it reads both, whether a product must be in both.
 */
export interface SourceQuery {
  readonly favorites: boolean;
  readonly purchasedProducts: boolean;
  readonly combine: "or" | "and";
}

export const sourceQuery = (mode: SourceMode): SourceQuery => {
  switch (mode) {
    case "favoritesOrPurchased":
      return { favorites: true, purchasedProducts: true, combine: "or" };
    case "favorites":
      return { favorites: true, purchasedProducts: false, combine: "or" };
    case "purchased":
      return { favorites: false, purchasedProducts: true, combine: "or" };
    case "favoritesAndPurchased":
      return { favorites: true, purchasedProducts: true, combine: "and" };
  }
};

/** The mode a query asks for; null when it names no source at all (a 400 on the server). */
export const modeOfQuery = (q: SourceQuery): SourceMode | null => {
  if (q.favorites && q.purchasedProducts)
    return q.combine === "and" ? "favoritesAndPurchased" : "favoritesOrPurchased";
  if (q.favorites) return "favorites";
  if (q.purchasedProducts) return "purchased";
  return null;
};

const unique = (skus: ReadonlyArray<string>): string[] => [...new Set(skus)];

/**
 * The skus a mode lists, each once: the favourites in their order, then the purchased ones that
 * are not favourites (OR); only those in both, in the favourites' order (AND).
 */
export const productsOfMode = (
  mode: SourceMode,
  favourites: ReadonlyArray<string>,
  purchased: ReadonlyArray<string>,
): string[] => {
  switch (mode) {
    case "favoritesOrPurchased":
      return unique([...favourites, ...purchased]);
    case "favorites":
      return unique(favourites);
    case "purchased":
      return unique(purchased);
    case "favoritesAndPurchased": {
      const bought = new Set(purchased);
      return unique(favourites.filter((s) => bought.has(s)));
    }
  }
};
