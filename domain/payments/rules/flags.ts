/** Saved payment methods need the customer and the checkout (document 1 §2: the profile's payment-methods section). */
export const paymentMethodsOn = (
  config: { readonly featureCustomer: boolean; readonly featureCartCheckout: boolean } | null,
): boolean => config?.featureCustomer === true && config.featureCartCheckout;
