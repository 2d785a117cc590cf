import type { SavedAddress } from "./model";

export interface AddressesState {
  /** Whose list this is: a load for another customer starts from an empty list. */
  readonly customerId: string | null;
  /**
   * The customer's saved addresses (document 2 §3), primary first; customer-bound, so cleared
   * with the customer (document 2 §1). Empty for a guest and after a failed load.
   */
  readonly list: ReadonlyArray<SavedAddress>;
  readonly status: "idle" | "loading" | "loaded" | "failed";
}
export const initialAddresses: AddressesState = { customerId: null, list: [], status: "idle" };
