import { Schema } from "effect";

/** An HTTP call that answered with an error status, or did not answer (status 0). */
export class ApiError extends Schema.TaggedError<ApiError>()("ApiError", {
  call: Schema.String,
  status: Schema.Number,
  message: Schema.String,
  /** A machine-readable code from the error body (e.g. cart error code 3, validation codes). */
  code: Schema.optional(Schema.String),
  requestId: Schema.optional(Schema.String),
  /** The error body as JSON, when it had one. */
  body: Schema.optional(Schema.Unknown),
}) {}

/** A response that does not match its schema: names the path that failed. */
export class ResponseDecodeError extends Schema.TaggedError<ResponseDecodeError>()("ResponseDecodeError", {
  call: Schema.String,
  path: Schema.String,
  message: Schema.String,
}) {}

export type ApiFailure = ApiError | ResponseDecodeError;

export const BACKEND_UNAVAILABLE = "Backend or internet is not available";

/** The body every server error answers with. */
export const ErrorBody = Schema.Struct({
  status: Schema.Number,
  message: Schema.String,
  code: Schema.optional(Schema.String),
  errors: Schema.optional(Schema.Array(Schema.Struct({ path: Schema.String, message: Schema.String }))),
  /** Details of the error for the client, e.g. a payment error's { paymentInitiator, code } (document 2 §8). */
  data: Schema.optional(Schema.Unknown),
});
export type ErrorBody = typeof ErrorBody.Type;
