import type { SavedAddress } from "../../domain/addresses/model";

/** A short name of an address for labels: its street and number, else its city. */
export const addressName = (a: SavedAddress): string =>
  [a.address.streetName, a.address.streetNumber].filter(Boolean).join(" ") || a.address.city || a.id;

/** The address as lines on a card or in a choice (a name, the company, the street, the town, the phone). */
export const addressLines = (a: SavedAddress, t: (key: string) => string): ReadonlyArray<string> => {
  const x = a.address;
  const salutation = x.salutation ? t(`addresses.salutation.${x.salutation}`) : "";
  return [
    [salutation, x.title, x.firstName, x.lastName].filter(Boolean).join(" "),
    x.companyName ?? "",
    [x.streetName, x.streetNumber].filter(Boolean).join(" "),
    x.additionalInfo ?? "",
    [x.postalCode, x.city].filter(Boolean).join(" "),
    x.phoneNumber ?? "",
  ].filter((l) => l.trim() !== "");
};
