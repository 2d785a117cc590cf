import { Effect } from "effect";
import { addCartItem, getCart, setDistributionTimeSlot } from "../../domain/api/cart";
import type { CallInput } from "../../domain/api/contract";
import { getWindows } from "../../domain/api/distribution";
import type { DistributionAddress } from "../../domain/cart/model";
import type { CheckoutAddress } from "../../domain/checkout/address";
import type { ApiPort } from "../../domain/ports/api";
import { demoOrderConfig } from "../../server/seed/checkout";
import { cartShop, type Wrap } from "../cart/support";
import { anna } from "../support/fixtures";
import { annaLogin, inArea, juice } from "../support/seeded-catalogue";

/** The checkout's tests: the reference server's cart, checkout and payment provider, in process. */

/** A valid checkout form: Anna at Hohe Straße 12. */
export const validAddress: CheckoutAddress = {
  salutation: "Female",
  firstName: "Anna",
  lastName: "Schmidt",
  email: "anna.schmidt@example.com",
  phoneNumber: "+49 221 1234567",
  streetName: "Hohe Straße",
  streetNumber: "12",
  postalCode: "50667",
  city: "Köln",
};

/** Juice enough for the seeded minimum order value of a delivery (the server prices it). */
export const enoughJuice = {
  sku: juice.sku,
  quantity: Math.min(
    juice.maxQuantity,
    Math.ceil(demoOrderConfig.minOrderValueDelivery / juice.price.regular.value) + 1,
  ),
};

const run = <A>(effect: Effect.Effect<A, unknown>) => Effect.runPromise(effect);

/** The first window of the cart's service that still has room. */
const chooseWindow = async (api: ApiPort) => {
  const address = (await run(api.call(getCart, {} as never))).distributionAddress;
  if (!address?.distributionType) return;
  const appointableId =
    address.distributionType === "DELIVERY" ? address.deliveryAreaNumber : address.storeId;
  const { windows } = await run(
    api.call(getWindows, {
      query: { distributionType: address.distributionType, appointableId },
    } as CallInput<typeof getWindows>),
  );
  const free = windows.find((w) => w.remaining > 0);
  if (!free) throw new Error("the seeded schedule has no free window");
  await run(api.call(setDistributionTimeSlot, { body: { id: free.id } } as never));
};

/**
 * A started shop whose cart the shopper filled before (a direct visit): `lines` (default: juice
 * above the minimum order value) for `address` (default Hohe Straße 12; null: none) and a free
 * window. `customer` logs the browser in as the seeded Anna; `jar` is an earlier shop's browser.
 */
export const checkoutShop = async (
  options: {
    start?: string;
    address?: DistributionAddress | null;
    lines?: ReadonlyArray<{ sku: string; quantity: number }>;
    window?: boolean;
    customer?: "anna";
    /** Another seeded customer to log in (instead of `customer`). */
    login?: { readonly email: string; readonly password: string };
    wrap?: Wrap;
    overrides?: Record<string, (input: unknown) => Effect.Effect<unknown, unknown>>;
    jar?: Map<string, string>;
  } = {},
) => {
  const address = options.address === undefined ? inArea : options.address;
  return cartShop({
    start: options.start ?? "/warenkorb",
    address,
    ...(options.login ? { login: options.login } : options.customer ? { login: annaLogin } : {}),
    ...(options.wrap ? { wrap: options.wrap } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
    ...(options.jar ? { jar: options.jar } : {}),
    prepare: async (api) => {
      for (const l of options.lines ?? [enoughJuice])
        await run(api.call(addCartItem, { query: {}, body: l } as never));
      if (address !== null && options.window !== false) await chooseWindow(api);
    },
  });
};

type Shop = Awaited<ReturnType<typeof checkoutShop>>;

/**
 * The shopper at the reference server's payment provider (GET /psp/pay, then Pay or Decline, or
 * neither: pending), as the browser does after the page left for it. Returns the payment's id.
 */
export const pay = async (shop: Shop, cartId: string, outcome: "approved" | "declined" | "pending") => {
  const page = await shop.server.fetch(
    `/psp/pay?checkoutId=${encodeURIComponent(cartId)}&returnUrl=${encodeURIComponent("/kasse-return")}`,
  );
  const html = await page.text();
  const form = /action="\/psp\/pay\/([^"/]+)\/approve"[\s\S]*?name="token" value="([^"]+)"/.exec(html);
  if (page.status !== 200 || !form)
    throw new Error(`no payment page (${page.status}): ${html.slice(0, 200)}`);
  const [, paymentId = "", token = ""] = form;
  if (outcome === "pending") return decodeURIComponent(paymentId);
  const decided = await shop.server.fetch(
    `/psp/pay/${paymentId}/${outcome === "approved" ? "approve" : "decline"}`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    },
  );
  if (decided.status !== 303) throw new Error(`the payment was not ${outcome}: ${decided.status}`);
  return decodeURIComponent(paymentId);
};

export const eventsOf = (shop: { log: { entries: () => ReadonlyArray<{ kind: string }> } }) =>
  shop.log
    .entries()
    .flatMap((e) =>
      e.kind === "event"
        ? [(e as unknown as { event: { _tag: string } & Record<string, unknown> }).event]
        : [],
    );

export const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

export { anna };
