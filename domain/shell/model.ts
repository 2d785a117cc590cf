import { Schema } from "effect";
import { ComponentConfigs } from "../content/page";
import { TenantConfig } from "../tenant/config";

export const BootStatus = Schema.Literal("idle", "pending", "success", "error");
export type BootStatus = typeof BootStatus.Type;

export const QueryFlags = Schema.Struct({
  webview: Schema.Boolean,
  hideBackButton: Schema.Boolean,
  analytics: Schema.Boolean,
});
export type QueryFlags = typeof QueryFlags.Type;

export const BootStarted = Schema.TaggedStruct("BootStarted", {});
export const TenantConfigLoaded = Schema.TaggedStruct("TenantConfigLoaded", { config: TenantConfig });
export const BootFailed = Schema.TaggedStruct("BootFailed", {
  status: Schema.Number,
  message: Schema.String,
});
/** failed: the fetch failed and the shell goes on with empty configs (document 1 §7). */
export const ComponentConfigsLoaded = Schema.TaggedStruct("ComponentConfigsLoaded", {
  configs: ComponentConfigs,
  failed: Schema.Boolean,
});
export const QueryFlagsRead = Schema.TaggedStruct("QueryFlagsRead", { flags: QueryFlags });
export const BootCompleted = Schema.TaggedStruct("BootCompleted", {});
export const ShellEvents = [
  BootStarted,
  TenantConfigLoaded,
  BootFailed,
  ComponentConfigsLoaded,
  QueryFlagsRead,
  BootCompleted,
] as const;

export const StartApp = Schema.TaggedStruct("StartApp", {});
export const ShellCommands = [StartApp] as const;

// The state lives in ./state (no schemas, so the first load need not carry them).
export type { ShellState, TenantState } from "./state";
