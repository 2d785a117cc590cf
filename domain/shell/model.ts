import { Schema } from "effect";
import type { Draft } from "immer";
import { ComponentConfigs } from "../content/page";
import {
  type ClientRuntimeConfig,
  type MessageBundle,
  type Redirects,
  TenantConfig,
  type ThemeConfig,
} from "../tenant/config";

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

export interface TenantState {
  readonly config: ClientRuntimeConfig | null;
  readonly messages: MessageBundle;
  readonly redirects: Redirects;
  readonly theme: ThemeConfig | null;
}
export interface ShellState {
  readonly boot: {
    readonly status: BootStatus;
    readonly error: { readonly status: number; readonly message: string } | null;
  };
  readonly tenant: TenantState;
  readonly componentConfigs: ComponentConfigs;
  readonly flags: QueryFlags;
}
export const initialShell: ShellState = {
  boot: { status: "idle", error: null },
  tenant: {
    config: null,
    messages: {},
    redirects: { oneToOne: {}, manyToOne: {}, manyToMany: {} },
    theme: null,
  },
  componentConfigs: {},
  flags: { webview: false, hideBackButton: false, analytics: false },
};

type D = Draft<ShellState>;
export const shellCases = {
  BootStarted: (d: D) => {
    d.boot = { status: "pending", error: null };
  },
  TenantConfigLoaded: (d: D, e: typeof TenantConfigLoaded.Type) => {
    d.tenant = {
      config: e.config.clientRuntimeConfig as Draft<ClientRuntimeConfig>,
      messages: e.config.messageBundle,
      redirects: e.config.redirects as Draft<Redirects>,
      theme: e.config.themeConfig as Draft<ThemeConfig>,
    };
  },
  BootFailed: (d: D, e: typeof BootFailed.Type) => {
    d.boot = { status: "error", error: { status: e.status, message: e.message } };
  },
  ComponentConfigsLoaded: (d: D, e: typeof ComponentConfigsLoaded.Type) => {
    d.componentConfigs = e.configs as Draft<ComponentConfigs>;
  },
  QueryFlagsRead: (d: D, e: typeof QueryFlagsRead.Type) => {
    d.flags = e.flags;
  },
  BootCompleted: (d: D) => {
    d.boot = { status: "success", error: null };
  },
};
