import { Effect } from "effect";
import type { AnyCall } from "../../domain/api/contract";
import { ApiError } from "../../domain/api/errors";
import type { ApiPort } from "../../domain/ports/api";

export type Fault = "none" | "drop" | "error" | "lostAnswer";

export interface InjectedCall {
  readonly name: string;
  readonly input: unknown;
  readonly fault: Fault;
  /** The request reached the server. */
  readonly forwarded: boolean;
  /** The server's cart version moved during the call (the change took effect). */
  readonly changed: boolean;
}

/**
 * Wraps an API port with faults: "drop" (no answer, the request never arrived: status 0), "error"
 * (503 before the server acted), "lostAnswer" (the server acted, the answer was lost: status 0, a
 * timeout). The HTTP adapter's retries of idempotent calls are taken as already exhausted.
 * `version` reads the server's cart version (any value that moves when the cart changes).
 */
export const faultInjector = (
  inner: ApiPort,
  version: () => Effect.Effect<string>,
  next: (name: string) => Fault,
) => {
  const log: InjectedCall[] = [];
  const port: ApiPort = {
    call: (call: AnyCall, input: unknown) =>
      Effect.suspend(() => {
        const fault = next(call.name);
        const timeout = new ApiError({ call: call.name, status: 0, message: "timeout" });
        if (fault === "drop" || fault === "error") {
          log.push({ name: call.name, input, fault, forwarded: false, changed: false });
          return Effect.fail(
            fault === "drop" ? timeout : new ApiError({ call: call.name, status: 503, message: "HTTP 503" }),
          );
        }
        return Effect.gen(function* () {
          const before = yield* version();
          const result = yield* Effect.either(inner.call(call, input as never));
          const changed = (yield* version()) !== before;
          log.push({ name: call.name, input, fault, forwarded: true, changed });
          if (result._tag === "Left") return yield* Effect.fail(result.left);
          if (fault === "lostAnswer") return yield* Effect.fail(timeout);
          return result.right;
        });
      }) as never,
  };
  return { port, log };
};
