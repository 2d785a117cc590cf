import { Schema } from "effect";

/** The cookie settings button block: opens the consent script's settings (label from the tenant's texts by default). */
export const CookieSettingsButtonProps = Schema.Struct({ label: Schema.optional(Schema.String) });
/** The cookie list block: the consent script's categories and their cookies, as tables. */
export const CookieListProps = Schema.Struct({ intro: Schema.optional(Schema.String) });

export const consentBlockPropSchemas = {
  "cookie-settings-button": CookieSettingsButtonProps,
  "cookie-list": CookieListProps,
} as const;
