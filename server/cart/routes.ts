import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import {
  addCartItem,
  addCartItemsBulk,
  addDiscountCode,
  cleanCartPayments,
  deleteCartPayment,
  discardCart,
  finalizeCart,
  getCart,
  mergeCart,
  removeAllCartItems,
  removeCartItems,
  removeDiscountCode,
  resetCart,
  resetCartCookies,
  setBillingAddress,
  setCartCustomer,
  setCartMode,
  setCartPayment,
  setCrateDepositDesired,
  setDistributionAddress,
  setDistributionTimeSlot,
  validateCart,
} from "../../domain/api/cart";
import {
  type AddOutcome,
  type DistributionAddress,
  GIFT_CARD_METHOD_KEY,
  type NotAddedItem,
} from "../../domain/cart/model";
import { normaliseCode } from "../../domain/cart/rules/discount-code";
import { checkOrderLimits, withinLimits } from "../../domain/cart/rules/limits";
import { MAX_DISCOUNT_CODES, mergeCartStates } from "../../domain/cart/rules/merge";
import { addQuantity, isWholeStep, maxAllowedQuantity, setQuantity } from "../../domain/cart/rules/quantity";
import { discountCodeRefusal, VALIDATION_MESSAGES } from "../../domain/cart/rules/validation";
import type { Product } from "../../domain/discovery/product";
import { findParentService, switchedMode } from "../addon/cart";
import { requireAddOnParent } from "../addon/store";
import { requireOfferedMethod } from "../checkout/methods";
import type { Db } from "../db/db";
import { productsBySkus } from "../discovery/store";
import { areaOfAddress, findStore } from "../distribution/store";
import { now as clockNow } from "../http/clock";
import type { App, AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import { toJsonb } from "../http/jsonb";
import { route } from "../http/route";
import { requireSuitsCustomer } from "../payments/offer";
import { clearSessionCookies } from "../session/cookies";
import { endSession } from "../session/store";
import { discountCodeState, findDiscountCodes } from "../vouchers/store";
import type { CartRow, CartState } from "./state";
import {
  changeCart,
  ensureSession,
  finalizedError,
  findLiveCart,
  liveCart,
  reopenFinalized,
  requestCart,
  setStatus,
} from "./store";
import { cartStoreId, cartView, loadContext, orderableAt, type Prefetched, validationErrors } from "./view";

/** The answer's cart view; `pre` is what the cart's snapshot already read (asked for again when absent). */
const view = async (db: Db, row: CartRow, pre?: Prefetched) =>
  cartView(row, await loadContext(db, row, clockNow(), pre));

const nowIso = () => new Date().toISOString();
const newId = () => randomUUID();

const MAX_GIFT_CARDS = 5;

type Line = CartState["lines"][number];

/** One line per sku: adds or sets its quantity (0 removes it). */
const withQuantity = (state: CartState, sku: string, quantity: number): CartState => {
  const existing = state.lines.find((l) => l.sku === sku);
  if (quantity === 0) return { ...state, lines: state.lines.filter((l) => l.sku !== sku) };
  if (existing) return { ...state, lines: state.lines.map((l) => (l.sku === sku ? { ...l, quantity } : l)) };
  const line: Line = { lineItemId: newId(), sku, quantity, addedAt: nowIso() };
  return { ...state, lines: [...state.lines, line] };
};

interface ItemChange {
  readonly state: CartState;
  readonly quantity: number;
  readonly outcome: AddOutcome;
}

const changeItem = (
  state: CartState,
  product: Product,
  quantity: number,
  mode: "add" | "set",
): ItemChange => {
  if (!isWholeStep(product, quantity) || (mode === "add" && quantity === 0)) {
    throw new HttpError(
      400,
      `quantity must be a ${mode === "add" ? "positive " : ""}multiple of quantityStepSize (${product.quantityStepSize}) for sku ${product.sku}`,
      { code: "invalid_quantity", errors: [{ path: "body.quantity", message: "not a whole step" }] },
    );
  }
  const current = state.lines.find((l) => l.sku === product.sku)?.quantity ?? 0;
  const change =
    mode === "add" ? addQuantity(product, current, quantity) : setQuantity(product, current, quantity);
  if (change.quantity === current && change.outcome !== "removed") return { state, ...change };
  return { state: withQuantity(state, product.sku, change.quantity), ...change };
};

/**
 * Document 2 §9: line operations carry the store id of the current service. A known store id is
 * kept on the cart (storeHint) and decides line availability while the cart has no distribution
 * address of its own; an unknown one is ignored.
 */
const withStoreHint = async (db: Db, state: CartState, storeId: string | undefined): Promise<CartState> => {
  if (storeId === undefined || storeId === state.storeHint || !(await findStore(db, storeId))) return state;
  return { ...state, storeHint: storeId };
};

const requireCustomer = (c: Context<AppEnv>, what: string) => {
  const session = c.get("session");
  if (!session?.customerId)
    throw new HttpError(401, `${what} needs a logged-in customer`, { code: "unauthorized" });
  return session as { id: string; customerId: string };
};

const SELF_RESOLVING = new Set([getCart.path, validateCart.path]);

/**
 * The calls whose handler reads the session with the cart, in one round trip (issue 18): the
 * session middleware leaves their session lookup to them (server/session/middleware.ts).
 */
export const resolvesOwnSession = (c: Context<AppEnv>): boolean =>
  c.req.method === "GET" && SELF_RESOLVING.has(c.req.path);

export const cartRoutes = (app: App) => {
  // Both read the session with the cart (requestCart): see resolvesOwnSession.
  route(app, getCart, async (_r, c) => {
    const snapshot = await requestCart(c);
    return view(c.get("db"), snapshot.row, snapshot);
  });

  route(app, validateCart, async (_r, c) => {
    const db = c.get("db");
    const snapshot = await requestCart(c);
    const { row } = snapshot;
    const ctx = await loadContext(db, row, clockNow(), snapshot);
    return { cartDTO: cartView(row, ctx), errors: await validationErrors(db, row, ctx) };
  });

  route(app, addCartItem, async ({ body, query }, c) => {
    const db = c.get("db");
    const mode = body.mode ?? "add";
    // The sku's voucher and product are read with the cart (one round trip); an unknown sku is
    // refused before anything is written.
    const { row, result, snapshot } = await changeCart(
      c,
      async (state, _row, tx, read) => {
        const voucher = read.voucher;
        const product = voucher ? undefined : read.products.get(body.sku);
        if (voucher) {
          if (voucher.type === "general-offline")
            throw new HttpError(409, `voucher "${voucher.articleId}" can only be redeemed in the store`, {
              code: "voucher_offline",
            });
          if (state.vouchers.some((v) => v.articleId === voucher.articleId))
            return { state, result: { quantity: 1, outcome: "voucherAdded" as AddOutcome } };
          return {
            state: {
              ...state,
              vouchers: [
                ...state.vouchers,
                { lineItemId: newId(), articleId: voucher.articleId, addedAt: nowIso() },
              ],
            },
            result: { quantity: 1, outcome: "voucherAdded" as AddOutcome },
          };
        }
        if (!product)
          throw new HttpError(404, `no product or voucher with sku "${body.sku}"`, {
            code: "product_not_found",
          });
        const hinted = await withStoreHint(tx, state, query.storeId);
        if (!orderableAt(product, cartStoreId(hinted)))
          throw new HttpError(409, `product "${product.sku}" is not available at the cart's store`, {
            code: "product_unavailable",
          });
        const change = changeItem(hinted, product, body.quantity, mode);
        return { state: change.state, result: { quantity: change.quantity, outcome: change.outcome } };
      },
      { skus: [body.sku], voucher: body.sku },
    );
    return { cartDTO: await view(db, row, snapshot), sku: body.sku, ...result };
  });

  route(app, addCartItemsBulk, async ({ body, query }, c) => {
    const db = c.get("db");
    const skus = body.items.map((i) => i.sku);
    const { row, result, snapshot } = await changeCart(
      c,
      async (state, _row, tx, { products }) => {
        let next = await withStoreHint(tx, state, query.storeId);
        const notAdded: NotAddedItem[] = [];
        for (const item of body.items) {
          const p = products.get(item.sku);
          const skip = (reason: NotAddedItem["reason"], addedQuantity = 0) =>
            notAdded.push({ sku: item.sku, quantity: item.quantity, addedQuantity, reason });
          if (!p) skip("notFound");
          else if (!orderableAt(p, cartStoreId(next))) skip("unavailable");
          else if (!isWholeStep(p, item.quantity) || item.quantity === 0) skip("invalidQuantity");
          else {
            const current = next.lines.find((l) => l.sku === p.sku)?.quantity ?? 0;
            const change = addQuantity(p, current, item.quantity);
            if (change.outcome === "maxquantityreached") skip("maxQuantityReached");
            else {
              next = withQuantity(next, p.sku, change.quantity);
              if (change.outcome === "capped") skip("capped", change.quantity - current);
            }
          }
        }
        return { state: next, result: notAdded };
      },
      { skus },
    );
    return { cartDTO: await view(db, row, snapshot), notAddedOrUpdatedItems: result };
  });

  route(app, removeAllCartItems, async (_r, c) => {
    const { row, snapshot } = await changeCart(c, async (state) => ({
      state: { ...state, lines: [], vouchers: [] },
      result: null,
    }));
    return view(c.get("db"), row, snapshot);
  });

  route(app, removeCartItems, async ({ query }, c) => {
    const ids = new Set(query.lineItemIds ?? []);
    if (ids.size === 0)
      throw new HttpError(400, "Cart Items removeProductLineItems: missing lineItemIds", {
        code: "missing_line_item_ids",
      });
    const { row, snapshot } = await changeCart(c, async (state) => ({
      state: {
        ...state,
        lines: state.lines.filter((l) => !ids.has(l.lineItemId)),
        vouchers: state.vouchers.filter((v) => !ids.has(v.lineItemId)),
      },
      result: null,
    }));
    return view(c.get("db"), row, snapshot);
  });

  route(app, addDiscountCode, async ({ body }, c) => {
    const db = c.get("db");
    const code = normaliseCode(body.code);
    const [known] = await db.query<{ code: string }>("SELECT code FROM discount_codes WHERE code = $1", [
      code,
    ]);
    if (!known)
      throw new HttpError(404, `unknown discount code "${code}"`, { code: "discount_code_unknown" });
    const { row, snapshot } = await changeCart(c, async (state, cart, tx) => {
      if (state.discountCodes.includes(code)) return { state, result: null };
      const found = (await findDiscountCodes(tx, [code], cart.id)).get(code);
      const refused =
        found &&
        discountCodeRefusal(
          discountCodeState(found, state.distributionAddress?.distributionType, Date.now()),
        );
      if (refused)
        throw new HttpError(409, `discount code "${code}" does not apply: ${VALIDATION_MESSAGES[refused]}`, {
          code: refused,
        });
      if (state.discountCodes.length >= MAX_DISCOUNT_CODES)
        throw new HttpError(400, `at most ${MAX_DISCOUNT_CODES} discount codes per cart`, {
          code: "too_many_codes",
        });
      return { state: { ...state, discountCodes: [...state.discountCodes, code] }, result: null };
    });
    return view(db, row, snapshot);
  });

  route(app, removeDiscountCode, async ({ query }, c) => {
    const code = normaliseCode(query.code);
    const { row, snapshot } = await changeCart(c, async (state) => {
      if (!state.discountCodes.includes(code))
        throw new HttpError(404, `discount code "${code}" is not on the cart`, {
          code: "discount_code_not_in_cart",
        });
      return {
        state: { ...state, discountCodes: state.discountCodes.filter((x) => x !== code) },
        result: null,
      };
    });
    return view(c.get("db"), row, snapshot);
  });

  route(app, setDistributionAddress, async ({ body }, c) => {
    const db = c.get("db");
    const address = await normaliseAddress(db, body);
    const { row, snapshot } = await changeCart(c, async (state) => ({
      state: { ...state, distributionAddress: address },
      result: null,
    }));
    return view(db, row, snapshot);
  });

  route(app, setDistributionTimeSlot, async ({ body }, c) => {
    const { row, snapshot } = await changeCart(c, async (state) => ({
      state: { ...state, windowId: body.id },
      result: null,
    }));
    return view(c.get("db"), row, snapshot);
  });

  route(app, setBillingAddress, async ({ body }, c) => {
    const { row, snapshot } = await changeCart(c, async (state) => ({
      state: { ...state, billingAddress: body },
      result: null,
    }));
    return view(c.get("db"), row, snapshot);
  });

  route(app, setCartMode, async ({ body }, c) => {
    const db = c.get("db");
    let orderNumber: string | null = null;
    if (body.mode === "ADDON") {
      const session = requireCustomer(c, "an ADDON cart");
      if (!body.orderNumber)
        throw new HttpError(400, "orderNumber must not be null or empty for an ADDON cart", {
          code: "missing_order_number",
        });
      // Document 2 §4: until the order's cut-off and within the add-on limit per order.
      orderNumber = await requireAddOnParent(db, session.customerId, body.orderNumber, clockNow());
    }
    const parent = orderNumber ? await findParentService(db, orderNumber) : undefined;
    const { row, snapshot } = await changeCart(c, async (state) => ({
      state: switchedMode(state, body.mode, orderNumber, parent),
      result: null,
    }));
    return view(db, row, snapshot);
  });

  route(app, setCrateDepositDesired, async ({ body }, c) => {
    const { row, snapshot } = await changeCart(c, async (state) => ({
      state: { ...state, crateDepositDesired: body.crateDepositDesired },
      result: null,
    }));
    return view(c.get("db"), row, snapshot);
  });

  route(app, setCartPayment, async ({ body }, c) => {
    const giftCard = body.methodKey === GIFT_CARD_METHOD_KEY;
    if (giftCard && !body.giftCardCode?.trim())
      throw new HttpError(400, "giftCardCode must not be null or empty", { code: "missing_gift_card_code" });
    if (giftCard && body.amount === undefined)
      throw new HttpError(400, "amount is required for a gift-card payment", { code: "missing_amount" });
    const { row, snapshot } = await changeCart(c, async (state, cartRow, tx) => {
      requireOfferedMethod(body.methodKey, state.distributionAddress?.distributionType);
      await requireSuitsCustomer(tx, cartRow.customer_id, body.methodKey);
      const payment = {
        paymentId: newId(),
        methodKey: body.methodKey,
        brandName: body.brandName,
        amount: giftCard ? (body.amount ?? 0) : null,
        ...(giftCard ? { giftCardCode: body.giftCardCode?.trim() } : {}),
      };
      const kept = state.payments.filter((p) =>
        giftCard ? p.giftCardCode !== payment.giftCardCode : p.methodKey === GIFT_CARD_METHOD_KEY,
      );
      if (giftCard && kept.length >= MAX_GIFT_CARDS)
        throw new HttpError(400, `at most ${MAX_GIFT_CARDS} gift cards per cart`, {
          code: "too_many_gift_cards",
        });
      return { state: { ...state, payments: [...kept, payment] }, result: null };
    });
    return view(c.get("db"), row, snapshot);
  });

  route(app, cleanCartPayments, async (_r, c) => {
    const { row, snapshot } = await changeCart(c, async (state) => ({
      state: { ...state, payments: [] },
      result: null,
    }));
    return view(c.get("db"), row, snapshot);
  });

  route(app, deleteCartPayment, async ({ params }, c) => {
    const { row, snapshot } = await changeCart(c, async (state) => {
      if (!state.payments.some((p) => p.paymentId === params.id))
        throw new HttpError(404, `no payment "${params.id}" on the cart`, { code: "payment_not_found" });
      return {
        state: { ...state, payments: state.payments.filter((p) => p.paymentId !== params.id) },
        result: null,
      };
    });
    return view(c.get("db"), row, snapshot);
  });

  route(app, finalizeCart, async (_r, c) => {
    const session = await ensureSession(c);
    const db = c.get("db");
    const row = await db.transaction(async (tx) => {
      const row = await liveCart(tx, session, true);
      if (row.status !== "OPEN") throw finalizedError();
      if (row.state.windowId)
        await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [row.state.windowId]);
      const ctx = await loadContext(tx, row);
      const errors = await validationErrors(tx, row, ctx);
      if (errors.length > 0)
        throw new HttpError(409, `the cart does not validate: ${errors.map((e) => e.code).join(", ")}`, {
          code: "cart_invalid",
          errors: errors.map((e) => ({ path: e.code, message: e.message })),
        });
      const cart = cartView(row, ctx);
      if (cart.productLineItems.length === 0)
        throw new HttpError(409, "the cart is empty", { code: "cart_empty" });
      const limits = checkOrderLimits(ctx.config, {
        orderValue: cart.priceInfo.orderValue,
        weightGrams: cart.weight,
        mode: cart.mode,
        type: ctx.type,
      });
      if (!withinLimits(limits))
        throw new HttpError(409, "the order limits are not met", {
          code: "order_limits",
          errors: Object.entries(limits)
            .filter(([k, v]) => v === true && k !== "missingToMinimum")
            .map(([k]) => ({ path: k, message: k })),
        });
      await setStatus(tx, row.id, "FINALIZED", row.state.windowId);
      for (const code of cart.discountCodes.filter((d) => d.state === "valid"))
        await tx.query(
          "INSERT INTO discount_code_redemptions (code, cart_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
          [code.code, row.id],
        );
      return { ...row, status: "FINALIZED" as const, version: row.version + 1 };
    });
    return view(db, row);
  });

  route(app, resetCart, async (_r, c) => {
    const session = await ensureSession(c);
    const db = c.get("db");
    const row = await db.transaction(async (tx) => {
      const current = await findLive(tx, session);
      // A finalized cart is taken back from its payment (the shopper came back to checkout, e.g.
      // with the browser's back button from the payment page): reopened with its items. Any other
      // cart is abandoned for a new empty one.
      if (current && !(await reopenFinalized(tx, current.id))) await setStatus(tx, current.id, "ABANDONED");
      return liveCart(tx, session, true);
    });
    return view(db, row);
  });

  route(app, resetCartCookies, async (_r, c) => {
    const session = c.get("session");
    const db = c.get("db");
    if (session) {
      const current = await findLive(db, session);
      if (current) await setStatus(db, current.id, "ABANDONED");
      if (!session.customerId) {
        await endSession(db, session.id);
        c.set("session", undefined);
        clearSessionCookies(c);
      }
    }
    return { reset: true };
  });

  route(app, setCartCustomer, async ({ query }, c) => {
    const session = requireCustomer(c, "set-customer");
    const db = c.get("db");
    const row = await db.transaction(async (tx) => {
      // The customer's cart first, the anonymous one second: the merge locks in the same order.
      const mine = await findLive(tx, session);
      // A repeated adoption (the first answer was lost) finds the cart already the customer's.
      if (mine?.id === query.anonymousCartId) return mine;
      const [anon] = await tx.query<CartRow>(
        `SELECT * FROM carts WHERE id = $1 AND customer_id IS NULL AND session_id = $2 AND status = 'OPEN' FOR UPDATE`,
        [query.anonymousCartId, session.id],
      );
      if (!anon)
        throw new HttpError(404, `no anonymous cart "${query.anonymousCartId}" in this session`, {
          code: "cart_not_found",
        });
      if (mine) {
        // A finalized cart is being paid: it is not thrown away for the anonymous one.
        if (mine.status !== "OPEN") throw finalizedError();
        // Document 2 §4: a customer's cart with items is merged (after asking), never dropped.
        if (mine.state.lines.length > 0)
          throw new HttpError(409, "the customer's cart has items: merge the carts instead", {
            code: "cart_not_empty",
            errors: [{ path: "query.anonymousCartId", message: "the customer's cart has items" }],
          });
        await setStatus(tx, mine.id, "ABANDONED");
      }
      await tx.query(
        "UPDATE carts SET customer_id = $2, version = version + 1, updated_at = now() WHERE id = $1",
        [anon.id, session.customerId],
      );
      return { ...anon, customer_id: session.customerId, version: anon.version + 1 };
    });
    return view(db, row);
  });

  route(app, mergeCart, async ({ params }, c) => {
    const session = requireCustomer(c, "merge");
    const db = c.get("db");
    const { row, capped } = await db.transaction(async (tx) => {
      const target = await liveCart(tx, session, true);
      if (target.id === params.id) return { row: target, capped: [] };
      const [source] = await tx.query<CartRow>(
        `SELECT * FROM carts WHERE id = $1
           AND ((customer_id IS NULL AND session_id = $2) OR customer_id = $3) FOR UPDATE`,
        [params.id, session.id, session.customerId],
      );
      if (!source)
        throw new HttpError(404, `no cart "${params.id}" of this session`, { code: "cart_not_found" });
      // Merged or discarded before (a repeated request whose first answer was lost): the target as it
      // is, with the caps of that merge; never a second addition.
      if (source.status !== "OPEN") {
        const earlier = source.state.mergedInto;
        return { row: target, capped: earlier?.cartId === target.id ? earlier.capped : [] };
      }
      if (target.status !== "OPEN") throw finalizedError();
      const products = await productsBySkus(
        tx,
        source.state.lines.map((l) => l.sku),
      );
      const merged = mergeCartStates(target.state, source.state, (sku) => {
        const p = products.get(sku);
        return p && maxAllowedQuantity(p);
      });
      const capped = merged.capped.map((l) => ({ ...l, name: products.get(l.sku)?.name ?? l.sku }));
      await setStatus(tx, source.id, "ABANDONED");
      await tx.query("UPDATE carts SET state = $2 WHERE id = $1", [
        source.id,
        toJsonb({ ...source.state, mergedInto: { cartId: target.id, capped } }),
      ]);
      await tx.query("UPDATE carts SET state = $2, version = version + 1, updated_at = now() WHERE id = $1", [
        target.id,
        toJsonb(merged.state),
      ]);
      return { row: { ...target, state: merged.state, version: target.version + 1 }, capped };
    });
    return { cartDTO: await view(db, row), capped };
  });

  route(app, discardCart, async ({ params }, c) => {
    const session = requireCustomer(c, "discard");
    const db = c.get("db");
    const row = await db.transaction(async (tx) => {
      const target = await liveCart(tx, session, true);
      if (target.id === params.id) return target;
      const [source] = await tx.query<{ id: string; status: CartRow["status"] }>(
        "SELECT id, status FROM carts WHERE id = $1 AND customer_id IS NULL AND session_id = $2 FOR UPDATE",
        [params.id, session.id],
      );
      if (!source)
        throw new HttpError(404, `no cart "${params.id}" of this session`, { code: "cart_not_found" });
      if (source.status === "OPEN") await setStatus(tx, source.id, "ABANDONED");
      return target;
    });
    return view(db, row);
  });
};

const findLive = (db: Db, session: { id: string; customerId: string | null }) =>
  findLiveCart(db, session, true);

/**
 * The address as stored: for DELIVERY the server fills deliveryAreaNumber, storeId and
 * pickingUnitIds from the postal code (else the position), dropping the client's values (none when
 * outside every area: validation 132); for CLICK_AND_COLLECT the store's address and picking units.
 */
const normaliseAddress = async (db: Db, body: DistributionAddress): Promise<DistributionAddress> => {
  const { deliveryAreaNumber: _a, pickingUnitIds: _p, ...rest } = body;
  if (body.distributionType === "DELIVERY") {
    const { storeId: _s, ...address } = rest;
    const area = await areaOfAddress(db, address);
    return area
      ? {
          ...address,
          deliveryAreaNumber: area.deliveryAreaNumber,
          storeId: area.storeId,
          pickingUnitIds: area.pickingUnitIds,
        }
      : address;
  }
  if (body.distributionType === "CLICK_AND_COLLECT" && body.storeId) {
    const store = await findStore(db, body.storeId);
    if (!store) return rest;
    return {
      ...rest,
      streetName: store.streetName,
      streetNumber: store.streetNumber,
      postalCode: store.postalCode,
      city: store.city,
      country: "Deutschland",
      countryCode: "DE",
      position: store.position,
      pickingUnitIds: store.pickingUnitIds,
    };
  }
  return rest;
};
