import { describe, expect, it } from "vitest";
import { getGeneralVouchers } from "../../domain/api/distribution";
import { automaticVoucherDecision } from "../../domain/cart/rules/vouchers";
import { shopper } from "./cart-client";

describe("general vouchers (document 2 §3)", () => {
  it("lists the seeded general vouchers: Always per service type, first orders, one offline", async () => {
    const s = await shopper();
    const vouchers = await s.ok(getGeneralVouchers);
    expect(vouchers.map((v) => [v.articleId, v.ecommerceAutomaticRedemption ?? null])).toEqual([
      ["GV-LIEFER-2", "Always"],
      ["GV-ABHOL-1", "Always"],
      ["GV-TREUE-50", "Always"],
      ["GV-ERST-LIEFER-10", "First orders (Delivery)"],
      ["GV-ERST-ABHOL-5", "First orders (Click & Collect)"],
      ["GV-MARKT-3", null],
    ]);
    // What the client adds for a first-time delivery customer with an empty voucher list:
    const decision = automaticVoucherDecision({
      vouchers,
      inCart: [],
      type: "DELIVERY",
      customer: { firstOrderDelivery: true, firstOrderClickAndCollect: true },
    });
    expect(decision).toEqual({ add: ["GV-LIEFER-2", "GV-TREUE-50", "GV-ERST-LIEFER-10"], remove: [] });
  });
});
