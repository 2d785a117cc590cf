import type { BillingAddress } from "../../cart/model";

/**
 * Document 2 §5: when saving, missing address fields are filled with the placeholders na, nana,
 * nan; they are stripped when read back. Which placeholder a field gets is ours to choose (the
 * specification does not say): the four fields that make an address complete, each within its
 * length limit.
 */
export const ADDRESS_PLACEHOLDERS: ReadonlyArray<string> = ["na", "nana", "nan"];
const PLACEHOLDER_OF = {
  streetNumber: "na",
  streetName: "nana",
  postalCode: "nan",
  city: "nana",
} as const satisfies Partial<Record<keyof BillingAddress, string>>;

const blank = (v: string | undefined) => v === undefined || v.trim() === "";

/** The address as it is saved: every missing required field holds its placeholder. */
export const withPlaceholders = (a: BillingAddress): BillingAddress => {
  const out: Record<string, string | undefined> = { ...a };
  for (const [k, placeholder] of Object.entries(PLACEHOLDER_OF)) if (blank(out[k])) out[k] = placeholder;
  return out as BillingAddress;
};

/** The address as it is read back: a field holding a placeholder is dropped (whichever field it is in). */
export const withoutPlaceholders = (a: BillingAddress): BillingAddress =>
  Object.fromEntries(
    Object.entries(a).filter(([, v]) => v !== undefined && !ADDRESS_PLACEHOLDERS.includes(v.trim())),
  ) as BillingAddress;
