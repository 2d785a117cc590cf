import { Effect } from "effect";
import { session } from "./access";

/** A 401 ends the customer's session once (document 1 §8): the first 401 clears, later ones find no customer. */
export const clearCustomerOnUnauthorized = Effect.gen(function* () {
  if ((yield* session.state).customer !== null)
    yield* session.emit({ _tag: "CustomerCleared", reason: "unauthorized" });
});
