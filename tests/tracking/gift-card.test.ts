import { describe, expect, it } from "vitest";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { type AppState, initialState } from "../../domain/app/state";
import type { Cart, CartPayment, DistributionAddress } from "../../domain/cart/model";
import type { Order } from "../../domain/checkout/model";
import { reduce } from "../../domain/core/store";
import type { DataLayerEvent } from "../../domain/tracking/events";
import { projectDataLayer } from "../../domain/tracking/projection";
import { asSku, cart, lineItem, product, zeroPrices } from "./fixtures";

const fold = (events: ReadonlyArray<AppEvent>, from: AppState = initialState) => {
  let state = from;
  const out: DataLayerEvent[][] = [];
  for (const event of events) {
    const before = state;
    state = reduce(appRecipe, state, event);
    out.push(projectDataLayer(event, before, state));
  }
  return { out, all: out.flat() };
};

const home: DistributionAddress = {
  distributionType: "DELIVERY",
  streetName: "Hauptstraße",
  streetNumber: "12",
  postalCode: "50667",
  city: "Köln",
};
const milk = product();
const butter = product({
  sku: asSku("100002"),
  slug: "butter",
  name: "Butter",
  price: { regular: { value: 249 } },
});
const lines = [lineItem(milk, 2), lineItem(butter, 1)]; // value 5,07 €

const giftCard = (amount: number): CartPayment => ({
  paymentId: "g1",
  methodKey: "gift-card-rewe",
  brandName: "GIFTCARD",
  amountPlanned: amount,
  giftCardCode: "************1001",
});
const atTheDoor = (amount: number): CartPayment => ({
  paymentId: "m1",
  methodKey: "payment-at-the-door",
  brandName: "PAYMENT_AT_THE_DOOR",
  amountPlanned: amount,
});
const paid = (payments: ReadonlyArray<CartPayment>, covered: number): Cart =>
  cart(lines, {
    distributionAddress: home,
    payments: [...payments],
    priceInfo: {
      ...zeroPrices,
      orderValue: 507,
      total: 507,
      totalWithSurcharge: 507,
      coveredAmount: covered,
    },
  });
const placed = (c: Cart, orderNumber: string): AppEvent => {
  const order: Order = {
    orderNumber,
    placedAt: "2026-11-21T09:00:00.000Z",
    distributionType: "DELIVERY",
    firstOrder: false,
    customerId: null,
    cart: { ...c, cartStatus: "ORDERED" },
  };
  return { _tag: "OrderPlaced", checkoutId: c.id, order, cart: cart([], { id: "cart-2" }) };
};
const purchases = (all: ReadonlyArray<DataLayerEvent>) => all.filter((e) => e.event === "purchase");
const purchaseValue = (e: DataLayerEvent | undefined) =>
  (e as { ecommerce?: { value?: number } } | undefined)?.ecommerce?.value;

describe("[doc1 §7, doc2 §9] a gift-card part of the payment is not revenue twice", () => {
  it("a purchase paid 3,00 € by gift card and 2,07 € at the door has the order's value once: 5,07 €", () => {
    const { all } = fold([placed(paid([giftCard(300), atTheDoor(207)], 300), "4000000021")]);
    expect(purchases(all)).toHaveLength(1);
    expect(purchaseValue(purchases(all)[0])).toBe(5.07);
  });

  it("the value is the same whatever part gift cards pay: none, some, or all of it", () => {
    const values = [
      paid([atTheDoor(507)], 0),
      paid([giftCard(1), atTheDoor(506)], 1),
      paid([giftCard(300), atTheDoor(207)], 300),
      paid([giftCard(507)], 507),
    ].map((c, i) => purchaseValue(purchases(fold([placed(c, `400000003${i}`)]).all)[0]));
    expect(values).toEqual([5.07, 5.07, 5.07, 5.07]);
  });

  it("setting or removing a gift card's amount at checkout tracks nothing (no payment info, no purchase)", () => {
    const { out } = fold([
      { _tag: "CartReceived", cart: paid([], 0), cause: "load" },
      { _tag: "GiftCardPaymentChanged", cart: paid([giftCard(300)], 300) },
      { _tag: "GiftCardPaymentChanged", cart: paid([], 0) },
    ]);
    expect(out[1]).toEqual([]);
    expect(out[2]).toEqual([]);
  });
});
