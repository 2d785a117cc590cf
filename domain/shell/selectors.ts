import { DEFAULT_LOCALE } from "../discovery/money";
import { displayLocale } from "./language";
import type { ShellState, TenantState } from "./state";

/** What other features may read of the shell: the tenant's configuration, messages and flags. */
type Root = { readonly tenant: TenantState };

export const selectMessages = (r: Root) => r.tenant.messages;
export const selectRuntimeConfig = (r: Root) => r.tenant.config;
export const selectRedirects = (r: Root) => r.tenant.redirects;
export const selectQueryFlags = (r: Pick<ShellState, "flags">) => r.flags;
export const selectLanguage = (r: Root) => r.tenant.language;
/** The locale money and dates are formatted with: the tenant's, in the shopper's language. */
export const selectDisplayLocale = (r: Root) =>
  displayLocale(r.tenant.config?.locale ?? DEFAULT_LOCALE, r.tenant.language);
