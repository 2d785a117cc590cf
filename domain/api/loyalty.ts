import { Schema } from "effect";
import { CardInfo, LoyaltyVoucher, PersonalVoucher, PhysicalCardStatus } from "../loyalty/model";
import { PHYSICAL_CARD_FIELDS, type PhysicalCardField } from "../loyalty/rules/physicalCard";
import { defineCall } from "./contract";

/** The loyalty calls of document 1 §7; the response shapes beyond the fields named are ours. */

/** The member's card numbers; a 404 whose message holds errorCode 10048: no card (the card info resets). */
export const getLoyaltyCardInfo = defineCall({
  name: "customers.loyalty.cardInfo",
  method: "GET",
  path: "/api/customers/loyalty/card-info",
  response: CardInfo,
  errors: { 401: "not logged in (keeps the session)", 404: "errorCode 10048: no card linked" },
});

export const getLoyaltyVouchers = defineCall({
  name: "customers.loyalty.vouchers",
  method: "GET",
  path: "/api/customers/loyalty/vouchers",
  response: Schema.Struct({ vouchers: Schema.Array(LoyaltyVoucher) }),
  errors: { 401: "not logged in", 403: "not a loyalty member" },
});

/** The personal vouchers of the member's promotions (comma-separated promotion ids). */
export const getPersonalVouchers = defineCall({
  name: "content.vouchers.personal",
  method: "GET",
  path: "/api/content/vouchers/personalvouchers",
  query: Schema.Struct({ promotionIds: Schema.String.pipe(Schema.maxLength(2100)) }),
  response: Schema.Struct({ vouchers: Schema.Array(PersonalVoucher) }),
  errors: { 400: "promotionIds missing or malformed" },
});

export const getPhysicalCardStatus = defineCall({
  name: "customers.physicalCard.status",
  method: "GET",
  path: "/api/customers/physical-card/status",
  response: Schema.Struct({ status: PhysicalCardStatus }),
  errors: { 401: "not logged in" },
});

const Field = Schema.String.pipe(Schema.maxLength(100));

/** Orders the physical card to the given address (only with the joe feature off). */
export const orderPhysicalCard = defineCall({
  name: "customers.physicalCard.order",
  method: "POST",
  path: "/api/customers/physical-card",
  body: Schema.Struct(
    Object.fromEntries(PHYSICAL_CARD_FIELDS.map((f) => [f, Field])) as Record<
      PhysicalCardField,
      typeof Field
    >,
  ),
  response: Schema.Struct({ status: PhysicalCardStatus }),
  errors: {
    400: "a field breaks its rule",
    401: "not logged in",
    404: "the joe feature is on: no physical card order",
    409: "the customer has a card or has ordered one",
  },
});
