import { Schema } from "effect";
import { Image } from "./product";

export const Brand = Schema.Struct({
  slug: Schema.String,
  name: Schema.String,
  description: Schema.String,
  /** The shop's own brands (Demo Markt, Demo Bio, ...). */
  ownBrand: Schema.Boolean,
  productCount: Schema.Int,
  logo: Image,
});
export type Brand = typeof Brand.Type;

export const BrandList = Schema.Struct({ brands: Schema.Array(Brand) });
export type BrandList = typeof BrandList.Type;

/** A brand with the top categories it has products in. */
export const BrandDetail = Schema.Struct({
  brand: Brand,
  categories: Schema.Array(
    Schema.Struct({ slug: Schema.String, name: Schema.String, productCount: Schema.Int }),
  ),
});
export type BrandDetail = typeof BrandDetail.Type;
