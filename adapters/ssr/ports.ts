import { Effect, Layer } from "effect";
import { ApiError } from "../../domain/api/errors";
import type { Ports } from "../../domain/ports/all";
import { Api } from "../../domain/ports/api";
import { WallClock } from "../../domain/ports/clock";
import { Cookies } from "../../domain/ports/cookies";
import { Ids } from "../../domain/ports/ids";
import { Navigation } from "../../domain/ports/navigation";
import { Online } from "../../domain/ports/online";
import { PaymentCapabilities } from "../../domain/ports/payment-capabilities";
import { ProblemReports } from "../../domain/ports/problem-reports";
import { Storage } from "../../domain/ports/storage";
import { randomId } from "../browser/misc";
import { makeHttpApi } from "../http/client";
import { memoryNavigation, memoryStorage } from "../memory/ports";

export interface ServerRequest {
  /** The page's path and query, e.g. /p/milch-123?x=1. */
  readonly url: string;
  /** The shop's origin as the browser sees it, e.g. https://shop.example. */
  readonly origin: string;
  /** The shopper's languages from Accept-Language, best first: the start language is chosen from them. */
  readonly languages: ReadonlyArray<string>;
  /**
   * The cookies the shared render may read: only those that choose what everybody with the same
   * value sees (the saved language). Never the session, the cart or the consent: those are personal.
   */
  readonly cookies: Readonly<Record<string, string>>;
  /** The API served in-process: a Request to the server's own app, no network hop. */
  readonly fetch: (request: Request) => Promise<Response>;
}

/**
 * The ports of a server render (issue 17): the API answered in-process without the shopper's
 * cookies, a navigation that stays at the requested page, empty storage, no payment wallets, no
 * problem reports. What the server writes (a cookie, a history entry) stays in this render.
 */
export const serverPorts = (request: ServerRequest): Layer.Layer<Ports> => {
  const jar = new Map(Object.entries(request.cookies));
  const api = makeHttpApi({
    baseUrl: request.origin,
    fetch: (input, init) => request.fetch(new Request(input, init)),
    // No XSRF token: the shared render only reads.
    readCookie: () => null,
    requestId: () => `ssr-${randomId()}`,
    maxRetries: 0,
  });
  return Layer.mergeAll(
    Layer.succeed(Api, api),
    Layer.succeed(Cookies, {
      get: (name) => Effect.sync(() => jar.get(name) ?? null),
      set: (name, value) => Effect.sync(() => void jar.set(name, value)),
      remove: (name) => Effect.sync(() => void jar.delete(name)),
    }),
    Layer.succeed(Storage, memoryStorage().port),
    Layer.succeed(WallClock, { now: () => Effect.sync(() => Date.now()) }),
    Layer.succeed(Ids, { next: () => Effect.sync(randomId) }),
    Layer.succeed(Navigation, memoryNavigation(request.url, request.origin, request.languages).port),
    Layer.succeed(Online, { isOnline: () => Effect.succeed(true) }),
    Layer.succeed(PaymentCapabilities, {
      wallets: () => Effect.succeed({ applePay: false, googlePay: false }),
    }),
    Layer.succeed(ProblemReports, {
      send: () =>
        Effect.fail(
          new ApiError({
            call: "postProblemReport",
            status: 0,
            message: "no problem reports from a server render",
          }),
        ),
    }),
  );
};
