import { Schema } from "effect";
import { isDeliveryPassValid } from "../cart/rules/delivery-pass";

/** Delivery pass (document 2 §3, §4, §7): the offer, the customer's pass and the pass as a cart line. */

const Cents = Schema.Int.pipe(Schema.nonNegative());

/** GET /api/delivery-pass: what the pass costs, how long it runs and from which order value delivery is free. */
export const DeliveryPassOffer = Schema.Struct({
  articleId: Schema.String,
  name: Schema.String,
  price: Cents,
  durationDays: Schema.Int.pipe(Schema.positive()),
  /** With the pass, delivery is free from this orderValue (cents). */
  freeDeliveryThreshold: Cents,
});
export type DeliveryPassOffer = typeof DeliveryPassOffer.Type;

/** The customer's pass (document 2 §3): ISO 8601 dates, both inclusive. */
export const DeliveryPass = Schema.Struct({ startDate: Schema.String, endDate: Schema.String });
export type DeliveryPass = typeof DeliveryPass.Type;

/** The pass bought with the cart: one line at most, priced by the server from the offer. */
export const DeliveryPassLineItem = Schema.Struct({
  lineItemId: Schema.String,
  articleId: Schema.String,
  name: Schema.String,
  price: Cents,
  durationDays: Schema.Int,
  addedAt: Schema.String,
});
export type DeliveryPassLineItem = typeof DeliveryPassLineItem.Type;

/** A customer's pass at a moment: none, valid (document 2 §4), not started yet, or over. */
export const PassState = Schema.Literal("none", "valid", "upcoming", "expired");
export type PassState = typeof PassState.Type;

export const passStateAt = (pass: DeliveryPass | null, now: number): PassState => {
  if (pass === null) return "none";
  if (isDeliveryPassValid(pass, now)) return "valid";
  return Date.parse(pass.startDate) > now ? "upcoming" : "expired";
};

const DAY_MS = 86_400_000;

/**
 * The pass a purchase gives: it starts at the purchase, or right after a pass still running, and
 * runs durationDays (its last millisecond is the end date, inclusive).
 */
export const passFromPurchase = (
  current: DeliveryPass | null,
  purchasedAt: number,
  durationDays: number,
): DeliveryPass => {
  const currentEnd = current ? Date.parse(current.endDate) : Number.NaN;
  const start = !Number.isNaN(currentEnd) && currentEnd >= purchasedAt ? currentEnd + 1 : purchasedAt;
  return {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + durationDays * DAY_MS - 1).toISOString(),
  };
};
