import { Schema } from "effect";

/** Loads the customer's saved methods (a reaction to the customer appearing, or to an order placed). */
const LoadPaymentMethods = Schema.TaggedStruct("LoadPaymentMethods", {
  /** Read again even when this customer's list is here (an order may have saved a method). */
  force: Schema.optional(Schema.Boolean),
});
/** Drops the saved methods with the customer (customer-bound data, document 2 §1). */
const ClearPaymentMethods = Schema.TaggedStruct("ClearPaymentMethods", {});
const DeletePaymentMethod = Schema.TaggedStruct("DeletePaymentMethod", { id: Schema.String });
const SetPrimaryPaymentMethod = Schema.TaggedStruct("SetPrimaryPaymentMethod", { id: Schema.String });
/** Asks the browser whether it can pay with Apple Pay and Google Pay (the checkout offers them then). */
const DetectPaymentWallets = Schema.TaggedStruct("DetectPaymentWallets", {});

export const PaymentCommands = [
  LoadPaymentMethods,
  ClearPaymentMethods,
  DeletePaymentMethod,
  SetPrimaryPaymentMethod,
  DetectPaymentWallets,
] as const;
export type PaymentsCommand = (typeof PaymentCommands)[number]["Type"];
