import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { startValidationPoll } from "../../adapters/cart/validationPoll";
import type { AppCommand } from "../../domain/app/commands";
import { initialState } from "../../domain/app/state";
import type { Voucher } from "../../domain/cart/model";
import { maxAllowedQuantity } from "../../domain/cart/rules/quantity";
import { automaticVoucherDecision } from "../../domain/cart/rules/vouchers";
import { selectLimitNotices } from "../../domain/cart/selectors";
import { demoOrderConfig } from "../../server/seed/checkout";
import { alwaysVouchers, apples, cartShop, inArea, juice, lines, water } from "./support";

const sku = fc.constantFrom(water, juice, apples);

describe("quantity capping (document 2 §4)", () => {
  it("[doc2 §4] a line never exceeds maxQuantity in whole steps; what is sent adds up to what the line holds", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(sku, fc.integer({ min: 1, max: 6 })), { maxLength: 12 }),
        async (adds) => {
          const shop = await cartShop({ address: inArea, vouchers: [] });
          for (const [p, steps] of adds) {
            const before = lines(shop.store.getState().cart.cart)[p.sku] ?? 0;
            shop.calls.length = 0;
            const out = await shop.dispatch({
              _tag: "AddItem",
              sku: p.sku,
              quantity: steps * p.quantityStepSize,
            });
            const q = lines(shop.store.getState().cart.cart)[p.sku] ?? 0;
            expect(q).toBeLessThanOrEqual(maxAllowedQuantity(p));
            expect(q % p.quantityStepSize).toBe(0);
            const sent = shop.calls
              .filter((c) => c.name === "carts.addItem")
              .map((c) => (c.input as { body: { quantity: number } }).body.quantity);
            if (before >= maxAllowedQuantity(p)) {
              // Already at the maximum: rejected without a call.
              expect(out).toMatchObject({ value: "maxquantityreached" });
              expect(sent).toEqual([]);
            } else if (before > 0) {
              // A known line is capped before the call: what is sent fits exactly.
              expect(sent).toEqual([q - before]);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe("voucher auto-apply (document 2 §4)", () => {
  const voucher: fc.Arbitrary<Voucher> = fc.record({
    articleId: fc.constantFrom("V1", "V2", "V3", "V4"),
    component: fc.constant("general-voucher" as const),
    type: fc.constantFrom("general-online" as const, "general-offline" as const),
    name: fc.constant("v"),
    description: fc.constant(""),
    ecommerceAutomaticRedemption: fc.constantFrom("Always", "First orders", undefined),
    ecommerceLimitAutomaticRedemptionToServiceTypes: fc.subarray(["Delivery", "Click & Collect"] as const),
    discount: fc.constant({ kind: "amount" as const, value: 100 }),
    minimumOrderValue: fc.constant(0),
  });
  const vouchers = fc.uniqueArray(voucher, { selector: (v) => v.articleId, maxLength: 4 });

  it("[doc2 §4] the decision is idempotent: after applying it, deciding again changes nothing", () => {
    fc.assert(
      fc.property(
        vouchers,
        fc.subarray(["V1", "V2", "V3", "V4"]),
        fc.constantFrom("DELIVERY" as const, "CLICK_AND_COLLECT" as const, undefined),
        fc.option(fc.record({ firstOrderDelivery: fc.boolean(), firstOrderClickAndCollect: fc.boolean() })),
        (vs, inCart, type, customer) => {
          const d = automaticVoucherDecision({ vouchers: vs, inCart, type, customer });
          const after = [...inCart.filter((a) => !d.remove.includes(a)), ...d.add];
          expect(automaticVoucherDecision({ vouchers: vs, inCart: after, type, customer })).toEqual({
            add: [],
            remove: [],
          });
        },
      ),
    );
  });

  it("[doc2 §4] through the handlers: one round per command, a second load makes no voucher call", async () => {
    await fc.assert(
      fc.asyncProperty(vouchers, async (vs) => {
        const shop = await cartShop({ address: inArea, vouchers: vs, load: false });
        await shop.dispatch({ _tag: "LoadCart" });
        const voucherCalls = shop.calls.filter(
          (c) =>
            (c.name === "carts.addItem" && (c.input as { body: { sku: string } }).body.sku.startsWith("V")) ||
            c.name === "carts.removeMultiple",
        );
        expect(voucherCalls.length).toBeLessThanOrEqual(vs.length);
        shop.calls.length = 0;
        await shop.dispatch({ _tag: "LoadCart" });
        expect(shop.names()).toEqual(["carts.get"]);
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it("[doc2 §4] the first-order voucher follows the service type without looping", async () => {
    // The seeded vouchers: Always ones for delivery, first-order ones a guest does not get.
    const shop = await cartShop({ address: inArea });
    expect(shop.store.getState().cart.cart?.voucherLineItems.map((v) => v.articleId)).toEqual(
      alwaysVouchers("Delivery"),
    );
  });
});

describe("limit notices (document 2 §2 §5)", () => {
  it("[doc2 §5] a notification is shown exactly on each crossing, never on a change that stays on one side", async () => {
    // Limits a few adds cross, in the seeded juice's price and weight (the server prices the lines).
    const config = {
      ...demoOrderConfig,
      freeOfChargeThresholdDelivery: 4 * juice.price.regular.value,
      maxOrderWeightDelivery: 4 * (juice.weight?.grams ?? 1000),
      maxOrderValueDelivery: 10 * juice.price.regular.value,
    };
    const step = fc.oneof(
      fc.tuple(sku, fc.integer({ min: 1, max: 4 })).map(([p, n]) => ({ kind: "add" as const, p, n })),
      sku.map((p) => ({ kind: "remove" as const, p })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 10 }), async (steps) => {
        const shop = await cartShop({ address: inArea, vouchers: [], orderConfig: config });
        const expected = { free: 0, weight: 0, value: 0 };
        const shown = (key: string) =>
          shop.log
            .entries()
            .filter(
              (e) =>
                e.kind === "event" &&
                e.event._tag === "NotificationShown" &&
                e.event.notification.key === key,
            ).length;
        for (const s of steps) {
          const before = selectLimitNotices(shop.store.getState());
          let command: AppCommand;
          if (s.kind === "add")
            command = { _tag: "AddItem", sku: s.p.sku, quantity: s.n * s.p.quantityStepSize };
          else {
            const line = shop.store
              .getState()
              .cart.cart?.productLineItems.find((l) => l.articleId === s.p.sku);
            if (!line) continue;
            command = { _tag: "RemoveItems", lineItemIds: [line.lineItemId] };
          }
          await shop.dispatch(command);
          const after = selectLimitNotices(shop.store.getState());
          if (!before.freeServiceReached && after.freeServiceReached) expected.free += 1;
          if (before.maxWeightExceeded === null && after.maxWeightExceeded !== null) expected.weight += 1;
          if (!before.maxValueExceeded && after.maxValueExceeded) expected.value += 1;
        }
        expect(shown("cart.freeServiceReached")).toBe(expected.free);
        expect(shown("cart.maxOrderWeightExceeded")).toBe(expected.weight);
        expect(shown("cart.maxOrderValueExceeded")).toBe(expected.value);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe("validation poll (document 2 §4, §9)", () => {
  it("[doc2 §9] every 60,000 ms off the checkout route ValidateCart {reason: poll}; none on checkout, none stacked", async () => {
    const timer: { tick: (() => void) | null; ms: number; resolve: (() => void) | null } = {
      tick: null,
      ms: 0,
      resolve: null,
    };
    const dispatched: AppCommand[] = [];
    let route = "cart";
    const state = () => ({
      ...initialState,
      navigation: { ...initialState.navigation, location: { ...initialState.navigation.location, route } },
      cart: { ...initialState.cart, cart: {} as never },
    });
    const stop = startValidationPoll(
      {
        dispatch: (c) => {
          dispatched.push(c);
          return new Promise<void>((r) => {
            timer.resolve = r;
          });
        },
        store: { getState: state },
      },
      {
        setInterval: (fn, interval) => {
          timer.tick = fn;
          timer.ms = interval;
          return 1;
        },
        clearInterval: () => {
          timer.tick = null;
        },
      },
    );
    expect(timer.ms).toBe(60_000);
    timer.tick?.();
    expect(dispatched).toEqual([{ _tag: "ValidateCart", reason: "poll" }]);
    timer.tick?.(); // still running: not stacked
    expect(dispatched).toHaveLength(1);
    timer.resolve?.();
    await new Promise((r) => setTimeout(r, 0));
    route = "checkout";
    timer.tick?.();
    expect(dispatched).toHaveLength(1);
    route = "start";
    timer.tick?.();
    expect(dispatched).toHaveLength(2);
    stop();
    expect(timer.tick).toBeNull();
  });
});
