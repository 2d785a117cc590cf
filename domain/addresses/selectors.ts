import type { AddressesState } from "./state";

/** What other features and the UI may read of the saved addresses. */
type Root = { readonly addresses: AddressesState };

export const selectSavedAddresses = (r: Root) => r.addresses.list;
