import { TEST_PROVIDER } from "../checkout/psp-methods";
import { clearMethods } from "../payments/store";
import type { SeedArea } from "./area";
import { demoCustomers } from "./customers";

/**
 * The demo customers' saved payment methods (document 2 §3): Anna's primary Mastercard expired in
 * March 2024 (the profile's payment warning) and her Visa runs until December 2030; Lena pays by
 * PayPal; Max has none (the checkout's save-and-reuse journey starts with him).
 */
const METHODS = [
  {
    id: "pm-anna-mastercard",
    who: 0,
    key: "credit-cards",
    brand: "Mastercard",
    digits: "5100",
    month: 3,
    year: 2024,
    primary: true,
  },
  {
    id: "pm-anna-visa",
    who: 0,
    key: "credit-cards",
    brand: "Visa",
    digits: "1881",
    month: 12,
    year: 2030,
    primary: false,
  },
  {
    id: "pm-lena-paypal",
    who: 1,
    key: "paypal",
    brand: "PayPal",
    digits: null,
    month: null,
    year: null,
    primary: true,
  },
] as const;

export const paymentMethodSeed: SeedArea = {
  name: "payment-methods",
  async seed(tx) {
    const ids = demoCustomers.map((d) => d.customer.customerId);
    for (const id of ids) await clearMethods(tx, id);
    for (const m of METHODS) {
      const customerId = ids[m.who];
      if (!customerId) throw new Error("the demo customers are missing");
      await tx.query(
        `INSERT INTO payment_methods (id, customer_id, method_key, provider, brand, last_digits, expiry_month, expiry_year, is_primary)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [m.id, customerId, m.key, TEST_PROVIDER, m.brand, m.digits, m.month, m.year, m.primary],
      );
    }
  },
};
