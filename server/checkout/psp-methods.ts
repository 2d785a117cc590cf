import type { PaymentMethodKey } from "../../domain/cart/model";
import { CARD_BRANDS, type CardBrand, type SavedPaymentMethod } from "../../domain/payments/model";
import { formatExpiry, isSavable, reusableFor } from "../../domain/payments/rules/saved";
import type { Db } from "../db/db";
import { findMethod, listMethods } from "../payments/store";

/**
 * What the test payment provider asks and reports back (document 2 §2 payment-return query:
 * brandName, provider, saveMethod, setPrimary): the card paid with (a test card of each brand of
 * document 2 §9, or one of the customer's saved methods), and whether to save it.
 */

/** The provider name saved methods and the payment return carry. */
export const TEST_PROVIDER = "test-psp";

/** The test cards: last digits per brand; they expire in December three years ahead. */
const TEST_CARD_DIGITS: Readonly<Record<CardBrand, string>> = {
  Visa: "4242",
  Mastercard: "4444",
  "American Express": "0005",
  "Diners Club": "0004",
};
/** The order the page lists them in: the most common first (checked when nothing is saved). */
const TEST_CARD_ORDER: ReadonlyArray<CardBrand> = ["Visa", "Mastercard", "American Express", "Diners Club"];
const WALLET_BRANDS: Partial<Record<PaymentMethodKey, string>> = {
  paypal: "PayPal",
  "apple-pay": "Apple Pay",
  "google-pay": "Google Pay",
};

export interface ProviderAnswer {
  readonly brand: string;
  readonly lastDigits: string | null;
  readonly expiryMonth: number | null;
  readonly expiryYear: number | null;
  readonly savedMethodId: string | null;
  readonly saveMethod: boolean;
  readonly setPrimary: boolean;
}

/** A choice of the pay page: a test card's brand ("Visa"), "account" (PayPal, a wallet), or "saved:<id>". */
interface PayChoice {
  readonly value: string;
  readonly label: string;
  readonly checked: boolean;
}

export interface PayOptions {
  readonly choices: ReadonlyArray<PayChoice>;
  /** The shopper may save the method (a customer's cart, a method the provider keeps). */
  readonly canSave: boolean;
}

const testCardExpiry = (now: number) => ({ month: 12, year: new Date(now).getUTCFullYear() + 3 });

const savedLabel = (m: SavedPaymentMethod) =>
  [
    `Saved: ${m.paymentBrand}${m.lastDigits ? ` •••• ${m.lastDigits}` : ""}`,
    formatExpiry(m.cardExpiryMonth, m.cardExpiryYear) &&
      `expires ${formatExpiry(m.cardExpiryMonth, m.cardExpiryYear)}`,
    m.isPrimary ? "primary" : null,
  ]
    .filter(Boolean)
    .join(", ");

/** The pay page's choices: the customer's saved methods of this key (not expired, primary first, checked), then new ones. */
export const payOptions = async (
  db: Db,
  customerId: string | null,
  methodKey: PaymentMethodKey,
  now: number,
): Promise<PayOptions> => {
  const saved = customerId
    ? reusableFor((await listMethods(db, customerId, now)).activeMethods, methodKey)
    : [];
  const fresh =
    methodKey === "credit-cards"
      ? TEST_CARD_ORDER.map((b) => ({
          value: b,
          label: `New card: ${b} test card •••• ${TEST_CARD_DIGITS[b]}`,
        }))
      : [{ value: "account", label: `New ${WALLET_BRANDS[methodKey] ?? methodKey} account` }];
  const all = [...saved.map((m) => ({ value: `saved:${m.id}`, label: savedLabel(m) })), ...fresh];
  return {
    choices: all.map((c, i) => ({ ...c, checked: i === 0 })),
    canSave: customerId !== null && isSavable(methodKey),
  };
};

/**
 * The provider's answer from the approve form, or a message why the form is not one: the choice
 * must be one the page offered (a saved method of the cart's customer, of this key, not expired).
 */
export const readAnswer = async (
  db: Db,
  input: {
    readonly customerId: string | null;
    readonly methodKey: PaymentMethodKey;
    readonly choice: unknown;
    readonly saveMethod: unknown;
    readonly setPrimary: unknown;
  },
  now: number,
): Promise<ProviderAnswer | string> => {
  const choice = typeof input.choice === "string" && input.choice !== "" ? input.choice : undefined;
  const save = input.customerId !== null && isSavable(input.methodKey) && input.saveMethod === "true";
  const primary = save && input.setPrimary === "true";
  if (choice?.startsWith("saved:")) {
    const id = choice.slice("saved:".length);
    const m = input.customerId ? await findMethod(db, input.customerId, id, now) : undefined;
    if (!m || m.methodKey !== input.methodKey) return "This saved payment method is not yours to pay with.";
    if (m.expired) return "This saved card has expired: choose another one.";
    return {
      brand: m.paymentBrand,
      lastDigits: m.lastDigits ?? null,
      expiryMonth: m.cardExpiryMonth === undefined ? null : Number(m.cardExpiryMonth),
      expiryYear: m.cardExpiryYear === undefined ? null : Number(m.cardExpiryYear),
      savedMethodId: m.id,
      saveMethod: false,
      setPrimary: false,
    };
  }
  if (input.methodKey === "credit-cards") {
    const brand = CARD_BRANDS.find((b) => b === (choice ?? "Visa"));
    if (!brand) return "Choose one of the offered cards.";
    const { month, year } = testCardExpiry(now);
    return {
      brand,
      lastDigits: TEST_CARD_DIGITS[brand],
      expiryMonth: month,
      expiryYear: year,
      savedMethodId: null,
      saveMethod: save,
      setPrimary: primary,
    };
  }
  if (choice !== undefined && choice !== "account") return "Choose one of the offered accounts.";
  return {
    brand: WALLET_BRANDS[input.methodKey] ?? input.methodKey,
    lastDigits: null,
    expiryMonth: null,
    expiryYear: null,
    savedMethodId: null,
    saveMethod: save,
    setPrimary: primary,
  };
};

export const recordAnswer = async (db: Db, paymentId: string, a: ProviderAnswer): Promise<void> => {
  await db.query(
    `UPDATE psp_payments SET card_brand = $2, last_digits = $3, expiry_month = $4, expiry_year = $5,
       save_method = $6, set_primary = $7, saved_method_id = $8 WHERE id = $1`,
    [
      paymentId,
      a.brand,
      a.lastDigits,
      a.expiryMonth,
      a.expiryYear,
      a.saveMethod,
      a.setPrimary,
      a.savedMethodId,
    ],
  );
};

/** The answer recorded for a payment (null before it was approved). */
export const answerOf = async (
  db: Db,
  paymentId: string,
): Promise<
  | (ProviderAnswer & {
      readonly methodKey: PaymentMethodKey;
      readonly status: string;
      readonly cartId: string;
    })
  | null
> => {
  const [row] = await db.query<{
    method_key: PaymentMethodKey;
    status: string;
    cart_id: string;
    card_brand: string | null;
    last_digits: string | null;
    expiry_month: number | null;
    expiry_year: number | null;
    save_method: boolean;
    set_primary: boolean;
    saved_method_id: string | null;
  }>("SELECT * FROM psp_payments WHERE id = $1", [paymentId]);
  if (!row || row.card_brand === null) return null;
  return {
    methodKey: row.method_key,
    status: row.status,
    cartId: row.cart_id,
    brand: row.card_brand,
    lastDigits: row.last_digits,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    saveMethod: row.save_method,
    setPrimary: row.set_primary,
    savedMethodId: row.saved_method_id,
  };
};

/** The return URL's query with the provider's answer: brandName, provider, saveMethod, setPrimary (others kept). */
export const withAnswer = (url: string, a: ProviderAnswer): string => {
  const hashAt = url.indexOf("#");
  const hash = hashAt >= 0 ? url.slice(hashAt) : "";
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf("?");
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const q = new URLSearchParams(queryAt >= 0 ? rest.slice(queryAt + 1) : "");
  q.set("brandName", a.brand);
  q.set("provider", TEST_PROVIDER);
  q.delete("saveMethod");
  q.delete("setPrimary");
  if (a.saveMethod) q.set("saveMethod", "true");
  if (a.setPrimary) q.set("setPrimary", "true");
  return `${path}?${q.toString()}${hash}`;
};
