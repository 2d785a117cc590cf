import { Schema } from "effect";

/** Control characters (NUL among them) never appear in a key; PostgreSQL text cannot even hold NUL. */
export const noControlCharacters = <A extends string, I, R>(self: Schema.Schema<A, I, R>) =>
  self.pipe(Schema.filter((s) => (/\p{Cc}/u.test(s) ? "must not contain control characters" : true)));

/** An article number. Opaque to the client: any non-empty text up to 64 characters. */
export const Sku = Schema.String.pipe(
  Schema.minLength(1, { message: () => "sku must not be null or empty" }),
  Schema.maxLength(64),
  noControlCharacters,
  Schema.brand("Sku"),
);
export type Sku = typeof Sku.Type;

/** Money is always an integer number of cents (document 2 §9). */
export const Cents = Schema.Int.pipe(Schema.nonNegative());
const Money = Schema.Struct({ value: Cents });

/**
 * regular: what everyone pays; loyalty: the lower price for loyalty members (shown to them only);
 * depositPrice: bottle and crate deposit per sale unit, paid on top of the price;
 * strikePrice: while the product is on offer, its price before the offer (shown struck through);
 * regular is then the offer price everyone pays.
 * For weight articles (weightArticle or weightPieceArticle) regular, loyalty and strikePrice are per kg.
 */
const Price = Schema.Struct({
  regular: Money,
  loyalty: Schema.optional(Money),
  depositPrice: Schema.optional(Money),
  strikePrice: Schema.optional(Money),
});

export const Availability = Schema.Literal("available", "temporarilyUnavailable", "unavailable");
export type Availability = typeof Availability.Type;

/** Minimum age to buy: 16 for beer, wine and sparkling wine, 18 for spirits (German law). */
const AgeRestriction = Schema.Literal(0, 16, 18);

const ContentUnit = Schema.Literal("g", "ml", "piece");

/** Net content of one sale unit (a bundle counts all its parts: 6 x 1,5 l is 9000 ml). */
export const NetContent = Schema.Struct({ value: Schema.Int.pipe(Schema.positive()), unit: ContentUnit });
export type NetContent = typeof NetContent.Type;

/**
 * grams: shipping weight of one quantity unit: a pack (with bottles and crate), a piece of a
 * weightPieceArticle, or the smallest portion of a weightArticle (= quantityStepSize grams).
 */
const Weight = Schema.Struct({ grams: Schema.Int.pipe(Schema.positive()), netContent: NetContent });

/** The comparison price: regular price per kg, per litre or per piece, in cents. */
export const UnitPrice = Schema.Struct({ value: Cents, per: Schema.Literal("kg", "l", "piece") });
export type UnitPrice = typeof UnitPrice.Type;

/**
 * Bottle deposit (Pfand): singleUse (Einweg, 25 ct a bottle or can) or reusable (Mehrweg, 8 ct for
 * beer, 15 ct for water and juice), plus the crate's deposit for a crate. Its total is price.depositPrice.
 */
export const Deposit = Schema.Struct({
  kind: Schema.Literal("singleUse", "reusable"),
  bottles: Schema.Int.pipe(Schema.positive()),
  perBottle: Money,
  crate: Schema.optional(Money),
});
export type Deposit = typeof Deposit.Type;

export const Image = Schema.Struct({ url: Schema.String, alt: Schema.String });
export type Image = typeof Image.Type;

const NutritionRow = Schema.Struct({ name: Schema.String, per100g: Schema.String });

export const ProductAttribute = Schema.Literal(
  "bio",
  "vegan",
  "vegetarian",
  "glutenfree",
  "lactosefree",
  "regional",
  "fairtrade",
);
export type ProductAttribute = typeof ProductAttribute.Type;
export const PRODUCT_ATTRIBUTES: ReadonlyArray<ProductAttribute> = ProductAttribute.literals;

export const CategoryRef = Schema.Struct({ slug: Schema.String, name: Schema.String });
export type CategoryRef = typeof CategoryRef.Type;

const BrandRef = Schema.Struct({ slug: Schema.String, name: Schema.String });

/**
 * A product as discovery answers it: tile and detail use the same shape (document 2 §3, document 1 §3).
 *
 * Quantities: a product's quantity counts sale units, in steps of quantityStepSize up to maxQuantity,
 * except for a weightArticle (sold loose by weight), whose quantity is in grams (e.g. steps of 250 g)
 * and whose prices are per kg. A weightPieceArticle is counted in pieces of about weight.grams each and
 * also priced per kg. See `piecePrice`, `linePrice` and `lineWeightGrams` in ./pricing.
 */
export const Product = Schema.Struct({
  sku: Sku,
  productId: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  brand: BrandRef,
  /** The slug of the product's own (leaf) category. */
  category: Schema.String,
  /** From the top category down to the product's own category (inclusive). */
  parentCategories: Schema.Array(CategoryRef),
  price: Price,
  unitPrice: UnitPrice,
  /** Pack size as shown under the name: "1 l", "6 x 1,5 l", "ca. 180 g je Stück", "lose, je kg". */
  packageSize: Schema.String,
  maxQuantity: Schema.Int.pipe(Schema.positive()),
  quantityStepSize: Schema.Int.pipe(Schema.positive()),
  weightArticle: Schema.Boolean,
  weightPieceArticle: Schema.Boolean,
  weight: Weight,
  /** Parts of a bundle, e.g. "6 x 1,5 l"; absent for a single article. */
  bundleInfo: Schema.optional(Schema.String),
  /** Number of parts in the sale unit (1 for a single article). */
  bundleSize: Schema.Int.pipe(Schema.positive()),
  availability: Availability,
  ageRestriction: AgeRestriction,
  image: Image,
  description: Schema.String,
  /** Per 100 g or 100 ml; empty for non-food. */
  nutrition: Schema.Array(NutritionRow),
  attributes: Schema.Array(ProductAttribute),
  deposit: Schema.optional(Deposit),
});
export type Product = typeof Product.Type;
