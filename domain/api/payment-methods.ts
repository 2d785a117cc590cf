import { Schema } from "effect";
import { PaymentMethodList, SavePaymentMethodRequest } from "../payments/model";
import { defineCall } from "./contract";

/** The customer's saved payment methods (document 2 §3, §7): logged-in customers only. */

const MethodId = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9-]{1,64}$/, { message: () => "not a payment method id" }),
);

export const getPaymentMethods = defineCall({
  name: "customers.paymentMethods.get",
  method: "GET",
  path: "/api/customers/payment-methods",
  response: PaymentMethodList,
  errors: { 401: "not logged in" },
});

/** Saves the method a placed order was paid with (checkoutId: the payment's id); answers the list. */
export const savePaymentMethod = defineCall({
  name: "customers.paymentMethods.save",
  method: "POST",
  path: "/api/customers/payment-methods",
  body: SavePaymentMethodRequest,
  response: PaymentMethodList,
  errors: {
    400: "invalid request, or a method that cannot be saved",
    401: "not logged in",
    404: "no approved payment of this customer with this checkoutId",
  },
});

export const deletePaymentMethod = defineCall({
  name: "customers.paymentMethods.delete",
  method: "DELETE",
  path: "/api/customers/payment-methods/:id",
  params: Schema.Struct({ id: MethodId }),
  query: Schema.Struct({
    provider: Schema.String.pipe(
      Schema.pattern(/^[A-Za-z0-9_-]{1,40}$/, { message: () => "provider must not be null or empty" }),
    ),
  }),
  response: PaymentMethodList,
  errors: { 400: "invalid id or provider", 401: "not logged in", 404: "no such saved method" },
});

export const setPrimaryPaymentMethod = defineCall({
  name: "customers.paymentMethods.setPrimary",
  method: "POST",
  path: "/api/customers/payment-methods/:id/set-primary",
  params: Schema.Struct({ id: MethodId }),
  response: PaymentMethodList,
  errors: {
    400: "invalid id",
    401: "not logged in",
    404: "no such saved method",
    409: "an expired method cannot be the primary one",
  },
});
