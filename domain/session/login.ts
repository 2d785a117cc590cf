import { Effect } from "effect";
import { session } from "./access";
import { type Customer, normaliseCustomer } from "./customer";

/*
 * The session's events as the account feature's handlers cause them (a feature emits only its own
 * events: the account feature calls these).
 */

export const loggedIn = (customer: Customer, loginType: "normal" | "registration" | "activation") =>
  session.emit({ _tag: "LoggedIn", customer: normaliseCustomer(customer), loginType });

/** The customer goes with the logout (once: the response's cookies may already have cleared it). */
export const loggedOut = Effect.gen(function* () {
  if ((yield* session.state).customer !== null)
    yield* session.emit({ _tag: "CustomerCleared", reason: "loggedOut" });
});

export const registered = (confirmationPending: boolean) =>
  session.emit({ _tag: "Registered", confirmationPending });
