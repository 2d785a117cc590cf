import { Schema } from "effect";
import { PaymentMethodList, WalletSupport } from "./model";

const SavedMethodsRequested = Schema.TaggedStruct("SavedMethodsRequested", {});
export const SavedMethodsLoaded = Schema.TaggedStruct("SavedMethodsLoaded", {
  customerId: Schema.String,
  list: PaymentMethodList,
});
const SavedMethodsFailed = Schema.TaggedStruct("SavedMethodsFailed", {});
const SavedMethodsCleared = Schema.TaggedStruct("SavedMethodsCleared", {});
/** A delete or set-primary is sent: the method's buttons wait. */
export const SavedMethodChangeStarted = Schema.TaggedStruct("SavedMethodChangeStarted", {
  id: Schema.String,
});
/** The server refused or did not answer: nothing changed. */
const SavedMethodChangeFailed = Schema.TaggedStruct("SavedMethodChangeFailed", {});
export const PaymentWalletsDetected = Schema.TaggedStruct("PaymentWalletsDetected", {
  wallets: WalletSupport,
});

export const PaymentEvents = [
  SavedMethodsRequested,
  SavedMethodsLoaded,
  SavedMethodsFailed,
  SavedMethodsCleared,
  SavedMethodChangeStarted,
  SavedMethodChangeFailed,
  PaymentWalletsDetected,
] as const;
export type PaymentsEvent = (typeof PaymentEvents)[number]["Type"];
