import { Effect } from "effect";
import type { AnyCall } from "../../domain/api/contract";
import { ApiError, type ApiFailure } from "../../domain/api/errors";
import type {
  BillingAddress,
  Cart,
  CartPayment,
  DeliveryWindow,
  DiscountCodeState,
  DistributionAddress,
  LineItem,
  OrderConfig,
  Store,
  ValidationError,
  Voucher,
} from "../../domain/cart/model";
import { checkOrderLimits, withinLimits } from "../../domain/cart/rules/limits";
import { addQuantity, isWholeStep, setQuantity } from "../../domain/cart/rules/quantity";
import { totalWithSurcharge } from "../../domain/cart/rules/surcharge";
import { discountCodeRefusal } from "../../domain/cart/rules/validation";
import type { CheckoutRequest, Order } from "../../domain/checkout/model";
import { isPaidOnline } from "../../domain/checkout/payment";
import { linePrice, lineWeightGrams, piecePrice } from "../../domain/discovery/pricing";
import type { Product } from "../../domain/discovery/product";
import type { ApiPort } from "../../domain/ports/api";
import type { Customer } from "../../domain/session/customer";

/**
 * An in-memory cart server with the semantics of server/cart (document 2 §4, §7): quantity is an
 * increment unless mode "set" (0 removes), capped at maxQuantity; a voucher's articleId as sku adds
 * the voucher once; DELETE items/multiple removes product or voucher lines (400 without ids);
 * discount codes case-insensitive, unknown 404; a FINALIZED cart answers 409 code "3"; the version
 * is bumped only by a real change. Prices are simplified (no deposits, fees or VAT).
 */
export const testOrderConfig: OrderConfig = {
  minOrderValueDelivery: 5000,
  minOrderValueCC: 2000,
  maxOrderValueDelivery: 50000,
  maxOrderValueCC: 40000,
  maxOrderWeightDelivery: 30000,
  maxOrderWeightCC: 40000,
  serviceFeeDelivery: 499,
  serviceFeeCC: 199,
  freeOfChargeThresholdDelivery: 8000,
  freeOfChargeThresholdCC: 4000,
  surchargePercent: 0,
  overAuthorizationPercentage: 10,
};

export const testStore: Store = {
  storeId: "S1",
  name: "Markt Mitte",
  streetName: "Marktplatz",
  streetNumber: "1",
  postalCode: "50667",
  city: "Köln",
  position: { lat: 50.94, lng: 6.96 },
  openingHours: [],
  pickingUnitIds: ["PU1"],
  temporarilyClosed: false,
};

export const inArea: DistributionAddress = {
  distributionType: "DELIVERY",
  streetName: "Hohe Straße",
  streetNumber: "12",
  postalCode: "50667",
  city: "Köln",
};

export interface FakeCartOptions {
  readonly products: ReadonlyArray<Product>;
  readonly vouchers?: ReadonlyArray<Voucher>;
  readonly codes?: Readonly<Record<string, DiscountCodeState>>;
  readonly stores?: ReadonlyArray<Store>;
  /** Postal codes with their delivery area. */
  readonly areas?: Readonly<Record<string, string>>;
  readonly address?: DistributionAddress | null;
  readonly orderConfig?: OrderConfig;
}

interface Line {
  readonly lineItemId: string;
  readonly sku: string;
  readonly quantity: number;
  readonly addedAt: string;
}

export interface FakeCartState {
  id: string;
  version: number;
  status: Cart["cartStatus"];
  lines: Line[];
  vouchers: Array<{ lineItemId: string; articleId: string; addedAt: string }>;
  codes: string[];
  address: DistributionAddress | null;
  windowId: string | null;
  crate: boolean;
  mode: Cart["mode"];
  billing: BillingAddress | null;
  payments: CartPayment[];
}

export const window1 = (appointableId: string, hour = 10): DeliveryWindow => ({
  id: `D-${appointableId}:2026-11-23T${String(hour).padStart(2, "0")}`,
  distributionType: "DELIVERY",
  appointableId,
  start: `2026-11-23T${String(hour).padStart(2, "0")}:00:00.000Z`,
  end: `2026-11-23T${String(hour + 2).padStart(2, "0")}:00:00.000Z`,
  capacity: 10,
  remaining: 5,
});

export const fakeCartApi = (options: FakeCartOptions) => {
  const products = new Map(options.products.map((p) => [p.sku as string, p]));
  const vouchers = new Map((options.vouchers ?? []).map((v) => [v.articleId, v]));
  const codes = new Map(Object.entries(options.codes ?? {}).map(([k, v]) => [k.toUpperCase(), v]));
  const stores = options.stores ?? [testStore];
  const areas = options.areas ?? { "50667": "A1" };
  let ids = 0;
  let carts = 0;
  let clock = Date.UTC(2026, 10, 21, 9, 0, 0);
  const newId = () => `li-${++ids}`;
  const iso = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };
  const fresh = (): FakeCartState => ({
    id: `cart-${++carts}`,
    version: 1,
    status: "OPEN",
    lines: [],
    vouchers: [],
    codes: [],
    address: options.address === undefined ? null : options.address,
    windowId: null,
    crate: true,
    mode: "REGULAR",
    billing: null,
    payments: [],
  });
  const server = { cart: fresh(), calls: [] as string[] };

  const fail = (status: number, message: string, code?: string): ApiFailure =>
    new ApiError({ call: "fake", status, message, code });

  const lineOf = (l: Line): LineItem => {
    const p = products.get(l.sku) as Product;
    return {
      lineItemId: l.lineItemId,
      articleId: l.sku,
      product: p,
      quantity: l.quantity,
      perPiecePrice: piecePrice(p),
      totalPrice: linePrice(p, l.quantity),
      depositPrice: 0,
      weightGrams: lineWeightGrams(p, l.quantity),
      availability: "available",
      vatRate: 7,
      addedAt: l.addedAt,
    };
  };

  const dto = (): Cart => {
    const c = server.cart;
    const lines = c.lines.map(lineOf);
    const orderValue = lines.reduce((s, l) => s + l.totalPrice, 0);
    const type = c.address?.distributionType;
    const config = options.orderConfig ?? testOrderConfig;
    return {
      id: c.id,
      customerId: null,
      cartStatus: c.status,
      mode: c.mode,
      orderNumber: null,
      lineItemCount: lines.length,
      productLineItems: lines,
      unavailableLineItems: [],
      voucherLineItems: c.vouchers.map((v) => ({
        lineItemId: v.lineItemId,
        articleId: v.articleId,
        voucher: vouchers.get(v.articleId) as Voucher,
        applied: true,
        discount: 0,
        addedAt: v.addedAt,
      })),
      discountCodes: c.codes.map((code) => ({
        code,
        description: code,
        state: codes.get(code) ?? "valid",
        discount: 0,
      })),
      distributionAddress: c.address,
      distributionWindow: null,
      billingAddress: c.billing,
      payments: c.payments,
      crateDepositDesired: c.crate,
      weight: lines.reduce((s, l) => s + l.weightGrams, 0),
      freeOfChargeThreshold:
        type === "CLICK_AND_COLLECT" ? config.freeOfChargeThresholdCC : config.freeOfChargeThresholdDelivery,
      deliveryPassLineItem: null,
      priceInfo: {
        totalArticlePrice: orderValue,
        orderValue,
        depositFees: 0,
        serviceFees: 0,
        serviceFeesAfterDiscount: 0,
        serviceFeeTaxRate: 19,
        discounts: 0,
        savings: { loyalty: 0, discountCodes: 0, vouchers: 0 },
        totalSavings: 0,
        totalVat: 0,
        total: orderValue,
        totalWithSurcharge: totalWithSurcharge(
          orderValue,
          config.surchargePercent,
          c.payments.find((p) => p.methodKey !== "gift-card-rewe")?.methodKey,
        ),
        coveredAmount: 0,
        overAuthorizationPercentage: 10,
        overAuthorizationAmount: 0,
        uncoveredAmountWithOverAuthorization: orderValue,
        uncoveredAmountWithoutOverAuthorization: orderValue,
      },
      version: c.version,
    };
  };

  const validationErrors = (): ValidationError[] => {
    const c = server.cart;
    const errors: ValidationError[] = [];
    const a = c.address;
    if (!a?.distributionType) errors.push({ code: "005", message: "distribution missing" });
    else if (a.distributionType === "DELIVERY" && !a.deliveryAreaNumber)
      errors.push({ code: "132", message: "distribution invalid" });
    else if (c.windowId === null) errors.push({ code: "008", message: "delivery window missing" });
    for (const code of c.codes) {
      const e = discountCodeRefusal(codes.get(code) ?? "valid");
      if (e) errors.push({ code: e, message: code, subject: code });
    }
    return errors;
  };

  /** A change of the open cart; the version moves only when something changed. */
  const mutate = <R>(f: (c: FakeCartState) => { next: FakeCartState; result: R }): R => {
    if (server.cart.status !== "OPEN") throw fail(409, "the cart is finalized", "3");
    const before = JSON.stringify(server.cart);
    const { next, result } = f(server.cart);
    if (JSON.stringify(next) !== before) server.cart = { ...next, version: server.cart.version + 1 };
    return result;
  };

  const withQuantity = (c: FakeCartState, sku: string, quantity: number): FakeCartState => {
    if (quantity === 0) return { ...c, lines: c.lines.filter((l) => l.sku !== sku) };
    if (c.lines.some((l) => l.sku === sku))
      return { ...c, lines: c.lines.map((l) => (l.sku === sku ? { ...l, quantity } : l)) };
    return { ...c, lines: [...c.lines, { lineItemId: newId(), sku, quantity, addedAt: iso() }] };
  };

  // biome-ignore lint/suspicious/noExplicitAny: the fake reads every call's input loosely
  const handlers: Record<string, (input: any) => unknown> = {
    "carts.get": () => dto(),
    "carts.validation": () => ({ cartDTO: dto(), errors: validationErrors() }),
    "carts.reset": () => {
      server.cart = fresh();
      return dto();
    },
    "carts.addItem": ({ body }: { body: { sku: string; quantity: number; mode?: "add" | "set" } }) => {
      const voucher = vouchers.get(body.sku);
      if (voucher) {
        mutate((c) => ({
          next: c.vouchers.some((v) => v.articleId === body.sku)
            ? c
            : {
                ...c,
                vouchers: [...c.vouchers, { lineItemId: newId(), articleId: body.sku, addedAt: iso() }],
              },
          result: null,
        }));
        return { cartDTO: dto(), sku: body.sku, quantity: 1, outcome: "voucherAdded" };
      }
      const p = products.get(body.sku);
      if (!p) throw fail(404, `no product or voucher with sku "${body.sku}"`);
      const mode = body.mode ?? "add";
      if (!isWholeStep(p, body.quantity) || (mode === "add" && body.quantity === 0))
        throw fail(400, "quantity not a whole step");
      const result = mutate((c) => {
        const current = c.lines.find((l) => l.sku === p.sku)?.quantity ?? 0;
        const ch =
          mode === "add" ? addQuantity(p, current, body.quantity) : setQuantity(p, current, body.quantity);
        return { next: withQuantity(c, p.sku, ch.quantity), result: ch };
      });
      return { cartDTO: dto(), sku: body.sku, quantity: result.quantity, outcome: result.outcome };
    },
    "carts.addItemsBulk": ({ body }: { body: { items: Array<{ sku: string; quantity: number }> } }) => {
      const notAdded = mutate((c) => {
        let next = c;
        const skipped: unknown[] = [];
        for (const item of body.items) {
          const p = products.get(item.sku);
          const skip = (reason: string, addedQuantity = 0) =>
            skipped.push({ sku: item.sku, quantity: item.quantity, addedQuantity, reason });
          if (!p) skip("notFound");
          else if (!isWholeStep(p, item.quantity) || item.quantity === 0) skip("invalidQuantity");
          else {
            const current = next.lines.find((l) => l.sku === p.sku)?.quantity ?? 0;
            const ch = addQuantity(p, current, item.quantity);
            if (ch.outcome === "maxquantityreached") skip("maxQuantityReached");
            else {
              next = withQuantity(next, p.sku, ch.quantity);
              if (ch.outcome === "capped") skip("capped", ch.quantity - current);
            }
          }
        }
        return { next, result: skipped };
      });
      return { cartDTO: dto(), notAddedOrUpdatedItems: notAdded };
    },
    "carts.removeAll": () => {
      mutate((c) => ({ next: { ...c, lines: [], vouchers: [] }, result: null }));
      return dto();
    },
    "carts.removeMultiple": ({ query }: { query: { lineItemIds?: string[] } }) => {
      const ids = new Set(query.lineItemIds ?? []);
      if (ids.size === 0) throw fail(400, "Cart Items removeProductLineItems: missing lineItemIds");
      mutate((c) => ({
        next: {
          ...c,
          lines: c.lines.filter((l) => !ids.has(l.lineItemId)),
          vouchers: c.vouchers.filter((v) => !ids.has(v.lineItemId)),
        },
        result: null,
      }));
      return dto();
    },
    "carts.addDiscountCode": ({ body }: { body: { code: string } }) => {
      const code = body.code.trim().toUpperCase();
      if (!codes.has(code)) throw fail(404, `unknown discount code "${code}"`);
      const refused = server.cart.codes.includes(code)
        ? null
        : discountCodeRefusal(codes.get(code) ?? "valid");
      if (refused !== null) throw fail(409, `discount code "${code}" does not apply`, refused);
      mutate((c) => ({
        next: c.codes.includes(code) ? c : { ...c, codes: [...c.codes, code] },
        result: null,
      }));
      return dto();
    },
    "carts.removeDiscountCode": ({ query }: { query: { code: string } }) => {
      const code = query.code.trim().toUpperCase();
      if (!server.cart.codes.includes(code)) throw fail(404, "code not on the cart");
      mutate((c) => ({ next: { ...c, codes: c.codes.filter((x) => x !== code) }, result: null }));
      return dto();
    },
    "carts.distributionAddress": ({ body }: { body: DistributionAddress }) => {
      const { deliveryAreaNumber: _a, pickingUnitIds: _p, ...rest } = body;
      let address: DistributionAddress = rest;
      if (body.distributionType === "DELIVERY") {
        const area = areas[body.postalCode ?? ""];
        address = area ? { ...rest, deliveryAreaNumber: area, storeId: "S1", pickingUnitIds: ["PU1"] } : rest;
      } else if (body.distributionType === "CLICK_AND_COLLECT") {
        const s = stores.find((x) => x.storeId === body.storeId);
        if (s)
          address = {
            ...rest,
            streetName: s.streetName,
            streetNumber: s.streetNumber,
            postalCode: s.postalCode,
            city: s.city,
            pickingUnitIds: s.pickingUnitIds,
          };
      }
      mutate((c) => ({ next: { ...c, address }, result: null }));
      return dto();
    },
    "carts.distributionTimeSlot": ({ body }: { body: { id: string } }) => {
      mutate((c) => ({ next: { ...c, windowId: body.id }, result: null }));
      return dto();
    },
    "carts.crateDepositDesired": ({ body }: { body: { crateDepositDesired: boolean } }) => {
      mutate((c) => ({ next: { ...c, crate: body.crateDepositDesired }, result: null }));
      return dto();
    },
    "carts.mode": ({ body }: { body: { mode: Cart["mode"]; orderNumber?: string | null } }) => {
      if (body.mode === "ADDON") throw fail(401, "ADDON needs a logged-in customer");
      mutate((c) => ({ next: { ...c, mode: "REGULAR" }, result: null }));
      return dto();
    },
    "maps.autocomplete": ({ query }: { query: { q: string } }) => ({
      predictions: [
        {
          id: "place-1",
          primaryPart: `${query.q} 12`,
          secondaryPart: "50667 Köln",
          description: `${query.q} 12, 50667 Köln`,
          type: "street",
        },
      ],
    }),
    "carts.billingAddress": ({ body }: { body: BillingAddress }) => {
      mutate((c) => ({ next: { ...c, billing: body }, result: null }));
      return dto();
    },
    "carts.payment": ({ body }: { body: { methodKey: CartPayment["methodKey"]; brandName: string } }) => {
      mutate((c) => ({
        next: {
          ...c,
          payments: [
            {
              paymentId: `pay-${++ids}`,
              methodKey: body.methodKey,
              brandName: body.brandName,
              amountPlanned: 0,
            },
          ],
        },
        result: null,
      }));
      return dto();
    },
    "carts.paymentsClean": () => {
      mutate((c) => ({ next: { ...c, payments: [] }, result: null }));
      return dto();
    },
    /** Like server/cart: no validation errors (plus a billing address), lines and the order limits, then FINALIZED. */
    "carts.finalize": () => {
      if (server.cart.status !== "OPEN") throw fail(409, "the cart is finalized", "3");
      const errors = [
        ...validationErrors(),
        ...(server.cart.billing === null ? [{ code: "031", message: "billing address invalid" }] : []),
      ];
      if (errors.length > 0)
        throw new ApiError({
          call: "fake",
          status: 409,
          message: "the cart does not validate",
          code: "cart_invalid",
          body: { code: "cart_invalid", errors: errors.map((e) => ({ path: e.code, message: e.message })) },
        });
      const cart = dto();
      if (cart.productLineItems.length === 0) throw fail(409, "the cart is empty", "cart_empty");
      const limits = checkOrderLimits(options.orderConfig ?? testOrderConfig, {
        orderValue: cart.priceInfo.orderValue,
        weightGrams: cart.weight,
        mode: cart.mode,
        type: cart.distributionAddress?.distributionType,
      });
      if (!withinLimits(limits))
        throw new ApiError({
          call: "fake",
          status: 409,
          message: "the order limits are not met",
          code: "order_limits",
          body: {
            code: "order_limits",
            errors: Object.entries(limits)
              .filter(([k, v]) => v === true && k !== "missingToMinimum")
              .map(([k]) => ({ path: k, message: k })),
          },
        });
      server.cart = { ...server.cart, status: "FINALIZED", version: server.cart.version + 1 };
      return dto();
    },
    orderConfig: () => options.orderConfig ?? testOrderConfig,
    "content.generalVouchers": () => [...vouchers.values()],
    checkoutStores: () => stores,
    "capacity.earliestWindow": ({ query }: { query: { appointableId?: string } }) =>
      window1(query.appointableId ?? "A1"),
    "capacity.windows": ({ query }: { query: { appointableId?: string } }) => ({
      windows: [window1(query.appointableId ?? "A1"), window1(query.appointableId ?? "A1", 14)],
    }),
  };

  const port: ApiPort = {
    call: (call: AnyCall, input: unknown) =>
      Effect.suspend(() => {
        server.calls.push(call.name);
        const h = handlers[call.name];
        if (!h) return Effect.die(new Error(`fake cart API: no ${call.name}`));
        try {
          return Effect.succeed(h(input));
        } catch (e) {
          return Effect.fail(e as ApiFailure);
        }
      }) as never,
  };
  return { port, server, dto, fresh };
};

export type Fault = "none" | "drop" | "error" | "lostAnswer";

export interface InjectedCall {
  readonly name: string;
  readonly input: unknown;
  readonly fault: Fault;
  /** The request reached the server. */
  readonly forwarded: boolean;
  /** The server's cart version moved during the call (the change took effect). */
  readonly changed: boolean;
}

/**
 * Wraps an API port with faults: "drop" (no answer, the request never arrived: status 0), "error"
 * (503 before the server acted), "lostAnswer" (the server acted, the answer was lost: status 0, a
 * timeout). The HTTP adapter's retries of idempotent calls are taken as already exhausted.
 */
export const faultInjector = (inner: ApiPort, version: () => number, next: (name: string) => Fault) => {
  const log: InjectedCall[] = [];
  const port: ApiPort = {
    call: (call: AnyCall, input: unknown) =>
      Effect.suspend(() => {
        const fault = next(call.name);
        const timeout = new ApiError({ call: call.name, status: 0, message: "timeout" });
        if (fault === "drop") {
          log.push({ name: call.name, input, fault, forwarded: false, changed: false });
          return Effect.fail(timeout);
        }
        if (fault === "error") {
          log.push({ name: call.name, input, fault, forwarded: false, changed: false });
          return Effect.fail(new ApiError({ call: call.name, status: 503, message: "HTTP 503" }));
        }
        const v = version();
        return inner.call(call, input as never).pipe(
          Effect.tap(() =>
            Effect.sync(() =>
              log.push({ name: call.name, input, fault, forwarded: true, changed: version() !== v }),
            ),
          ),
          Effect.tapError(() =>
            Effect.sync(() =>
              log.push({ name: call.name, input, fault, forwarded: true, changed: version() !== v }),
            ),
          ),
          Effect.flatMap((value) => (fault === "lostAnswer" ? Effect.fail(timeout) : Effect.succeed(value))),
        );
      }) as never,
  };
  return { port, log };
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
