import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Cart } from "../../domain/cart/model";
import {
  ADDRESS_TEXT_MAX,
  type CheckoutAddress,
  checkoutAddressPrefill,
  EMAIL_MAX,
  EMPTY_CHECKOUT_ADDRESS,
  missingFields,
  STREET_NAME_MAX,
  STREET_NUMBER_MAX,
  toBillingAddress,
  validateCheckoutAddress,
  validatePhone,
} from "../../domain/checkout/address";
import { cart } from "../tracking/fixtures";
import { anna, validAddress } from "./support";

const errorsOf = (patch: Partial<CheckoutAddress>) => validateCheckoutAddress({ ...validAddress, ...patch });
const x = (n: number) => "x".repeat(n);

describe("checkout address (document 2 §5)", () => {
  it("[doc2 §5] a complete address has no errors; an empty form names every required field", () => {
    expect(validateCheckoutAddress(validAddress)).toEqual({});
    expect(Object.keys(validateCheckoutAddress(EMPTY_CHECKOUT_ADDRESS)).sort()).toEqual(
      [
        "city",
        "email",
        "firstName",
        "lastName",
        "phoneNumber",
        "postalCode",
        "streetName",
        "streetNumber",
      ].sort(),
    );
    // Salutation is optional.
    expect(errorsOf({ salutation: "" })).toEqual({});
    expect(errorsOf({ salutation: "Family" })).toEqual({ salutation: { rule: "salutation" } });
  });

  it("[doc2 §5] street name: required, at most 255", () => {
    expect(errorsOf({ streetName: "  " })).toEqual({ streetName: { rule: "required" } });
    expect(errorsOf({ streetName: x(STREET_NAME_MAX) })).toEqual({});
    expect(errorsOf({ streetName: x(STREET_NAME_MAX + 1) })).toEqual({
      streetName: { rule: "tooLong", max: 255 },
    });
  });

  it("[doc2 §5] street number: required, at most 5", () => {
    expect(errorsOf({ streetNumber: "" })).toEqual({ streetNumber: { rule: "required" } });
    expect(errorsOf({ streetNumber: "12a-4" })).toEqual({});
    expect(errorsOf({ streetNumber: x(STREET_NUMBER_MAX + 1) })).toEqual({
      streetNumber: { rule: "tooLong", max: 5 },
    });
  });

  it("[doc2 §5] delivery address text: at most 60, no < character", () => {
    for (const field of ["firstName", "lastName", "city"] as const) {
      expect(errorsOf({ [field]: x(ADDRESS_TEXT_MAX) })).toEqual({});
      expect(errorsOf({ [field]: x(ADDRESS_TEXT_MAX + 1) })).toEqual({
        [field]: { rule: "tooLong", max: 60 },
      });
      expect(errorsOf({ [field]: "An<na" })).toEqual({ [field]: { rule: "noAngle" } });
    }
    expect(errorsOf({ streetName: "<script>" })).toEqual({ streetName: { rule: "noAngle" } });
  });

  it("[doc2 §5] e-mail: required, a valid address, at most 50", () => {
    expect(errorsOf({ email: "" })).toEqual({ email: { rule: "required" } });
    expect(errorsOf({ email: "anna@example" })).toEqual({ email: { rule: "email" } });
    expect(errorsOf({ email: "anna example.com" })).toEqual({ email: { rule: "email" } });
    const at50 = `${x(EMAIL_MAX - 12)}@example.com`;
    expect(at50).toHaveLength(50);
    expect(errorsOf({ email: at50 })).toEqual({});
    expect(errorsOf({ email: `x${at50}` })).toEqual({ email: { rule: "tooLong", max: 50 } });
  });

  it("[doc2 §5] delivery phone: the legacy pattern — optional plus, then 6–20 digits or separators", () => {
    expect(validatePhone("123456", "mandatory")).toBeUndefined();
    expect(validatePhone("12345", "mandatory")).toEqual({ rule: "phone" });
    expect(validatePhone(`+${"1".repeat(20)}`, "mandatory")).toBeUndefined();
    expect(validatePhone("1".repeat(21), "mandatory")).toEqual({ rule: "phone" });
    expect(validatePhone("+49 (221) 123-45/67", "mandatory")).toBeUndefined();
    expect(validatePhone("0221 12345 x", "mandatory")).toEqual({ rule: "phone" });
    expect(validatePhone("++49 221 12345", "mandatory")).toEqual({ rule: "phone" });
  });

  it("[doc2 §5] delivery phone: Optional allows empty, Mandatory requires it (checkout asks Mandatory)", () => {
    expect(validatePhone("", "optional")).toBeUndefined();
    expect(validatePhone("  ", "mandatory")).toEqual({ rule: "required" });
    expect(validatePhone("abc", "optional")).toEqual({ rule: "phone" });
    expect(errorsOf({ phoneNumber: "" })).toEqual({ phoneNumber: { rule: "required" } });
  });

  it("postal code: required, 5 digits", () => {
    expect(errorsOf({ postalCode: "" })).toEqual({ postalCode: { rule: "required" } });
    expect(errorsOf({ postalCode: "5066" })).toEqual({ postalCode: { rule: "postalCode" } });
    expect(errorsOf({ postalCode: "506670" })).toEqual({ postalCode: { rule: "postalCode" } });
    expect(errorsOf({ postalCode: " 50667 " })).toEqual({});
  });

  it("property: an address without errors always fits the cart's billing-address limits", () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: fc.string({ maxLength: 70 }),
          streetName: fc.string({ maxLength: 270 }),
          streetNumber: fc.string({ maxLength: 8 }),
          phoneNumber: fc.string({ maxLength: 25 }),
          email: fc.string({ maxLength: 60 }),
        }),
        (patch) => {
          const a = { ...validAddress, ...patch };
          if (Object.keys(validateCheckoutAddress(a)).length > 0) return;
          const b = toBillingAddress(a);
          expect(b.firstName?.length ?? 0).toBeLessThanOrEqual(60);
          expect(b.streetName?.length ?? 0).toBeLessThanOrEqual(255);
          expect(b.streetNumber?.length ?? 0).toBeLessThanOrEqual(5);
          expect(b.phoneNumber?.length ?? 0).toBeLessThanOrEqual(30);
          expect(b.email?.length ?? 0).toBeLessThanOrEqual(50);
          expect(JSON.stringify(b)).not.toContain("<");
        },
      ),
    );
  });

  it("[doc2 §5] the required fields PlaceOrder checks itself: empty or blank ones; salutation optional; phone by requirement", () => {
    expect(missingFields(validAddress)).toEqual([]);
    expect(missingFields({ ...validAddress, salutation: "", city: "  ", phoneNumber: "" })).toEqual([
      "phoneNumber",
      "city",
    ]);
    expect(missingFields({ ...validAddress, phoneNumber: "" }, "optional")).toEqual([]);
    // Masked values (a recording) are not missing: the re-executed command takes the recorded path.
    expect(missingFields({ ...validAddress, streetName: "***", phoneNumber: "***78" })).toEqual([]);
  });

  it("the billing address is trimmed, without empty fields, with the country code", () => {
    expect(toBillingAddress({ ...validAddress, salutation: "", firstName: " Anna " })).toEqual({
      firstName: "Anna",
      lastName: "Schmidt",
      email: validAddress.email,
      phoneNumber: validAddress.phoneNumber,
      streetName: "Hohe Straße",
      streetNumber: "12",
      postalCode: "50667",
      city: "Köln",
      countryCode: "DE",
    });
  });

  it("prefill: the cart's billing address first, else the delivery address and the logged-in customer", () => {
    const delivery: Cart = cart([], {
      distributionAddress: {
        distributionType: "DELIVERY",
        streetName: "Hohe Straße",
        streetNumber: "12",
        postalCode: "50667",
        city: "Köln",
        phoneNumber: "0221 555",
      },
    });
    expect(checkoutAddressPrefill(delivery, anna)).toEqual({
      salutation: "Female",
      firstName: "Anna",
      lastName: "Schmidt",
      email: anna.email,
      phoneNumber: "0221 555",
      streetName: "Hohe Straße",
      streetNumber: "12",
      postalCode: "50667",
      city: "Köln",
    });
    // A store's address is not the shopper's.
    const store = cart([], {
      distributionAddress: { distributionType: "CLICK_AND_COLLECT", storeId: "S1", streetName: "Marktplatz" },
    });
    expect(checkoutAddressPrefill(store, null)).toEqual(EMPTY_CHECKOUT_ADDRESS);
    const billed = cart([], { ...delivery, billingAddress: { firstName: "Max", city: "Bonn" } });
    expect(checkoutAddressPrefill(billed, anna)).toMatchObject({
      firstName: "Max",
      lastName: "Schmidt",
      city: "Bonn",
    });
  });
});
