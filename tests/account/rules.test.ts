import { describe, expect, it } from "vitest";
import {
  emptyRegistration,
  hasLessThan,
  isValidEan13,
  isValidLegacyPhone,
  isValidPhone,
  type RegistrationField,
  type RegistrationInput,
  registrationErrors,
  registrationFieldRule,
} from "../../domain/account/rules/registration";
import { sameOriginPath } from "../../domain/navigation/url";

const FORMAT = "dd.MM.yyyy";
const TODAY = new Date(2026, 10, 24, 12, 0, 0);

const valid: RegistrationInput = {
  ...emptyRegistration(),
  salutation: "Female",
  firstName: "Mia",
  lastName: "Berger",
  email: "mia.berger@example.com",
  password: "Sicher-2026",
  birthdate: "01.02.1990",
  street: "Hauptstraße",
  houseNumber: "12",
  zip: "10115",
  city: "Berlin",
  country: "DE",
  hasClubCard: "no",
  hasActivationCode: "no",
};

const rule = (field: RegistrationField, value: string, extra: Partial<RegistrationInput> = {}) =>
  registrationFieldRule(field, { ...valid, ...extra, [field]: value }, FORMAT, TODAY);

describe("registration rules", () => {
  it("[doc1 §5] a complete registration breaks no rule", () => {
    expect(registrationErrors(valid, FORMAT, TODAY)).toEqual({});
  });

  it("[doc1 §5] e-mail: required, at most 50, the e-mail pattern", () => {
    expect(rule("email", "")).toEqual({ rule: "required" });
    expect(rule("email", `${"a".repeat(39)}@example.com`)).toEqual({ rule: "tooLong", max: 50 });
    expect(rule("email", `${"a".repeat(38)}@example.com`)).toBeNull();
    expect(rule("email", "no-at-sign.example.com")).toEqual({ rule: "email" });
  });

  it("[doc1 §5] password: required, 8 to 50 characters", () => {
    expect(rule("password", "")).toEqual({ rule: "required" });
    expect(rule("password", "1234567")).toEqual({ rule: "lengthBetween", min: 8, max: 50 });
    expect(rule("password", "12345678")).toBeNull();
    expect(rule("password", "x".repeat(50))).toBeNull();
    expect(rule("password", "x".repeat(51))).toEqual({ rule: "lengthBetween", min: 8, max: 50 });
  });

  it("[doc1 §5] first name required max 20, surname required max 24", () => {
    expect(rule("firstName", "")).toEqual({ rule: "required" });
    expect(rule("firstName", "x".repeat(20))).toBeNull();
    expect(rule("firstName", "x".repeat(21))).toEqual({ rule: "tooLong", max: 20 });
    expect(rule("lastName", "")).toEqual({ rule: "required" });
    expect(rule("lastName", "x".repeat(24))).toBeNull();
    expect(rule("lastName", "x".repeat(25))).toEqual({ rule: "tooLong", max: 24 });
  });

  it("[doc1 §5] city, zip, street and house number required; zip 4–7, street max 40, house number max 5", () => {
    expect(rule("city", "")).toEqual({ rule: "required" });
    expect(rule("zip", "")).toEqual({ rule: "required" });
    expect(rule("zip", "123")).toEqual({ rule: "lengthBetween", min: 4, max: 7 });
    expect(rule("zip", "1234")).toBeNull();
    expect(rule("zip", "1234567")).toBeNull();
    expect(rule("zip", "12345678")).toEqual({ rule: "lengthBetween", min: 4, max: 7 });
    expect(rule("street", "")).toEqual({ rule: "required" });
    expect(rule("street", "x".repeat(40))).toBeNull();
    expect(rule("street", "x".repeat(41))).toEqual({ rule: "tooLong", max: 40 });
    expect(rule("houseNumber", "")).toEqual({ rule: "required" });
    expect(rule("houseNumber", "12345")).toBeNull();
    expect(rule("houseNumber", "123456")).toEqual({ rule: "tooLong", max: 5 });
  });

  it("[doc1 §5] door max 4, floor max 20, staircase max 4, academic title max 15, company max 50 (all optional)", () => {
    const cases: ReadonlyArray<[RegistrationField, number]> = [
      ["door", 4],
      ["floor", 20],
      ["staircase", 4],
      ["academicTitle", 15],
      ["company", 50],
    ];
    for (const [field, max] of cases) {
      expect(rule(field, "")).toBeNull();
      expect(rule(field, "x".repeat(max))).toBeNull();
      expect(rule(field, "x".repeat(max + 1))).toEqual({ rule: "tooLong", max });
    }
  });

  it("[doc1 §5] delivery note max 240 and no < or >", () => {
    expect(rule("deliveryNote", "x".repeat(240))).toBeNull();
    expect(rule("deliveryNote", "x".repeat(241))).toEqual({ rule: "tooLong", max: 240 });
    expect(rule("deliveryNote", "Klingel > 2")).toEqual({ rule: "noAngleBrackets" });
    expect(rule("deliveryNote", "Klingel < 2")).toEqual({ rule: "noAngleBrackets" });
  });

  it("[doc1 §5] VAT and registration number 7–14 when given", () => {
    for (const field of ["vatId", "registrationNumber"] as const) {
      expect(rule(field, "")).toBeNull();
      expect(rule(field, "123456")).toEqual({ rule: "lengthBetween", min: 7, max: 14 });
      expect(rule(field, "1234567")).toBeNull();
      expect(rule(field, "x".repeat(14))).toBeNull();
      expect(rule(field, "x".repeat(15))).toEqual({ rule: "lengthBetween", min: 7, max: 14 });
    }
  });

  it("[doc1 §5] card number exactly 13 digits with a valid EAN-13 check digit (with a club card)", () => {
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
    expect(isValidEan13("40063813339310")).toBe(false);
    expect(isValidEan13("400638133393a")).toBe(false);
    expect(rule("cardNumber", "", { hasClubCard: "yes" })).toEqual({ rule: "required" });
    expect(rule("cardNumber", "4006381333932", { hasClubCard: "yes" })).toEqual({ rule: "cardNumber" });
    expect(rule("cardNumber", "4006381333931", { hasClubCard: "yes" })).toBeNull();
    expect(rule("cardNumber", "", { hasClubCard: "no" })).toBeNull();
  });

  it("[doc1 §5] minimum age 18, parsed with the configured date format (date-fns), at the boundary day", () => {
    // Today is 24.11.2026: born 24.11.2008 is 18 today, born 25.11.2008 turns 18 tomorrow.
    expect(rule("birthdate", "24.11.2008")).toBeNull();
    expect(rule("birthdate", "25.11.2008")).toEqual({ rule: "tooYoung" });
    expect(rule("birthdate", "")).toEqual({ rule: "required" });
    expect(rule("birthdate", "2008-11-24")).toEqual({ rule: "birthdate" });
    expect(rule("birthdate", "31.02.1990")).toEqual({ rule: "birthdate" });
    expect(
      registrationFieldRule("birthdate", { ...valid, birthdate: "2008-11-24" }, "yyyy-MM-dd", TODAY),
    ).toBeNull();
  });

  it("[doc1 §5] mobile and telephone: a plus sign, then 7 to 15 digits", () => {
    expect(isValidPhone("+1234567")).toBe(true);
    expect(isValidPhone("+123456789012345")).toBe(true);
    expect(isValidPhone("+123456")).toBe(false);
    expect(isValidPhone("+1234567890123456")).toBe(false);
    expect(isValidPhone("01511234567")).toBe(false);
    expect(rule("mobile", "+49 151")).toEqual({ rule: "phone" });
    expect(rule("telephone", "+49301234567")).toBeNull();
    expect(rule("mobile", "")).toBeNull();
  });

  it("[doc1 §5] legacy phone: optional plus, then 6 to 20 digits or separators", () => {
    expect(isValidLegacyPhone("030/123-45")).toBe(true);
    expect(isValidLegacyPhone("+49 (30) 12345")).toBe(true);
    expect(isValidLegacyPhone("12345")).toBe(false);
    expect(isValidLegacyPhone("1".repeat(21))).toBe(false);
    expect(isValidLegacyPhone("030 12a45")).toBe(false);
  });

  it("[doc1 §5] gender, country, has-club-card and has-activation-code are required", () => {
    for (const field of ["salutation", "country", "hasClubCard", "hasActivationCode"] as const) {
      expect(rule(field, "")).toEqual({ rule: "required" });
      expect(rule(field, "something else")).toEqual({ rule: "choice" });
    }
    expect(rule("activationCode", "", { hasActivationCode: "yes" })).toEqual({ rule: "required" });
  });

  it("[doc1 §5] text must not contain <", () => {
    expect(hasLessThan("a<b")).toBe(true);
    for (const field of ["firstName", "lastName", "city", "street", "academicTitle", "company"] as const)
      expect(rule(field, "a<b")).toEqual({ rule: "noLessThan" });
    expect(rule("firstName", "Anne-Marie")).toBeNull();
  });
});

describe("returnUrl (the one redirect rule, domain/navigation/url)", () => {
  it("[doc1 §2] a same-origin path is kept, with its query", () => {
    expect(sameOriginPath("/mein-konto")).toBe("/mein-konto");
    expect(sameOriginPath("/warenkorb?x=1#a")).toBe("/warenkorb?x=1#a");
  });

  it("[doc1 §2] anything but a same-origin path goes to the start page", () => {
    for (const bad of [
      null,
      "",
      "//evil.example/x",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\\evil.example",
      "mein-konto",
      "/ok\nSet-Cookie",
      // [issue 16 #5] paths that normalise to another host
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/a/..//evil.example",
    ])
      expect(sameOriginPath(bad ?? undefined), String(bad)).toBeUndefined();
  });
});
