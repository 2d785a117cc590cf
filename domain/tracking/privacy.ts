import type { AddressesState } from "../addresses/state";
import type { CartState } from "../cart/state";
import type { SessionState } from "../session/state";

/**
 * What tracking may see of a URL or a typed text (issue 15 #8). Redaction goes by meaning, not by
 * digit counts: an e-mail address anywhere, the current customer's own personal values (e-mail,
 * names, phone, street: from the session's customer, the saved addresses and the cart's
 * addresses), a number written as a phone number (with a country or trunk prefix) and a card-like
 * digit run that passes the Luhn check. Catalogue identifiers (a product's slug and SKU, a
 * category's or brand's slug) are the shop's own words and stay, whatever their digits.
 */
export const REDACTED = "[redacted]";

/** The current customer's personal values, normalised for matching. */
export interface PersonalValues {
  /** Word sequences (lower case, single spaces): e-mail, first and last names, street names. */
  readonly words: ReadonlyArray<string>;
  /** Phone numbers' digits without country or trunk prefix. */
  readonly phones: ReadonlyArray<string>;
}
export const NO_PERSONAL_VALUES: PersonalValues = { words: [], phones: [] };

/** The slices personal values are read from. */
export interface PersonalSlices {
  readonly session: SessionState;
  readonly addresses: AddressesState;
  readonly cart: CartState;
}

const words = (text: string): string =>
  text
    .toLowerCase()
    .normalize("NFC")
    .split(/[^\p{L}\p{N}@.]+/u)
    .map((w) => w.replace(/^\.+|\.+$/g, ""))
    .filter((w) => w !== "")
    .join(" ");

/** Digits without the international (00 or +, then 49) or trunk (0) prefix. */
const phoneDigits = (text: string): string =>
  text
    .replace(/\D/g, "")
    .replace(/^00/, "")
    .replace(/^49(?=\d{6})/, "")
    .replace(/^0+/, "");

/** Shorter values (initials, "Li") would match ordinary words too often to mean the customer. */
const MIN_WORD_VALUE = 3;
/** A phone number shorter than this (without prefix) is not told apart from other numbers. */
const MIN_PHONE_DIGITS = 6;

interface AddressLike {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly streetName?: string;
  readonly email?: string;
  readonly phoneNumber?: string;
}

export const personalValues = (state: PersonalSlices): PersonalValues => {
  const texts: string[] = [];
  const phones: string[] = [];
  const customer = state.session.customer;
  if (customer) texts.push(customer.email, customer.firstName, customer.lastName);
  const addresses: Array<AddressLike | null | undefined> = [
    ...state.addresses.list.map((a) => a.address),
    state.cart.cart?.billingAddress,
    state.cart.cart?.distributionAddress,
  ];
  for (const a of addresses) {
    if (!a) continue;
    texts.push(a.firstName ?? "", a.lastName ?? "", a.streetName ?? "", a.email ?? "");
    if (a.phoneNumber) phones.push(a.phoneNumber);
  }
  return {
    words: [...new Set(texts.map(words).filter((w) => w.length >= MIN_WORD_VALUE))],
    phones: [...new Set(phones.map(phoneDigits).filter((d) => d.length >= MIN_PHONE_DIGITS))],
  };
};

const EMAIL = /[^\s@/?&=]+@[^\s@/?&=]+\.[^\s@/?&=]+/u;
/** Written as a phone number: a country (+, 00) or trunk (0) prefix, then digits and separators. */
const PHONE = /(?:^|[^\p{L}\p{N}])(?:\+|00|0)\d(?:[\s/().-]?\d){5,}(?![\p{L}\p{N}])/u;
/** 13–19 digits, single spaces or dashes between: a card number's shape (checked with Luhn). */
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};
const hasCardNumber = (text: string): boolean =>
  [...text.matchAll(DIGIT_RUN)].some((m) => luhn(m[0].replace(/\D/g, "")));

/** An e-mail address or a card number: personal in any text, an identifier's included. */
const alwaysPersonal = (text: string): boolean => EMAIL.test(text) || hasCardNumber(text);

/** Free text (a search term, a query value, a content path's segment) that carries personal data. */
export const isPersonal = (text: string, known: PersonalValues = NO_PERSONAL_VALUES): boolean => {
  if (alwaysPersonal(text) || PHONE.test(text)) return true;
  const w = ` ${words(text)} `;
  if (known.words.some((k) => w.includes(` ${k} `))) return true;
  const digits = phoneDigits(text);
  return digits.length >= MIN_PHONE_DIGITS && known.phones.some((p) => digits.includes(p));
};

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

/** The route parameters that name catalogue entries (document 1 §2), kept in paths. */
const CATALOGUE_PARAMS: Readonly<Record<string, ReadonlyArray<string>>> = {
  productDetail: ["slug", "sku"],
  productList: ["slug"],
  brandDetail: ["slug"],
  recipeDetail: ["slug"],
};

export interface TrackedLocation {
  readonly route: string | null;
  readonly params: Readonly<Record<string, string>>;
}

/** A path with every segment that carries personal data replaced by "[redacted]". */
export const safePath = (
  path: string,
  location: TrackedLocation = { route: null, params: {} },
  known: PersonalValues = NO_PERSONAL_VALUES,
): string => {
  const identifiers = new Set(
    (location.route ? (CATALOGUE_PARAMS[location.route] ?? []) : []).map((p) => location.params[p]),
  );
  return path
    .split("/")
    .map((raw) => {
      if (raw === "") return raw;
      const seg = decode(raw);
      const personal = identifiers.has(seg) ? alwaysPersonal(seg) : isPersonal(seg, known);
      return personal ? REDACTED : raw;
    })
    .join("/");
};

/**
 * Query parameters that identify an order or a payment (the confirmation's orderNumber, the
 * payment provider's return ids, tokens of links mailed to the shopper): dropped, not redacted.
 */
const ID_PARAMS = new Set(
  [
    "orderNumber",
    "orderId",
    "paymentId",
    "hostedCheckoutId",
    "id",
    "token",
    "RETURNMAC",
    "ref",
    "REF",
    "mac",
  ].map((p) => p.toLowerCase()),
);

/** A query string ("?a=b" or "") without order and payment ids, personal values redacted. */
export const safeQuery = (search: string, known: PersonalValues = NO_PERSONAL_VALUES): string => {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    if (ID_PARAMS.has(key.toLowerCase()) || isPersonal(key, known)) continue;
    out.append(key, isPersonal(value, known) ? REDACTED : value);
  }
  const query = out.toString().replaceAll("%5Bredacted%5D", REDACTED);
  return query === "" ? "" : `?${query}`;
};
