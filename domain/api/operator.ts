import { Schema } from "effect";
import { defineCall } from "./contract";

/** The shop's staff member logged in in this browser (issue 14 editors, issue 19 QA), or null. */
const OperatorMe = Schema.Struct({
  operator: Schema.NullOr(Schema.Struct({ name: Schema.String, role: Schema.Literal("qa", "editor") })),
});

/** Always 200: a shopper without an operator login gets null (no 401: that would end their session). */
export const getOperatorMe = defineCall({
  name: "operator.me",
  method: "GET",
  path: "/api/operator/me",
  response: OperatorMe,
});
