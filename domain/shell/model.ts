import { Schema } from "effect";

export const BootStatus = Schema.Literal("idle", "pending", "success", "error");
export type BootStatus = typeof BootStatus.Type;

export const QueryFlags = Schema.Struct({
  webview: Schema.Boolean,
  hideBackButton: Schema.Boolean,
  analytics: Schema.Boolean,
});
export type QueryFlags = typeof QueryFlags.Type;
