import type { Draft } from "immer";
import type { Customer } from "./customer";
import type { CustomerLoaded } from "./events";
import type { SessionState } from "./state";

type D = Draft<{ session: SessionState }>;
export const sessionCases = {
  CustomerFetchStarted: (d: D) => {
    d.session.phase = "fetching";
  },
  CustomerLoaded: (d: D, e: typeof CustomerLoaded.Type) => {
    d.session = { phase: "settled", customer: e.customer as Draft<Customer> };
  },
  CustomerFetchSkipped: (d: D) => {
    d.session = { phase: "settled", customer: null };
  },
  CustomerCleared: (d: D) => {
    d.session = { phase: "settled", customer: null };
  },
};
