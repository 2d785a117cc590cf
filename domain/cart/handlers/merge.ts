import { Effect } from "effect";
import { discardCart, getCart, mergeCart, setCartCustomer } from "../../api/cart";
import type { AnyCall, CallInput } from "../../api/contract";
import { cart } from "../access";
import type { ResolveMerge } from "../commands";
import type { Cart } from "../model";
import { reportFailure } from "../policy";
import { mergeDecision, mergeSide } from "../rules/merge";
import { afterChange } from "./afterChange";
import { cartCall, unclear } from "./calls";

/**
 * The merge calls are idempotent on the server (a repeated merge answers the first one's result),
 * so one without a clear answer (a timeout whose request may have been applied) is sent again.
 */
const MERGE_TRIES = 3;
// A loop, not Effect.retry: the retry's Schedule modules would join the first load (Effect's
// barrel module lives there).
const idempotent = <C extends AnyCall>(call: C, input: CallInput<C>) =>
  Effect.gen(function* () {
    let r = yield* Effect.either(cartCall(call, input));
    for (let i = 1; i < MERGE_TRIES && r._tag === "Left" && unclear(r.left); i++)
      r = yield* Effect.either(cartCall(call, input));
    return r;
  });

const showServerCart = (server: Cart) => cart.emit({ _tag: "CartReceived", cart: server, cause: "load" });

const readCart = idempotent(getCart, {});

/** Rule 3: the customer's cart is shown and the shopper asked. */
const offer = (anonymous: Cart, server: Cart) =>
  Effect.gen(function* () {
    yield* showServerCart(server);
    yield* cart.emit({
      _tag: "MergeOffered",
      anonymousCartId: anonymous.id,
      anonymousItems: mergeSide(anonymous).items,
      customerItems: mergeSide(server).items,
    });
  });

/**
 * Document 2 §4, the cart merge on login (caused by LoggedIn): the anonymous cart this client held
 * before the login and the cart the server answers now decide (rules/merge mergeDecision). A cart
 * command queued before the login ran before this one (the bus runs one at a time) and its answer
 * is in `anonymous`; one that ran after the login changed the customer's cart, which is read here.
 */
export const mergeCarts = Effect.gen(function* () {
  const before = yield* cart.state;
  const read = yield* readCart;
  if (read._tag === "Left") return yield* reportFailure("MergeCarts", read.left);
  const server = read.right;
  const { customer } = yield* cart.inputs;
  // Nobody is logged in on either side (no login took effect): there is nothing to merge into.
  const loggedIn = customer !== null || server.customerId !== null;
  const decision = loggedIn
    ? mergeDecision(before.anonymous && mergeSide(before.anonymous), mergeSide(server))
    : ({ rule: "keep" } as const);
  if (decision.rule === "keep") {
    yield* showServerCart(server);
  } else if (decision.rule === "ask") {
    yield* offer(before.anonymous as Cart, server);
  } else if (decision.rule === "silent") {
    const m = yield* idempotent(mergeCart, { params: { id: decision.anonymousCartId } });
    if (m._tag === "Left") {
      yield* showServerCart(server);
      return yield* reportFailure("MergeCarts", m.left, false, unclear(m.left));
    }
    yield* cart.emit({ _tag: "CartMerged", cart: m.right.cartDTO, rule: "silent", capped: m.right.capped });
  } else {
    const a = yield* idempotent(setCartCustomer, { query: { anonymousCartId: decision.anonymousCartId } });
    if (a._tag === "Left") {
      // The customer's cart got items since it was read (another device): ask instead.
      const again = a.left.status === 409 && a.left.code === "cart_not_empty" ? yield* readCart : null;
      if (again?._tag === "Right") {
        yield* offer(before.anonymous as Cart, again.right);
        yield* afterChange(before);
        return "asked" as const;
      }
      yield* showServerCart(server);
      return yield* reportFailure("MergeCarts", a.left, false, unclear(a.left));
    }
    yield* cart.emit({ _tag: "CartMerged", cart: a.right, rule: decision.rule, capped: [] });
  }
  yield* afterChange(before);
  return ({ keep: "kept", ask: "asked", silent: "merged", adopt: "adopted", assign: "assigned" } as const)[
    decision.rule
  ];
});

/** The merge dialog's answer (rule 3): both carts merged, or the anonymous cart dropped. */
export const resolveMerge = (c: typeof ResolveMerge.Type) =>
  Effect.gen(function* () {
    const before = yield* cart.state;
    const offer = before.merge;
    if (offer?.status !== "asking") return "nooffer" as const;
    const id = offer.anonymousCartId;
    if (c.choice === "merge") {
      const m = yield* idempotent(mergeCart, { params: { id } });
      if (m._tag === "Left") return yield* reportFailure("ResolveMerge", m.left, false, unclear(m.left));
      yield* cart.emit({ _tag: "CartMerged", cart: m.right.cartDTO, rule: "merge", capped: m.right.capped });
    } else {
      const d = yield* idempotent(discardCart, { params: { id } });
      if (d._tag === "Left") return yield* reportFailure("ResolveMerge", d.left, false, unclear(d.left));
      yield* cart.emit({ _tag: "CartMerged", cart: d.right, rule: "discard", capped: [] });
    }
    yield* afterChange(before);
    return c.choice === "merge" ? ("merged" as const) : ("discarded" as const);
  });

export const dismissMergeNotice = Effect.gen(function* () {
  if ((yield* cart.state).merge?.status !== "capped") return "unchanged" as const;
  yield* cart.emit({ _tag: "MergeNoticeDismissed" });
  return "dismissed" as const;
});
