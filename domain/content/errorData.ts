import { Schema } from "effect";

/**
 * The error data a 404 may carry (document 1 §2: "the error page can take … an extra component from
 * the error data"): the name of a component the shell shows below the CMS error page. Names the
 * shell does not know show nothing, so a recording from another build still replays.
 */
export const ErrorExtra = Schema.Struct({ component: Schema.String });
export type ErrorExtra = typeof ErrorExtra.Type;

/** The product route's: similar or popular products instead of a gone product (the not-found slider). */
export const PRODUCT_NOT_FOUND_SLIDER = "product-not-found-slider";
