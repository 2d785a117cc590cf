import { Effect } from "effect";
import { callApi, isStatus } from "../api/call";
import { getAddresses } from "../api/session";
import { session } from "./access";

/*
 * The saved-address fetch (document 2 §3, §6: customers only). Its own module, loaded after the
 * customer: the call's schemas (the saved address, the cart's address fields) stay out of the
 * shop's first load.
 */

/** "failed": the list stays as it was (empty for a customer just loaded); the caller reports it. */
export const loadSavedAddresses = Effect.gen(function* () {
  const r = yield* callApi(getAddresses, {}).pipe(Effect.either);
  if (r._tag === "Right") {
    yield* session.emit({ _tag: "SavedAddressesLoaded", addresses: r.right });
    return { ok: true } as const;
  }
  // A 401 has already cleared the customer (the unauthorized hook of callApi): nothing to report.
  return { ok: false, report: !isStatus(r.left, 401), message: r.left.message } as const;
});
