import { Schema } from "effect";
import { ComponentConfigs } from "../content/page";
import { TenantConfig } from "../tenant/config";
import { QueryFlags } from "./model";

const BootStarted = Schema.TaggedStruct("BootStarted", {});
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
/** The start-up found `?openlink=` (document 1 §2) and took it out of the address bar; a reaction opens it. */
export const OpenLinkFound = Schema.TaggedStruct("OpenLinkFound", { to: Schema.String });
export const ShellEvents = [
  BootStarted,
  TenantConfigLoaded,
  BootFailed,
  ComponentConfigsLoaded,
  QueryFlagsRead,
  BootCompleted,
  OpenLinkFound,
] as const;
export type ShellEvent = (typeof ShellEvents)[number]["Type"];
