import { Effect, Layer } from "effect";
import type { PortName, PortOf, Ports } from "../../domain/ports/all";
import { Api } from "../../domain/ports/api";
import { WallClock } from "../../domain/ports/clock";
import { Cookies } from "../../domain/ports/cookies";
import { Ids } from "../../domain/ports/ids";
import { Navigation } from "../../domain/ports/navigation";
import { Online } from "../../domain/ports/online";
import { portLabel, portOf } from "../../domain/ports/ops";
import { PaymentCapabilities } from "../../domain/ports/payment-capabilities";
import { ProblemReports } from "../../domain/ports/problem-reports";
import { Storage } from "../../domain/ports/storage";

/** A call's arguments as a test reads them; an API call by its name, not its schemas. */
const describeArgs = (name: PortName, args: ReadonlyArray<unknown>): string => {
  const shown = name === "api" ? [(args[0] as { name?: unknown } | undefined)?.name, args[1]] : args;
  try {
    return shown
      .map((a) => JSON.stringify(a) ?? String(a))
      .join(", ")
      .slice(0, 200);
  } catch {
    return shown.map(String).join(", ");
  }
};

/** The port with the operations the test gave; every other operation dies, naming the port, it and its arguments. */
const strictPort = <N extends PortName>(name: N, given: Partial<PortOf<N>>): PortOf<N> =>
  portOf(
    name,
    (op) =>
      (given as unknown as Record<string, never>)[op] ??
      ((...args: ReadonlyArray<unknown>) =>
        Effect.die(
          new Error(
            `unexpected call ${portLabel(name)}.${op}(${describeArgs(name, args)}): the test did not provide it`,
          ),
        )),
  );

export const ApiTest = (given: Partial<PortOf<"api">> = {}) => Layer.succeed(Api, strictPort("api", given));
export const CookiesTest = (given: Partial<PortOf<"cookies">> = {}) =>
  Layer.succeed(Cookies, strictPort("cookies", given));
export const StorageTest = (given: Partial<PortOf<"storage">> = {}) =>
  Layer.succeed(Storage, strictPort("storage", given));
export const WallClockTest = (given: Partial<PortOf<"clock">> = {}) =>
  Layer.succeed(WallClock, strictPort("clock", given));
export const IdsTest = (given: Partial<PortOf<"ids">> = {}) => Layer.succeed(Ids, strictPort("ids", given));
export const NavigationTest = (given: Partial<PortOf<"navigation">> = {}) =>
  Layer.succeed(Navigation, strictPort("navigation", given));
export const OnlineTest = (given: Partial<PortOf<"online">> = {}) =>
  Layer.succeed(Online, strictPort("online", given));
export const PaymentCapabilitiesTest = (given: Partial<PortOf<"payments">> = {}) =>
  Layer.succeed(PaymentCapabilities, strictPort("payments", given));

const ProblemReportsTest = (given: Partial<PortOf<"reports">> = {}) =>
  Layer.succeed(ProblemReports, strictPort("reports", given));

/**
 * Every port for a test, from what the test gives (an in-memory adapter of adapters/memory/ports,
 * a scripted API, a single operation): any call it did not give dies loudly.
 */
export const TestPorts = (
  given: { readonly [N in PortName]?: Partial<PortOf<N>> } = {},
): Layer.Layer<Ports> =>
  Layer.mergeAll(
    ApiTest(given.api),
    CookiesTest(given.cookies),
    StorageTest(given.storage),
    WallClockTest(given.clock),
    IdsTest(given.ids),
    NavigationTest(given.navigation),
    OnlineTest(given.online),
    PaymentCapabilitiesTest(given.payments),
    ProblemReportsTest(given.reports),
  );
