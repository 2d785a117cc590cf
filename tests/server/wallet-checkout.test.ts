import { beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../domain/cart/model";
import { paidParts } from "../../domain/cart/rules/gift-card-payment";
import type { Order } from "../../domain/checkout/model";
import { demoCustomers } from "../../server/seed/customers";
import { walletGiftCards } from "../../server/seed/wallet";
import { type InProcessServer, inProcessServer } from "../support/in-process";
import {
  browserOn,
  checkoutOf,
  finalize,
  payAtTheDoor,
  payWithCard,
  readyCart,
} from "../wallet/checkout-support";

const max = { email: demoCustomers[2]?.customer.email ?? "", password: demoCustomers[2]?.password ?? "" };
const MAXS_CARD = walletGiftCards[4]?.code ?? ""; // 30 € in Max's wallet
const BIG = walletGiftCards[2]?.code ?? ""; // 150 €, free to add

let server: InProcessServer;
beforeAll(async () => {
  server = await inProcessServer();
});
const balanceOf = async (code: string) =>
  Number(
    (await server.db.query<{ balance: number }>("SELECT balance FROM gift_cards WHERE code = $1", [code]))[0]
      ?.balance,
  );
const debitsOf = async (orderNumber: string) =>
  server.db.query<{ code: string; amount_cents: number }>(
    "SELECT code, amount_cents FROM gift_card_debits WHERE order_number = $1 ORDER BY code",
    [orderNumber],
  );

describe("gift-card payment at checkout (document 2 §9 brand GIFTCARD, key gift-card-rewe; §8 260, 261, 264)", () => {
  it("[doc2 §9] a gift card pays part, the main method the rest: the card is debited its share on order placement", async () => {
    const call = await browserOn(server.app, max);
    const before = await balanceOf(MAXS_CARD);
    await readyCart(call);
    expect((await payAtTheDoor(call)).status).toBe(200);
    const paid = (await payWithCard(call, MAXS_CARD, 1500)).json as Cart;
    expect(paid.priceInfo.coveredAmount).toBe(1500);
    const main = paid.payments.find((p) => p.methodKey === "payment-at-the-door");
    expect(main?.amountPlanned).toBe(paid.priceInfo.totalWithSurcharge - 1500);
    const cart = (await finalize(call)).json as Cart;
    const placed = await checkoutOf(call, cart);
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const { order } = placed.json as { order: { orderNumber: string } };
    expect(await balanceOf(MAXS_CARD)).toBe(before - 1500);
    expect(await debitsOf(order.orderNumber)).toEqual([{ code: MAXS_CARD, amount_cents: 1500 }]);
  });

  it("[doc2 §9] the placed order, as the confirmation and the profile read it, says how it was paid: each card masked with what it was debited, the main method the rest", async () => {
    const call = await browserOn(server.app, max);
    expect((await call("PUT", "/api/customers/digital-wallet/gift-card", { code: BIG })).status).toBe(200);
    await readyCart(call);
    expect((await payAtTheDoor(call)).status).toBe(200);
    await payWithCard(call, MAXS_CARD, 700);
    await payWithCard(call, BIG, 400);
    const cart = (await finalize(call)).json as Cart;
    const placed = await checkoutOf(call, cart);
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const { order } = placed.json as { order: Order };
    const debits = await debitsOf(order.orderNumber);
    for (const path of [`/api/orders/${order.orderNumber}`, `/api/customers/orders/${order.orderNumber}`]) {
      const read = await call("GET", path);
      expect(read.status, path).toBe(200);
      const { cart: paid } = read.json as Order;
      // Codes never leave the server whole: only their last 4 digits show.
      expect(JSON.stringify(paid)).not.toContain(MAXS_CARD);
      expect(JSON.stringify(paid)).not.toContain(BIG);
      const parts = paidParts(paid);
      const cards = parts.flatMap((p) => (p.kind === "giftCard" ? [p] : []));
      expect(
        cards.map((p) => ({ last4: p.code.slice(-4), amount: p.amount })).sort((a, b) => a.amount - b.amount),
        path,
      ).toEqual(
        debits
          .map((d) => ({ last4: d.code.slice(-4), amount: d.amount_cents }))
          .sort((a, b) => a.amount - b.amount),
      );
      expect(parts.at(-1), path).toEqual({
        kind: "method",
        methodKey: "payment-at-the-door",
        amount: paid.priceInfo.totalWithSurcharge - 1100,
      });
    }
    expect(debits.reduce((sum, d) => sum + d.amount_cents, 0)).toBe(1100);
  });

  it("[doc2 §9] gift cards alone (method type WALLET) pay an order they cover in full; the card is debited the whole total", async () => {
    const call = await browserOn(server.app, max);
    expect((await call("PUT", "/api/customers/digital-wallet/gift-card", { code: BIG })).status).toBe(200);
    const before = await balanceOf(BIG);
    const ready = await readyCart(call);
    const total = ready.priceInfo.totalWithSurcharge;
    expect(total).toBeLessThan(before);
    const paid = (await payWithCard(call, BIG, total)).json as Cart;
    expect(paid.priceInfo.coveredAmount).toBe(total);
    const cart = (await finalize(call)).json as Cart;
    const placed = await checkoutOf(call, cart, true);
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const { order } = placed.json as { order: { orderNumber: string } };
    expect(await balanceOf(BIG)).toBe(before - total);
    expect(await debitsOf(order.orderNumber)).toEqual([{ code: BIG, amount_cents: total }]);
  });

  it("[doc2 §8] gift cards alone that do not cover the order are refused with 261; nothing is debited and the cart is open again", async () => {
    const call = await browserOn(server.app, max);
    const before = await balanceOf(MAXS_CARD);
    await readyCart(call);
    await payWithCard(call, MAXS_CARD, 100);
    const cart = (await finalize(call)).json as Cart;
    const refused = await checkoutOf(call, cart, true);
    expect(refused.status).toBe(402);
    expect((refused.json as { code: string }).code).toBe("261");
    expect(await balanceOf(MAXS_CARD)).toBe(before);
    expect(((await call("GET", "/api/carts")).json as Cart).cartStatus).toBe("OPEN");
  });

  it("[doc2 §8] 264: a card taken out of the wallet between finalize and checkout pays nothing; the order is refused, the balance kept", async () => {
    const call = await browserOn(server.app, max);
    expect((await call("PUT", "/api/customers/digital-wallet/gift-card", { code: BIG })).status).toBe(200);
    const before = await balanceOf(BIG);
    await readyCart(call);
    await payAtTheDoor(call);
    await payWithCard(call, BIG, 500);
    const cart = (await finalize(call)).json as Cart;
    // Removing it through the wallet is refused while the checkout is under way (1005) ...
    expect((await call("DELETE", `/api/customers/digital-wallet/gift-card/${BIG}`)).status).toBe(409);
    // ... so it leaves the wallet some other way (the card's owner changed in the card system).
    await server.db.query("UPDATE gift_cards SET customer_id = NULL WHERE code = $1", [BIG]);
    const refused = await checkoutOf(call, cart);
    expect(refused.status).toBe(402);
    expect((refused.json as { code: string }).code).toBe("264");
    expect(await balanceOf(BIG)).toBe(before);
  });

  it("[doc2 §8] 260: a gift-card payment whose code is not a card's code stops finalize (cart_invalid lists 260)", async () => {
    const call = await browserOn(server.app, max);
    await readyCart(call);
    await payAtTheDoor(call);
    await payWithCard(call, "not-a-card", 500);
    const r = await finalize(call);
    expect(r.status).toBe(409);
    expect((r.json as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain("260");
    await call("PUT", "/api/carts/payments/clean");
  });
});
