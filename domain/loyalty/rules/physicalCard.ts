import { type FieldRule, hasLessThan, REGISTRATION_LIMITS } from "../../account/rules/registration";

/**
 * The physical card order's form (document 1 §2: order physical card, only with the joe feature
 * off): the postal address the card is sent to. Its fields follow the registration's limits of
 * document 1 §5 (one home for them: domain/account/rules/registration).
 */
export const PHYSICAL_CARD_FIELDS = [
  "firstName",
  "lastName",
  "street",
  "houseNumber",
  "zip",
  "city",
] as const;
export type PhysicalCardField = (typeof PHYSICAL_CARD_FIELDS)[number];
export type PhysicalCardInput = Readonly<Record<PhysicalCardField, string>>;
export type PhysicalCardErrors = Partial<Record<PhysicalCardField, FieldRule>>;

/** The city's length is not given by the specification for the registration: 40 is ours (contact: 25). */
const CITY_MAX = 40;

const physicalCardFieldRule = (field: PhysicalCardField, input: PhysicalCardInput): FieldRule | null => {
  const value = (input[field] ?? "").trim();
  if (value === "") return { rule: "required" };
  if (hasLessThan(value)) return { rule: "noLessThan" };
  if (field === "zip") {
    const { min, max } = REGISTRATION_LIMITS.zip;
    if (value.length < min || value.length > max) return { rule: "lengthBetween", min, max };
    return /^\d+$/.test(value) ? null : { rule: "choice" };
  }
  const max = field === "city" ? CITY_MAX : REGISTRATION_LIMITS[field].max;
  return value.length > max ? { rule: "tooLong", max } : null;
};

export const physicalCardErrors = (input: PhysicalCardInput): PhysicalCardErrors => {
  const errors: PhysicalCardErrors = {};
  for (const f of PHYSICAL_CARD_FIELDS) {
    const r = physicalCardFieldRule(f, input);
    if (r !== null) errors[f] = r;
  }
  return errors;
};
