import { createHash } from "node:crypto";
import type { Customer } from "../../domain/session/customer";
import { upsertCustomer } from "../customers/store";
import { hashPassword } from "../session/password";
import type { SeedArea } from "./area";

export interface DemoCustomer {
  readonly customer: Customer;
  readonly password: string;
}

export const demoCustomers: ReadonlyArray<DemoCustomer> = [
  {
    password: "Einkauf-2026!",
    customer: {
      customerId: "C-1001",
      salutation: "Female",
      firstName: "Anna",
      lastName: "Schmidt",
      email: "anna.schmidt@example.com",
      birthdate: "14.03.1988",
      newsletterTopics: [{ newsletterTopicId: "angebote" }],
      firstOrderDelivery: true,
      firstOrderClickAndCollect: true,
    },
  },
  {
    password: "Treue-2026!",
    customer: {
      customerId: "C-1002",
      salutation: "Female",
      academicTitle: "Dr.",
      firstName: "Lena",
      lastName: "Wagner",
      email: "lena.wagner@example.com",
      birthdate: "02.11.1979",
      newsletterTopics: [{ newsletterTopicId: "angebote" }, { newsletterTopicId: "rezepte" }],
      loyaltyMemberInformation: {
        // A valid EAN-13 (the check digit 3): the loyalty card screen draws it as a barcode.
        mpCardId: "2400000123453",
        loyalityMemberId: "LM-204815",
        joeAuthenticationStatus: "Authenticated",
      },
      firstOrderDelivery: false,
      firstOrderClickAndCollect: false,
    },
  },
  {
    // No saved addresses (server/seed/addresses.ts): the service prompt is always asked.
    password: "Adresse-2026!",
    customer: {
      customerId: "C-1003",
      salutation: "Male",
      firstName: "Max",
      lastName: "Becker",
      email: "max.becker@example.com",
      newsletterTopics: [],
      firstOrderDelivery: true,
      firstOrderClickAndCollect: true,
    },
  },
  {
    // A company customer (document 1 §5 salutation Company): invoice is pay-by-invoice-b2b for
    // them, never pay-by-invoice-b2c (domain/payments/rules/offer). The customer has no company
    // field; the company's name is on its saved address (server/seed/addresses.ts). C-1004 is
    // Paula of the delivery-pass seed.
    password: "Firma-2026!",
    customer: {
      customerId: "C-1005",
      salutation: "Company",
      firstName: "Jonas",
      lastName: "Grün",
      email: "firma.gruen@example.com",
      newsletterTopics: [],
      firstOrderDelivery: true,
      firstOrderClickAndCollect: true,
    },
  },
];

/** A salt derived from the e-mail keeps the seed deterministic; real sign-ups get random salts. */
const seedSalt = (email: string) =>
  createHash("sha256").update(`demo-markt seed salt:${email}`).digest().subarray(0, 16);

export const customerSeed: SeedArea = {
  name: "customers",
  async seed(tx) {
    for (const { customer, password } of demoCustomers) {
      await upsertCustomer(tx, customer, await hashPassword(password, seedSalt(customer.email)));
    }
  },
};
