import { describe, expect, it } from "vitest";
import { reactTo } from "../../domain/app/reactions";
import type { Customer } from "../../domain/session/customer";
import { browserFetch, inProcessServer } from "../support/in-process";
import { juice, water } from "../support/seeded-catalogue";
import { blank, type CartSpec, runScenario, type Scenario, unavailable, type Wire } from "./merge-support";

const wire = async (): Promise<Wire> => {
  const base = await inProcessServer();
  return { db: base.db, browser: (jar) => browserFetch(base.app, jar) };
};
const items = (lines: CartSpec["lines"], more: Partial<CartSpec> = {}): CartSpec => ({
  ...blank,
  lines,
  ...more,
});
const scenario = (s: Partial<Scenario>): Scenario => ({
  customer: blank,
  anonymous: items([{ sku: juice.sku, quantity: 2 }]),
  pending: null,
  answer: "merge",
  faults: [],
  ...s,
});

describe("cart merge on login (document 2 §4)", () => {
  it("[doc2 §4] the login's LoggedIn causes the cart's merge", () => {
    expect(
      reactTo({ _tag: "LoggedIn", customer: { customerId: "C-1" } as Customer, loginType: "normal" }),
    ).toContainEqual({ _tag: "MergeCarts" });
  });

  it("[doc2 §4 rule 1] the customer's cart is empty: the anonymous server cart is adopted (set-customer)", async () => {
    const r = await runScenario(
      await wire(),
      scenario({
        anonymous: items([{ sku: juice.sku, quantity: 2 }], { service: "delivery", codes: ["WILLKOMMEN10"] }),
      }),
    );
    expect(r).toMatchObject({ decision: "adopt", outcomes: ["adopted"] });
  });

  it("[doc2 §4 rule 2] the customer has no cart: the anonymous cart is assigned to the customer", async () => {
    const r = await runScenario(await wire(), scenario({ customer: null }));
    // The server answers an empty customer cart for a customer without one: adopted like rule 1.
    expect(r).toMatchObject({ decision: "adopt", outcomes: ["adopted"] });
  });

  it("[doc2 §4 rule 3] the customer's cart has items: the dialog asks; merge adds up, capped at maxQuantity and reported", async () => {
    const r = await runScenario(
      await wire(),
      scenario({
        customer: items([
          { sku: water.sku, quantity: 4 },
          { sku: juice.sku, quantity: 1 },
        ]),
        anonymous: items(
          [
            { sku: water.sku, quantity: 3 },
            { sku: unavailable.sku, quantity: 1 },
          ],
          { service: "collect" },
        ),
        answer: "merge",
      }),
    );
    expect(r).toMatchObject({ decision: "ask", outcomes: ["asked", "merged"] });
  });

  it("[doc2 §4 rule 3] the dialog's discard keeps the customer's cart and drops the anonymous one", async () => {
    const r = await runScenario(
      await wire(),
      scenario({ customer: items([{ sku: juice.sku, quantity: 1 }]), answer: "discard" }),
    );
    expect(r).toMatchObject({ decision: "ask", outcomes: ["asked", "discarded"] });
  });

  it("[doc2 §4 rule 4] the customer's cart has no items but a service: merged silently, the customer's service kept", async () => {
    const r = await runScenario(
      await wire(),
      scenario({
        customer: items([], { service: "delivery" }),
        anonymous: items([{ sku: water.sku, quantity: 5 }], { service: "collect", codes: ["EINMAL"] }),
      }),
    );
    expect(r).toMatchObject({ decision: "silent", outcomes: ["merged"] });
  });

  it("[doc2 §4] an anonymous cart without items leaves the customer's cart as it is", async () => {
    const r = await runScenario(
      await wire(),
      scenario({ customer: items([{ sku: juice.sku, quantity: 1 }]), anonymous: blank }),
    );
    expect(r).toMatchObject({ decision: "keep", outcomes: ["kept"] });
  });

  it("[doc2 §4] merge answers lost to timeouts: the retried merge does not double quantities, caps still reported", async () => {
    const r = await runScenario(
      await wire(),
      scenario({
        customer: items([{ sku: water.sku, quantity: 3 }]),
        anonymous: items([{ sku: water.sku, quantity: 4 }]),
        faults: ["lostAnswer", "lostAnswer"],
      }),
    );
    expect(r).toMatchObject({ decision: "ask", outcomes: ["asked", "merged"] });
  });

  it("[doc2 §4] a cart command under way at the login is not lost (the bus runs it before the merge)", async () => {
    for (const moment of ["before", "with"] as const) {
      const r = await runScenario(
        await wire(),
        scenario({
          customer: items([{ sku: juice.sku, quantity: 1 }]),
          anonymous: items([{ sku: water.sku, quantity: 1 }], { service: "delivery" }),
          pending: { sku: juice.sku, quantity: 2, moment },
        }),
      );
      expect(r.pendingOutcome).toBe("added");
    }
  });
});
