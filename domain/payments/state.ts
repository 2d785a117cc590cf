import type { SavedPaymentMethod, WalletSupport } from "./model";

/** The customer's saved payment methods (document 2 §3) and what the browser can pay with. */
export interface PaymentsState {
  /** Whose methods `methods` are; null: none loaded (a guest, or cleared with the customer). */
  readonly customerId: string | null;
  readonly status: "idle" | "loading" | "loaded" | "failed";
  readonly hasInactiveMethods: boolean;
  /** As the server lists them: primary first, then the expired ones. */
  readonly methods: ReadonlyArray<SavedPaymentMethod>;
  /** The method being deleted or made primary (its buttons wait). */
  readonly changing: string | null;
  /** Apple Pay and Google Pay in this browser; null until asked (neither is offered then). */
  readonly wallets: WalletSupport | null;
}

export const initialPayments: PaymentsState = {
  customerId: null,
  status: "idle",
  hasInactiveMethods: false,
  methods: [],
  changing: null,
  wallets: null,
};
