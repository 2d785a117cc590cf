import { Schema } from "effect";
import { CardInfo, LoyaltyVoucher, PersonalVoucher, PhysicalCardStatus } from "./model";

export const LoyaltyRequested = Schema.TaggedStruct("LoyaltyRequested", { memberKey: Schema.String });
export const CardInfoLoaded = Schema.TaggedStruct("CardInfoLoaded", { cardInfo: CardInfo });
/** The card-info call answered errorCode 10048: the card info resets (document 1 §8). */
const CardInfoReset = Schema.TaggedStruct("CardInfoReset", {});
/** Any other card-info failure: empty values, silently. */
const CardInfoFailed = Schema.TaggedStruct("CardInfoFailed", {});
export const LoyaltyVouchersLoaded = Schema.TaggedStruct("LoyaltyVouchersLoaded", {
  vouchers: Schema.Array(LoyaltyVoucher),
});
const LoyaltyVouchersFailed = Schema.TaggedStruct("LoyaltyVouchersFailed", {});
const PersonalVouchersRequested = Schema.TaggedStruct("PersonalVouchersRequested", {});
export const PersonalVouchersLoaded = Schema.TaggedStruct("PersonalVouchersLoaded", {
  vouchers: Schema.Array(PersonalVoucher),
});
/** The personal-vouchers call failed: an error flag the screen shows (document 1 §8). */
const PersonalVouchersFailed = Schema.TaggedStruct("PersonalVouchersFailed", {});
/** The member information vanished (or the customer went): card info and vouchers reset. */
const LoyaltyReset = Schema.TaggedStruct("LoyaltyReset", {});
const PhysicalCardStatusRequested = Schema.TaggedStruct("PhysicalCardStatusRequested", {});
export const PhysicalCardStatusLoaded = Schema.TaggedStruct("PhysicalCardStatusLoaded", {
  status: PhysicalCardStatus,
});
/** The physical-card status call failed: an empty value, silently (document 1 §8). */
const PhysicalCardStatusFailed = Schema.TaggedStruct("PhysicalCardStatusFailed", {});

export const LoyaltyEvents = [
  LoyaltyRequested,
  CardInfoLoaded,
  CardInfoReset,
  CardInfoFailed,
  LoyaltyVouchersLoaded,
  LoyaltyVouchersFailed,
  PersonalVouchersRequested,
  PersonalVouchersLoaded,
  PersonalVouchersFailed,
  LoyaltyReset,
  PhysicalCardStatusRequested,
  PhysicalCardStatusLoaded,
  PhysicalCardStatusFailed,
] as const;
export type LoyaltyEvent = (typeof LoyaltyEvents)[number]["Type"];
