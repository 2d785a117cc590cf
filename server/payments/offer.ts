import type { PaymentMethodKey } from "../../domain/cart/model";
import { isCompanyCustomer, suitsCustomer } from "../../domain/payments/rules/offer";
import type { Db } from "../db/db";
import { HttpError } from "../http/errors";

/**
 * Refuses a method that does not suit the cart's customer (domain/payments/rules/offer): invoice
 * b2b for companies only, invoice b2c not for companies. A guest is no company.
 */
export const requireSuitsCustomer = async (
  db: Db,
  customerId: string | null | undefined,
  methodKey: PaymentMethodKey,
  status: 400 | 409 = 400,
): Promise<void> => {
  if (methodKey !== "pay-by-invoice-b2b" && methodKey !== "pay-by-invoice-b2c") return;
  const [row] = customerId
    ? await db.query<{ salutation: string | null }>(
        "SELECT profile ->> 'salutation' AS salutation FROM customers WHERE id = $1",
        [customerId],
      )
    : [];
  const company = isCompanyCustomer(row?.salutation ? { salutation: row.salutation } : null);
  if (suitsCustomer(methodKey, company)) return;
  throw new HttpError(
    status,
    methodKey === "pay-by-invoice-b2b"
      ? "pay-by-invoice-b2b is offered to company customers only"
      : "company customers pay by invoice with pay-by-invoice-b2b",
    {
      code: "payment_method_not_offered",
      errors: [{ path: "body.methodKey", message: "not offered to this customer" }],
    },
  );
};
