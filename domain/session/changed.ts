import { Effect } from "effect";
import { session } from "./access";
import { type Customer, normaliseCustomer } from "./customer";

/**
 * The customer as another feature's call answered it (the profile PUT, the favourite store POST):
 * the session's state takes it, through the session's own events.
 */
export const customerChanged = (customer: Customer) =>
  Effect.gen(function* () {
    if ((yield* session.state).customer === null) return;
    yield* session.emit({ _tag: "CustomerLoaded", customer: normaliseCustomer(customer) });
  });
