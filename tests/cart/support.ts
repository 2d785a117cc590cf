import { Effect } from "effect";
import type { AnyCall } from "../../domain/api/contract";
import type { DistributionAddress, Voucher } from "../../domain/cart/model";

import type { ApiPort } from "../../domain/ports/api";
import { product } from "../discovery/catalogue";
import { type FakeCartOptions, fakeCartApi } from "../support/fakeCartApi";
import { page, tenantConfig } from "../support/fixtures";
import { type Script, testShop } from "../support/shop";

/** Products of the cart tests: a bottle (max 5), a six-pack in steps of 2 (max 9 → 8), loose apples in grams. */
export const water = product("1001", { name: "Wasser", maxQuantity: 5, price: { regular: { value: 100 } } });
export const juice = product("1002", {
  name: "Apfelsaft",
  maxQuantity: 9,
  quantityStepSize: 2,
  category: "saft",
  parentCategories: [{ slug: "getraenke", name: "Getränke" }],
  price: { regular: { value: 250 } },
});
export const apples = product("1003", {
  name: "Äpfel lose",
  maxQuantity: 2000,
  quantityStepSize: 250,
  weightArticle: true,
  category: "obst",
  parentCategories: [{ slug: "obst-gemuese", name: "Obst & Gemüse" }],
  price: { regular: { value: 300 } },
  weight: { grams: 250, netContent: { value: 1000, unit: "g" } },
});
export const catalogue = [water, juice, apples];

export const alwaysVoucher: Voucher = {
  articleId: "V-ALWAYS",
  component: "general-voucher",
  type: "general-online",
  name: "Willkommen",
  description: "",
  ecommerceAutomaticRedemption: "Always",
  ecommerceLimitAutomaticRedemptionToServiceTypes: [],
  discount: { kind: "amount", value: 100 },
  minimumOrderValue: 0,
};
export const firstOrderDeliveryVoucher: Voucher = {
  ...alwaysVoucher,
  articleId: "V-FIRST",
  ecommerceAutomaticRedemption: "First orders",
  ecommerceLimitAutomaticRedemptionToServiceTypes: ["Delivery"],
};

export const shellScript: Script = {
  "tenant.config": () => ({
    value: {
      ...tenantConfig(),
      messageBundle: {
        ...tenantConfig().messageBundle,
        "cart.discountCode.invalid": "Der Rabattcode „{code}“ ist ungültig.",
      },
    },
  }),
  csrf: () => ({ value: { token: "t" } }),
  "content.configs": () => ({ value: {} }),
  "content.page": (input) => ({ value: page((input as { query: { path: string } }).query.path) }),
};

export type Wrap = (port: ApiPort, fake: ReturnType<typeof fakeCartApi>) => ApiPort;

/**
 * A shop on the in-memory cart server (tests/support/fakeCartApi); shell calls answered by the
 * script. `wrap` puts e.g. a fault injector or an override between the shop and the server.
 */
export const cartShop = async (
  options: Partial<FakeCartOptions> & {
    start?: string;
    wrap?: Wrap;
    overrides?: Record<string, (input: unknown) => Effect.Effect<unknown, unknown>>;
    address?: DistributionAddress | null;
    /** false: the start-up without its reaction that loads the cart (a test dispatches LoadCart itself). */
    load?: boolean;
    /** e.g. { loggedIn: "true" }: the start-up fetches the customer (and the saved addresses). */
    cookies?: Record<string, string>;
  } = {},
) => {
  const fake = fakeCartApi({ products: catalogue, vouchers: [alwaysVoucher], ...options });
  const calls: Array<{ name: string; input: unknown }> = [];
  const routed: ApiPort = {
    call: (call: AnyCall, input: unknown) =>
      Effect.suspend(() => {
        calls.push({ name: call.name, input });
        const override = options.overrides?.[call.name];
        if (override) return override(input);
        const shell = shellScript[call.name];
        if (shell) {
          const a = shell(input);
          return "value" in a ? Effect.succeed(a.value) : Effect.die(new Error("shell failure"));
        }
        return fake.port.call(call, input as never);
      }) as never,
  };
  const port = options.wrap ? options.wrap(routed, fake) : routed;
  const shop = testShop({
    api: port,
    start: options.start ?? "/",
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.load === false ? { reactions: false } : {}),
  });
  // The cart loads as the start-up's reaction (domain/cart/reactions).
  await shop.dispatch({ _tag: "StartApp" });
  calls.length = 0;
  return { ...shop, fake, calls, names: () => calls.map((c) => c.name) };
};

export const eventTags = (shop: { log: { entries: () => ReadonlyArray<{ kind: string }> } }) =>
  shop.log
    .entries()
    .flatMap((e) => (e.kind === "event" ? [(e as unknown as { event: { _tag: string } }).event._tag] : []));

export const lines = (
  cart: { productLineItems: ReadonlyArray<{ articleId: string; quantity: number }> } | null,
) => Object.fromEntries((cart?.productLineItems ?? []).map((l) => [l.articleId, l.quantity]));
