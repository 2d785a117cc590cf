import { Schema } from "effect";

/** The offer: price, duration and threshold (the overview screen and the cart's banner). */
const LoadDeliveryPassOffer = Schema.TaggedStruct("LoadDeliveryPassOffer", {});
/** The customer's pass (a reaction to the customer appearing, and after an order). */
const LoadCustomerDeliveryPass = Schema.TaggedStruct("LoadCustomerDeliveryPass", {});
/** Drops the customer's pass with the customer (a reaction to CustomerCleared: customer-bound data). */
const ClearDeliveryPass = Schema.TaggedStruct("ClearDeliveryPass", {});

export const DeliveryPassCommands = [
  LoadDeliveryPassOffer,
  LoadCustomerDeliveryPass,
  ClearDeliveryPass,
] as const;
export type DeliveryPassCommand = (typeof DeliveryPassCommands)[number]["Type"];
