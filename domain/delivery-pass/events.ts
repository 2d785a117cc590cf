import { Schema } from "effect";
import { DeliveryPass, DeliveryPassOffer, PassState } from "./model";

const DeliveryPassOfferRequested = Schema.TaggedStruct("DeliveryPassOfferRequested", {});
export const DeliveryPassOfferLoaded = Schema.TaggedStruct("DeliveryPassOfferLoaded", {
  offer: DeliveryPassOffer,
});
const DeliveryPassOfferFailed = Schema.TaggedStruct("DeliveryPassOfferFailed", {});
const CustomerDeliveryPassRequested = Schema.TaggedStruct("CustomerDeliveryPassRequested", {});
export const CustomerDeliveryPassLoaded = Schema.TaggedStruct("CustomerDeliveryPassLoaded", {
  customerId: Schema.String,
  pass: Schema.NullOr(DeliveryPass),
  /** The pass's state when it was loaded (by the server's clock): valid now, still to start, or over. */
  passState: PassState,
});
const CustomerDeliveryPassFailed = Schema.TaggedStruct("CustomerDeliveryPassFailed", {});
const DeliveryPassCleared = Schema.TaggedStruct("DeliveryPassCleared", {});

export const DeliveryPassEvents = [
  DeliveryPassOfferRequested,
  DeliveryPassOfferLoaded,
  DeliveryPassOfferFailed,
  CustomerDeliveryPassRequested,
  CustomerDeliveryPassLoaded,
  CustomerDeliveryPassFailed,
  DeliveryPassCleared,
] as const;
export type DeliveryPassEvent = (typeof DeliveryPassEvents)[number]["Type"];
