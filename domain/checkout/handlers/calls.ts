import { Data, Effect, Schema } from "effect";
import { callApi, failedCallFields } from "../../api/call";
import type { AnyCall, CallInput, CallOutput } from "../../api/contract";
import { PaymentErrorData, type PaymentInitiator } from "../model";

/** The checkout's calls and the failures they end in. */

/** A failed checkout call: status 0 is no answer; `body` is the error body (codes, validation errors, payment data). */
export class CheckoutCallFailed extends Data.TaggedError("CheckoutCallFailed")<{
  readonly call: string;
  readonly status: number;
  readonly code: string | undefined;
  readonly message: string;
  readonly body: unknown;
}> {}

/** 402 of POST /api/checkout: the payment was declined or is not complete (document 2 §8). */
export class PaymentFailed extends Data.TaggedError("PaymentFailed")<{
  readonly code: string;
  readonly initiator: PaymentInitiator;
  readonly message: string;
}> {}

/** 409 of POST /api/carts/finalize: the cart does not validate, or the order limits are not met. */
export class CartNotOrderable extends Data.TaggedError("CartNotOrderable")<{
  readonly reason: "cartInvalid" | "orderLimits";
  /** The validation codes, or the limits broken. */
  readonly codes: ReadonlyArray<string>;
  readonly message: string;
}> {}

/** Input PlaceOrder refuses before any call. */
export class OrderInputRejected extends Data.TaggedError("OrderInputRejected")<{
  readonly reason: "invalidAddress" | "noPaymentMethod";
  readonly codes: ReadonlyArray<string>;
}> {}

export const checkoutCall = <C extends AnyCall>(call: C, input: CallInput<C>) =>
  callApi(call, input).pipe(
    Effect.mapError((e) => new CheckoutCallFailed(failedCallFields(call, e))),
  ) as Effect.Effect<CallOutput<C>, CheckoutCallFailed, never>;

const decodePaymentError = Schema.decodeUnknownOption(Schema.Struct({ data: PaymentErrorData }));
const decodeErrorList = Schema.decodeUnknownOption(
  Schema.Struct({ errors: Schema.Array(Schema.Struct({ path: Schema.String })) }),
);

/** A 402 answer as the payment failure it carries: data.paymentInitiator and data.code (document 2 §8). */
export const asPaymentFailure = (e: CheckoutCallFailed, fallback: PaymentInitiator): PaymentFailed | null => {
  if (e.status !== 402) return null;
  const body = decodePaymentError(e.body);
  return new PaymentFailed({
    code: body._tag === "Some" ? body.value.data.code : (e.code ?? "generalError"),
    initiator: body._tag === "Some" ? body.value.data.paymentInitiator : fallback,
    message: e.message,
  });
};

/** The codes listed by a 409 of finalize (errors[].path: validation codes or limit names). */
export const listedCodes = (e: CheckoutCallFailed): ReadonlyArray<string> => {
  const body = decodeErrorList(e.body);
  return body._tag === "Some" ? body.value.errors.map((x) => x.path) : [];
};
