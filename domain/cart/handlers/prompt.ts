import { Effect } from "effect";
import { cart } from "../access";
import { hasServiceWithStreet } from "../rules/service";
import { now } from "./calls";

/** The service-selection prompt, opened by the shopper or aborted (document 2 §4). */

const ABORTED_PROMPT = "aborted service selection prompt";

export const openPrompt = Effect.gen(function* () {
  const s = yield* cart.state;
  if (s.prompt !== null) return "alreadyopen" as const;
  const reason = hasServiceWithStreet(s.cart?.distributionAddress) ? "optional" : "required";
  yield* cart.emit({ _tag: "ServiceSelectionPrompted", reason, pending: null });
  return "opened" as const;
});

/** Document 2 §4: aborting the prompt rejects the pending add. */
export const abortPrompt = Effect.gen(function* () {
  const prompt = (yield* cart.state).prompt;
  if (prompt === null) return "noprompt" as const;
  yield* cart.emit({ _tag: "ServiceSelectionClosed", outcome: "aborted" });
  if (prompt.pending !== null)
    yield* cart.emit({
      _tag: "AddRejected",
      sku: prompt.pending.sku,
      quantity: prompt.pending.quantity,
      reason: "abortedserviceselection",
      message: ABORTED_PROMPT,
      at: yield* now,
    });
  return "abortedserviceselection" as const;
});
