import { Effect } from "effect";
import { addCartItem, removeAllCartItems, removeCartItems } from "../../api/cart";
import type { Sku } from "../../discovery/product";
import { cart } from "../access";
import type { RemoveItems, SetItemQuantity } from "../commands";
import { reportFailure } from "../policy";
import { isWholeStep, setQuantity } from "../rules/quantity";
import { afterChange } from "./afterChange";
import { CartInputRejected, storeQuery } from "./calls";
import { change, ensureFresh } from "./change";

const MISSING_LINE_ITEM_IDS = "Cart Items removeProductLineItems: missing lineItemIds";

export const setItemQuantity = (c: typeof SetItemQuantity.Type) =>
  Effect.gen(function* () {
    if (!(yield* ensureFresh)) return "failed" as const;
    const before = yield* cart.state;
    const current = before.cart;
    const line =
      current?.productLineItems.find((l) => l.lineItemId === c.lineItemId) ??
      current?.unavailableLineItems.find((l) => l.lineItemId === c.lineItemId);
    if (!line) return "unknownline" as const;
    if (!isWholeStep(line.product, c.quantity))
      return yield* Effect.fail(
        new CartInputRejected({
          message: `quantity must be a multiple of ${line.product.quantityStepSize}`,
        }),
      );
    const next = setQuantity(line.product, line.quantity, c.quantity);
    if (next.outcome === "maxquantityreached") return "maxquantityreached" as const;
    if (next.quantity === line.quantity) return "unchanged" as const;
    const r = yield* change(
      addCartItem,
      {
        query: storeQuery(before),
        body: { sku: line.articleId as Sku, quantity: next.quantity, mode: "set" },
      },
      (x) => x.cartDTO,
    );
    if (!r.ok) return yield* reportFailure("SetItemQuantity", r.error, false, r.unconfirmed);
    if (next.quantity === 0) yield* cart.emit({ _tag: "ItemsRemoved", removed: [line], cart: r.cart });
    else
      yield* cart.emit({
        _tag: "ItemQuantitySet",
        lineItemId: line.lineItemId,
        sku: line.articleId,
        previous: line.quantity,
        quantity: next.quantity,
        cart: r.cart,
      });
    yield* afterChange(before);
    return next.outcome === "removed"
      ? ("removed" as const)
      : next.outcome === "capped"
        ? ("capped" as const)
        : ("updated" as const);
  });

export const removeItems = (c: typeof RemoveItems.Type) =>
  Effect.gen(function* () {
    if (c.lineItemIds.length === 0)
      return yield* Effect.fail(new CartInputRejected({ message: MISSING_LINE_ITEM_IDS }));
    if (!(yield* ensureFresh)) return "failed" as const;
    const before = yield* cart.state;
    const ids = new Set(c.lineItemIds);
    const removed = [
      ...(before.cart?.productLineItems ?? []),
      ...(before.cart?.unavailableLineItems ?? []),
    ].filter((l) => ids.has(l.lineItemId));
    const r = yield* change(removeCartItems, { query: { lineItemIds: [...c.lineItemIds] } }, (x) => x);
    if (!r.ok) return yield* reportFailure("RemoveItems", r.error, false, r.unconfirmed);
    yield* cart.emit({ _tag: "ItemsRemoved", removed, cart: r.cart });
    yield* afterChange(before);
    return "removed" as const;
  });

export const removeAllItems = Effect.gen(function* () {
  if (!(yield* ensureFresh)) return "failed" as const;
  const before = yield* cart.state;
  const r = yield* change(removeAllCartItems, {}, (x) => x);
  if (!r.ok) return yield* reportFailure("RemoveAllItems", r.error, false, r.unconfirmed);
  yield* cart.emit({
    _tag: "ItemsRemoved",
    removed: [...(before.cart?.productLineItems ?? []), ...(before.cart?.unavailableLineItems ?? [])],
    cart: r.cart,
  });
  yield* afterChange(before);
  return "removed" as const;
});
