import { Data, Effect } from "effect";
import { callApi, failedCallFields } from "../../api/call";
import type { AnyCall, CallInput, CallOutput } from "../../api/contract";
import { WallClock } from "../../ports/clock";
import { type CallFailure, unclearStatus } from "../policy";
import { selectServiceStoreId } from "../selectors";
import type { CartState } from "../state";

/** A failed cart call: status 0 is no answer (timeout, network); code "3": the cart is finalized. */
export class CartCallFailed extends Data.TaggedError("CartCallFailed")<{
  readonly call: string;
  readonly status: number;
  readonly code: string | undefined;
  readonly message: string;
}> {}

/** Input the handler refuses before any call (document 2 §8 "Rejections raised on bad input"). */
export class CartInputRejected extends Data.TaggedError("CartInputRejected")<{ readonly message: string }> {}

export const cartCall = <C extends AnyCall>(call: C, input: CallInput<C>) =>
  callApi(call, input).pipe(
    Effect.mapError((e) => new CartCallFailed(failedCallFields(call, e))),
  ) as Effect.Effect<CallOutput<C>, CartCallFailed, never>;

export const unclear = (e: CallFailure) => unclearStatus(e.status);

export const now = Effect.flatMap(WallClock, (c) => c.now());

/** The store id of the current service: line operations carry it (document 2 §9). */
export const storeQuery = (state: CartState): { storeId?: string } => {
  const id = selectServiceStoreId({ cart: state });
  return id ? { storeId: id } : {};
};
