import { DEFAULT_CURRENCY, DEFAULT_LOCALE, formatPrice } from "./money";
import { isOnOffer, piecePrice, pricedPerKg, unitPriceOf } from "./pricing";
import type { NetContent, Product, UnitPrice } from "./product";

/** Money has its own small module (the first load formats with it): re-exported for the callers here. */
export { DEFAULT_CURRENCY, formatPrice };

const numberFormats = new Map<string, Intl.NumberFormat>();

const numberFormat = (locale: string): Intl.NumberFormat => {
  let f = numberFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    numberFormats.set(locale, f);
  }
  return f;
};

/** Grams for display: below 1 kg in g ("500 g"), from 1 kg in kg ("1,5 kg"). */
export const formatWeight = (grams: number, locale = DEFAULT_LOCALE): string =>
  grams < 1000
    ? `${numberFormat(locale).format(grams)} g`
    : `${numberFormat(locale).format(grams / 1000)} kg`;

/** Net content: "500 g", "1,5 kg", "330 ml", "1,5 l", "6 Stück". */
export const formatNetContent = (net: NetContent, locale = DEFAULT_LOCALE, pieceLabel = "Stück"): string => {
  switch (net.unit) {
    case "g":
      return formatWeight(net.value, locale);
    case "ml":
      return net.value < 1000
        ? `${numberFormat(locale).format(net.value)} ml`
        : `${numberFormat(locale).format(net.value / 1000)} l`;
    case "piece":
      return `${numberFormat(locale).format(net.value)} ${pieceLabel}`;
  }
};

/** "3,69 € / kg", "0,76 € / l", "0,50 € / Stück". */
export const formatUnitPrice = (
  unit: UnitPrice,
  locale = DEFAULT_LOCALE,
  currency = DEFAULT_CURRENCY,
  pieceLabel = "Stück",
): string => `${formatPrice(unit.value, locale, currency)} / ${unit.per === "piece" ? pieceLabel : unit.per}`;

/**
 * What a tile or the detail page shows for a product, all in cents:
 * - price: what one quantity unit costs (per kg for a weightArticle, one piece of about
 *   weight.grams for a weightPieceArticle), at the loyalty price for loyalty members;
 * - regular: the same at the regular price (struck through when a loyalty price applies);
 * - loyalty: the loyalty price per unit, only for loyalty members and only when lower (doc 2 §6);
 * - strike: the price per unit before the offer, struck through, only while the product is on offer;
 * - deposit: the bottle and crate deposit on top, null when none;
 * - unit: the comparison price per kg, litre or piece, computed from the weights;
 * - per: "kg" when the price is per kg (weightArticle), "approxPiece" for a weightPieceArticle.
 */
export interface DisplayPrice {
  readonly price: number;
  readonly regular: number;
  readonly loyalty: number | null;
  readonly strike: number | null;
  readonly deposit: number | null;
  readonly unit: UnitPrice;
  readonly per: "unit" | "kg" | "approxPiece";
}

type PricedProduct = Pick<
  Product,
  "price" | "weightArticle" | "weightPieceArticle" | "weight" | "deposit" | "unitPrice"
>;

export const displayPrice = (p: PricedProduct, loyaltyMember: boolean): DisplayPrice => {
  const regularBase = p.price.regular.value;
  const loyaltyBase = p.price.loyalty?.value;
  const useLoyalty = loyaltyMember && loyaltyBase !== undefined && loyaltyBase < regularBase;
  const regular = piecePrice(p, false);
  const price = piecePrice(p, useLoyalty);
  const depositCents = p.weightArticle ? 0 : (p.price.depositPrice?.value ?? 0);
  return {
    price,
    regular,
    loyalty: useLoyalty ? price : null,
    strike:
      p.price.strikePrice !== undefined && isOnOffer(p)
        ? piecePrice({ ...p, price: { regular: p.price.strikePrice } }, false)
        : null,
    deposit: depositCents > 0 ? depositCents : null,
    unit: unitPriceOf(
      useLoyalty ? (loyaltyBase as number) : regularBase,
      p.weight.netContent,
      pricedPerKg(p),
    ),
    per: p.weightArticle ? "kg" : p.weightPieceArticle ? "approxPiece" : "unit",
  };
};
