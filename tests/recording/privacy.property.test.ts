import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SavedAddress } from "../../domain/addresses/model";
import type { AppCommand } from "../../domain/app/commands";
import { encodeRecording } from "../../domain/app/recording/format";
import { recordingOfLog } from "../../domain/app/recording/recording";
import { anna } from "../support/fixtures";
import { journeyScript, journeyShop, META } from "./journey";

/**
 * [issue 16 #9] Random personal values typed in a random journey: none may reach the exported
 * (masked) recording or a client error report. Values typed into a personal field are masked by
 * the field; free text (a search term, an error message) can only be masked for what is
 * recognisable on its own (an e-mail address, a Luhn-valid card number) or already known to the
 * shop as the shopper's (the customer's and their saved address's values, loaded at the start).
 */

const word = fc.stringMatching(/^[A-Z][a-z]{7,11}$/);
const luhnCheckDigit = (digits: string): string => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
};
const cardNumber = fc
  .stringMatching(/^4\d{14}$/)
  .map((d) => `${d}${luhnCheckDigit(d)}`.replace(/(\d{4})(?=\d)/g, "$1 "));

const Personal = fc.record({
  firstName: word,
  lastName: word,
  email: fc.tuple(word, word).map(([a, b]) => `${a.toLowerCase()}.${b.toLowerCase()}@example.net`),
  phone: fc.stringMatching(/^\+49 1[5-7]\d \d{7}$/),
  card: cardNumber,
  street: word.map((w) => `${w}weg`),
  postalCode: fc.integer({ min: 10_000, max: 99_999 }).map(String),
  city: word,
  floor: word.map((w) => `${w} 3. OG`),
});
type Personal = typeof Personal extends fc.Arbitrary<infer T> ? T : never;

/** The ways a shopper types personal data into the shop, each a command built from the values. */
const typed: ReadonlyArray<(p: Personal) => AppCommand> = [
  (p) => ({ _tag: "SearchAddress", query: `${p.street} 7, ${p.postalCode} ${p.city}` }),
  (p) => ({
    _tag: "SelectDelivery",
    address: {
      streetName: p.street,
      streetNumber: "7",
      floor: p.floor,
      postalCode: p.postalCode,
      city: p.city,
      firstName: p.firstName,
      lastName: p.lastName,
      phoneNumber: p.phone,
    },
  }),
  (p) => ({
    _tag: "PlaceOrder",
    address: {
      salutation: "Female",
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phoneNumber: p.phone,
      streetName: p.street,
      streetNumber: "7",
      postalCode: p.postalCode,
      city: p.city,
    },
  }),
  (p) => ({
    _tag: "SaveAddress",
    category: "delivery",
    addressType: "PRIVATE",
    primary: false,
    address: {
      firstName: p.firstName,
      lastName: p.lastName,
      streetName: p.street,
      streetNumber: "7",
      floor: p.floor,
      postalCode: p.postalCode,
      city: p.city,
      phoneNumber: p.phone,
    },
  }),
  (p) => ({
    _tag: "SavePersonalData",
    salutation: "Female",
    academicTitle: "",
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    birthdate: "",
  }),
  (p) => ({ _tag: "RequestPasswordReset", email: p.email }),
  (p) => ({
    _tag: "OrderPhysicalCard",
    firstName: p.firstName,
    lastName: p.lastName,
    street: p.street,
    houseNumber: "7",
    zip: p.postalCode,
    city: p.city,
  }),
  // Free text: an e-mail address typed into the search, an error message naming the shopper.
  (p) => ({ _tag: "SetSearchTerm", term: p.email }),
  (p) => ({
    _tag: "ReportClientError",
    level: "error",
    message: `payment for ${p.firstName} ${p.lastName} <${p.email}> card ${p.card} failed`,
    stack: `at ${p.street} 7, ${p.floor}, ${p.postalCode} ${p.city}; tel ${p.phone}`,
  }),
];

/** The journey's script with the shopper's values: the customer and a saved address carry them. */
const scriptFor = (p: Personal, posted: unknown[]) => {
  const customer = { ...anna, firstName: p.firstName, lastName: p.lastName, email: p.email };
  const saved: SavedAddress = {
    id: "adr-1",
    category: "combined",
    primary: true,
    addressType: "PRIVATE",
    address: {
      firstName: p.firstName,
      lastName: p.lastName,
      streetName: p.street,
      floor: p.floor,
      postalCode: p.postalCode,
      city: p.city,
      phoneNumber: p.phone,
    },
  };
  return {
    ...journeyScript,
    "customers.get": () => ({ value: customer }),
    "customers.refresh": () => ({ value: customer }),
    "auth.login": () => ({ value: customer }),
    "customers.addresses": () => ({ value: [saved] }),
    "customers.addresses.create": () => ({ value: [saved] }),
    "customers.update": (input: unknown) => ({ value: { ...customer, ...(input as { body: object }).body } }),
    logs: (input: unknown) => {
      posted.push((input as { body: unknown }).body);
      return { value: { stored: true } };
    },
  };
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Where a value shows in a text: as typed, and for numbers also without spaces, never inside a longer number. */
const leaks = (p: Personal, text: string): string[] => {
  const spellings = [
    p.firstName,
    p.lastName,
    p.email,
    p.email.slice(0, p.email.indexOf("@")),
    p.phone,
    p.phone.replace(/\D/g, ""),
    p.phone.slice(4),
    p.card,
    p.card.replace(/\D/g, ""),
    p.street,
    p.postalCode,
    p.city,
    p.floor,
  ];
  return spellings.filter((v) => new RegExp(`(?<!\\d)${escapeRegExp(v)}(?!\\d)`).test(text));
};

describe("privacy of recordings and client logs", () => {
  it("[issue 16 #9] personal values typed anywhere in a random journey appear neither in the exported recording nor in a log entry", async () => {
    await fc.assert(
      fc.asyncProperty(
        Personal,
        fc.array(fc.nat({ max: typed.length - 1 }), { minLength: 1, maxLength: 8 }),
        async (p, steps) => {
          const posted: unknown[] = [];
          const shop = journeyShop({ script: scriptFor(p, posted) });
          await shop.dispatch({ _tag: "StartApp" });
          for (const i of steps) await shop.dispatch((typed[i] as (p: Personal) => AppCommand)(p));
          // Every journey reports once at the end, too: whatever the steps typed is in state by then.
          await shop.dispatch((typed[typed.length - 1] as (p: Personal) => AppCommand)(p));
          const exported = encodeRecording(recordingOfLog(shop.log, META, { personalData: "masked" }));
          expect(leaks(p, exported), "in the exported recording").toEqual([]);
          expect(posted.length).toBeGreaterThan(0);
          expect(leaks(p, JSON.stringify(posted)), "in a log entry").toEqual([]);
        },
      ),
      { numRuns: Number(process.env.PRIVACY_RUNS ?? 12) },
    );
  }, 300_000);
});
