import { randomUUID } from "node:crypto";
import { Effect } from "effect";
import fc from "fast-check";
import { expect } from "vitest";
import { makeHttpApi } from "../../adapters/http/client";
import { getCart, mergeCart, setDistributionAddress } from "../../domain/api/cart";
import type { AnyCall, CallInput, CallOutput } from "../../domain/api/contract";
import { login } from "../../domain/api/session";
import { getCsrf } from "../../domain/api/shell";
import { reactTo } from "../../domain/app/reactions";
import type { DistributionAddress } from "../../domain/cart/model";
import { MAX_DISCOUNT_CODES, type MergeDecision, mergeDecision } from "../../domain/cart/rules/merge";
import { maxAllowedQuantity } from "../../domain/cart/rules/quantity";
import type { Product } from "../../domain/discovery/product";
import type { ApiPort } from "../../domain/ports/api";
import type { Customer } from "../../domain/session/customer";
import type { Db } from "../../server/db/db";
import { storeAvailability } from "../../server/discovery/availability";
import { generateCatalogue } from "../../server/seed/catalogue/generate";
import { type Fault, faultInjector } from "../support/faults";
import { firstStore, inArea, juice, water } from "../support/seeded-catalogue";
import { testShop } from "../support/shop";

/**
 * The cart merge on login (document 2 §4) as a scenario: a customer's saved cart and a guest's
 * anonymous cart arranged in the database (anything a shopper could have: items up to maxQuantity,
 * items unavailable at the store, vouchers, discount codes, a service), the guest logs in (the
 * session's LoggedIn causes the cart's reaction), maybe with a cart command under way, answers the
 * dialog, maybe loses merge answers to timeouts. Runs against the reference server in process or
 * over HTTP: `Wire` is the browser's fetch and the server's database.
 */
/** A browser over the network: cookies kept in `jar` (Set-Cookie with Max-Age=0 removes one). */
export const networkFetch =
  (baseUrl: string, jar: Map<string, string>): typeof globalThis.fetch =>
  async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const url = new URL(String(input), "http://x");
    const response = await fetch(new URL(url.pathname + url.search, baseUrl), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((x) => x.trim());
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1);
      if (value === "" || attributes.some((a) => /^max-age=0$/i.test(a))) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), value);
    }
    return response;
  };

export interface Wire {
  readonly db: Db;
  /** A browser: a fetch with its own cookie jar. */
  readonly browser: (jar: Map<string, string>) => typeof globalThis.fetch;
}

const products = generateCatalogue().products.map((r) => r.product);
/** Not orderable at the first store (the delivery area's and the collect store's). */
export const unavailable = products.find(
  (p) =>
    p.ageRestriction === 0 &&
    !p.weightArticle &&
    !p.weightPieceArticle &&
    storeAvailability(p.sku, p.availability, firstStore.storeId) !== "available",
) as Product;
const MERGE_PRODUCTS: ReadonlyArray<Product> = [water, juice, unavailable];
const bySku = new Map<string, Product>(MERGE_PRODUCTS.map((p) => [p.sku, p]));
const maxOf = (sku: string) => maxAllowedQuantity(bySku.get(sku) as Product);

/** Seeded discount codes and shopper-addable vouchers. */
const CODES = ["WILLKOMMEN10", "EINMAL", "NURABHOLUNG"] as const;
const VOUCHERS = ["GV-LIEFER-2", "GV-TREUE-50"] as const;

export interface CartSpec {
  readonly lines: ReadonlyArray<{ readonly sku: string; readonly quantity: number }>;
  readonly codes: ReadonlyArray<string>;
  readonly vouchers: ReadonlyArray<string>;
  readonly service: "none" | "delivery" | "collect";
}
export const blank: CartSpec = { lines: [], codes: [], vouchers: [], service: "none" };

const ANNA = { email: "anna.schmidt@example.com", password: "Einkauf-2026!" } as const;

const call = async <C extends AnyCall>(api: ApiPort, c: C, input: CallInput<C>): Promise<CallOutput<C>> =>
  Effect.runPromise(api.call(c, input));

const browserApi = (wire: Wire, jar: Map<string, string>): ApiPort => {
  let n = 0;
  return makeHttpApi({
    baseUrl: "",
    fetch: wire.browser(jar),
    readCookie: (name) => jar.get(name) ?? null,
    requestId: () => `req-${++n}`,
    baseDelayMs: 1,
  });
};

/** The stored distribution addresses of both services, as the server normalises them (read once per wire). */
const services = new WeakMap<Db, Record<"delivery" | "collect", DistributionAddress>>();
const serviceAddresses = async (wire: Wire) => {
  const known = services.get(wire.db);
  if (known) return known;
  const api = browserApi(wire, new Map());
  await call(api, getCsrf, {} as never);
  const d = await call(api, setDistributionAddress, { body: inArea });
  const c = await call(api, setDistributionAddress, {
    body: { distributionType: "CLICK_AND_COLLECT", storeId: firstStore.storeId } as DistributionAddress,
  });
  const read = async (id: string) =>
    (
      await wire.db.query<{ a: DistributionAddress }>(
        "SELECT state->'distributionAddress' AS a FROM carts WHERE id = $1",
        [id],
      )
    )[0]?.a as DistributionAddress;
  const found = { delivery: await read(d.id), collect: await read(c.id) };
  services.set(wire.db, found);
  return found;
};

const at = "2026-01-01T00:00:00.000Z";
/** Writes the spec into the cart's state (what the shopper could have put there over time). */
const arrangeCart = async (wire: Wire, cartId: string, spec: CartSpec) => {
  const addresses = await serviceAddresses(wire);
  const [row] = await wire.db.query<{ state: Record<string, unknown> }>(
    "SELECT state FROM carts WHERE id = $1",
    [cartId],
  );
  const state = {
    ...row?.state,
    lines: spec.lines.map((l) => ({
      lineItemId: randomUUID(),
      sku: l.sku,
      quantity: l.quantity,
      addedAt: at,
    })),
    vouchers: spec.vouchers.map((articleId) => ({ lineItemId: randomUUID(), articleId, addedAt: at })),
    discountCodes: spec.codes,
    distributionAddress: spec.service === "none" ? null : addresses[spec.service],
    windowId: null,
  };
  await wire.db.query("UPDATE carts SET state = $2, version = version + 1 WHERE id = $1", [
    cartId,
    JSON.stringify(state),
  ]);
};

interface Snapshot {
  readonly id: string;
  readonly customerId: string | null;
  readonly status: string;
  readonly lines: Record<string, number>;
  readonly codes: ReadonlyArray<string>;
  readonly vouchers: ReadonlyArray<string>;
  readonly address: DistributionAddress | null;
}
const snapshot = async (db: Db, id: string): Promise<Snapshot> => {
  const [row] = await db.query<{
    id: string;
    customer_id: string | null;
    status: string;
    state: {
      lines: Array<{ sku: string; quantity: number }>;
      discountCodes: string[];
      vouchers: Array<{ articleId: string }>;
      distributionAddress: DistributionAddress | null;
    };
  }>("SELECT id, customer_id, status, state FROM carts WHERE id = $1", [id]);
  if (!row) throw new Error(`no cart ${id}`);
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    lines: Object.fromEntries(row.state.lines.map((l) => [l.sku, l.quantity])),
    codes: row.state.discountCodes,
    vouchers: row.state.vouchers.map((v) => v.articleId),
    address: row.state.distributionAddress,
  };
};

const liveCartsOf = async (db: Db, customerId: string) =>
  db.query<{ id: string }>(
    "SELECT id FROM carts WHERE customer_id = $1 AND status IN ('OPEN', 'FINALIZED')",
    [customerId],
  );

export interface Scenario {
  /** null: the customer has no live cart before the login. */
  readonly customer: CartSpec | null;
  readonly anonymous: CartSpec;
  /** A cart command under way at the login: an add to the anonymous cart, sent before or with the login. */
  readonly pending: {
    readonly sku: string;
    readonly quantity: number;
    readonly moment: "before" | "with";
  } | null;
  readonly answer: "merge" | "discard";
  /** Faults of the merge calls (carts.merge, carts.setCustomer, carts.discard), in order. */
  readonly faults: ReadonlyArray<Fault>;
}

const ANNA_ID = "C-1001";
const anna: Customer = { customerId: ANNA_ID } as Customer;

/** Runs one scenario and checks every invariant; answers the decision and the command outcomes. */
export const runScenario = async (wire: Wire, sc: Scenario) => {
  // The customer's saved cart, from an earlier visit on another device.
  const own = new Map<string, string>();
  const ownApi = browserApi(wire, own);
  await call(ownApi, getCsrf, {} as never);
  await call(ownApi, login, { body: ANNA });
  await wire.db.query(
    "UPDATE carts SET status = 'ABANDONED' WHERE customer_id = $1 AND status IN ('OPEN', 'FINALIZED')",
    [ANNA_ID],
  );
  if (sc.customer) await arrangeCart(wire, (await call(ownApi, getCart, {} as never)).id, sc.customer);

  // The guest's browser: its anonymous cart arranged before the app starts (a direct visit).
  const jar = new Map<string, string>();
  const inner = browserApi(wire, jar);
  await call(inner, getCsrf, {} as never);
  const anonId = (await call(inner, getCart, {} as never)).id;
  await arrangeCart(wire, anonId, sc.anonymous);
  let faultsOn = false;
  let f = 0;
  const MERGE_CALLS = new Set(["carts.merge", "carts.setCustomer", "carts.discard"]);
  const injector = faultInjector(
    inner,
    () =>
      Effect.promise(() =>
        wire.db.query<{ v: string }>(
          "SELECT string_agg(id || '@' || version || status, ',' ORDER BY id) AS v FROM carts WHERE id = $1 OR customer_id = $2",
          [anonId, ANNA_ID],
        ),
      ).pipe(Effect.map((r) => r[0]?.v ?? "")),
    (name) => (faultsOn && MERGE_CALLS.has(name) ? (sc.faults[f++] ?? "none") : "none"),
  );
  const shop = testShop({ api: injector.port, jar, start: "/" });
  await shop.dispatch({ _tag: "StartApp" });

  // The login, maybe while a cart command is under way; then what LoggedIn causes.
  const logIn = () => call(inner, login, { body: ANNA });
  let pendingOutcome: string | null = null;
  if (sc.pending) {
    const add = shop.dispatch({ _tag: "AddItem", sku: sc.pending.sku, quantity: sc.pending.quantity });
    if (sc.pending.moment === "before") {
      const o = await add;
      await logIn();
      pendingOutcome = o.ok ? String(o.value) : "error";
    } else {
      const [o] = await Promise.all([add, logIn()]);
      pendingOutcome = o.ok ? String(o.value) : "error";
    }
  } else await logIn();
  const before = {
    anonymous: await snapshot(wire.db, anonId),
    customer: await (async () => {
      const [live] = await liveCartsOf(wire.db, ANNA_ID);
      return live ? snapshot(wire.db, live.id) : null;
    })(),
  };
  // The command under way is not lost: its add is in one of the two carts.
  if (sc.pending && (pendingOutcome === "added" || pendingOutcome === "capped")) {
    const arranged = (spec: CartSpec | null) =>
      spec?.lines.find((l) => l.sku === sc.pending?.sku)?.quantity ?? 0;
    const now = (before.anonymous.lines[sc.pending.sku] ?? 0) + (before.customer?.lines[sc.pending.sku] ?? 0);
    expect(now).toBeGreaterThan(arranged(sc.anonymous) + arranged(sc.customer));
  }
  // The model's inputs, read from the database, not from the client.
  const items = (s: Snapshot | null) => Object.keys(s?.lines ?? {}).length;
  const modelDecision: MergeDecision = mergeDecision(
    { id: anonId, customerId: null, items: items(before.anonymous), choices: false },
    before.customer
      ? {
          id: before.customer.id,
          customerId: ANNA_ID,
          items: items(before.customer),
          choices:
            before.customer.address !== null ||
            before.customer.codes.length > 0 ||
            before.customer.vouchers.length > 0,
        }
      : { id: "none", customerId: ANNA_ID, items: 0, choices: false },
  );

  faultsOn = true;
  const outcomes: string[] = [];
  for (const command of reactTo({ _tag: "LoggedIn", customer: anna, loginType: "normal" })) {
    const o = await shop.dispatch(command);
    // The other customer-bound features load too (addresses, favourites); the merge's outcome is the cart's.
    if (command._tag === "MergeCarts") outcomes.push(o.ok ? String(o.value) : `error:${o.error.message}`);
  }
  const asked = outcomes[0] === "asked";
  if (asked) {
    const o = await shop.dispatch({ _tag: "ResolveMerge", choice: sc.answer });
    outcomes.push(o.ok ? String(o.value) : `error:${o.error.message}`);
  }
  faultsOn = false;

  // Outcome follows the model of the four rules.
  const expectedFirst = {
    keep: "kept",
    adopt: "adopted",
    assign: "assigned",
    ask: "asked",
    silent: "merged",
  }[modelDecision.rule];
  expect(outcomes[0], `decision ${modelDecision.rule}`).toBe(expectedFirst);
  if (asked) expect(outcomes[1]).toBe(sc.answer === "merge" ? "merged" : "discarded");

  // Exactly one live cart for the customer, and it is what the client shows.
  const live = await liveCartsOf(wire.db, ANNA_ID);
  expect(live).toHaveLength(1);
  const after = await snapshot(wire.db, (live[0] as { id: string }).id);
  const state = shop.store.getState().cart;
  expect(state.cart?.id).toBe(after.id);

  // Lines: none lost, none doubled, none above its maximum, every cap reported.
  const a = before.anonymous.lines;
  const c = before.customer?.lines ?? {};
  const merging = modelDecision.rule === "silent" || (asked && sc.answer === "merge");
  const expected: Record<string, number> = {};
  const caps: Array<{ sku: string; requested: number; quantity: number }> = [];
  if (modelDecision.rule === "keep" || (asked && sc.answer === "discard")) Object.assign(expected, c);
  else if (modelDecision.rule === "adopt" || modelDecision.rule === "assign") Object.assign(expected, a);
  else {
    Object.assign(expected, c);
    for (const [sku, q] of Object.entries(a)) {
      const requested = (c[sku] ?? 0) + q;
      const got = Math.min(requested, Math.max(c[sku] ?? 0, maxOf(sku)));
      expected[sku] = got;
      if (got < requested) caps.push({ sku, requested, quantity: got });
    }
  }
  expect(after.lines).toEqual(expected);
  for (const [sku, q] of Object.entries(after.lines))
    expect(q).toBeLessThanOrEqual(Math.max(maxOf(sku), c[sku] ?? 0));
  const shown = state.merge?.status === "capped" ? state.merge.capped : [];
  const bySkuOrder = (x: { sku: string }, y: { sku: string }) => x.sku.localeCompare(y.sku);
  caps.sort(bySkuOrder);
  const plain = (ls: ReadonlyArray<{ sku: string; requested: number; quantity: number }>) =>
    ls.map(({ sku, requested, quantity }) => ({ sku, requested, quantity })).sort(bySkuOrder);
  expect(plain(shown)).toEqual(merging ? caps : []);
  for (const line of shown) expect(line.name).toBe(bySku.get(line.sku)?.name);
  expect(state.merge?.status === "asking").toBe(false);

  // The anonymous cart is gone from the session (adopted, merged or discarded) unless it was empty.
  const anonAfter = await snapshot(wire.db, anonId);
  if (modelDecision.rule === "adopt" || modelDecision.rule === "assign")
    expect(anonAfter.customerId).toBe(ANNA_ID);
  else if (modelDecision.rule !== "keep") expect(anonAfter.status).toBe("ABANDONED");

  // Service and codes: the customer's service when set, else the anonymous one; codes united, at most 5.
  if (merging) {
    expect(after.address).toEqual(before.customer?.address ?? before.anonymous.address);
    const codes = [...new Set([...(before.customer?.codes ?? []), ...before.anonymous.codes])].slice(
      0,
      MAX_DISCOUNT_CODES,
    );
    expect(after.codes).toEqual(codes);
  }
  expect(new Set(after.vouchers).size).toBe(after.vouchers.length);

  // A retried merge (its first answer lost) adds nothing and reports the same caps.
  if (merging) {
    const again = await call(inner, mergeCart, { params: { id: anonId } });
    expect((await snapshot(wire.db, after.id)).lines).toEqual(after.lines);
    expect(plain(again.capped)).toEqual(caps);
  }
  return { decision: modelDecision.rule, outcomes, pendingOutcome };
};

/** Random scenarios: saved and anonymous carts, login moments, dialog answers, lost answers. */
const spec: fc.Arbitrary<CartSpec> = fc.record({
  lines: fc
    .subarray([...MERGE_PRODUCTS])
    .chain((ps) =>
      fc.tuple(
        ...ps.map((p) =>
          fc.integer({ min: 1, max: maxOf(p.sku) }).map((quantity) => ({ sku: p.sku, quantity })),
        ),
      ),
    ),
  codes: fc.subarray([...CODES]),
  vouchers: fc.subarray([...VOUCHERS]),
  service: fc.constantFrom("none", "delivery", "collect"),
});
const empty: fc.Arbitrary<CartSpec> = fc.constantFrom<CartSpec>(
  { lines: [], codes: [], vouchers: [], service: "none" },
  { lines: [], codes: [], vouchers: [], service: "delivery" },
);
export const scenarios: fc.Arbitrary<Scenario> = fc.record({
  customer: fc.oneof(fc.constant(null), empty, spec, spec),
  anonymous: fc.oneof(empty, spec, spec, spec),
  pending: fc.option(
    fc.record({
      sku: fc.constantFrom(water.sku, juice.sku),
      quantity: fc.integer({ min: 1, max: 3 }),
      moment: fc.constantFrom("before", "with"),
    }),
    { nil: null },
  ),
  answer: fc.constantFrom("merge", "discard"),
  // At most two faults: the handler tries a merge call three times.
  faults: fc.array(fc.constantFrom<Fault>("none", "lostAnswer", "lostAnswer", "drop", "error"), {
    maxLength: 2,
  }),
});
