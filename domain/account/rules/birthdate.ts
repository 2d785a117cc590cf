import { differenceInYears, format, isValid, parse } from "date-fns";

/**
 * Birthdates are text in the tenant's configured date format (document 1 §3, §5: parsed with the
 * configured format, e.g. "dd.MM.yyyy"); registration needs a minimum age of 18. Shared by the
 * forms and the server.
 */
const MINIMUM_AGE = 18;

/** The date a birthdate text names in the configured format, or null when it names none. */
export const parseBirthdate = (text: string, dateFormat: string): Date | null => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const date = parse(trimmed, dateFormat, new Date(0));
  // parse accepts "1.2.1988" for dd.MM.yyyy; re-formatting refuses what the format does not spell.
  if (!isValid(date) || format(date, dateFormat) !== trimmed) return null;
  return date;
};

/** Whole years between the birthdate and `today` (the questionnaire's age, the registration's minimum). */
export const ageOn = (birthdate: Date, today: Date): number => differenceInYears(today, birthdate);

export type BirthdateProblem = "invalid" | "tooYoung" | "inFuture";

/** Why a birthdate text is refused at registration, or null when it is fine. */
export const birthdateProblem = (text: string, dateFormat: string, today: Date): BirthdateProblem | null => {
  const date = parseBirthdate(text, dateFormat);
  if (date === null) return "invalid";
  if (date.getTime() > today.getTime()) return "inFuture";
  return ageOn(date, today) < MINIMUM_AGE ? "tooYoung" : null;
};

/** A date as the configured format spells it (the profile shows and sends this). */
export const formatBirthdate = (date: Date, dateFormat: string): string => format(date, dateFormat);
