import { Schema } from "effect";
import { Customer } from "../session/customer";
import { defineCall } from "./contract";

/* GET /api/customers lives in ./customer (the start-up's first load needs it without the rest). */
export { getCustomer } from "./customer";

const Credentials = Schema.Struct({
  email: Schema.String.pipe(
    Schema.minLength(1, { message: () => "email is required" }),
    Schema.maxLength(50),
  ),
  password: Schema.String.pipe(
    Schema.minLength(1, { message: () => "password is required" }),
    Schema.maxLength(50),
  ),
});

export const login = defineCall({
  name: "auth.login",
  method: "POST",
  path: "/api/auth/login",
  query: Schema.Struct({ recaptchaResponse: Schema.optional(Schema.String) }),
  body: Credentials,
  response: Customer,
  errors: { 401: "wrong email or password", 403: "e-mail not confirmed yet", 429: "too many failed logins" },
});

export const logout = defineCall({
  name: "auth.logout",
  method: "POST",
  path: "/api/auth/logout",
  response: Schema.Struct({ loggedOut: Schema.Boolean }),
});
