import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addQuantity, setQuantity } from "../../domain/cart/rules/quantity";
import type { Product } from "../../domain/discovery/product";
import { demoVouchers } from "../../server/seed/checkout";
import { type Fault, faultInjector, type InjectedCall } from "../support/faults";
import { apples, cartShop, catalogue, inArea, juice, lines, water } from "./support";

/**
 * Model-based test of the cart commands against the reference server (in process) behind a fault
 * injector (timeouts before the server, 503s, answers lost after the server acted).
 *
 * The model is a map sku → quantity, updated from the command's OUTCOME only:
 * - success (added, capped, updated, removed, partial): the model applies the command;
 * - failure (failed, addproductaborted): the model does not;
 * - unconfirmed (the answer was lost and the refetch failed too): the one case the client cannot
 *   know; the model applies it iff the injector saw the change take effect on the server.
 * After every command the server's lines must equal the model ("lost": a success not reflected; a
 * failure reflected; twice: applied more than once), no change request is ever sent twice, and a
 * client whose cart is not stale shows exactly the server's lines. At the end, without faults, a
 * LoadCart brings client, server and model together.
 */
type Model = Record<string, number>;
type Real = Awaited<ReturnType<typeof setup>>;

const bySku = new Map<string, Product>(catalogue.map((p) => [p.sku, p]));
const product = (sku: string) => bySku.get(sku) as Product;
const SUCCESS = new Set(["added", "capped", "updated", "removed", "partial"]);
const FAILURE = new Set(["failed", "addproductaborted"]);

const voucherIds = new Set(demoVouchers.map((v) => v.articleId));
const userWrites = (log: ReadonlyArray<InjectedCall>) =>
  log.filter(
    (c) =>
      ["carts.addItemsBulk", "carts.removeMultiple", "carts.removeAll"].includes(c.name) ||
      (c.name === "carts.addItem" && !voucherIds.has((c.input as { body: { sku: string } }).body.sku)),
  );

const setup = async (faults: ReadonlyArray<Fault>) => {
  let enabled = false;
  let i = 0;
  let injector: ReturnType<typeof faultInjector> | undefined;
  const shop = await cartShop({
    address: inArea,
    wrap: (port, server) => {
      injector = faultInjector(
        port,
        () => server.cartVersions(),
        () => (enabled ? (faults[i++ % faults.length] as Fault) : "none"),
      );
      return injector.port;
    },
  });
  enabled = true;
  return {
    shop,
    injector: injector as ReturnType<typeof faultInjector>,
    stopFaults: () => {
      enabled = false;
    },
  };
};

/** Runs one command; returns its outcome and whether its change took effect on the server. */
const run = async (r: Real, command: Parameters<Real["shop"]["dispatch"]>[0]) => {
  const from = r.injector.log.length;
  const outcome = await r.shop.dispatch(command);
  const writes = userWrites(r.injector.log.slice(from));
  expect(
    writes.filter((w) => w.forwarded).length,
    "a change request is never sent twice",
  ).toBeLessThanOrEqual(1);
  const value = outcome.ok ? outcome.value : `error:${outcome.error.message}`;
  return { value, effective: writes.some((w) => w.changed) };
};

const settle = (m: Model, value: string, effective: boolean, apply: (m: Model) => Model): Model => {
  if (SUCCESS.has(value)) return apply(m);
  if (value === "unconfirmed") return effective ? apply(m) : m;
  if (FAILURE.has(value)) return m;
  return m; // no call made (maxquantityreached, unchanged, unknownline): nothing to apply
};

const check = async (m: { model: Model }, r: Real) => {
  expect(lines(await r.shop.server.cart()), "server equals model").toEqual(m.model);
  const s = r.shop.store.getState().cart;
  if (!s.stale) expect(lines(s.cart), "client equals server").toEqual(m.model);
};

const withQ = (m: Model, sku: string, q: number): Model => {
  const { [sku]: _, ...rest } = m;
  return q === 0 ? rest : { ...rest, [sku]: q };
};

class Add implements fc.AsyncCommand<{ model: Model }, Real> {
  constructor(
    readonly sku: string,
    readonly steps: number,
  ) {}
  check = () => true;
  async run(m: { model: Model }, r: Real) {
    const p = product(this.sku);
    const q = this.steps * p.quantityStepSize;
    const { value, effective } = await run(r, { _tag: "AddItem", sku: this.sku, quantity: q });
    m.model = settle(m.model, value, effective, (x) =>
      withQ(x, this.sku, addQuantity(p, x[this.sku] ?? 0, q).quantity),
    );
    await check(m, r);
  }
  toString = () => `Add(${this.sku}, ${this.steps})`;
}

class SetQ implements fc.AsyncCommand<{ model: Model }, Real> {
  constructor(
    readonly sku: string,
    readonly steps: number,
  ) {}
  check = () => true;
  async run(m: { model: Model }, r: Real) {
    const line = r.shop.store.getState().cart.cart?.productLineItems.find((l) => l.articleId === this.sku);
    if (!line) return;
    const p = product(this.sku);
    const q = this.steps * p.quantityStepSize;
    const { value, effective } = await run(r, {
      _tag: "SetItemQuantity",
      lineItemId: line.lineItemId,
      quantity: q,
    });
    m.model = settle(m.model, value, effective, (x) =>
      withQ(x, this.sku, setQuantity(p, x[this.sku] ?? 0, q).quantity),
    );
    await check(m, r);
  }
  toString = () => `Set(${this.sku}, ${this.steps})`;
}

class Remove implements fc.AsyncCommand<{ model: Model }, Real> {
  constructor(readonly sku: string) {}
  check = () => true;
  async run(m: { model: Model }, r: Real) {
    const line = r.shop.store.getState().cart.cart?.productLineItems.find((l) => l.articleId === this.sku);
    if (!line) return;
    const { value, effective } = await run(r, { _tag: "RemoveItems", lineItemIds: [line.lineItemId] });
    m.model = settle(m.model, value, effective, (x) => withQ(x, this.sku, 0));
    await check(m, r);
  }
  toString = () => `Remove(${this.sku})`;
}

class RemoveAll implements fc.AsyncCommand<{ model: Model }, Real> {
  check = () => true;
  async run(m: { model: Model }, r: Real) {
    const { value, effective } = await run(r, { _tag: "RemoveAllItems" });
    m.model = settle(m.model, value, effective, () => ({}));
    await check(m, r);
  }
  toString = () => "RemoveAll";
}

class Bulk implements fc.AsyncCommand<{ model: Model }, Real> {
  constructor(readonly items: ReadonlyArray<{ sku: string; steps: number }>) {}
  check = () => true;
  async run(m: { model: Model }, r: Real) {
    const items = this.items.map((i) => ({
      sku: i.sku,
      quantity: i.steps * product(i.sku).quantityStepSize,
    }));
    const { value, effective } = await run(r, { _tag: "AddItems", items });
    m.model = settle(m.model, value, effective, (x) => {
      let next = x;
      for (const i of items) {
        const ch = addQuantity(product(i.sku), next[i.sku] ?? 0, i.quantity);
        next = withQ(next, i.sku, ch.quantity);
      }
      return next;
    });
    await check(m, r);
  }
  toString = () => `Bulk(${this.items.map((i) => `${i.sku}×${i.steps}`).join(",")})`;
}

class Load implements fc.AsyncCommand<{ model: Model }, Real> {
  check = () => true;
  async run(m: { model: Model }, r: Real) {
    await r.shop.dispatch({ _tag: "LoadCart" });
    await check(m, r);
  }
  toString = () => "Load";
}

const sku = fc.constantFrom(water.sku as string, juice.sku as string, apples.sku as string);
const commands = fc.commands(
  [
    fc.tuple(sku, fc.integer({ min: 1, max: 4 })).map(([s, n]) => new Add(s, n)),
    fc.tuple(sku, fc.integer({ min: 0, max: 6 })).map(([s, n]) => new SetQ(s, n)),
    sku.map((s) => new Remove(s)),
    fc.constant(new RemoveAll()),
    fc
      .array(fc.record({ sku, steps: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 3 })
      .map((items) => new Bulk(items)),
    fc.constant(new Load()),
  ],
  { maxCommands: 25 },
);
const faults = fc.array(fc.constantFrom<Fault>("none", "none", "none", "drop", "error", "lostAnswer"), {
  minLength: 1,
  maxLength: 20,
});

describe("cart commands under faults (model-based)", () => {
  it("[doc2 §4] no cart operation is lost or applied twice; the final cart equals the model", async () => {
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(faults, commands, async (f, cmds) => {
        const real = await setup(f);
        const m = { model: {} as Model };
        await fc.asyncModelRun(() => ({ model: m, real }), cmds);
        for (const e of real.shop.log.entries())
          if (e.kind === "outcome" && e.outcome.ok)
            outcomes.set(e.outcome.value, (outcomes.get(e.outcome.value) ?? 0) + 1);
        real.stopFaults();
        await real.shop.dispatch({ _tag: "LoadCart" });
        const state = real.shop.store.getState().cart;
        expect(state.stale).toBe(false);
        expect(lines(state.cart)).toEqual(m.model);
        const server = await real.shop.server.cart();
        expect(lines(server)).toEqual(m.model);
        // An Always voucher is never in the cart twice.
        const vouchers = server.voucherLineItems.map((v) => v.articleId);
        expect(new Set(vouchers).size).toBe(vouchers.length);
      }),
      { numRuns: 150 },
    );
    // The runs exercised success, failure and unconfirmed outcomes.
    for (const o of ["added", "addproductaborted", "failed", "unconfirmed", "removed"])
      expect(outcomes.get(o) ?? 0, o).toBeGreaterThan(0);
  }, 120_000);
});
