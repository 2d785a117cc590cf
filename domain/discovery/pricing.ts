import type { Deposit, NetContent, Product, UnitPrice } from "./product";

/** Sold by weight or per piece priced by weight: prices are per kg. */
export const pricedPerKg = (p: Pick<Product, "weightArticle" | "weightPieceArticle">): boolean =>
  p.weightArticle || p.weightPieceArticle;

/** The comparison price of a packaged article: per kg (g), per litre (ml) or per piece. */
export const unitPriceOf = (regularCents: number, net: NetContent, perKg: boolean): UnitPrice => {
  if (perKg) return { value: regularCents, per: "kg" };
  switch (net.unit) {
    case "g":
      return { value: Math.round((regularCents * 1000) / net.value), per: "kg" };
    case "ml":
      return { value: Math.round((regularCents * 1000) / net.value), per: "l" };
    case "piece":
      return { value: Math.round(regularCents / net.value), per: "piece" };
  }
};

/** On offer: a price before the offer above today's regular price (a lower or equal one is no offer). */
export const isOnOffer = (p: Pick<Product, "price">): boolean =>
  p.price.strikePrice !== undefined && p.price.strikePrice.value > p.price.regular.value;

/** Total deposit of one sale unit in cents. */
export const depositTotal = (d: Deposit): number => d.bottles * d.perBottle.value + (d.crate?.value ?? 0);

type Priced = Pick<Product, "price" | "weightArticle" | "weightPieceArticle" | "weight">;

/** Price of one piece of a weightPieceArticle (per-kg price times the piece weight), else the price. */
export const piecePrice = (p: Priced, loyalty = false): number => {
  const perUnit = loyalty && p.price.loyalty ? p.price.loyalty.value : p.price.regular.value;
  return p.weightPieceArticle ? Math.round((perUnit * p.weight.grams) / 1000) : perUnit;
};

/**
 * Price of a line without deposit, in cents: grams × per-kg price for a weightArticle,
 * pieces × piece price otherwise.
 */
export const linePrice = (p: Priced, quantity: number, loyalty = false): number => {
  if (p.weightArticle) {
    const perKg = loyalty && p.price.loyalty ? p.price.loyalty.value : p.price.regular.value;
    return Math.round((perKg * quantity) / 1000);
  }
  return piecePrice(p, loyalty) * quantity;
};

/** Deposit of a line in cents (no deposit for weight articles). */
export const lineDeposit = (p: Pick<Product, "price" | "weightArticle">, quantity: number): number =>
  p.weightArticle ? 0 : (p.price.depositPrice?.value ?? 0) * quantity;

/** Shipping weight of a line in grams: the quantity itself for a weightArticle. */
export const lineWeightGrams = (p: Pick<Product, "weightArticle" | "weight">, quantity: number): number =>
  p.weightArticle ? quantity : p.weight.grams * quantity;
