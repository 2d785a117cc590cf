import { deleteAddresses, type NewAddress, saveAddress } from "../addresses/store";
import type { SeedArea } from "./area";
import { demoCustomers } from "./customers";
import { demoPostalCodes, demoStreets } from "./distribution";

/** A street of the seeded gazetteer (so the delivery-area check knows it), with its city. */
const street = (name: string, postalCode: string) => {
  const s = demoStreets.find(([n, p]) => n === name && p === postalCode);
  const city = demoPostalCodes.find((p) => p.code === postalCode)?.city;
  if (!s || !city) throw new Error(`${name} ${postalCode} is not in the demo gazetteer`);
  return { streetName: name, postalCode, city, country: "Deutschland", countryCode: "DE" };
};

/**
 * The demo customers' saved addresses (document 2 §3, §5), inside the demo delivery region:
 * - Anna (C-1001): a complete primary delivery address (the service prompt is skipped for her)
 *   and a billing address;
 * - Lena (C-1002): a primary combined address without a street number (saved with the placeholder,
 *   read back without it: incomplete, so she is prompted) and a complete delivery address that is
 *   not primary;
 * - Max (C-1003): none;
 * - Grün Feinkost GmbH (C-1005, a company): a complete primary company delivery address.
 */
const demoAddresses: Readonly<Record<string, ReadonlyArray<NewAddress>>> = {
  "C-1001": [
    {
      id: "ADR-1001-1",
      category: "delivery",
      primary: true,
      addressType: "PRIVATE",
      address: {
        firstName: "Anna",
        lastName: "Schmidt",
        ...street("Ehrenstraße", "50672"),
        streetNumber: "27",
        floor: "3",
        phoneNumber: "+49 221 1234567",
        email: "anna.schmidt@example.com",
      },
    },
    {
      id: "ADR-1001-2",
      category: "billing",
      primary: false,
      addressType: "PRIVATE",
      address: {
        firstName: "Anna",
        lastName: "Schmidt",
        ...street("Hohe Straße", "50667"),
        streetNumber: "12",
        email: "anna.schmidt@example.com",
      },
    },
  ],
  "C-1002": [
    {
      id: "ADR-1002-1",
      category: "combined",
      primary: true,
      addressType: "PRIVATE",
      // No street number: saveAddress stores the placeholder "na", the list strips it again.
      address: {
        title: "Dr.",
        firstName: "Lena",
        lastName: "Wagner",
        ...street("Venloer Straße", "50823"),
        phoneNumber: "+49 221 7654321",
        email: "lena.wagner@example.com",
      },
    },
    {
      id: "ADR-1002-2",
      category: "delivery",
      primary: false,
      addressType: "PRIVATE",
      address: {
        firstName: "Lena",
        lastName: "Wagner",
        ...street("Neusser Straße", "50733"),
        streetNumber: "112",
        phoneNumber: "+49 221 7654321",
      },
    },
  ],
  "C-1005": [
    {
      id: "ADR-1005-1",
      category: "delivery",
      primary: true,
      addressType: "COMPANY",
      address: {
        salutation: "Company",
        companyName: "Grün Feinkost GmbH",
        firstName: "Jonas",
        lastName: "Grün",
        ...street("Breite Straße", "50667"),
        streetNumber: "80",
        phoneNumber: "+49 221 5550100",
        email: "firma.gruen@example.com",
      },
    },
  ],
};

export const addressSeed: SeedArea = {
  name: "addresses",
  async seed(tx) {
    for (const { customer } of demoCustomers) {
      await deleteAddresses(tx, customer.customerId);
      for (const a of demoAddresses[customer.customerId] ?? []) await saveAddress(tx, customer.customerId, a);
    }
  },
};
