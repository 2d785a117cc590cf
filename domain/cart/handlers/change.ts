import { Effect } from "effect";
import { getCart } from "../../api/cart";
import type { AnyCall, CallInput, CallOutput } from "../../api/contract";
import { cart } from "../access";
import type { Cart } from "../model";
import { reportFailure } from "../policy";
import { type CartCallFailed, cartCall, unclear } from "./calls";

/**
 * After a change call failed without a clear answer (no answer, 5xx, 408/429), the change may or
 * may not have been applied on the server. The cart is refetched: a higher version than the last
 * good cart's means the change went through (this client is the cart's only writer between the
 * two reads). A clear refusal (4xx) is not refetched: nothing changed. Never retries the change.
 */
type Reconciled =
  | { readonly applied: true; readonly cart: Cart }
  | { readonly applied: false }
  | { readonly applied: "unknown" };

const reconcile = (e: CartCallFailed, before: Cart | null) =>
  Effect.gen(function* () {
    if (!unclear(e)) return { applied: false } as Reconciled;
    const fresh = yield* cartCall(getCart, {}).pipe(Effect.either);
    if (fresh._tag === "Left") return { applied: "unknown" } as Reconciled;
    const got = fresh.right;
    if (before !== null && got.id === before.id && got.version === before.version)
      return { applied: false } as Reconciled;
    return { applied: true, cart: got } as Reconciled;
  });

type Change<A> =
  | { readonly ok: true; readonly cart: Cart; readonly answer: A | null }
  | { readonly ok: false; readonly error: CartCallFailed; readonly unconfirmed: boolean };

/**
 * One change of the cart, sent exactly once: the answer, or (no clear answer) the refetched cart
 * when the change went through; `answer` is null when only the refetch tells.
 */
export const change = <C extends AnyCall>(
  call: C,
  input: CallInput<C>,
  cartOfAnswer: (a: CallOutput<C>) => Cart,
) =>
  Effect.gen(function* () {
    const before = (yield* cart.state).cart;
    const r = yield* cartCall(call, input).pipe(Effect.either);
    if (r._tag === "Right")
      return { ok: true, cart: cartOfAnswer(r.right), answer: r.right } as Change<CallOutput<C>>;
    const rec = yield* reconcile(r.left, before);
    if (rec.applied === true) return { ok: true, cart: rec.cart, answer: null } as Change<CallOutput<C>>;
    return { ok: false, error: r.left, unconfirmed: rec.applied === "unknown" } as Change<CallOutput<C>>;
  });

/** A change in the background (vouchers) without a clear answer: no notification, the cart is refetched before the next change. */
export const markStale = (operation: string, e: CartCallFailed) =>
  cart.emit({
    _tag: "CartOperationFailed",
    operation,
    status: e.status,
    message: e.message,
    unconfirmed: true,
  });

/** A stale cart (an unconfirmed change) is refetched before the next change; false: still stale. */
export const ensureFresh = Effect.gen(function* () {
  if (!(yield* cart.state).stale) return true;
  const r = yield* cartCall(getCart, {}).pipe(Effect.either);
  if (r._tag === "Left") {
    yield* reportFailure("RefreshCart", r.left, false, true);
    return false;
  }
  yield* cart.emit({ _tag: "CartReceived", cart: r.right, cause: "load" });
  return true;
});
