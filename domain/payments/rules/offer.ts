import type { DistributionType, PaymentMethodKey } from "../../cart/model";
import { methodsFor } from "../../checkout/payment";
import type { WalletSupport } from "../model";

/**
 * Which payment methods suit whom (document 2 §9 keys; "availability per customer type" is the
 * shop's choice): invoice for a company (salutation Company) is pay-by-invoice-b2b, for everyone
 * else pay-by-invoice-b2c; Apple Pay and Google Pay only where the browser can pay with them
 * (the PaymentCapabilities port). The service type's list (domain/checkout/payment) comes first.
 */

/** A customer counts as a company when their salutation is Company (document 1 §3). */
export const isCompanyCustomer = (customer: { readonly salutation?: string | undefined } | null): boolean =>
  customer?.salutation === "Company";

/** Whether the method suits this kind of customer (the server checks the same rule). */
export const suitsCustomer = (key: PaymentMethodKey, company: boolean): boolean => {
  if (key === "pay-by-invoice-b2b") return company;
  if (key === "pay-by-invoice-b2c") return !company;
  return true;
};

/** Whether the browser can pay with the method (only Apple Pay and Google Pay depend on it). */
const browserCanPay = (key: PaymentMethodKey, wallets: WalletSupport | null): boolean => {
  if (key === "apple-pay") return wallets?.applePay === true;
  if (key === "google-pay") return wallets?.googlePay === true;
  return true;
};

/** The methods the checkout offers, in display order. */
export const offeredMethods = (
  type: DistributionType | null | undefined,
  company: boolean,
  wallets: WalletSupport | null,
): ReadonlyArray<PaymentMethodKey> =>
  methodsFor(type).filter((k) => suitsCustomer(k, company) && browserCanPay(k, wallets));
