import type { Draft } from "immer";
import type { SavedAddress, SavedAddressesLoaded } from "./address";
import type { Customer } from "./customer";
import type { CustomerLoaded, LoggedIn } from "./events";
import type { SessionState } from "./state";

type D = Draft<{ session: SessionState }>;
export const sessionCases = {
  CustomerFetchStarted: (d: D) => {
    d.session.phase = "fetching";
  },
  CustomerLoaded: (d: D, e: typeof CustomerLoaded.Type) => {
    // A refresh of the same customer keeps their addresses; another customer's are dropped.
    const same = d.session.customer?.customerId === e.customer.customerId;
    d.session = {
      phase: "settled",
      customer: e.customer as Draft<Customer>,
      addresses: same ? d.session.addresses : [],
    };
  },
  LoggedIn: (d: D, e: typeof LoggedIn.Type) => {
    const same = d.session.customer?.customerId === e.customer.customerId;
    d.session = {
      phase: "settled",
      customer: e.customer as Draft<Customer>,
      addresses: same ? d.session.addresses : [],
    };
  },
  CustomerFetchSkipped: (d: D) => {
    d.session = { phase: "settled", customer: null, addresses: [] };
  },
  CustomerCleared: (d: D) => {
    d.session = { phase: "settled", customer: null, addresses: [] };
  },
  SavedAddressesLoaded: (d: D, e: typeof SavedAddressesLoaded.Type) => {
    // Only for the customer still logged in (a late answer after a logout is dropped).
    if (d.session.customer !== null) d.session.addresses = e.addresses as Draft<SavedAddress>[];
  },
};
