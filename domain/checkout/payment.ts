import type { Cart, CartPayment, DistributionType, PaymentMethodKey } from "../cart/model";
import { hasSurcharge } from "../cart/rules/surcharge";
import type { PaymentInitiator, PaymentMethodType } from "./model";
import { PAYMENT_ERROR_PARAM } from "./rules";

/**
 * Payment methods at checkout and the way back from the payment (document 2 §2, §4, §9). No
 * schemas here: the checkout screen, the handlers and the tracking projection read it.
 */

/**
 * The methods each service type can be paid with (document 2 §9 keys), in display order: at the
 * door only delivered, at the store only collected, invoice only delivered. Which of them a
 * customer and a browser get offered: domain/payments/rules/offer.
 */
export const PAYMENT_METHODS: Readonly<Record<DistributionType, ReadonlyArray<PaymentMethodKey>>> = {
  DELIVERY: [
    "payment-at-the-door",
    "credit-cards",
    "paypal",
    "apple-pay",
    "google-pay",
    "pay-by-invoice-b2c",
    "pay-by-invoice-b2b",
  ],
  CLICK_AND_COLLECT: ["payment-at-the-store", "credit-cards", "paypal", "apple-pay", "google-pay"],
};

/** The brand the cart's payment carries before the provider knows better (the card brand is chosen at the provider). */
export const BRAND_NAMES: Readonly<Record<PaymentMethodKey, string>> = {
  "apple-pay": "APPLE_PAY",
  "credit-cards": "CREDIT_CARD",
  "google-pay": "GOOGLE_PAY",
  "pay-by-invoice-b2b": "INVOICE_B2B",
  "pay-by-invoice-b2c": "INVOICE",
  "payment-at-the-door": "PAYMENT_AT_THE_DOOR",
  "payment-at-the-store": "PAYMENT_AT_THE_STORE",
  paypal: "PAYPAL",
  "gift-card-rewe": "GIFTCARD",
};

/** Methods paid online: checkout leaves for the payment provider, which returns with paymentId. */
const ONLINE: ReadonlySet<PaymentMethodKey> = new Set<PaymentMethodKey>([
  "credit-cards",
  "paypal",
  "apple-pay",
  "google-pay",
]);
export const isPaidOnline = (key: PaymentMethodKey): boolean => ONLINE.has(key);

export const methodsFor = (type: DistributionType | null | undefined): ReadonlyArray<PaymentMethodKey> =>
  type ? PAYMENT_METHODS[type] : [];

export const isOfferedFor = (key: PaymentMethodKey, type: DistributionType | null | undefined): boolean =>
  methodsFor(type).includes(key);

/** Document 2 §9: card, PayPal, Apple/Google Pay and invoice carry the surcharge; at the door / store none. */
export const surchargePercentOf = (key: PaymentMethodKey, surchargePercent: number): number =>
  hasSurcharge(key) ? surchargePercent : 0;

/** The gift-card wallet method (document 2 §9), paid next to the main method; its own key here keeps the schemas out. */
const GIFT_CARD: PaymentMethodKey = "gift-card-rewe";

/**
 * The main payment (not a gift card) among a cart's payments, as set by POST /api/carts/payment:
 * the client's cart and the server's stored cart read it alike.
 */
export const mainPaymentOf = <P extends { readonly methodKey: string }>(
  payments: ReadonlyArray<P>,
): P | undefined => payments.find((p) => p.methodKey !== GIFT_CARD);

/** The cart's main payment. */
export const mainPayment = (cart: Cart | null | undefined): CartPayment | undefined =>
  cart ? mainPaymentOf(cart.payments) : undefined;

/** The query of the payment-return route (document 2 §2). */
export interface PaymentReturn {
  readonly checkoutId: string | null;
  readonly methodKey: string | null;
  readonly brandName: string | null;
  readonly provider: string | null;
  readonly initiator: PaymentInitiator;
  readonly methodType: PaymentMethodType;
  readonly type: string | null;
  readonly saveMethod: boolean;
  readonly setPrimary: boolean;
  /** finalized=true: the order is placed; the shopper belongs on the confirmation. */
  readonly finalized: boolean;
  readonly orderNumber: string | null;
}

const INITIATORS: ReadonlyArray<PaymentInitiator> = ["REDIRECT", "UNKNOWN", "WEBHOOK"];
const METHOD_TYPES: ReadonlyArray<PaymentMethodType> = ["ONE_TIER", "TWO_TIER", "UNKNOWN", "WALLET"];

/** Reads the payment-return query: id, paymentId or hostedCheckoutId is the checkout id (document 2 §2). */
export const parsePaymentReturn = (search: string): PaymentReturn => {
  const q = new URLSearchParams(search);
  const get = (k: string) => {
    const v = q.get(k)?.trim();
    return v === undefined || v === "" ? null : v;
  };
  const initiator = get("initiator");
  const methodType = get("methodType");
  return {
    checkoutId: get("paymentId") ?? get("hostedCheckoutId") ?? get("id"),
    methodKey: get("methodKey"),
    brandName: get("brandName"),
    provider: get("provider"),
    initiator: INITIATORS.find((i) => i === initiator) ?? "UNKNOWN",
    methodType: METHOD_TYPES.find((t) => t === methodType) ?? "UNKNOWN",
    type: get("type"),
    saveMethod: get("saveMethod") === "true",
    setPrimary: get("setPrimary") === "true",
    finalized: get("finalized") === "true",
    orderNumber: get("orderNumber"),
  };
};

/**
 * The payment-return query checkout hands over: offline methods go there at once with id = the
 * cart id; online ones through the provider, which appends paymentId.
 */
export const paymentReturnSearch = (input: {
  readonly cartId: string | null;
  /** null: not known here (a finalized cart met by a cart call); the payment return reads it from the cart. */
  readonly methodKey: PaymentMethodKey | null;
  readonly brandName: string | null;
  readonly initiator: PaymentInitiator;
  readonly methodType: PaymentMethodType;
}): string => {
  const q = new URLSearchParams();
  if (input.cartId !== null) q.set("id", input.cartId);
  if (input.methodKey !== null) q.set("methodKey", input.methodKey);
  if (input.brandName !== null) q.set("brandName", input.brandName);
  q.set("initiator", input.initiator);
  q.set("methodType", input.methodType);
  if (input.methodKey !== null) q.set("type", isPaidOnline(input.methodKey) ? "online" : "offline");
  return `?${q.toString()}`;
};

/** The test payment provider's page (reference server): it returns to returnUrl with paymentId appended. */
const PSP_PATH = "/psp/pay";
export const pspUrl = (checkoutId: string, returnUrl: string): string =>
  `${PSP_PATH}?${new URLSearchParams({ checkoutId, returnUrl }).toString()}`;

/** The confirmation's query: finalized=true and the order number (document 2 §2). */
export const confirmationSearch = (orderNumber: string): string =>
  `?${new URLSearchParams({ finalized: "true", orderNumber }).toString()}`;

/** The payment error the checkout shows (document 2 §8: the error code, or generalError). */
export const GENERAL_ERROR = "generalError";
export const checkoutErrorSearch = (code: string): string =>
  `?${new URLSearchParams({ [PAYMENT_ERROR_PARAM]: code }).toString()}`;
