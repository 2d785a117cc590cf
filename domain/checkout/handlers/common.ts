import { Data, Effect, Schema } from "effect";
import { callApi, failedCallFields } from "../../api/call";
import type { AnyCall, CallInput, CallOutput } from "../../api/contract";
import { currentState, emit } from "../../app/scope";
import type { AppState } from "../../app/state";
import { showPath } from "../../navigation/handlers";
import { buildPath } from "../../routing/match";
import { type RouteName, routePattern } from "../../routing/routes";
import { routesFor } from "../../routing/table";
import type { CheckoutEvent } from "../events";
import { PaymentErrorData, type PaymentInitiator } from "../model";

/** What the checkout handlers share: the call failure, the domain failures and the route moves. */

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

export const checkoutEmit = (e: CheckoutEvent) => emit(e);

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

/** The path of a named route of the tenant's table (undefined before the config or with the feature off). */
export const pathOf = (s: AppState, name: RouteName): string | undefined => {
  const config = s.tenant.config;
  const pattern = config === null ? undefined : routePattern(routesFor(config), name);
  return pattern === undefined ? undefined : buildPath(pattern);
};

/** Shows a named route with a query; false when the route does not exist. */
export const goTo = (name: RouteName, search: string, history: "push" | "replace") =>
  Effect.gen(function* () {
    const path = pathOf(yield* currentState, name);
    if (path === undefined) return false;
    yield* showPath(path, search, history);
    return true;
  });
