import { type DistributionType, GIFT_CARD_METHOD_KEY, type PaymentMethodKey } from "../../domain/cart/model";
import { isOfferedFor, methodsFor } from "../../domain/checkout/payment";
import { HttpError } from "../http/errors";

/**
 * Refuses a main payment method the cart's service type does not offer (document 2 §9 keys, the
 * checkout's offer per service in domain/checkout/payment): 400 payment_method_not_offered, or
 * validation code 130 (distribution type missing) while the cart has no service to offer methods
 * for. Gift cards are paid next to any method.
 */
export const requireOfferedMethod = (
  methodKey: PaymentMethodKey,
  type: DistributionType | null | undefined,
  status: 400 | 409 = 400,
): void => {
  if (methodKey === GIFT_CARD_METHOD_KEY || isOfferedFor(methodKey, type)) return;
  if (!type)
    throw new HttpError(status, "distribution type missing: choose delivery or click and collect first", {
      code: "130",
      errors: [{ path: "body.methodKey", message: "no service chosen to offer payment methods for" }],
    });
  throw new HttpError(
    status,
    `payment method "${methodKey}" is not offered for ${type}: ${methodsFor(type).join(", ")}`,
    {
      code: "payment_method_not_offered",
      errors: [{ path: "body.methodKey", message: `not offered for ${type}` }],
    },
  );
};
