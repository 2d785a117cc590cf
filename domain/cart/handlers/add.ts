import { Effect } from "effect";
import type { SavedAddress } from "../../addresses/model";
import { addCartItem, addCartItemsBulk, MAX_BULK_ITEMS } from "../../api/cart";
import { refreshShownAvailability } from "../../discovery/availability";
import type { Sku } from "../../discovery/product";
import { notify } from "../../notifications/notify";
import { cart } from "../access";
import type { AddItem, AddItems } from "../commands";
import { reportFailure } from "../policy";
import { addQuantity, isWholeStep } from "../rules/quantity";
import { deliveryAddressOf, serviceDecision } from "../rules/saved-address";
import { hasServiceWithStreet } from "../rules/service";
import { selectServiceStoreId } from "../selectors";
import type { CartState, PendingAdd } from "../state";
import { afterChange } from "./afterChange";
import { CartInputRejected, now, storeQuery } from "./calls";
import { change, ensureFresh } from "./change";
import { setService } from "./distribution";
import { loadWindows } from "./windows";

/** A product the shopper can see right now (in the cart, or on screen), for capping before the call. */
const knownProduct = (sku: string) =>
  Effect.gen(function* () {
    const line = (yield* cart.state).cart?.productLineItems.find((l) => l.articleId === sku);
    if (line) return line.product;
    return (yield* cart.inputs).shownProduct(sku);
  });

/**
 * Performs an add: caps at maxQuantity in whole steps before the call when the product is known
 * (already at max: rejected without a call), then POST items (mode add). A failure without a clear
 * answer is reconciled (./change); the add is never sent twice.
 */
export const performAdd = (add: PendingAdd, before: CartState) =>
  Effect.gen(function* () {
    if (!(yield* ensureFresh)) return "addproductaborted" as const;
    const s = yield* cart.state;
    const at = yield* now;
    const product = yield* knownProduct(add.sku);
    const current = s.cart?.productLineItems.find((l) => l.articleId === add.sku)?.quantity ?? 0;
    let delta = add.quantity;
    let capped = false;
    if (product) {
      if (!isWholeStep(product, add.quantity) || add.quantity === 0) {
        yield* cart.emit({
          _tag: "AddRejected",
          sku: add.sku,
          quantity: add.quantity,
          reason: "addproductaborted",
          message: `quantity must be a positive multiple of ${product.quantityStepSize}`,
          at,
        });
        return "addproductaborted" as const;
      }
      const next = addQuantity(product, current, add.quantity);
      if (next.outcome === "maxquantityreached") {
        yield* cart.emit({
          _tag: "AddRejected",
          sku: add.sku,
          quantity: add.quantity,
          reason: "maxquantityreached",
          at,
        });
        yield* notify("cart.maxQuantityReached", "info", undefined, { max: String(next.quantity) });
        return "maxquantityreached" as const;
      }
      capped = next.outcome === "capped";
      delta = next.quantity - current;
    }
    const weight = product?.weightArticle ?? false;
    const units = weight ? (current > 0 ? 0 : 1) : delta;
    yield* cart.emit({ _tag: "ItemAddRequested", sku: add.sku, quantity: delta, units });
    const r = yield* change(
      addCartItem,
      { query: storeQuery(s), body: { sku: add.sku as Sku, quantity: delta } },
      (x) => x.cartDTO,
    );
    if (!r.ok) {
      yield* cart.emit({
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
      yield* refreshShownAvailability(selectServiceStoreId({ cart: before }));
      return failed === "unconfirmed" ? ("unconfirmed" as const) : ("addproductaborted" as const);
    }
    const quantity =
      r.answer?.quantity ?? r.cart.productLineItems.find((l) => l.articleId === add.sku)?.quantity ?? 0;
    const o = r.answer?.outcome;
    const outcome: "added" | "capped" | "maxquantityreached" =
      o === "maxquantityreached"
        ? "maxquantityreached"
        : capped || o === "capped" || quantity - current < add.quantity
          ? "capped"
          : "added";
    yield* cart.emit({
      _tag: "ItemAdded",
      sku: add.sku,
      requested: add.quantity,
      quantity,
      outcome,
      cart: r.cart,
      ...(add.source ? { source: add.source } : {}),
      at,
    });
    yield* afterChange(before);
    return outcome;
  });

/**
 * Document 2 §4: the complete primary saved address becomes the delivery address, by the same
 * call and delivery-area check as the prompt's delivery answer (setService). False when it cannot
 * be served (outside the delivery area, a failed call): the caller prompts as without it.
 */
const deliverToSavedAddress = (saved: SavedAddress) =>
  Effect.gen(function* () {
    const set = yield* setService(deliveryAddressOf(saved), "UseSavedAddress");
    if (set !== "set") return false;
    if ((yield* cart.state).prompt !== null)
      yield* cart.emit({ _tag: "ServiceSelectionClosed", outcome: "selected" });
    yield* loadWindows;
    return true;
  });

export const addItem = (c: typeof AddItem.Type) =>
  Effect.gen(function* () {
    const before = yield* cart.state;
    const { customer, savedAddresses } = yield* cart.inputs;
    const pending: PendingAdd = {
      sku: c.sku,
      quantity: c.quantity,
      ...(c.source ? { source: c.source } : {}),
    };
    // Document 2 §4: no distribution address with a street, the prompt is required and holds the
    // add, unless the customer's complete primary saved address can be used instead (customer-bound:
    // none without a customer).
    const decision = serviceDecision(
      hasServiceWithStreet(before.cart?.distributionAddress),
      customer === null ? [] : savedAddresses,
    );
    if (decision.kind !== "add") {
      const old = before.prompt?.pending;
      if (old)
        yield* cart.emit({
          _tag: "AddRejected",
          sku: old.sku,
          quantity: old.quantity,
          reason: "addproductaborted",
          message: "replaced by a newer add",
          at: yield* now,
        });
      const served = decision.kind === "useSavedAddress" && (yield* deliverToSavedAddress(decision.address));
      if (!served) {
        yield* cart.emit({ _tag: "ServiceSelectionPrompted", reason: "required", pending });
        return "awaitingserviceselection" as const;
      }
    }
    const outcome = yield* performAdd(pending, before);
    // The optional prompt reappears every serviceSelectionInterval adds (document 2 §4, §9).
    const s = yield* cart.state;
    const interval = (yield* cart.inputs).config?.serviceSelectionInterval ?? 5;
    if (
      (outcome === "added" || outcome === "capped") &&
      interval > 0 &&
      s.prompt === null &&
      s.addsSincePrompt >= interval
    )
      yield* cart.emit({ _tag: "ServiceSelectionPrompted", reason: "optional", pending: null });
    return outcome;
  });

export const addItems = (c: typeof AddItems.Type) =>
  Effect.gen(function* () {
    if (c.items.length === 0)
      return yield* Effect.fail(new CartInputRejected({ message: "items must not be empty" }));
    if (c.items.length > MAX_BULK_ITEMS)
      return yield* Effect.fail(new CartInputRejected({ message: `at most ${MAX_BULK_ITEMS} items` }));
    if (!(yield* ensureFresh)) return "failed" as const;
    const before = yield* cart.state;
    const items = c.items.map((i) => ({ sku: i.sku as Sku, quantity: i.quantity }));
    const r = yield* change(
      addCartItemsBulk,
      { query: storeQuery(before), body: { items } },
      (x) => x.cartDTO,
    );
    if (!r.ok) return yield* reportFailure("AddItems", r.error, false, r.unconfirmed);
    // Applied but the answer lost: what was not added is unknown; the refetched cart is the truth.
    const notAdded = r.answer?.notAddedOrUpdatedItems ?? [];
    yield* cart.emit({ _tag: "ItemsBulkAdded", cart: r.cart, notAdded });
    if (notAdded.length > 0) yield* notify("cart.itemsNotAdded", "warning");
    yield* afterChange(before);
    return notAdded.length === 0 ? ("added" as const) : ("partial" as const);
  });
