import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Voucher } from "../../../domain/cart/model";
import {
  automaticVoucherDecision,
  suitsServiceType,
  voucherApplicability,
} from "../../../domain/cart/rules/vouchers";
import { demoVouchers } from "../../../server/seed/checkout";

const first = { firstOrderDelivery: true, firstOrderClickAndCollect: true };
const returning = { firstOrderDelivery: false, firstOrderClickAndCollect: false };

const voucher: fc.Arbitrary<Voucher> = fc.record({
  articleId: fc.string({ minLength: 1, maxLength: 6 }),
  component: fc.constant("general-voucher" as const),
  type: fc.constantFrom("general-online" as const, "general-offline" as const),
  name: fc.constant("v"),
  description: fc.constant(""),
  ecommerceAutomaticRedemption: fc.constantFrom(
    "Always",
    "First orders",
    "First orders (Delivery)",
    undefined,
  ),
  ecommerceLimitAutomaticRedemptionToServiceTypes: fc.subarray(["Delivery", "Click & Collect"] as const),
  discount: fc.constant({ kind: "amount" as const, value: 100 }),
  minimumOrderValue: fc.constant(0),
});
const type = fc.constantFrom("DELIVERY" as const, "CLICK_AND_COLLECT" as const, undefined);
const customer = fc.option(
  fc.record({ firstOrderDelivery: fc.boolean(), firstOrderClickAndCollect: fc.boolean() }),
  { nil: null },
);

describe("automatic vouchers (document 2 §4)", () => {
  it("[doc2 §4] Always vouchers are added when missing and suiting the service type", () => {
    expect(
      automaticVoucherDecision({
        vouchers: demoVouchers,
        inCart: [],
        type: "CLICK_AND_COLLECT",
        customer: returning,
      }),
    ).toEqual({
      add: ["GV-ABHOL-1", "GV-TREUE-50"],
      remove: [],
    });
    expect(
      automaticVoucherDecision({
        vouchers: demoVouchers,
        inCart: ["GV-ABHOL-1"],
        type: "CLICK_AND_COLLECT",
        customer: null,
      }),
    ).toEqual({ add: ["GV-TREUE-50"], remove: [] });
  });

  it("[doc2 §4] first-order vouchers only before the first order of that service type; removed otherwise", () => {
    expect(
      automaticVoucherDecision({ vouchers: demoVouchers, inCart: [], type: "DELIVERY", customer: first }).add,
    ).toContain("GV-ERST-LIEFER-10");
    expect(
      automaticVoucherDecision({
        vouchers: demoVouchers,
        inCart: ["GV-ERST-LIEFER-10"],
        type: "DELIVERY",
        customer: returning,
      }),
    ).toEqual({ add: ["GV-LIEFER-2", "GV-TREUE-50"], remove: ["GV-ERST-LIEFER-10"] });
    // A guest is not eligible; switching service removes the other service's first-order voucher.
    expect(
      automaticVoucherDecision({
        vouchers: demoVouchers,
        inCart: ["GV-ERST-ABHOL-5"],
        type: "DELIVERY",
        customer: first,
      }).remove,
    ).toEqual(["GV-ERST-ABHOL-5"]);
    expect(
      automaticVoucherDecision({ vouchers: demoVouchers, inCart: [], type: "DELIVERY", customer: null }).add,
    ).not.toContain("GV-ERST-LIEFER-10");
  });

  it("[doc2 §4] an unlimited voucher suits any service type; a limited one only a known type it names", () => {
    const any = { ecommerceLimitAutomaticRedemptionToServiceTypes: [] };
    expect(suitsServiceType(any, undefined)).toBe(true);
    expect(
      suitsServiceType({ ecommerceLimitAutomaticRedemptionToServiceTypes: ["Delivery"] }, undefined),
    ).toBe(false);
  });

  it("[doc2 §4] property: the decision is consistent and idempotent", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(voucher, { selector: (v) => v.articleId, maxLength: 8 }),
        fc.array(fc.string({ maxLength: 6 })),
        type,
        customer,
        (vouchers, inCart, t, c) => {
          const d = automaticVoucherDecision({ vouchers, inCart, type: t, customer: c });
          for (const id of d.add) expect(inCart).not.toContain(id);
          for (const id of d.remove) expect(inCart).toContain(id);
          for (const id of [...d.add, ...d.remove]) {
            const v = vouchers.find((x) => x.articleId === id)!;
            expect(v.type).toBe("general-online");
          }
          // Everything added applies; applying the decision leaves nothing more to do.
          for (const id of d.add)
            expect(voucherApplicability(vouchers.find((x) => x.articleId === id)!, t, c).ok).toBe(true);
          const next = [...inCart.filter((x) => !d.remove.includes(x)), ...d.add];
          expect(automaticVoucherDecision({ vouchers, inCart: next, type: t, customer: c })).toEqual({
            add: [],
            remove: [],
          });
        },
      ),
    );
  });
});
