import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCompleteAddress } from "../../domain/addresses/rules/complete";
import { addressPayload, isHiddenField, visibleAddressFields } from "../../domain/addresses/rules/hidden";
import { canAddAddress, MAX_SAVED_ADDRESSES } from "../../domain/addresses/rules/limit";
import { localeCountry, prefillPhone } from "../../domain/addresses/rules/phone";
import {
  ADDRESS_PLACEHOLDERS,
  withoutPlaceholders,
  withPlaceholders,
} from "../../domain/addresses/rules/placeholders";
import { missingAddressFields, validateSavedAddress } from "../../domain/addresses/rules/validation";

const complete = { streetName: "Hohe Straße", streetNumber: "12", postalCode: "50667", city: "Köln" };

describe("placeholders (document 2 §5)", () => {
  it("[doc2 §5] missing required fields are saved as na, nana, nan and stripped when read back", () => {
    const saved = withPlaceholders({ streetName: "Venloer Straße", postalCode: "50823" });
    expect(saved).toMatchObject({ streetName: "Venloer Straße", streetNumber: "na", city: "nana" });
    expect(Object.values(saved).every((v) => v !== undefined && v !== "")).toBe(true);
    expect(withoutPlaceholders(saved)).toEqual({ streetName: "Venloer Straße", postalCode: "50823" });
  });

  it("[doc2 §5] a placeholder is stripped from whichever field it is in", () => {
    expect(withoutPlaceholders({ ...complete, additionalInfo: "nan", floor: " na " })).toEqual(complete);
  });

  it("[doc2 §5] saving then reading back gives the address without its blank fields (property)", () => {
    const text = fc
      .string({ minLength: 1, maxLength: 8 })
      .filter((s) => !ADDRESS_PLACEHOLDERS.includes(s.trim()) && s.trim() !== "");
    fc.assert(
      fc.property(
        fc.record(
          { streetName: text, streetNumber: text, postalCode: text, city: text },
          { requiredKeys: [] },
        ),
        (a) => {
          expect(withoutPlaceholders(withPlaceholders(a))).toEqual(a);
        },
      ),
    );
  });
});

describe("completeness (document 2 §3)", () => {
  it("[doc2 §3] an address is complete with street number, street name, postal code and city", () => {
    expect(isCompleteAddress(complete)).toBe(true);
    for (const field of Object.keys(complete)) {
      expect(isCompleteAddress({ ...complete, [field]: undefined }), field).toBe(false);
      expect(isCompleteAddress({ ...complete, [field]: " " }), field).toBe(false);
    }
  });
});

describe("the address rules (document 2 §5)", () => {
  it("[doc2 §5] street name required max 255, street number required max 5, additional info max 255", () => {
    expect(validateSavedAddress(complete)).toEqual({});
    expect(validateSavedAddress({ ...complete, streetName: "", streetNumber: "" })).toEqual({
      streetName: { rule: "required" },
      streetNumber: { rule: "required" },
    });
    expect(validateSavedAddress({ ...complete, streetName: "x".repeat(255), streetNumber: "12345" })).toEqual(
      {},
    );
    expect(
      validateSavedAddress({
        ...complete,
        streetName: "x".repeat(256),
        streetNumber: "123456",
        additionalInfo: "y".repeat(256),
      }),
    ).toEqual({
      streetName: { rule: "tooLong", max: 255 },
      streetNumber: { rule: "tooLong", max: 5 },
      additionalInfo: { rule: "tooLong", max: 255 },
    });
  });

  it("[doc2 §3 §5] postal code and city are required (a saved address is complete)", () => {
    expect(validateSavedAddress({ ...complete, postalCode: "", city: " " })).toEqual({
      postalCode: { rule: "required" },
      city: { rule: "required" },
    });
  });

  it("[doc2 §3 §5] the required fields left empty (what survives a recording's masking)", () => {
    expect(missingAddressFields(complete)).toEqual([]);
    expect(missingAddressFields({ streetName: "***", city: " " })).toEqual([
      "streetNumber",
      "postalCode",
      "city",
    ]);
  });

  it("[doc2 §5] no < in any text field", () => {
    for (const field of ["firstName", "lastName", "streetName", "city", "additionalInfo", "companyName"])
      expect(validateSavedAddress({ ...complete, [field]: "a<b" })[field as "city"], field).toEqual({
        rule: "noAngle",
      });
  });

  it("[doc2 §5] the phone is optional, else an optional plus then 6–20 digits or separators", () => {
    for (const ok of ["", "+49 221 1234567", "0221/123456", "(0221) 12-34", "123456"])
      expect(validateSavedAddress({ ...complete, phoneNumber: ok }).phoneNumber, ok).toBeUndefined();
    for (const bad of ["12345", "+49 221 1234567 890123", "call me", "++49123456", "0221 12a456"])
      expect(validateSavedAddress({ ...complete, phoneNumber: bad }).phoneNumber, bad).toEqual({
        rule: "phone",
      });
  });

  it(`[doc2 §5 §9] at most ${MAX_SAVED_ADDRESSES} saved addresses: the ${MAX_SAVED_ADDRESSES + 1}st cannot be added`, () => {
    expect(canAddAddress(0)).toBe(true);
    expect(canAddAddress(MAX_SAVED_ADDRESSES - 1)).toBe(true);
    expect(canAddAddress(MAX_SAVED_ADDRESSES)).toBe(false);
  });
});

describe("billing fields hidden by configuration (document 2 §5)", () => {
  const config = { COMPANY: { companyRegistrationNumber: "Hide", companyName: "Show" } };
  const company = {
    ...complete,
    companyName: "Becker GmbH",
    valueAddedTaxId: "DE123456789",
    companyRegistrationNumber: "HRB12345",
  };

  it('[doc2 §5] a billing field with the value "Hide" is not shown and removed from the payload', () => {
    expect(isHiddenField("companyRegistrationNumber", "COMPANY", "billing", config)).toBe(true);
    expect(visibleAddressFields("COMPANY", "billing", config)).not.toContain("companyRegistrationNumber");
    expect(visibleAddressFields("COMPANY", "billing", config)).toContain("companyName");
    expect(addressPayload(company, "COMPANY", "billing", config)).toEqual({
      ...complete,
      companyName: "Becker GmbH",
      valueAddedTaxId: "DE123456789",
    });
    // The combined address is used for billing too.
    expect(addressPayload(company, "COMPANY", "combined", config)).not.toHaveProperty(
      "companyRegistrationNumber",
    );
  });

  it("[doc2 §5] a delivery address and an unconfigured tenant keep every field", () => {
    expect(addressPayload(company, "COMPANY", "delivery", config)).toEqual(company);
    expect(addressPayload(company, "COMPANY", "billing", undefined)).toEqual(company);
  });

  it("a private address has no company fields; blank fields are not sent", () => {
    expect(addressPayload({ ...company, title: " " }, "PRIVATE", "billing", undefined)).toEqual(complete);
    expect(visibleAddressFields("PRIVATE", "delivery", undefined)).not.toContain("companyName");
  });
});

describe("phone prefill (document 1 §5)", () => {
  it("[doc1 §5] the locale's country: de-DE → DE", () => {
    expect(localeCountry("de-DE")).toBe("DE");
    expect(localeCountry("de_AT")).toBe("AT");
    expect(localeCountry("de")).toBeUndefined();
  });

  it("[doc1 §5] a parsed phone becomes +, the calling code, a space and the national number without leading zeros", () => {
    expect(prefillPhone("0221 1234567", "de-DE")).toBe("+49 2211234567");
    expect(prefillPhone("+49 (0)221 1234567", "de-DE")).toBe("+49 2211234567");
    expect(prefillPhone("0049 171 2345678", "de-DE")).toBe("+49 1712345678");
    expect(prefillPhone("+43 1 5879911", "de-DE")).toBe("+43 15879911");
    expect(prefillPhone("01 5879911", "de-AT")).toBe("+43 15879911");
  });

  it("[doc1 §5] a phone that does not parse keeps its raw value", () => {
    expect(prefillPhone("ruf mich an", "de-DE")).toBe("ruf mich an");
    expect(prefillPhone("+", "de-DE")).toBe("+");
    expect(prefillPhone("", "de-DE")).toBe("");
    // Without a country in the locale a national number cannot be parsed.
    expect(prefillPhone("0221 1234567", "de")).toBe("0221 1234567");
  });

  it("[doc1 §5] a national number outside 2–17 digits keeps the raw value", () => {
    expect(prefillPhone("+49 1", "de-DE")).toBe("+49 1");
    const eighteen = `+49 ${"1".repeat(18)}`;
    expect(prefillPhone(eighteen, "de-DE")).toBe(eighteen);
  });

  it("[doc1 §5] an extension over 20 digits keeps the raw value; up to 20 the number is prefilled", () => {
    const long = `0221 1234567 ext. ${"1".repeat(21)}`;
    expect(prefillPhone(long, "de-DE")).toBe(long);
    expect(prefillPhone("0221 1234567 ext. 12", "de-DE")).toBe("+49 2211234567");
  });
});
