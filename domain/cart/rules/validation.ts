import type { DiscountCodeState, DistributionType, ValidationCode, ValidationError } from "../model";

/** Meaning of each cart validation code (document 2 §8). */
export const VALIDATION_MESSAGES: Readonly<Record<ValidationCode, string>> = {
  "004": "shipping address invalid",
  "005": "distribution missing",
  "006": "email missing in billing address",
  "007": "phone number missing in shipping address",
  "008": "delivery window missing",
  "022": "invalid delivery window",
  "023": "out of delivery capacity",
  "029": "service fee missing on line items",
  "031": "billing address invalid",
  "130": "distribution type missing",
  "131": "store closed or without picking unit",
  "132": "distribution invalid",
  "140": "delivery window does not exist",
  "141": "delivery window expired",
  "223": "discount code expired",
  "227": "discount code max applications exceeded",
  "228": "discount code not active",
  "229": "discount code invalid service type",
  "260": "gift card validation error",
  "261": "wallet does not cover gift card payment",
  "264": "gift card missing from customer wallet",
};

/** The validation code of a discount code that gives nothing now (document 2 §8). */
const DISCOUNT_CODE_ERRORS: Readonly<Record<Exclude<DiscountCodeState, "valid">, ValidationCode>> = {
  expired: "223",
  maxApplicationsExceeded: "227",
  inactive: "228",
  invalidServiceType: "229",
};

/**
 * Applying a code that gives nothing now (expired, used up, not active, not for the cart's
 * service) is refused with its validation code and the code is not kept: the shopper gets one
 * answer at the field instead of a dead code on the cart. A code already on the cart that stops
 * applying (the service changed, it expired since) stays and shows its state there.
 */
export const discountCodeRefusal = (state: DiscountCodeState): ValidationCode | null =>
  state === "valid" ? null : DISCOUNT_CODE_ERRORS[state];

/** The state behind a refusal's validation code, if it is one. */
export const refusedDiscountCodeState = (
  code: string | undefined,
): Exclude<DiscountCodeState, "valid"> | null =>
  (Object.entries(DISCOUNT_CODE_ERRORS).find(([, c]) => c === code)?.[0] as
    | Exclude<DiscountCodeState, "valid">
    | undefined) ?? null;

/**
 * Contact and billing data (006, 007, 031) are asked for and checked at checkout (document 2 §8
 * billing-address group): the cart page does not show them to a shopper who has not started it.
 */
export const CHECKOUT_ONLY_CODES: ReadonlySet<string> = new Set(["006", "007", "031"]);

export type ValidationGroup =
  | "billingAddress"
  | "discountCode"
  | "distributionLocation"
  | "timeSlot"
  | "general";

const DISCOUNT_CODE: ReadonlySet<string> = new Set(["223", "227", "228", "229"]);
const TIME_SLOT: ReadonlySet<string> = new Set(["008", "022", "023", "140", "141"]);
const LOCATION: ReadonlySet<string> = new Set(["004", "005", "130", "131", "132"]);
const CONTACT: ReadonlySet<string> = new Set(["006", "007"]);

/**
 * The group a code is shown in (document 2 §8). Billing address: 031, plus 006 and 007 for click and
 * collect (and when the type is unknown); distribution location: 004, 005, 130, 131, 132, plus 006
 * and 007 for delivery; discount code: 223, 227, 228, 229; time slot: 008, 022, 023, 140, 141;
 * every other code is general.
 */
export const validationGroup = (code: string, type: DistributionType | undefined): ValidationGroup => {
  if (code === "031") return "billingAddress";
  if (CONTACT.has(code)) return type === "DELIVERY" ? "distributionLocation" : "billingAddress";
  if (LOCATION.has(code)) return "distributionLocation";
  if (DISCOUNT_CODE.has(code)) return "discountCode";
  if (TIME_SLOT.has(code)) return "timeSlot";
  return "general";
};

export type GroupedErrors = Readonly<Record<ValidationGroup, ReadonlyArray<ValidationError>>>;

/** Errors by group, each group in the order the errors came. */
export const groupValidationErrors = (
  errors: ReadonlyArray<ValidationError>,
  type: DistributionType | undefined,
): GroupedErrors => {
  const groups: Record<ValidationGroup, ValidationError[]> = {
    billingAddress: [],
    discountCode: [],
    distributionLocation: [],
    timeSlot: [],
    general: [],
  };
  for (const e of errors) groups[validationGroup(e.code, type)].push(e);
  return groups;
};

/** Delivery-window errors mean the window is incomplete and the earliest slot is refetched (§4). */
export const needsEarliestWindow = (
  errors: ReadonlyArray<ValidationError>,
  type: DistributionType | undefined,
) => errors.some((e) => validationGroup(e.code, type) === "timeSlot");
