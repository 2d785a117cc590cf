import { describe, expect, it } from "vitest";
import { newsletterDecision, newsletterRequestOf } from "../../domain/profile/rules/newsletter";
import { orderStatus } from "../../domain/profile/rules/orders";
import { passwordChangeProblems } from "../../domain/profile/rules/password-change";
import {
  type PersonalData,
  personalDataChange,
  personalDataOf,
  personalDataProblems,
} from "../../domain/profile/rules/personal-data";
import type { Customer } from "../../domain/session/customer";

const FORMAT = "dd.MM.yyyy";
const TODAY = new Date(2026, 10, 21, 12);

const anna: Customer = {
  customerId: "C-1001",
  salutation: "Female",
  firstName: "Anna",
  lastName: "Schmidt",
  email: "anna.schmidt@example.com",
  birthdate: "14.03.1988",
  newsletterTopics: [{ newsletterTopicId: "angebote" }],
  firstOrderDelivery: true,
  firstOrderClickAndCollect: true,
};
const annaData = personalDataOf(anna);
const problems = (patch: Partial<PersonalData>) =>
  personalDataProblems({ ...annaData, ...patch }, FORMAT, TODAY);

describe("personal data (document 1 §3, §5, §7)", () => {
  it("[doc1 §3] a Family salutation is dropped on load: the form starts without one", () => {
    expect(personalDataOf({ ...anna, salutation: "Family" }).salutation).toBe("");
    expect(personalDataOf(anna).salutation).toBe("Female");
  });

  it("[doc1 §5] the seeded customer's data breaks no rule", () => {
    expect(problems({})).toEqual({});
  });

  it("[doc1 §5] first name, last name and e-mail are required; title, salutation and birthdate are not", () => {
    expect(problems({ firstName: " ", lastName: "", email: "" })).toEqual({
      firstName: "required",
      lastName: "required",
      email: "required",
    });
    expect(problems({ academicTitle: "", salutation: "", birthdate: "" })).toEqual({});
  });

  it("[doc1 §5] title at most 15, first name 20, last name 24, e-mail 50 characters", () => {
    expect(
      problems({ academicTitle: "x".repeat(15), firstName: "x".repeat(20), lastName: "x".repeat(24) }),
    ).toEqual({});
    expect(
      problems({
        academicTitle: "x".repeat(16),
        firstName: "x".repeat(21),
        lastName: "x".repeat(25),
        email: `${"x".repeat(39)}@example.com`,
      }),
    ).toEqual({ academicTitle: "tooLong", firstName: "tooLong", lastName: "tooLong", email: "tooLong" });
    expect(problems({ email: `${"x".repeat(38)}@example.com` })).toEqual({});
  });

  it("[doc1 §5] the e-mail follows the pattern; no text contains <", () => {
    expect(problems({ email: "anna.example.com" })).toEqual({ email: "email" });
    expect(problems({ firstName: "<b>Anna" })).toEqual({ firstName: "markup" });
  });

  it("[doc1 §5] the birthdate is parsed with the configured format and needs a minimum age of 18", () => {
    expect(problems({ birthdate: "1988-03-14" })).toEqual({ birthdate: "invalid" });
    expect(problems({ birthdate: "31.02.1990" })).toEqual({ birthdate: "invalid" });
    expect(problems({ birthdate: "21.11.2008" })).toEqual({});
    expect(problems({ birthdate: "22.11.2008" })).toEqual({ birthdate: "tooYoung" });
    expect(problems({ birthdate: "01.01.2030" })).toEqual({ birthdate: "inFuture" });
    expect(personalDataProblems({ ...annaData, birthdate: "1988-03-14" }, "yyyy-MM-dd", TODAY)).toEqual({});
  });

  it("[doc1 §7] nothing changed: no update (whitespace and the e-mail's case are no change)", () => {
    expect(personalDataChange(anna, annaData)).toBeNull();
    expect(
      personalDataChange(anna, { ...annaData, firstName: " Anna ", email: "Anna.Schmidt@example.com" }),
    ).toBeNull();
  });

  it("[doc1 §7] a change sends the whole personal data, trimmed, empty optional fields left out", () => {
    expect(personalDataChange(anna, { ...annaData, academicTitle: " Dr. ", birthdate: "" })).toEqual({
      salutation: "Female",
      academicTitle: "Dr.",
      firstName: "Anna",
      lastName: "Schmidt",
      email: "anna.schmidt@example.com",
    });
  });
});

describe("password change (document 1 §5)", () => {
  it("[doc1 §5] old and repeat are required, the new one 8 to 50 characters", () => {
    expect(passwordChangeProblems({ oldPassword: "", newPassword: "", repeatPassword: "" })).toEqual({
      oldPassword: "required",
      newPassword: "required",
      repeatPassword: "required",
    });
    expect(
      passwordChangeProblems({ oldPassword: "a", newPassword: "1234567", repeatPassword: "1234567" }),
    ).toEqual({
      newPassword: "tooShort",
    });
    expect(
      passwordChangeProblems({
        oldPassword: "a",
        newPassword: "x".repeat(51),
        repeatPassword: "x".repeat(51),
      }),
    ).toEqual({
      newPassword: "tooLong",
    });
    expect(
      passwordChangeProblems({ oldPassword: "a", newPassword: "12345678", repeatPassword: "12345678" }),
    ).toEqual({});
  });

  it("[doc1 §5] the repeat must equal the new password", () => {
    expect(
      passwordChangeProblems({ oldPassword: "a", newPassword: "12345678", repeatPassword: "12345679" }),
    ).toEqual({
      repeatPassword: "mismatch",
    });
  });
});

describe("newsletter topics (document 1 §4)", () => {
  it("[doc1 §4] a topic never confirmed waits for its confirmation; it is not among the topics yet", () => {
    expect(
      newsletterDecision(["angebote"], ["angebote"], { subscribe: ["rezepte"], unsubscribe: [] }),
    ).toEqual({
      topics: ["angebote"],
      pending: ["rezepte"],
    });
  });

  it("[doc1 §4] a topic confirmed before is subscribed again at once; unsubscribing applies at once", () => {
    expect(newsletterDecision([], ["angebote"], { subscribe: ["angebote"], unsubscribe: [] })).toEqual({
      topics: ["angebote"],
      pending: [],
    });
    expect(
      newsletterDecision(["angebote", "rezepte"], [], { subscribe: [], unsubscribe: ["rezepte"] }),
    ).toEqual({
      topics: ["angebote"],
      pending: [],
    });
  });

  it("[doc1 §4] a topic both subscribed and unsubscribed, or subscribed already, changes nothing", () => {
    expect(
      newsletterDecision(["angebote"], [], { subscribe: ["angebote", "x"], unsubscribe: ["x"] }),
    ).toEqual({
      topics: ["angebote"],
      pending: [],
    });
  });

  it("the form's wanted topics make the request: what is new is subscribed, what is gone unsubscribed", () => {
    expect(newsletterRequestOf(["angebote", "rezepte"], ["rezepte", "neuheiten"])).toEqual({
      subscribe: ["neuheiten"],
      unsubscribe: ["angebote"],
    });
  });
});

describe("order status", () => {
  const window = { start: "2026-11-21T13:00:00Z", end: "2026-11-21T15:00:00Z" };
  it("placed before the window, in progress during it, completed after it", () => {
    expect(orderStatus(window, Date.parse("2026-11-21T12:59:59Z"))).toBe("placed");
    expect(orderStatus(window, Date.parse("2026-11-21T13:00:00Z"))).toBe("inProgress");
    expect(orderStatus(window, Date.parse("2026-11-21T15:00:00Z"))).toBe("completed");
    expect(orderStatus(null, 0)).toBe("placed");
  });
});
