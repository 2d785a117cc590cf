import { Schema } from "effect";

/** The cookie settings button block: opens the consent script's settings (label from the tenant's texts by default). */
export const CookieSettingsButtonProps = Schema.Struct({ label: Schema.optional(Schema.String) });
/** The cookie list block: the consent script's categories and their cookies, as tables. */
export const CookieListProps = Schema.Struct({ intro: Schema.optional(Schema.String) });

export const consentBlockPropSchemas = {
  "cookie-settings-button": CookieSettingsButtonProps,
  "cookie-list": CookieListProps,
} as const;

/** The part of the consent script's domain data the cookie list shows (OneTrust GetDomainData). */
export const ConsentDomainData = Schema.Struct({
  Groups: Schema.Array(
    Schema.Struct({
      CustomGroupId: Schema.String,
      GroupName: Schema.String,
      GroupDescription: Schema.optional(Schema.String),
      Cookies: Schema.Array(
        Schema.Struct({
          Name: Schema.String,
          Host: Schema.optional(Schema.String),
          Length: Schema.optional(Schema.String),
          description: Schema.optional(Schema.String),
        }),
      ),
    }),
  ),
});
export type ConsentDomainData = typeof ConsentDomainData.Type;
