import { Effect } from "effect";
import type { AnyCall } from "../../domain/api/contract";
import { ApiError } from "../../domain/api/errors";
import type { DistributionAddress, OrderConfig } from "../../domain/cart/model";
import type { CheckoutAddress } from "../../domain/checkout/address";
import type { CheckoutRequest, Order } from "../../domain/checkout/model";
import { isPaidOnline } from "../../domain/checkout/payment";
import type { ApiPort } from "../../domain/ports/api";
import type { Customer } from "../../domain/session/customer";
import { alwaysVoucher, catalogue, shellScript, water } from "../cart/support";
import { fakeCartApi, inArea, testOrderConfig } from "../support/fakeCartApi";
import { anna } from "../support/fixtures";
import { testShop } from "../support/shop";

/** The checkout's tests: the in-memory cart server plus an in-memory checkout (POST /api/checkout, orders, PSP). */

const checkoutConfig: OrderConfig = {
  ...testOrderConfig,
  minOrderValueDelivery: 500,
  surchargePercent: 1.5,
};

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

type Fake = ReturnType<typeof fakeCartApi>;
type Outcome = "approved" | "declined" | "pending";

const failure = (status: number, message: string, code?: string, data?: unknown) =>
  Effect.fail(
    new ApiError({
      call: "checkout.place",
      status,
      message,
      ...(code ? { code } : {}),
      body: { status, message, ...(code ? { code } : {}), ...(data ? { data } : {}) },
    }),
  );

/**
 * POST /api/checkout with the reference server's semantics (server/checkout): offline methods
 * name the cart, online ones a provider payment; declined and pending payments answer 402 with
 * data { paymentInitiator, code } and leave the cart FINALIZED; the same checkoutId again answers
 * the same order; the shopper gets a new empty cart.
 */
export const fakeCheckout = (fake: Fake, customer: () => Customer | null) => {
  const orders = new Map<string, Order>();
  const byCheckoutId = new Map<string, string>();
  const payments = new Map<string, { cartId: string; outcome: Outcome }>();
  let numbers = 0;
  const place = ({ body }: { body: CheckoutRequest }) =>
    Effect.suspend(() => {
      const known = byCheckoutId.get(body.checkoutId);
      if (known) return Effect.succeed({ order: orders.get(known) as Order, cart: fake.dto() });
      const cart = fake.dto();
      if (isPaidOnline(body.paymentMethodKey)) {
        const p = payments.get(body.checkoutId);
        if (!p || p.cartId !== cart.id) return failure(404, "no such payment", "checkout_not_found");
        if (p.outcome !== "approved") {
          const code = p.outcome === "declined" ? "payment_declined" : "payment_pending";
          return failure(402, code, code, { paymentInitiator: body.paymentInitiator, code });
        }
      } else if (body.checkoutId !== cart.id) return failure(404, "no such cart", "checkout_not_found");
      if (cart.cartStatus !== "FINALIZED") return failure(409, "not finalized", "cart_not_finalized");
      if (cart.payments[0]?.methodKey !== body.paymentMethodKey)
        return failure(409, "payment method differs", "payment_method_mismatch");
      const type = cart.distributionAddress?.distributionType ?? "DELIVERY";
      const c = customer();
      const order: Order = {
        orderNumber: `40${String(++numbers).padStart(8, "0")}`,
        placedAt: "2026-11-21T09:00:00.000Z",
        distributionType: type,
        firstOrder: c !== null && (type === "DELIVERY" ? c.firstOrderDelivery : c.firstOrderClickAndCollect),
        customerId: c?.customerId ?? null,
        cart: { ...cart, cartStatus: "ORDERED" },
      };
      orders.set(order.orderNumber, order);
      byCheckoutId.set(body.checkoutId, order.orderNumber);
      fake.server.cart = fake.fresh();
      return Effect.succeed({ order, cart: fake.dto() });
    });
  const overrides: Record<string, (input: unknown) => Effect.Effect<unknown, unknown>> = {
    "checkout.place": (input) => place(input as { body: CheckoutRequest }),
    "orders.get": (input) =>
      Effect.suspend(() => {
        const order = orders.get((input as { params: { orderNumber: string } }).params.orderNumber);
        return order
          ? Effect.succeed(order)
          : Effect.fail(new ApiError({ call: "orders.get", status: 404, message: "no such order" }));
      }),
  };
  /** The provider took a payment for the cart: its id, with the outcome the shopper chose. */
  const pay = (cartId: string, outcome: Outcome) => {
    const id = `psp-${payments.size + 1}`;
    payments.set(id, { cartId, outcome });
    return id;
  };
  return { overrides, pay, orders };
};

/**
 * A started shop on the in-memory servers. `lines` are in the cart before the app starts (a direct
 * visit); `start` is the first path; `customer` logs in (cookie loggedIn, GET /api/customers).
 */
export const checkoutShop = async (
  options: {
    start?: string;
    address?: DistributionAddress | null;
    lines?: ReadonlyArray<{ sku: string; quantity: number }>;
    window?: boolean;
    customer?: Customer | null;
    overrides?: Record<string, (input: unknown) => Effect.Effect<unknown, unknown>>;
  } = {},
) => {
  const fake = fakeCartApi({
    products: catalogue,
    vouchers: [alwaysVoucher],
    orderConfig: checkoutConfig,
    address: options.address === undefined ? inArea : options.address,
  });
  const customer = options.customer ?? null;
  let served: Customer | null = customer;
  const checkout = fakeCheckout(fake, () => served);
  const calls: Array<{ name: string; input: unknown }> = [];
  const call = (name: string, input: unknown) => fake.port.call({ name } as AnyCall, input as never);
  // The cart as the shopper left it: lines (the fake sets the area from the postal code) and a window.
  if (options.address !== null)
    Effect.runSync(call("carts.distributionAddress", { body: fake.server.cart.address }));
  for (const l of options.lines ?? [{ sku: water.sku, quantity: 5 }])
    Effect.runSync(call("carts.addItem", { query: {}, body: l }));
  if (options.window !== false)
    Effect.runSync(call("carts.distributionTimeSlot", { body: { id: "D-A1:2026-11-23T10" } }));
  const port: ApiPort = {
    call: (c: AnyCall, input: unknown) =>
      Effect.suspend(() => {
        calls.push({ name: c.name, input });
        const override = options.overrides?.[c.name] ?? checkout.overrides[c.name];
        if (override) return override(input);
        if (c.name === "customers.get")
          return served === null
            ? Effect.fail(new ApiError({ call: c.name, status: 401, message: "not logged in" }))
            : Effect.succeed(served);
        if (c.name === "customers.addresses") return Effect.succeed([]);
        const shell = shellScript[c.name];
        if (shell) {
          const a = shell(input);
          return "value" in a ? Effect.succeed(a.value) : Effect.die(new Error("shell failure"));
        }
        return fake.port.call(c, input as never);
      }) as never,
  };
  const shop = testShop({
    api: port,
    start: options.start ?? "/warenkorb",
    cookies: customer ? { loggedIn: "true" } : {},
  });
  await shop.dispatch({ _tag: "StartApp" });
  await shop.dispatch({ _tag: "LoadCart" });
  calls.length = 0;
  return {
    ...shop,
    fake,
    checkout,
    calls,
    names: () => calls.map((c) => c.name),
    /** The customer the server answers from now on (its first-order flags after an order). */
    serve: (c: Customer | null) => {
      served = c;
    },
  };
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
