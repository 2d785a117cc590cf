import { Effect } from "effect";
import { getCart, resetCart, setDistributionAddress } from "../../domain/api/cart";
import type { AnyCall, CallInput, CallOutput } from "../../domain/api/contract";
import { login } from "../../domain/api/session";
import { getCsrf } from "../../domain/api/shell";
import type { Cart, DistributionAddress, OrderConfig, Voucher } from "../../domain/cart/model";
import type { ApiPort } from "../../domain/ports/api";
import { setStatus } from "../../server/cart/store";
import { demoOrderConfig, demoVouchers } from "../../server/seed/checkout";
import { SID_COOKIE } from "../../server/session/cookies";
import { sessionKey } from "../../server/session/tokens";
import { browserFetch, type InProcessServer, inProcessApi, inProcessServer } from "../support/in-process";
import { apples, juice, water } from "../support/seeded-catalogue";
import { testShop } from "../support/shop";

export { apples, inArea, juice, outsideArea, water } from "../support/seeded-catalogue";
export const catalogue = [water, juice, apples];

/** The seeded vouchers the shop adds by itself (Always), by service type. */
export const alwaysVouchers = (type: "Delivery" | "Click & Collect" | undefined) =>
  demoVouchers
    .filter(
      (v) =>
        v.type === "general-online" &&
        v.ecommerceAutomaticRedemption === "Always" &&
        type !== undefined &&
        v.ecommerceLimitAutomaticRedemptionToServiceTypes.includes(type),
    )
    .map((v) => v.articleId);

/** This browser's side of the in-process server: what a test reads or arranges past the shop. */
interface ShopServer extends InProcessServer {
  /** The browser's API without the shop's call log (or a test's wrapper). */
  readonly api: ApiPort;
  /** The browser's fetch: pages outside the API (the payment provider's). */
  readonly fetch: typeof globalThis.fetch;
  /** The server's cart of this browser, read without the shop. */
  cart(): Promise<Cart>;
  /** A status the shopper cannot set with a cart call (e.g. FINALIZED by a payment elsewhere). */
  setCartStatus(status: "FINALIZED"): Promise<void>;
  /** The ids and versions of this browser's carts, read from the database: moves with every change. */
  cartVersions(): Effect.Effect<string>;
}

export type Wrap = (port: ApiPort, server: ShopServer) => ApiPort;

let arranged: { db: InProcessServer["db"]; key: string } | undefined;

/**
 * The data every shop's server starts from: the seeded order config and vouchers unless a test
 * names its own. Checked for each shop, so one test's config never leaks into the next; written
 * only when it differs from the last shop's (property runs start hundreds of shops).
 */
const arrange = async (db: InProcessServer["db"], config: OrderConfig, vouchers: ReadonlyArray<Voucher>) => {
  const key = JSON.stringify([config, vouchers]);
  if (arranged?.db === db && arranged.key === key) return;
  arranged = { db, key };
  await db.query("UPDATE order_config SET data = $1 WHERE id = 1", [JSON.stringify(config)]);
  await db.query("DELETE FROM general_vouchers");
  for (const [i, v] of vouchers.entries())
    await db.query("INSERT INTO general_vouchers (article_id, position, data) VALUES ($1, $2, $3)", [
      v.articleId,
      i,
      JSON.stringify(v),
    ]);
};

/**
 * A shop on the reference server's own routes (tests/support/in-process), in a browser of its own:
 * its own session, so its own cart. `address` is on the cart before the app starts; `login` logs
 * the browser in first; `wrap` puts e.g. a fault injector between the shop and the server;
 * `overrides` answer single calls instead of the server.
 */
export const cartShop = async (
  options: {
    start?: string;
    wrap?: Wrap;
    overrides?: Record<string, (input: unknown) => Effect.Effect<unknown, unknown>>;
    address?: DistributionAddress | null;
    /** false: the start-up without its reaction that loads the cart (a test dispatches LoadCart itself). */
    load?: boolean;
    /** Cookies the browser has before the start, e.g. { loggedIn: "true" } with the customer overridden. */
    cookies?: Record<string, string>;
    login?: { readonly email: string; readonly password: string };
    orderConfig?: OrderConfig;
    vouchers?: ReadonlyArray<Voucher>;
    /** The browser of an earlier shop (a page load in the same browser: same session, same cart). */
    jar?: Map<string, string>;
    /** Arranges the browser's cart through the API before the app starts (a direct visit). */
    prepare?: (api: ApiPort) => Promise<void>;
  } = {},
) => {
  const base = await inProcessServer();
  await arrange(base.db, options.orderConfig ?? demoOrderConfig, options.vouchers ?? demoVouchers);
  const jar = options.jar ?? new Map(Object.entries(options.cookies ?? {}));
  const api = inProcessApi(base.app, jar);
  const run = <C extends AnyCall>(c: C, input: CallInput<C>): Promise<CallOutput<C>> =>
    Effect.runPromise(api.call(c, input));
  await run(getCsrf, {} as never);
  if (options.login) {
    await run(login, { body: options.login } as never);
    // A customer's cart outlives the session: each test starts the customer on an empty one.
    await run(resetCart, {} as never);
  }
  if (options.address) await run(setDistributionAddress, { body: options.address } as never);
  await options.prepare?.(api);
  const server: ShopServer = {
    ...base,
    api,
    fetch: browserFetch(base.app, jar),
    cart: () => run(getCart, {} as never),
    setCartStatus: async (status) => {
      const cart = await run(getCart, {} as never);
      const [row] = await base.db.query<{ window: string | null }>(
        "SELECT state->>'windowId' AS window FROM carts WHERE id = $1",
        [cart.id],
      );
      await setStatus(base.db, cart.id, status, row?.window ?? null);
    },
    cartVersions: () =>
      Effect.promise(() =>
        base.db.query<{ v: string | null }>(
          "SELECT string_agg(id || '@' || version, ',' ORDER BY id) AS v FROM carts WHERE session_id = $1",
          [sessionKey(jar.get(SID_COOKIE) ?? "")],
        ),
      ).pipe(Effect.map((rows) => rows[0]?.v ?? "")),
  };
  const calls: Array<{ name: string; input: unknown }> = [];
  const routed: ApiPort = {
    call: (call: AnyCall, input: unknown) =>
      Effect.suspend(() => {
        calls.push({ name: call.name, input });
        const override = options.overrides?.[call.name];
        return override ? override(input) : api.call(call, input as never);
      }) as never,
  };
  const port = options.wrap ? options.wrap(routed, server) : routed;
  const shop = testShop({
    api: port,
    jar,
    start: options.start ?? "/",
    ...(options.load === false ? { reactions: false } : {}),
  });
  // The cart loads as the start-up's reaction (domain/cart/reactions).
  await shop.dispatch({ _tag: "StartApp" });
  calls.length = 0;
  return {
    ...shop,
    jar,
    server,
    calls,
    names: () => calls.map((c) => c.name),
    /** The skus the shop sent to carts.addItem (products and vouchers). */
    addedSkus: () =>
      calls.flatMap((c) =>
        c.name === "carts.addItem" ? [(c.input as { body: { sku: string } }).body.sku] : [],
      ),
  };
};

export const eventTags = (shop: { log: { entries: () => ReadonlyArray<{ kind: string }> } }) =>
  shop.log
    .entries()
    .flatMap((e) => (e.kind === "event" ? [(e as unknown as { event: { _tag: string } }).event._tag] : []));

export const lines = (
  cart: { productLineItems: ReadonlyArray<{ articleId: string; quantity: number }> } | null,
) => Object.fromEntries((cart?.productLineItems ?? []).map((l) => [l.articleId, l.quantity]));
