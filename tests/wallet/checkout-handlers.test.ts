import { describe, expect, it } from "vitest";
import { GIFT_CARD_METHOD_KEY } from "../../domain/cart/model";
import { giftCardPayments, restToPay } from "../../domain/cart/rules/gift-card-payment";
import { checkoutShop, query, validAddress } from "../checkout/support";
import { inProcessServer } from "../support/in-process";

const ANNAS_CARD = "6000100010001001";
type Shop = Awaited<ReturnType<typeof checkoutShop>>;
const cartOf = (shop: Shop) => {
  const cart = shop.store.getState().cart.cart;
  if (!cart) throw new Error("no cart");
  return cart;
};
const balanceOf = async (code: string) =>
  Number(
    (
      await (
        await inProcessServer()
      ).db.query<{ balance: number }>("SELECT balance FROM gift_cards WHERE code = $1", [code])
    )[0]?.balance,
  );
const setBalance = async (code: string, balance: number) =>
  (await inProcessServer()).db.query("UPDATE gift_cards SET balance = $2 WHERE code = $1", [code, balance]);

/** Anna at checkout (her wallet loaded), juice above the minimum, delivery and a window; `method` chosen or none. */
const atCheckout = async (method: "payment-at-the-door" | null) => {
  const shop = await checkoutShop({ customer: "anna" });
  await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
  if (method) await shop.dispatch({ _tag: "ChoosePaymentMethod", methodKey: method });
  await shop.bus.idle();
  shop.calls.length = 0;
  return shop;
};

describe("gift-card payment at checkout, the handlers (document 2 §3 coveredAmount, §9 GIFTCARD)", () => {
  it("[doc2 §9] a wallet card pays an amount next to the main method: brand GIFTCARD, key gift-card-rewe; the rest is the main method's; taken off again", async () => {
    await setBalance(ANNAS_CARD, 2500);
    const shop = await atCheckout("payment-at-the-door");
    expect(shop.store.getState().wallet.giftCards.map((g) => g.code)).toEqual([ANNAS_CARD]);
    const total = cartOf(shop).priceInfo.totalWithSurcharge;
    expect(
      await shop.dispatch({ _tag: "PayWithGiftCard", giftCardCode: ANNAS_CARD, amount: 500 }),
    ).toMatchObject({
      value: "applied",
    });
    expect(shop.calls[0]).toEqual({
      name: "carts.payment",
      input: {
        body: {
          methodKey: GIFT_CARD_METHOD_KEY,
          brandName: "GIFTCARD",
          amount: 500,
          giftCardCode: ANNAS_CARD,
        },
      },
    });
    const cart = cartOf(shop);
    expect(cart.priceInfo.coveredAmount).toBe(500);
    expect(restToPay(cart)).toBe(total - 500);
    const [payment] = giftCardPayments(cart);
    expect(payment).toMatchObject({
      methodKey: GIFT_CARD_METHOD_KEY,
      brandName: "GIFTCARD",
      amountPlanned: 500,
    });
    expect(payment?.giftCardCode?.endsWith("1001")).toBe(true);
    expect(cart.payments.find((p) => p.methodKey === "payment-at-the-door")?.amountPlanned).toBe(total - 500);
    expect(
      await shop.dispatch({ _tag: "RemoveGiftCardPayment", paymentId: payment?.paymentId ?? "" }),
    ).toMatchObject({ value: "removed" });
    expect(cartOf(shop).priceInfo.coveredAmount).toBe(0);
    expect(giftCardPayments(cartOf(shop))).toEqual([]);
  });

  it("[doc2 §9] an amount that is not whole cents of at least 1 is refused without a call", async () => {
    const shop = await atCheckout("payment-at-the-door");
    for (const amount of [0, -5, 12.5])
      expect(
        await shop.dispatch({ _tag: "PayWithGiftCard", giftCardCode: ANNAS_CARD, amount }),
      ).toMatchObject({
        value: "invalid",
      });
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §4, §9] gift cards alone: placing the order goes to the payment return with gift-card-rewe and WALLET, the order is placed and the card debited the total", async () => {
    await setBalance(ANNAS_CARD, 20_000);
    const shop = await atCheckout(null);
    const total = cartOf(shop).priceInfo.totalWithSurcharge;
    await shop.dispatch({ _tag: "PayWithGiftCard", giftCardCode: ANNAS_CARD, amount: total });
    expect(restToPay(cartOf(shop))).toBe(0);
    expect(await shop.dispatch({ _tag: "PlaceOrder", address: validAddress })).toMatchObject({
      value: "paymentreturn",
    });
    const s = shop.store.getState();
    expect(s.navigation.location.route).toBe("paymentReturn");
    expect(query(s.navigation.location.search)).toMatchObject({
      methodKey: GIFT_CARD_METHOD_KEY,
      brandName: "GIFTCARD",
      methodType: "WALLET",
      type: "offline",
    });
    expect(
      await shop.dispatch({ _tag: "FinaliseCheckout", query: s.navigation.location.search }),
    ).toMatchObject({ value: "placed" });
    expect(await balanceOf(ANNAS_CARD)).toBe(20_000 - total);
    // The wallet follows: the new cart's id reads it again.
    await shop.bus.idle();
    expect(shop.store.getState().wallet.balance).toBe(20_000 - total);
  });

  it("[doc2 §4] without a main method and with gift cards short of the total, placing stops: no payment method", async () => {
    await setBalance(ANNAS_CARD, 2500);
    const shop = await atCheckout(null);
    await shop.dispatch({ _tag: "PayWithGiftCard", giftCardCode: ANNAS_CARD, amount: 1000 });
    expect(await shop.dispatch({ _tag: "PlaceOrder", address: validAddress })).toMatchObject({
      value: "nopaymentmethod",
    });
    expect(shop.names()).not.toContain("carts.finalize");
  });
});
