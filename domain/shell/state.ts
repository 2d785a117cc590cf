import type { ComponentConfigs } from "../content/page";
import type { ClientRuntimeConfig, MessageBundle, Redirects, ThemeConfig } from "../tenant/config";
import type { Language } from "./language";
import type { BootStatus, QueryFlags } from "./model";

/* The state and its initial value, schema-free (types only from ./model): the first load needs these, not the schemas. */
export interface TenantState {
  readonly config: ClientRuntimeConfig | null;
  readonly messages: MessageBundle;
  readonly redirects: Redirects;
  readonly theme: ThemeConfig | null;
  /** The language of `messages` and of people-facing formatting. */
  readonly language: Language;
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
    language: "de",
  },
  componentConfigs: {},
  flags: { webview: false, hideBackButton: false, analytics: false },
};
