import { Effect } from "effect";
import { refreshCustomer as refreshCall } from "../api/account";
import { callApi } from "../api/call";
import { session } from "./access";
import { normaliseCustomer } from "./customer";

/**
 * The logged-in customer read again (GET /api/customers/refresh, document 1 §7) (after an order: its first-order flags changed); a guest is
 * not read, and a failed read keeps the customer as it was.
 */
export const refreshCustomer = Effect.gen(function* () {
  if ((yield* session.state).customer === null) return;
  const customer = yield* callApi(refreshCall, {}).pipe(Effect.option);
  if (customer._tag === "Some")
    yield* session.emit({ _tag: "CustomerLoaded", customer: normaliseCustomer(customer.value) });
});
