import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../domain/cart/model";
import { giftCardShares } from "../../domain/cart/rules/gift-cards";
import { demoCustomers } from "../../server/seed/customers";
import { walletGiftCards } from "../../server/seed/wallet";
import { type InProcessServer, inProcessServer } from "../support/in-process";
import {
  browserOn,
  type Call,
  checkoutOf,
  finalize,
  payAtProvider,
  payAtTheDoor,
  payOnline,
  payWithCard,
  readyCart,
} from "./checkout-support";

/**
 * Property test of the gift-card debits (document 2 §3 coveredAmount, §8 261/264, §9 GIFTCARD)
 * against the reference server in process: random sequences of orders paid partly by two gift
 * cards of one wallet, with the rest at the door or online, orders whose online payment of the
 * rest is declined, balances spent elsewhere between finalize and checkout (another shop, another
 * order), and the same checkout sent twice at the same moment (two tabs). After every step: no
 * balance below zero; each card's balance is its start less what was spent elsewhere less the
 * debits of the orders placed; each order's debits are exactly its gift-card shares (what the
 * order was paid with); a refused or declined checkout debits nothing; an order is placed exactly
 * when the model says the cards cover their shares.
 * Runs: WALLET_PROPERTY_RUNS (default 5: each run places several real orders).
 */
const NUM_RUNS = Number(process.env.WALLET_PROPERTY_RUNS ?? 5);

const max = { email: demoCustomers[2]?.customer.email ?? "", password: demoCustomers[2]?.password ?? "" };
const CARDS = [walletGiftCards[4]?.code ?? "", walletGiftCards[1]?.code ?? ""] as const; // Max's, and one he adds

interface Step {
  /** What each card is asked for (0: not used). */
  readonly asked: readonly [number, number];
  readonly rest: "door" | "onlineApproved" | "onlineDeclined";
  /** Taken from the first card elsewhere between finalize and checkout. */
  readonly spentElsewhere: number;
  /** The checkout sent twice at the same moment. */
  readonly twice: boolean;
}
const stepArb: fc.Arbitrary<Step> = fc.record({
  asked: fc.tuple(
    fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4000 })),
    fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4000 })),
  ),
  rest: fc.constantFrom("door", "onlineApproved", "onlineDeclined"),
  spentElsewhere: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3000 })),
  twice: fc.boolean(),
});
const scenarioArb = fc.record({
  start: fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 })),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 3 }),
});

let server: InProcessServer;
let call: Call;
const jar = new Map<string, string>();
beforeAll(async () => {
  server = await inProcessServer();
  call = await browserOn(server.app, max, jar);
  // Max's wallet holds both cards.
  expect((await call("PUT", "/api/customers/digital-wallet/gift-card", { code: CARDS[1] })).status).toBe(200);
});

const balances = async () => {
  const rows = await server.db.query<{ code: string; balance: number }>(
    "SELECT code, balance FROM gift_cards WHERE code = ANY($1::text[])",
    [[...CARDS]],
  );
  return CARDS.map((c) => Number(rows.find((r) => r.code === c)?.balance));
};
const debitsOf = async (orderNumber: string) => {
  const rows = await server.db.query<{ code: string; amount_cents: number }>(
    "SELECT code, amount_cents FROM gift_card_debits WHERE order_number = $1",
    [orderNumber],
  );
  return CARDS.map((c) => Number(rows.find((r) => r.code === c)?.amount_cents ?? 0));
};
const debitsOfCart = async (cartId: string) =>
  Number(
    (
      await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM gift_card_debits d JOIN orders o USING (order_number) WHERE o.cart_id = $1",
        [cartId],
      )
    )[0]?.n ?? 0,
  );

/** How the steps ended, over all runs (logged: the runs went through every path). */
const seen = new Map<string, number>();
const tally = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);

/** One step: checks its own invariants and keeps `expected` (each card's balance) current. */
const runStep = async (step: Step, expected: number[]) => {
  await readyCart(call);
  if (step.rest === "door") expect((await payAtTheDoor(call)).status).toBe(200);
  else expect((await payOnline(call)).status).toBe(200);
  const used = CARDS.flatMap((code, i) => {
    const amount = step.asked[i] ?? 0;
    return amount > 0 ? [{ code, i, amount }] : [];
  });
  for (const u of used) expect((await payWithCard(call, u.code, u.amount)).status).toBe(200);

  const before = await balances();
  const fin = await finalize(call);
  // Validation (261): a card asked for more than its balance stops finalize; nothing happens.
  const covers = used.every((u) => u.amount <= (before[u.i] ?? 0));
  expect(fin.status === 200, JSON.stringify(fin.json).slice(0, 200)).toBe(covers);
  if (fin.status !== 200) {
    tally("finalizeRefused");
    expect(await balances()).toEqual(before);
    return;
  }
  const cart = fin.json as Cart;
  const shares = giftCardShares(
    used.map((u) => u.amount),
    cart.priceInfo.coveredAmount,
  );
  // Spent elsewhere meanwhile (never below zero).
  if (step.spentElsewhere > 0) {
    const taken = Math.min(step.spentElsewhere, before[0] ?? 0);
    await server.db.query("UPDATE gift_cards SET balance = balance - $2 WHERE code = $1", [CARDS[0], taken]);
    expected[0] = (expected[0] ?? 0) - taken;
  }
  const now = await balances();
  let checkoutId: string | undefined;
  if (step.rest !== "door")
    checkoutId = await payAtProvider(server.app, jar, cart.id, step.rest === "onlineApproved");
  const send = () => checkoutOf(call, cart, false, checkoutId);
  const answers = step.twice ? await Promise.all([send(), send()]) : [await send()];
  const placed = answers.filter((a) => a.status === 200);
  const cardsCover = used.every((u, k) => (shares[k] ?? 0) <= (now[u.i] ?? 0));
  const model = step.rest !== "onlineDeclined" && cardsCover;
  expect(placed.length > 0, JSON.stringify(answers.map((a) => [a.status, a.json])).slice(0, 400)).toBe(model);
  tally(model ? `placed:${step.rest}${step.twice ? ":twice" : ""}` : `refused:${step.rest}`);
  if (!model) {
    // Refused (402 261, declined): nothing taken, whatever was sent.
    for (const a of answers) expect([402, 409]).toContain(a.status);
    expect(await debitsOfCart(cart.id)).toBe(0);
    expect(await balances()).toEqual(now);
    await call("PUT", "/api/carts/payments/clean");
    return;
  }
  // Twice at once: one order, the same for both answers that succeeded.
  const numbers = new Set(
    placed.map((a) => (a.json as { order: { orderNumber: string } }).order.orderNumber),
  );
  expect(numbers.size).toBe(1);
  const orderNumber = [...numbers][0] ?? "";
  const order = (placed[0]?.json as { order: { cart: Cart } } | undefined)?.order;
  const debits = await debitsOf(orderNumber);
  const paidWith = CARDS.map((_, i) => {
    const k = used.findIndex((u) => u.i === i);
    return k === -1 ? 0 : (shares[k] ?? 0);
  });
  // The debits are what the order was paid with: its shares, summing to its coveredAmount.
  expect(debits).toEqual(paidWith);
  expect(debits.reduce((a, b) => a + b, 0)).toBe(order?.cart.priceInfo.coveredAmount);
  for (const [i, d] of debits.entries()) expected[i] = (expected[i] ?? 0) - d;
};

describe("gift-card debits, property-based (document 2 §3, §8, §9)", () => {
  it(
    "[doc2 §8] for random orders, declined and refused payments, balances spent elsewhere and double checkouts: no balance below zero, debits equal what orders were paid with",
    async () => {
      await fc.assert(
        fc.asyncProperty(scenarioArb, async ({ start, steps }) => {
          for (const [i, code] of CARDS.entries())
            await server.db.query("UPDATE gift_cards SET balance = $2 WHERE code = $1", [code, start[i]]);
          const expected: number[] = [...start];
          for (const step of steps) {
            await runStep(step, expected);
            const now = await balances();
            for (const b of now) expect(b).toBeGreaterThanOrEqual(0);
            expect(now).toEqual(expected);
          }
        }),
        { numRuns: NUM_RUNS },
      );
      console.info(`gift-card debit property: ${NUM_RUNS} runs`, Object.fromEntries(seen));
    },
    30_000 + NUM_RUNS * 10_000,
  );
});
