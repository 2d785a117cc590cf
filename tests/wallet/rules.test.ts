import { describe, expect, it } from "vitest";
import type { Cart, CartPayment } from "../../domain/cart/model";
import {
  euroAmountText,
  isGiftCardAmount,
  maxGiftCardAmount,
  paidByGiftCardsAlone,
  paidParts,
  parseEuroAmount,
  restToPay,
} from "../../domain/cart/rules/gift-card-payment";
import {
  isGiftCardCode,
  MAX_WALLET_GIFT_CARDS,
  maskGiftCardCode,
  normaliseGiftCardCode,
} from "../../domain/wallet/rules/codes";
import { walletErrorOf } from "../../domain/wallet/rules/errors";

const card = (amount: number, last4 = "1001"): CartPayment => ({
  paymentId: `g${last4}`,
  methodKey: "gift-card-rewe",
  brandName: "GIFTCARD",
  amountPlanned: amount,
  giftCardCode: `************${last4}`,
});
const cartWith = (total: number, covered: number, payments: CartPayment[]) =>
  ({ payments, priceInfo: { totalWithSurcharge: total, coveredAmount: covered } }) as unknown as Cart;

describe("gift-card codes (document 2 §7, §8 1001)", () => {
  it("[doc2 §8] 16 digits; groups of four with spaces or dashes are the same code; anything else is not (1001)", () => {
    expect(isGiftCardCode(normaliseGiftCardCode("6000 1000 1000 1001"))).toBe(true);
    expect(normaliseGiftCardCode("6000-1000-1000-1001")).toBe("6000100010001001");
    for (const bad of [
      "",
      "600010001000100",
      "60001000100010011",
      "600010001000100A",
      "６０００１０００１０００１００１",
    ])
      expect(isGiftCardCode(normaliseGiftCardCode(bad)), bad).toBe(false);
  });

  it("[doc2 §7] a code is shown only by its last four digits", () => {
    expect(maskGiftCardCode("6000100010001001")).toBe("•••• 1001");
    expect(maskGiftCardCode("1001")).toBe("1001");
  });

  it("[doc2 §8] a wallet holds at most MAX_WALLET_GIFT_CARDS cards (1014 beyond)", () => {
    expect(MAX_WALLET_GIFT_CARDS).toBe(10);
  });

  it("[doc2 §8] an answer's code that is not a wallet code is 1000, general", () => {
    expect(walletErrorOf("1004")).toBe("1004");
    for (const other of [undefined, null, "", "261", "1006", "cart_invalid"])
      expect(walletErrorOf(other)).toBe("1000");
  });
});

describe("gift-card amounts at checkout (document 2 §3 coveredAmount)", () => {
  it("[doc2 §3] euros as typed in cents: comma or point, one or two decimals; anything else is none", () => {
    expect(parseEuroAmount("12,50")).toBe(1250);
    expect(parseEuroAmount("12.5")).toBe(1250);
    expect(parseEuroAmount(" 7 € ")).toBe(700);
    expect(parseEuroAmount("0,01")).toBe(1);
    for (const bad of ["", "abc", "1,234", "-5", "1e3", "12,50,1"])
      expect(parseEuroAmount(bad), bad).toBeNull();
    expect(euroAmountText(1250)).toBe("12,50");
    expect(euroAmountText(5)).toBe("0,05");
  });

  it("[doc2 §3] a card may pay at most its balance and what is still open (the rest plus its own part)", () => {
    const open = cartWith(5000, 1000, [card(1000)]);
    expect(restToPay(open)).toBe(4000);
    expect(maxGiftCardAmount(open, "6000100010001001", 10_000)).toBe(5000);
    expect(maxGiftCardAmount(open, "6000100010002002", 10_000)).toBe(4000);
    expect(maxGiftCardAmount(open, "6000100010002002", 300)).toBe(300);
    expect(isGiftCardAmount(1, 300)).toBe(true);
    expect(isGiftCardAmount(300, 300)).toBe(true);
    for (const bad of [0, 301, 1.5, -1]) expect(isGiftCardAmount(bad, 300)).toBe(false);
  });

  it("[doc2 §9] gift cards pay alone only when they cover the whole total", () => {
    expect(paidByGiftCardsAlone(cartWith(5000, 5000, [card(5000)]))).toBe(true);
    expect(paidByGiftCardsAlone(cartWith(5000, 4999, [card(4999)]))).toBe(false);
    expect(paidByGiftCardsAlone(cartWith(0, 0, []))).toBe(false);
  });
});

describe("how a placed order was paid (document 2 §9 gift-card-rewe next to the main method)", () => {
  const door: CartPayment = {
    paymentId: "p1",
    methodKey: "payment-at-the-door",
    brandName: "PAYMENT_AT_THE_DOOR",
    amountPlanned: 0,
  };

  it("[doc2 §9] each gift card (its code shown masked) with its amount, then the main method with the rest", () => {
    expect(paidParts(cartWith(5000, 1500, [card(1000, "1001"), door, card(500, "2002")]))).toEqual([
      { kind: "giftCard", paymentId: "g1001", code: "************1001", amount: 1000 },
      { kind: "giftCard", paymentId: "g2002", code: "************2002", amount: 500 },
      { kind: "method", methodKey: "payment-at-the-door", amount: 3500 },
    ]);
  });

  it("[doc2 §9] cards asked for more than they covered show their share; a card that covered nothing is left out", () => {
    expect(paidParts(cartWith(1800, 1800, [card(2500, "1001"), card(700, "2002")]))).toEqual([
      { kind: "giftCard", paymentId: "g1001", code: "************1001", amount: 1800 },
    ]);
  });

  it("[doc2 §9] without gift cards the main method pays the whole total with its surcharge", () => {
    expect(paidParts(cartWith(4321, 0, [door]))).toEqual([
      { kind: "method", methodKey: "payment-at-the-door", amount: 4321 },
    ]);
    expect(paidParts(cartWith(4321, 0, []))).toEqual([]);
  });
});
