import type { Draft } from "immer";
import type {
  SavedAddressesChangedEvent,
  SavedAddressesFailedEvent,
  SavedAddressesLoadedEvent,
  SavedAddressesRequestedEvent,
} from "./events";
import type { SavedAddress } from "./model";
import { type AddressesState, initialAddresses } from "./state";

type D = Draft<{ addresses: AddressesState }>;
const list = (a: ReadonlyArray<SavedAddress>) => a as Draft<SavedAddress>[];

export const addressCases = {
  SavedAddressesRequested: (d: D, e: SavedAddressesRequestedEvent) => {
    // Another customer's list is dropped at once; the same customer's stays on screen while it reloads.
    const same = d.addresses.customerId === e.customerId;
    d.addresses = { customerId: e.customerId, list: same ? d.addresses.list : [], status: "loading" };
  },
  SavedAddressesLoaded: (d: D, e: SavedAddressesLoadedEvent) => {
    d.addresses = { customerId: e.customerId, list: list(e.addresses), status: "loaded" };
  },
  SavedAddressesFailed: (d: D, e: SavedAddressesFailedEvent) => {
    if (d.addresses.customerId === e.customerId) d.addresses.status = "failed";
  },
  SavedAddressesCleared: (d: D) => {
    d.addresses = initialAddresses as Draft<AddressesState>;
  },
  SavedAddressesChanged: (d: D, e: SavedAddressesChangedEvent) => {
    d.addresses.list = list(e.addresses);
    d.addresses.status = "loaded";
  },
};
