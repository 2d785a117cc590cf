import { Schema } from "effect";

/** The loyalty link and login button blocks (document 1 §2): no props, their texts are the tenant's. */
export const loyaltyBlockPropSchemas = {
  "loyalty-link-button": Schema.Struct({}),
  "loyalty-login-button": Schema.Struct({}),
} as const;
