import type { FieldRule } from "../../domain/account/rules/registration";
import type { Translate } from "../state/context";

/** A broken rule as the shopper reads it. */
export const ruleMessage = (t: Translate, r: FieldRule, format: string): string =>
  t(`account.error.${r.rule}`, {
    max: "max" in r ? String(r.max) : "",
    min: "min" in r ? String(r.min) : "",
    format,
  });
