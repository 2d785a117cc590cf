import { Schema } from "effect";

/** The member's card info, vouchers and personal vouchers (a reaction to the customer appearing), or their reset. */
const LoadLoyalty = Schema.TaggedStruct("LoadLoyalty", {});
/** Drops the loyalty data with the customer (a reaction to CustomerCleared). */
const ClearLoyalty = Schema.TaggedStruct("ClearLoyalty", {});
/** Loads the personal vouchers again (the screen's retry after a failure). */
const LoadPersonalVouchers = Schema.TaggedStruct("LoadPersonalVouchers", {});
/** The physical card's state (the order screen and the loyalty section). */
const LoadPhysicalCardStatus = Schema.TaggedStruct("LoadPhysicalCardStatus", {});
/** Orders the physical card to this address (only with the joe feature off). */
const OrderPhysicalCard = Schema.TaggedStruct("OrderPhysicalCard", {
  firstName: Schema.String,
  lastName: Schema.String,
  street: Schema.String,
  houseNumber: Schema.String,
  zip: Schema.String,
  city: Schema.String,
});

export const LoyaltyCommands = [
  LoadLoyalty,
  ClearLoyalty,
  LoadPersonalVouchers,
  LoadPhysicalCardStatus,
  OrderPhysicalCard,
] as const;
export type LoyaltyCommand = (typeof LoyaltyCommands)[number]["Type"];
