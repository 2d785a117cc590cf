import type { Draft } from "immer";
import type { ComponentConfigs } from "../content/page";
import type { ClientRuntimeConfig, Redirects, ThemeConfig } from "../tenant/config";
import type {
  BootFailed,
  ComponentConfigsLoaded,
  LanguageChosen,
  MessageBundleReplaced,
  QueryFlagsRead,
  TenantConfigLoaded,
} from "./events";
import type { ShellState } from "./state";

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
      language: d.tenant.language,
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
  LanguageChosen: (d: D, e: typeof LanguageChosen.Type) => {
    d.tenant.language = e.language;
  },
  MessageBundleReplaced: (d: D, e: typeof MessageBundleReplaced.Type) => {
    d.tenant.messages = e.messages;
  },
  BootCompleted: (d: D) => {
    d.boot = { status: "success", error: null };
  },
  // Nothing changes in the shell: the session's own events came before it; the cart loads in reaction.
  AppResumed: (_d: D) => {},
  // The address bar lost the parameter; the Navigate its reaction dispatches changes the state.
  OpenLinkFound: (_d: D) => {},
};
