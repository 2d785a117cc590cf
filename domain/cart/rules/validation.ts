import type { DistributionType, ValidationCode, ValidationError } from "../model";

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
