import { Effect } from "effect";
import { callApi, isStatus } from "../api/call";
import { deletePaymentMethod, getPaymentMethods, setPrimaryPaymentMethod } from "../api/payment-methods";
import type { HandlersOf } from "../core/feature";
import { notify } from "../notifications/notify";
import type { Ports } from "../ports";
import { PaymentCapabilities } from "../ports/payment-capabilities";
import { payments } from "./access";
import type { PaymentsCommand } from "./commands";
import type { PaymentMethodList } from "./model";
import type { PaymentsOutcomes } from "./outcomes";
import { paymentMethodsOn } from "./rules/flags";

/** The list a change answered, for the customer it was made for (a logout meanwhile drops it). */
const received = (customerId: string, list: PaymentMethodList) =>
  Effect.gen(function* () {
    if ((yield* payments.inputs).customer?.customerId !== customerId) return false;
    yield* payments.emit({ _tag: "SavedMethodsLoaded", customerId, list });
    return true;
  });

/** A change to one saved method: the method must be in the list; its buttons wait while it is sent. */
const change = <A, R>(id: string, send: Effect.Effect<PaymentMethodList, A, R>, failedKey: string) =>
  Effect.gen(function* () {
    const { customer } = yield* payments.inputs;
    if (customer === null) return "guest" as const;
    const s = yield* payments.state;
    if (s.changing !== null) return "busy" as const;
    if (!s.methods.some((m) => m.id === id)) return "notfound" as const;
    yield* payments.emit({ _tag: "SavedMethodChangeStarted", id });
    const answer = yield* Effect.either(send);
    if (answer._tag === "Right") {
      yield* received(customer.customerId, answer.right);
      return "done" as const;
    }
    yield* payments.emit({ _tag: "SavedMethodChangeFailed" });
    yield* notify(failedKey, "error");
    return { failed: answer.left };
  });

export const paymentsHandlers: HandlersOf<PaymentsCommand, typeof PaymentsOutcomes, Ports> = {
  LoadPaymentMethods: (c) =>
    Effect.gen(function* () {
      const { customer, config } = yield* payments.inputs;
      if (!paymentMethodsOn(config)) return "off" as const;
      if (customer === null) return "guest" as const;
      const s = yield* payments.state;
      if (c.force !== true && s.customerId === customer.customerId && s.status === "loaded")
        return "cached" as const;
      yield* payments.emit({ _tag: "SavedMethodsRequested" });
      const answer = yield* Effect.either(callApi(getPaymentMethods, {}));
      if ((yield* payments.inputs).customer?.customerId !== customer.customerId) return "failed" as const;
      if (answer._tag === "Left") {
        yield* payments.emit({ _tag: "SavedMethodsFailed" });
        return "failed" as const;
      }
      yield* payments.emit({
        _tag: "SavedMethodsLoaded",
        customerId: customer.customerId,
        list: answer.right,
      });
      return "loaded" as const;
    }),

  ClearPaymentMethods: () => Effect.as(payments.emit({ _tag: "SavedMethodsCleared" }), "cleared" as const),

  DeletePaymentMethod: (c) =>
    Effect.gen(function* () {
      const method = (yield* payments.state).methods.find((m) => m.id === c.id);
      const r = yield* change(
        c.id,
        callApi(deletePaymentMethod, { params: { id: c.id }, query: { provider: method?.provider ?? "" } }),
        "payments.deleteFailed",
      );
      if (r === "done") {
        yield* notify("payments.deleted", "success");
        return "deleted" as const;
      }
      if (typeof r === "string") return r;
      return isStatus(r.failed, 404) ? ("notfound" as const) : ("failed" as const);
    }),

  SetPrimaryPaymentMethod: (c) =>
    Effect.gen(function* () {
      const method = (yield* payments.state).methods.find((m) => m.id === c.id);
      if (method?.expired) return "expired" as const;
      if (method?.isPrimary) return "unchanged" as const;
      const r = yield* change(
        c.id,
        callApi(setPrimaryPaymentMethod, { params: { id: c.id } }),
        "payments.primaryFailed",
      );
      if (r === "done") return "primary" as const;
      if (typeof r === "string") return r;
      if (isStatus(r.failed, 409)) return "expired" as const;
      return isStatus(r.failed, 404) ? ("notfound" as const) : ("failed" as const);
    }),

  DetectPaymentWallets: () =>
    Effect.gen(function* () {
      if ((yield* payments.state).wallets !== null) return "known" as const;
      const wallets = yield* (yield* PaymentCapabilities).wallets();
      yield* payments.emit({ _tag: "PaymentWalletsDetected", wallets });
      return "detected" as const;
    }),
};
