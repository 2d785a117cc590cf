import { Schema } from "effect";

/*
 * The loyalty programme's data (document 1 §3): the member information on the customer, the card
 * info, the loyalty vouchers, the personal vouchers and the physical card's state.
 */

const Text = Schema.String.pipe(Schema.maxLength(2000));

/** A discount collector's pool: the value (cents) collected under its tags. */
export const Pool = Schema.Struct({
  poolId: Schema.String,
  tags: Schema.Array(Schema.String),
  value: Schema.Number,
});
export type Pool = typeof Pool.Type;

export const Promotion = Schema.Struct({ promotionId: Schema.String });
export type Promotion = typeof Promotion.Type;

/** The article whose purchase triggers a loyalty voucher: linked to its product page. */
const TriggerArticle = Schema.Struct({
  sku: Schema.String,
  slug: Schema.String,
  name: Schema.optional(Schema.String),
});

/** A loyalty voucher of the member (document 1 §3). Dates are ISO days (yyyy-mm-dd). */
export const LoyaltyVoucher = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  onlineDescription: Schema.optional(Text),
  validFrom: Schema.String,
  validUntil: Schema.String,
  barcodeImage: Schema.optional(Schema.String),
  coins: Schema.optional(Schema.Number),
  contentType: Schema.optional(Schema.String),
  fineprintHeadline: Schema.optional(Schema.String),
  fineprintText: Schema.optional(Text),
  imageSingle: Schema.optional(Schema.String),
  voucherType: Schema.optional(Schema.String),
  triggerArticle: Schema.optional(TriggerArticle),
});
export type LoyaltyVoucher = typeof LoyaltyVoucher.Type;

/** GET /api/customers/loyalty/card-info (document 1 §7): the card numbers and whether to hide the text. */
export const CardInfo = Schema.Struct({
  currentIds: Schema.Array(Schema.String),
  dontRenderText: Schema.Boolean,
});
export type CardInfo = typeof CardInfo.Type;

export const PersonalVoucherServiceType = Schema.Literal("Delivery", "Click & Collect");
export type PersonalVoucherServiceType = typeof PersonalVoucherServiceType.Type;

/** A personal voucher (document 1 §3) with the texts the screen shows. */
export const PersonalVoucher = Schema.Struct({
  promotionId: Schema.String,
  type: Schema.Literal("personal", "joe"),
  name: Schema.String,
  description: Schema.optional(Text),
  /** "Always", or a value starting with "First orders". */
  ecommerceAutomaticRedemption: Schema.optional(Schema.String),
  ecommerceLimitAutomaticRedemptionToServiceTypes: Schema.Array(PersonalVoucherServiceType),
  validUntil: Schema.optional(Schema.String),
});
export type PersonalVoucher = typeof PersonalVoucher.Type;

/** The physical card's state: none ordered, ordered (being produced) or sent. */
export const PhysicalCardStatus = Schema.Literal("none", "ordered", "sent");
export type PhysicalCardStatus = typeof PhysicalCardStatus.Type;
