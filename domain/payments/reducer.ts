import type { Draft } from "immer";
import type { PaymentWalletsDetected, SavedMethodChangeStarted, SavedMethodsLoaded } from "./events";
import type { SavedPaymentMethod } from "./model";
import { initialPayments, type PaymentsState } from "./state";

type D = Draft<{ payments: PaymentsState }>;

export const paymentCases = {
  SavedMethodsRequested: (d: D) => {
    d.payments.status = "loading";
  },
  SavedMethodsLoaded: (d: D, e: typeof SavedMethodsLoaded.Type) => {
    d.payments.customerId = e.customerId;
    d.payments.status = "loaded";
    d.payments.hasInactiveMethods = e.list.hasInactiveMethods;
    d.payments.methods = e.list.activeMethods as Draft<SavedPaymentMethod>[];
    d.payments.changing = null;
  },
  SavedMethodsFailed: (d: D) => {
    d.payments.status = "failed";
  },
  SavedMethodsCleared: (d: D) => {
    // What the browser can pay with is not the customer's: it stays.
    d.payments = { ...initialPayments, wallets: d.payments.wallets } as Draft<PaymentsState>;
  },
  SavedMethodChangeStarted: (d: D, e: typeof SavedMethodChangeStarted.Type) => {
    d.payments.changing = e.id;
  },
  SavedMethodChangeFailed: (d: D) => {
    d.payments.changing = null;
  },
  PaymentWalletsDetected: (d: D, e: typeof PaymentWalletsDetected.Type) => {
    d.payments.wallets = { ...e.wallets };
  },
};
