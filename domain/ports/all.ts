import type { Context } from "effect";
import { Api } from "./api";
import { WallClock } from "./clock";
import { Cookies } from "./cookies";
import { Ids } from "./ids";
import { Navigation } from "./navigation";
import { Online } from "./online";
import { PaymentCapabilities } from "./payment-capabilities";
import { ProblemReports } from "./problem-reports";
import { Storage } from "./storage";

/** Every port under the name the event log records its calls with. */
export const PORTS = {
  api: Api,
  cookies: Cookies,
  storage: Storage,
  clock: WallClock,
  ids: Ids,
  navigation: Navigation,
  online: Online,
  payments: PaymentCapabilities,
  reports: ProblemReports,
} as const;

export type PortName = keyof typeof PORTS;
export type PortOf<N extends PortName> = Context.Tag.Service<(typeof PORTS)[N]>;
/** One implementation per port. */
export type PortImpls = { readonly [N in PortName]: PortOf<N> };
/** Every port a handler may use. */
export type Ports = Context.Tag.Identifier<(typeof PORTS)[PortName]>;

export const PORT_NAMES = Object.keys(PORTS) as ReadonlyArray<PortName>;
