import { Schema } from "effect";

/* Apart from the block props (./blocks, in the first load with the block registry): only the lazy cookie list reads it. */

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
