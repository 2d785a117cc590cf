import { Effect } from "effect";
import { addCartItem, removeCartItems } from "../../api/cart";
import type { Sku } from "../../discovery/product";
import { cart } from "../access";
import { automaticVoucherDecision } from "../rules/vouchers";
import { cartCall, storeQuery, unclear } from "./calls";
import { markStale } from "./change";

/**
 * Automatic vouchers (document 2 §4): one round per command. The decision is idempotent (a
 * voucher in the cart is never added again, one no longer eligible is removed once), so the round
 * is never repeated for its own changes. A voucher call that fails is left to the next round.
 */
export const voucherRound = Effect.gen(function* () {
  const s = yield* cart.state;
  const current = s.cart;
  if (current === null || current.cartStatus !== "OPEN" || s.generalVouchers.length === 0)
    return { added: 0, removed: 0 };
  const { customer } = yield* cart.inputs;
  const decision = automaticVoucherDecision({
    vouchers: s.generalVouchers,
    inCart: current.voucherLineItems.map((v) => v.articleId),
    type: current.distributionAddress?.distributionType,
    customer: customer
      ? {
          firstOrderDelivery: customer.firstOrderDelivery,
          firstOrderClickAndCollect: customer.firstOrderClickAndCollect,
        }
      : null,
  });
  let added = 0;
  for (const articleId of decision.add) {
    const r = yield* cartCall(addCartItem, {
      query: storeQuery(yield* cart.state),
      body: { sku: articleId as Sku, quantity: 1 },
    }).pipe(Effect.either);
    if (r._tag === "Right") {
      added += 1;
      yield* cart.emit({ _tag: "CartReceived", cart: r.right.cartDTO, cause: "voucher" });
    } else if (unclear(r.left)) yield* markStale("voucher", r.left);
  }
  const ids = (yield* cart.state).cart?.voucherLineItems
    .filter((v) => decision.remove.includes(v.articleId))
    .map((v) => v.lineItemId);
  if (ids && ids.length > 0) {
    const r = yield* cartCall(removeCartItems, { query: { lineItemIds: ids } }).pipe(Effect.either);
    if (r._tag === "Right") yield* cart.emit({ _tag: "CartReceived", cart: r.right, cause: "voucher" });
    else if (unclear(r.left)) yield* markStale("voucher", r.left);
    return { added, removed: r._tag === "Right" ? ids.length : 0 };
  }
  return { added, removed: 0 };
});
