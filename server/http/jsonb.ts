import { LONE_SURROGATE_SOURCE } from "./unsafe-text";

const LONE_SURROGATE = new RegExp(LONE_SURROGATE_SOURCE, "g");

/**
 * PostgreSQL's jsonb refuses \u0000 and unpaired surrogates, both of which JSON allows: client
 * input is cleaned before it is stored, so odd text is kept (replaced) instead of failing.
 */
export const toJsonb = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "string" ? v.replace(LONE_SURROGATE, "\uFFFD").replaceAll("\u0000", "\uFFFD") : v,
  );
