import type { Draft } from "immer";
import type { Customer } from "./customer";
import type { CustomerLoaded, LoggedIn } from "./events";
import type { SessionState } from "./state";

type D = Draft<{ session: SessionState }>;
export const sessionCases = {
  CustomerFetchStarted: (d: D) => {
    d.session.phase = "fetching";
  },
  CustomerLoaded: (d: D, e: typeof CustomerLoaded.Type | typeof LoggedIn.Type) => {
    d.session = { phase: "settled", customer: e.customer as Draft<Customer> };
  },
  LoggedIn: (d: D, e: typeof LoggedIn.Type) => sessionCases.CustomerLoaded(d, e),
  // The registration's outcome is the tracking's (sign_up) and the screen's; the state keeps nothing.
  Registered: () => {},
  CustomerFetchSkipped: (d: D) => {
    d.session = { phase: "settled", customer: null };
  },
  CustomerCleared: (d: D) => {
    d.session = { phase: "settled", customer: null };
  },
};
