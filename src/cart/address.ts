import type { Prediction } from "../../domain/api/distribution";

/** The address fields the delivery form edits. */
export interface AddressFields {
  readonly streetName: string;
  readonly streetNumber: string;
  readonly postalCode: string;
  readonly city: string;
}

export const EMPTY_ADDRESS: AddressFields = { streetName: "", streetNumber: "", postalCode: "", city: "" };

/** A trailing house number: "12", "12a", "12-14". */
const NUMBER = /\s+(\d{1,4}[a-zA-Z]?(?:\s*-\s*\d{1,4}[a-zA-Z]?)?)\s*$/;
const POSTAL_CITY = /^(\d{4,5})\s+(.+)$/;

/**
 * The fields a chosen prediction fills: a street ("Hohe Straße 12" / "50667 Köln") fills street,
 * number, postal code and city; a postal code ("50667" / "Köln-Altstadt-Nord") fills postal code and
 * city; a city only the city. Fields the prediction does not know keep what the shopper typed.
 */
export const fieldsFromPrediction = (p: Prediction, current: AddressFields): AddressFields => {
  switch (p.type) {
    case "street": {
      const number = NUMBER.exec(p.primaryPart);
      const place = POSTAL_CITY.exec(p.secondaryPart.trim());
      return {
        streetName: number ? p.primaryPart.slice(0, number.index).trim() : p.primaryPart.trim(),
        streetNumber: number?.[1] ?? current.streetNumber,
        postalCode: place?.[1] ?? current.postalCode,
        city: place?.[2] ?? current.city,
      };
    }
    case "postalCode":
      return {
        ...current,
        postalCode: p.primaryPart.trim(),
        city: p.secondaryPart.split("-")[0]?.trim() ?? current.city,
      };
    case "city":
      return { ...current, city: p.primaryPart.trim() };
  }
};
