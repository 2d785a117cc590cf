import { Schema } from "effect";
import { ComponentConfigs } from "../content/page";
import { MessageBundle, TenantConfig } from "../tenant/config";
import { Language, LanguageSource } from "./language";
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
/** The language the shop speaks from now on, and why (saved cookie, browser, tenant default, switch). */
export const LanguageChosen = Schema.TaggedStruct("LanguageChosen", {
  language: Language,
  source: LanguageSource,
});
/** The switch loaded the bundle of another language: every text comes from it from now on. */
export const MessageBundleReplaced = Schema.TaggedStruct("MessageBundleReplaced", {
  messages: MessageBundle,
});
export const BootCompleted = Schema.TaggedStruct("BootCompleted", {});
/** The browser took over a server-rendered start-up and read the shopper's own session (issue 17). */
export const AppResumed = Schema.TaggedStruct("AppResumed", {});
/** The start-up found `?openlink=` (document 1 §2) and took it out of the address bar; a reaction opens it. */
export const OpenLinkFound = Schema.TaggedStruct("OpenLinkFound", { to: Schema.String });
export const ShellEvents = [
  BootStarted,
  TenantConfigLoaded,
  BootFailed,
  ComponentConfigsLoaded,
  QueryFlagsRead,
  BootCompleted,
  AppResumed,
  LanguageChosen,
  MessageBundleReplaced,
  OpenLinkFound,
] as const;
export type ShellEvent = (typeof ShellEvents)[number]["Type"];
