import { Effect } from "effect";
import {
  addCartItem,
  addCartItemsBulk,
  addDiscountCode,
  getCart,
  MAX_BULK_ITEMS,
  removeAllCartItems,
  removeCartItems,
  removeDiscountCode,
  setCartMode,
  setCrateDepositDesired,
} from "../../api/cart";
import { getGeneralVouchers, getOrderConfig } from "../../api/distribution";
import { currentState } from "../../app/scope";
import type { AppState } from "../../app/state";
import { refreshShownAvailability } from "../../discovery/availability";
import type { Sku } from "../../discovery/product";
import { notify } from "../../notifications/handlers";
import type { SavedAddress } from "../../session/address";
import { translate } from "../../tenant/messages";
import type {
  AddItem,
  AddItems,
  ApplyDiscountCode,
  RemoveDiscountCode,
  RemoveItems,
  SetCrateDepositDesired,
  SetItemQuantity,
  SwitchCartMode,
  ValidateCart,
} from "../commands";
import { addQuantity, isWholeStep, setQuantity } from "../rules/quantity";
import { deliveryAddressOf, serviceDecision } from "../rules/saved-address";
import { refusedDiscountCodeState } from "../rules/validation";
import { hasServiceWithStreet, selectServiceStoreId } from "../selectors";
import type { PendingAdd } from "../state";
import {
  afterChange,
  CartInputRejected,
  cartCall,
  cartEmit,
  change,
  ensureFresh,
  knownProduct,
  loadWindows,
  now,
  reportFailure,
  runValidation,
  storeQuery,
  unclear,
} from "./common";
import { setService } from "./distribution";

export const MISSING_LINE_ITEM_IDS = "Cart Items removeProductLineItems: missing lineItemIds";
export const EMPTY_CODE = "code must not be null or empty";
export const ABORTED_PROMPT = "aborted service selection prompt";

/** The order config and the general vouchers, once per session (document 2 §4, §5). */
const loadReferenceData = Effect.gen(function* () {
  const s = yield* currentState;
  // Once: the order config marks the reference data as loaded (an empty voucher list is not refetched).
  if (s.cart.orderConfig !== null) return;
  const config = yield* cartCall(getOrderConfig, {}).pipe(Effect.either);
  if (config._tag === "Right") yield* cartEmit({ _tag: "OrderConfigLoaded", config: config.right });
  if (s.cart.generalVouchers.length === 0) {
    // Document 2 §8: a voucher load failure leaves no vouchers (nothing is added automatically).
    const vouchers = yield* cartCall(getGeneralVouchers, {}).pipe(Effect.either);
    if (vouchers._tag === "Right" && vouchers.right.length > 0)
      yield* cartEmit({ _tag: "GeneralVouchersLoaded", vouchers: vouchers.right });
  }
});

export const loadCart = Effect.gen(function* () {
  const before = yield* currentState;
  if (before.tenant.config?.featureCartCheckout === false) return "disabled";
  yield* cartEmit({ _tag: "CartLoadStarted" });
  yield* loadReferenceData;
  const r = yield* cartCall(getCart, {}).pipe(Effect.either);
  if (r._tag === "Left") {
    if (r.left.status === 404) {
      // Document 2 §8: a cart fetch 404 clears the cart.
      yield* cartEmit({ _tag: "CartCleared", reason: "notFound" });
      return "cleared";
    }
    yield* cartEmit({ _tag: "CartLoadFailed", status: r.left.status, message: r.left.message });
    return "failed";
  }
  yield* cartEmit({ _tag: "CartReceived", cart: r.right, cause: "load" });
  yield* afterChange(before);
  return "loaded";
});

/**
 * Performs an add: caps at maxQuantity in whole steps before the call when the product is known
 * (already at max: rejected without a call), then POST items (mode add). A failure without a clear
 * answer is reconciled (common.reconcile); the add is never sent twice.
 */
export const performAdd = (add: PendingAdd, before: AppState) =>
  Effect.gen(function* () {
    if (!(yield* ensureFresh)) return "addproductaborted";
    const s = yield* currentState;
    const at = yield* now;
    const product = knownProduct(s, add.sku);
    const current = s.cart.cart?.productLineItems.find((l) => l.articleId === add.sku)?.quantity ?? 0;
    let delta = add.quantity;
    let capped = false;
    if (product) {
      if (!isWholeStep(product, add.quantity) || add.quantity === 0) {
        yield* cartEmit({
          _tag: "AddRejected",
          sku: add.sku,
          quantity: add.quantity,
          reason: "addproductaborted",
          message: `quantity must be a positive multiple of ${product.quantityStepSize}`,
          at,
        });
        return "addproductaborted";
      }
      const change = addQuantity(product, current, add.quantity);
      if (change.outcome === "maxquantityreached") {
        yield* cartEmit({
          _tag: "AddRejected",
          sku: add.sku,
          quantity: add.quantity,
          reason: "maxquantityreached",
          at,
        });
        yield* notify("cart.maxQuantityReached", "info", undefined, { max: String(change.quantity) });
        return "maxquantityreached";
      }
      capped = change.outcome === "capped";
      delta = change.quantity - current;
    }
    const weight = product?.weightArticle ?? false;
    const units = weight ? (current > 0 ? 0 : 1) : delta;
    yield* cartEmit({ _tag: "ItemAddRequested", sku: add.sku, quantity: delta, units });
    const r = yield* change(
      addCartItem,
      { query: storeQuery(s), body: { sku: add.sku as Sku, quantity: delta } },
      (x) => x.cartDTO,
    );
    if (!r.ok) {
      yield* cartEmit({
        _tag: "AddRejected",
        sku: add.sku,
        quantity: add.quantity,
        reason: "addproductaborted",
        message: r.error.message,
        at,
      });
      // The store of the service cannot sell it now: say so rather than "try again".
      const refused = r.error.status === 409 && r.error.code === "product_unavailable";
      const failed = yield* reportFailure("AddItem", r.error, refused, r.unconfirmed);
      if (refused) yield* notify("cart.notOrderableNow", "warning");
      // The add may have followed the service prompt: what is shown now has to be the new store's.
      yield* refreshShownAvailability(selectServiceStoreId(before));
      return failed === "unconfirmed" ? "unconfirmed" : "addproductaborted";
    }
    const cart = r.cart;
    const quantity =
      r.answer?.quantity ?? cart.productLineItems.find((l) => l.articleId === add.sku)?.quantity ?? 0;
    const o = r.answer?.outcome;
    const outcome: "added" | "capped" | "maxquantityreached" =
      o === "maxquantityreached"
        ? "maxquantityreached"
        : capped || o === "capped" || quantity - current < add.quantity
          ? "capped"
          : "added";
    yield* cartEmit({
      _tag: "ItemAdded",
      sku: add.sku,
      requested: add.quantity,
      quantity,
      outcome,
      cart,
      ...(add.source ? { source: add.source } : {}),
      at,
    });
    yield* afterChange(before);
    return outcome;
  });

/** Saved addresses are customer-bound: none without a customer. */
const savedAddressesOf = (s: AppState): ReadonlyArray<SavedAddress> =>
  s.session.customer === null ? [] : s.session.addresses;

/**
 * Document 2 §4: the complete primary saved address becomes the delivery address, by the same
 * call and delivery-area check as the prompt's delivery answer (setService). False when it cannot
 * be served (outside the delivery area, a failed call): the caller prompts as without it.
 */
const deliverToSavedAddress = (saved: SavedAddress) =>
  Effect.gen(function* () {
    const set = yield* setService(deliveryAddressOf(saved), "UseSavedAddress");
    if (set !== "set") return false;
    if ((yield* currentState).cart.prompt !== null)
      yield* cartEmit({ _tag: "ServiceSelectionClosed", outcome: "selected" });
    yield* loadWindows;
    return true;
  });

export const itemHandlers = {
  LoadCart: () => loadCart,

  AddItem: (c: typeof AddItem.Type) =>
    Effect.gen(function* () {
      const before = yield* currentState;
      const pending: PendingAdd = {
        sku: c.sku,
        quantity: c.quantity,
        ...(c.source ? { source: c.source } : {}),
      };
      // Document 2 §4: no distribution address with a street, the prompt is required and holds the
      // add, unless the customer's complete primary saved address can be used instead.
      const decision = serviceDecision(hasServiceWithStreet(before), savedAddressesOf(before));
      if (decision.kind !== "add") {
        const old = before.cart.prompt?.pending;
        if (old)
          yield* cartEmit({
            _tag: "AddRejected",
            sku: old.sku,
            quantity: old.quantity,
            reason: "addproductaborted",
            message: "replaced by a newer add",
            at: yield* now,
          });
        const served =
          decision.kind === "useSavedAddress" && (yield* deliverToSavedAddress(decision.address));
        if (!served) {
          yield* cartEmit({ _tag: "ServiceSelectionPrompted", reason: "required", pending });
          return "awaitingserviceselection";
        }
      }
      const outcome = yield* performAdd(pending, before);
      // The optional prompt reappears every serviceSelectionInterval adds (document 2 §4, §9).
      const s = yield* currentState;
      const interval = s.tenant.config?.serviceSelectionInterval ?? 5;
      if (
        (outcome === "added" || outcome === "capped") &&
        interval > 0 &&
        s.cart.prompt === null &&
        s.cart.addsSincePrompt >= interval
      )
        yield* cartEmit({ _tag: "ServiceSelectionPrompted", reason: "optional", pending: null });
      return outcome;
    }),

  AddItems: (c: typeof AddItems.Type) =>
    Effect.gen(function* () {
      if (c.items.length === 0)
        return yield* Effect.fail(new CartInputRejected({ message: "items must not be empty" }));
      if (c.items.length > MAX_BULK_ITEMS)
        return yield* Effect.fail(new CartInputRejected({ message: `at most ${MAX_BULK_ITEMS} items` }));
      if (!(yield* ensureFresh)) return "failed";
      const before = yield* currentState;
      const items = c.items.map((i) => ({ sku: i.sku as Sku, quantity: i.quantity }));
      const r = yield* change(
        addCartItemsBulk,
        { query: storeQuery(before), body: { items } },
        (x) => x.cartDTO,
      );
      if (!r.ok) return yield* reportFailure("AddItems", r.error, false, r.unconfirmed);
      // Applied but the answer lost: what was not added is unknown; the refetched cart is the truth.
      const notAdded = r.answer?.notAddedOrUpdatedItems ?? [];
      yield* cartEmit({ _tag: "ItemsBulkAdded", cart: r.cart, notAdded });
      if (notAdded.length > 0) yield* notify("cart.itemsNotAdded", "warning");
      yield* afterChange(before);
      return notAdded.length === 0 ? "added" : "partial";
    }),

  SetItemQuantity: (c: typeof SetItemQuantity.Type) =>
    Effect.gen(function* () {
      if (!(yield* ensureFresh)) return "failed";
      const before = yield* currentState;
      const cart = before.cart.cart;
      const line =
        cart?.productLineItems.find((l) => l.lineItemId === c.lineItemId) ??
        cart?.unavailableLineItems.find((l) => l.lineItemId === c.lineItemId);
      if (!line) return "unknownline";
      if (!isWholeStep(line.product, c.quantity))
        return yield* Effect.fail(
          new CartInputRejected({
            message: `quantity must be a multiple of ${line.product.quantityStepSize}`,
          }),
        );
      const next = setQuantity(line.product, line.quantity, c.quantity);
      if (next.outcome === "maxquantityreached") return "maxquantityreached";
      if (next.quantity === line.quantity) return "unchanged";
      const r = yield* change(
        addCartItem,
        {
          query: storeQuery(before),
          body: { sku: line.articleId as Sku, quantity: next.quantity, mode: "set" },
        },
        (x) => x.cartDTO,
      );
      if (!r.ok) return yield* reportFailure("SetItemQuantity", r.error, false, r.unconfirmed);
      if (next.quantity === 0) yield* cartEmit({ _tag: "ItemsRemoved", removed: [line], cart: r.cart });
      else
        yield* cartEmit({
          _tag: "ItemQuantitySet",
          lineItemId: line.lineItemId,
          sku: line.articleId,
          previous: line.quantity,
          quantity: next.quantity,
          cart: r.cart,
        });
      yield* afterChange(before);
      return next.outcome === "removed" ? "removed" : next.outcome === "capped" ? "capped" : "updated";
    }),

  RemoveItems: (c: typeof RemoveItems.Type) =>
    Effect.gen(function* () {
      if (c.lineItemIds.length === 0)
        return yield* Effect.fail(new CartInputRejected({ message: MISSING_LINE_ITEM_IDS }));
      if (!(yield* ensureFresh)) return "failed";
      const before = yield* currentState;
      const cart = before.cart.cart;
      const ids = new Set(c.lineItemIds);
      const removed = [...(cart?.productLineItems ?? []), ...(cart?.unavailableLineItems ?? [])].filter((l) =>
        ids.has(l.lineItemId),
      );
      const r = yield* change(removeCartItems, { query: { lineItemIds: [...c.lineItemIds] } }, (x) => x);
      if (!r.ok) return yield* reportFailure("RemoveItems", r.error, false, r.unconfirmed);
      yield* cartEmit({ _tag: "ItemsRemoved", removed, cart: r.cart });
      yield* afterChange(before);
      return "removed";
    }),

  RemoveAllItems: () =>
    Effect.gen(function* () {
      if (!(yield* ensureFresh)) return "failed";
      const before = yield* currentState;
      const cart = before.cart.cart;
      const r = yield* change(removeAllCartItems, {}, (x) => x);
      if (!r.ok) return yield* reportFailure("RemoveAllItems", r.error, false, r.unconfirmed);
      yield* cartEmit({
        _tag: "ItemsRemoved",
        removed: [...(cart?.productLineItems ?? []), ...(cart?.unavailableLineItems ?? [])],
        cart: r.cart,
      });
      yield* afterChange(before);
      return "removed";
    }),

  ApplyDiscountCode: (c: typeof ApplyDiscountCode.Type) =>
    Effect.gen(function* () {
      const code = c.code.trim();
      if (code === "") {
        yield* cartEmit({ _tag: "DiscountCodeRejected", code: c.code, message: EMPTY_CODE });
        return "rejected";
      }
      if (!(yield* ensureFresh)) return "failed";
      const before = yield* currentState;
      const r = yield* change(addDiscountCode, { body: { code } }, (x) => x);
      if (!r.ok) {
        // Document 2 §8 (223, 227, 228, 229): refused and not kept; the field says why, once.
        const refused = r.error.status === 409 ? refusedDiscountCodeState(r.error.code) : null;
        if (refused !== null) {
          const message = translate(before.tenant.messages, `cart.discountCode.state.${refused}`);
          yield* cartEmit({ _tag: "DiscountCodeRejected", code, message });
          return refused;
        }
        if (r.error.status === 404 || r.error.status === 400) {
          const message = translate(before.tenant.messages, "cart.discountCode.invalid", { code });
          yield* cartEmit({ _tag: "DiscountCodeRejected", code, message });
          return "rejected";
        }
        return yield* reportFailure("ApplyDiscountCode", r.error, false, r.unconfirmed);
      }
      yield* cartEmit({ _tag: "CartReceived", cart: r.cart, cause: "discountCode" });
      yield* afterChange(before);
      // The code's state (expired, max applications, inactive, service type) shows in validation (223–229).
      yield* runValidation("request");
      const state = (yield* currentState).cart.cart?.discountCodes.find(
        (d) => d.code.toUpperCase() === code.toUpperCase(),
      )?.state;
      return state === "valid" || state === undefined ? "applied" : state;
    }),

  RemoveDiscountCode: (c: typeof RemoveDiscountCode.Type) =>
    Effect.gen(function* () {
      const code = c.code.trim();
      if (code === "") return yield* Effect.fail(new CartInputRejected({ message: EMPTY_CODE }));
      if (!(yield* ensureFresh)) return "failed";
      const before = yield* currentState;
      const r = yield* change(removeDiscountCode, { query: { code } }, (x) => x);
      if (!r.ok) {
        if (r.error.status === 404) return "notoncart";
        return yield* reportFailure("RemoveDiscountCode", r.error, false, r.unconfirmed);
      }
      yield* cartEmit({ _tag: "CartReceived", cart: r.cart, cause: "discountCode" });
      yield* afterChange(before);
      return "removed";
    }),

  SetCrateDepositDesired: (c: typeof SetCrateDepositDesired.Type) =>
    Effect.gen(function* () {
      const before = yield* currentState;
      if (before.cart.cart?.crateDepositDesired === c.desired) return "unchanged";
      const r = yield* cartCall(setCrateDepositDesired, { body: { crateDepositDesired: c.desired } }).pipe(
        Effect.either,
      );
      if (r._tag === "Left")
        return yield* reportFailure("SetCrateDepositDesired", r.left, false, unclear(r.left));
      yield* cartEmit({ _tag: "CartReceived", cart: r.right, cause: "crateDeposit" });
      yield* afterChange(before);
      return "set";
    }),

  SwitchCartMode: (c: typeof SwitchCartMode.Type) =>
    Effect.gen(function* () {
      const before = yield* currentState;
      const r = yield* cartCall(setCartMode, {
        body: { mode: c.mode, ...(c.orderNumber !== undefined ? { orderNumber: c.orderNumber } : {}) },
      }).pipe(Effect.either);
      if (r._tag === "Left") {
        if (r.left.status === 404 || r.left.status === 401 || r.left.status === 400) {
          yield* notify("cart.modeRejected", "error");
          return "rejected";
        }
        return yield* reportFailure("SwitchCartMode", r.left, false, unclear(r.left));
      }
      yield* cartEmit({ _tag: "CartReceived", cart: r.right, cause: "mode" });
      yield* afterChange(before);
      return r.right.mode === "ADDON" ? "addon" : "regular";
    }),

  ValidateCart: (c: typeof ValidateCart.Type) =>
    Effect.gen(function* () {
      const s = yield* currentState;
      // The poll pauses on the checkout route (document 2 §4); the scheduler checks too.
      if (c.reason === "poll" && s.navigation.location.route === "checkout") return "skipped";
      if (s.cart.cart === null && c.reason === "poll") return "skipped";
      return yield* runValidation(c.reason);
    }),
};
