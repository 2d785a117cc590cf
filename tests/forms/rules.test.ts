import { describe, expect, it } from "vitest";
import { CONTACT_RULES, contactProblems, fieldProblem } from "../../domain/forms/rules/contact";
import { newsletterEmailProblem } from "../../domain/forms/rules/newsletter";
import { countryOfLocale, prefillPhone } from "../../domain/forms/rules/phone";
import {
  ageProblem,
  genderOf,
  prefillAge,
  questionnairePrefillOf,
  questionnaireProblems,
} from "../../domain/forms/rules/questionnaire";
import {
  kindOfContent,
  kindOfName,
  MAX_UPLOAD_BYTES,
  pickedFileProblem,
  uploadCountProblem,
} from "../../domain/forms/rules/uploads";
import type { Customer } from "../../domain/session/customer";

const valid = { firstName: "Anna", email: "anna@example.com", text: "Hallo" };
const x = (n: number) => "x".repeat(n);
const d = (n: number) => "1".repeat(n);

describe("contact form rules (document 1 §5)", () => {
  it("[doc1 §5] a message with first name, e-mail and text may be sent", () => {
    expect(contactProblems(valid)).toEqual({});
  });
  it("[doc1 §5] first name, text and e-mail are required", () => {
    expect(contactProblems({})).toEqual({ firstName: "required", text: "required", email: "required" });
    expect(contactProblems({ ...valid, firstName: "   " }).firstName).toBe("required");
  });
  it.each([
    ["firstName", 24],
    ["text", 1700],
    ["zip", 7],
    ["city", 25],
    ["productName", 150],
    ["batchNumber", 50],
    ["receiptNumber", 150],
    ["errorCode", 180],
    ["timeWindow", 50],
    ["paymentMethod", 50],
    ["clientData", 100],
    ["discount", 100],
  ] as const)("[doc1 §5] %s takes at most %i characters", (field, max) => {
    expect(contactProblems({ ...valid, [field]: x(max) })[field]).toBeUndefined();
    expect(contactProblems({ ...valid, [field]: x(max + 1) })[field]).toBe("maxLength");
  });
  it.each([
    ["loyaltyId", 20],
    ["orderNumber", 15],
    ["productEan", 30],
  ] as const)("[doc1 §5] %s takes digits only, at most %i", (field, max) => {
    expect(contactProblems({ ...valid, [field]: d(max) })[field]).toBeUndefined();
    expect(contactProblems({ ...valid, [field]: d(max + 1) })[field]).toBe("maxLength");
    expect(contactProblems({ ...valid, [field]: "12a" })[field]).toBe("numbersOnly");
  });
  it("[doc1 §5] the product EAN takes 1 to 30 digits", () => {
    expect(fieldProblem(CONTACT_RULES.productEan, "7")).toBeNull();
  });
  it("[doc1 §5] the e-mail must be an e-mail address", () => {
    expect(contactProblems({ ...valid, email: "anna@" }).email).toBe("email");
  });
});

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);

describe("contact form uploads (document 1 §5: 3 files of at most 10,000,000 bytes, pdf, jpeg, png)", () => {
  it("[doc1 §5] the content's magic bytes name the kind", () => {
    expect(kindOfContent(new TextEncoder().encode("%PDF-1.7\n"))).toBe("pdf");
    expect(kindOfContent(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(kindOfContent(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(kindOfContent(new TextEncoder().encode("MZ\x90\x00 not a pdf"))).toBeNull();
    expect(kindOfContent(new Uint8Array([0x25, 0x50]))).toBeNull();
  });
  it("[doc1 §5] only .pdf, .jpg/.jpeg and .png names are offered", () => {
    expect(kindOfName("Beleg.PDF")).toBe("pdf");
    expect(kindOfName("foto.jpg")).toBe("jpeg");
    expect(kindOfName("foto.jpeg")).toBe("jpeg");
    expect(kindOfName("bild.png")).toBe("png");
    expect(kindOfName("tool.exe")).toBeNull();
    expect(kindOfName("pdf")).toBeNull();
  });
  it("[doc1 §5] a file of 10,000,000 bytes may go, one byte more may not", () => {
    expect(pickedFileProblem({ name: "a.pdf", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(pickedFileProblem({ name: "a.pdf", size: MAX_UPLOAD_BYTES + 1 })).toBe("tooLarge");
    expect(pickedFileProblem({ name: "a.pdf", size: 0 })).toBe("empty");
    expect(pickedFileProblem({ name: "a.gif", size: 10 })).toBe("type");
  });
  it("[doc1 §5] at most 3 files", () => {
    expect(uploadCountProblem(3)).toBeNull();
    expect(uploadCountProblem(4)).toBe("tooMany");
  });
});

describe("questionnaire rules (document 1 §5)", () => {
  it("[doc1 §5] the age is an integer above 0 and below 100", () => {
    expect(ageProblem("1")).toBeNull();
    expect(ageProblem("99")).toBeNull();
    expect(ageProblem("")).toBeNull();
    expect(ageProblem("0")).toBe("range");
    expect(ageProblem("100")).toBe("range");
    expect(ageProblem("3.5")).toBe("integer");
    expect(ageProblem("-4")).toBe("integer");
  });
  it("[doc1 §5] answers to unknown questions, long answers and long fields are refused", () => {
    expect(questionnaireProblems({ zip: "12345678" }, { a: "x", b: x(1701) }, ["b"])).toEqual({
      zip: "maxLength",
      "answers.a": "unknown",
      "answers.b": "maxLength",
    });
    expect(questionnaireProblems({ age: "100", password: "x" }, {}, [])).toEqual({
      age: "range",
      password: "unknown",
    });
  });
  it("[doc1 §3] the gender comes from the salutation", () => {
    expect(genderOf("Female")).toBe("female");
    expect(genderOf("Male")).toBe("male");
    expect(genderOf("Company")).toBe("company");
    expect(genderOf(undefined)).toBe("");
  });
  it("[doc1 §3, §5] the age is computed from the birthdate in the configured format, whole years", () => {
    const today = new Date(2026, 10, 24);
    expect(prefillAge("24.11.1988", "dd.MM.yyyy", today)).toBe("38");
    expect(prefillAge("25.11.1988", "dd.MM.yyyy", today)).toBe("37");
    expect(prefillAge("1988-11-24", "dd.MM.yyyy", today)).toBe("");
    // An age the questionnaire refuses is not prefilled.
    expect(prefillAge("01.01.1920", "dd.MM.yyyy", today)).toBe("");
    expect(prefillAge(undefined, "dd.MM.yyyy", today)).toBe("");
  });
});

describe("phone prefill (document 1 §5)", () => {
  it("[doc1 §5] a parsable phone becomes +, calling code, space, national number without leading zeros", () => {
    expect(prefillPhone("0301234567", "DE")).toBe("+49 301234567");
    expect(prefillPhone("+43 660 1234567", "DE")).toBe("+43 6601234567");
  });
  it("[doc1 §5, §8] a phone that does not parse is kept raw", () => {
    expect(prefillPhone("bitte anrufen", "DE")).toBe("bitte anrufen");
    expect(prefillPhone("0", "DE")).toBe("0");
  });
  it("[doc1 §5] a value with characters no phone number is written with is kept raw (libphonenumber would skip them)", () => {
    expect(prefillPhone("***78", "DE")).toBe("***78");
    expect(prefillPhone("030 1234567 ext. 12", "DE")).toBe("+49 301234567");
    expect(prefillPhone("(030) 123-45/67", "DE")).toBe("+49 301234567");
  });
  it("the locale's country parses the phone", () => {
    expect(countryOfLocale("de-AT")).toBe("AT");
    expect(countryOfLocale("de")).toBe("");
  });
});

describe("questionnaire prefill (document 1 §3, §4)", () => {
  const anna: Customer = {
    customerId: "C-1",
    email: "anna@example.com",
    firstName: "Anna",
    lastName: "Schmidt",
    academicTitle: "Dr.",
    salutation: "Female",
    birthdate: "14.03.1988",
    newsletterTopics: [],
    firstOrderDelivery: false,
    firstOrderClickAndCollect: false,
  };
  it("[doc1 §3] the fields come from the profile and the billing address", () => {
    const prefill = questionnairePrefillOf(
      anna,
      {
        phoneNumber: "030 1234567",
        streetName: "Hauptstraße",
        streetNumber: "5",
        postalCode: "10115",
        city: "Berlin",
        countryCode: "DE",
      },
      "dd.MM.yyyy",
      "DE",
      new Date(2026, 10, 24),
    );
    expect(prefill).toEqual({
      firstname: "Anna",
      surname: "Schmidt",
      email: "anna@example.com",
      academicTitle: "Dr.",
      age: "38",
      gender: "female",
      telephoneNumber: "+49 301234567",
      street: "Hauptstraße 5",
      zip: "10115",
      city: "Berlin",
      countryCode: "DE",
    });
  });
  it("without a billing address the address fields stay empty", () => {
    const prefill = questionnairePrefillOf(anna, null, "dd.MM.yyyy", "DE", new Date(2026, 10, 24));
    expect([prefill.telephoneNumber, prefill.street, prefill.zip]).toEqual(["", "", ""]);
  });
});

describe("newsletter e-mail (anonymous forms)", () => {
  it("is required and must be an e-mail address", () => {
    expect(newsletterEmailProblem(" ")).toBe("required");
    expect(newsletterEmailProblem("anna@")).toBe("email");
    expect(newsletterEmailProblem("anna@example.com")).toBeNull();
  });
});
