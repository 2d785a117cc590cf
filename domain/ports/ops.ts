import { type Context, type Effect, Layer } from "effect";
import { PORTS, type PortImpls, type PortName, type PortOf, type Ports } from "./all";
import { Api } from "./api";
import { WallClock } from "./clock";
import { Cookies } from "./cookies";
import { Ids } from "./ids";
import { Navigation } from "./navigation";
import { Online } from "./online";
import { PaymentCapabilities } from "./payment-capabilities";
import { ProblemReports } from "./problem-reports";
import { Storage } from "./storage";

/** Listing every operation as a key makes the compiler refuse a port method left out. */
const ops = <P>(all: { readonly [K in keyof P]-?: true }) =>
  Object.keys(all) as unknown as ReadonlyArray<keyof P & string>;

/**
 * The operations of every port: what the replay and the strict test layers answer. Kept apart from
 * the tags so that the shop's boot chunk, which needs only the tags, does not carry them.
 */
export const PORT_OPS: { readonly [N in PortName]: ReadonlyArray<string> } = {
  api: ops<Context.Tag.Service<Api>>({ call: true }),
  cookies: ops<Context.Tag.Service<Cookies>>({ get: true, set: true, remove: true }),
  storage: ops<Context.Tag.Service<Storage>>({ get: true, set: true, remove: true }),
  clock: ops<Context.Tag.Service<WallClock>>({ now: true }),
  ids: ops<Context.Tag.Service<Ids>>({ next: true }),
  navigation: ops<Context.Tag.Service<Navigation>>({
    current: true,
    push: true,
    replace: true,
    leave: true,
    reload: true,
    back: true,
  }),
  online: ops<Context.Tag.Service<Online>>({ isOnline: true }),
  payments: ops<Context.Tag.Service<PaymentCapabilities>>({ wallets: true }),
  reports: ops<Context.Tag.Service<ProblemReports>>({ send: true }),
};

/** The name a port goes by in messages: its tag without the "ports/" prefix (Cookies, Api). */
export const portLabel = (name: PortName): string => PORTS[name].key.replace(/^ports\//, "");

type AnyOp = (...args: never[]) => Effect.Effect<unknown, unknown>;

/** A port whose every operation is `op(name)`: how the replay and the strict test layers are made. */
export const portOf = <N extends PortName>(name: N, op: (op: string) => AnyOp): PortOf<N> =>
  Object.fromEntries(PORT_OPS[name].map((o) => [o, op(o)])) as unknown as PortOf<N>;

/** One layer of all the ports from one implementation of each. */
export const portsLayer = (impls: PortImpls): Layer.Layer<Ports> =>
  Layer.mergeAll(
    Layer.succeed(Api, impls.api),
    Layer.succeed(Cookies, impls.cookies),
    Layer.succeed(Storage, impls.storage),
    Layer.succeed(WallClock, impls.clock),
    Layer.succeed(Ids, impls.ids),
    Layer.succeed(Navigation, impls.navigation),
    Layer.succeed(Online, impls.online),
    Layer.succeed(PaymentCapabilities, impls.payments),
    Layer.succeed(ProblemReports, impls.reports),
  );
