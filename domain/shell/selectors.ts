import type { ShellState, TenantState } from "./state";

/** What other features may read of the shell: the tenant's configuration, messages and flags. */
type Root = { readonly tenant: TenantState };

export const selectMessages = (r: Root) => r.tenant.messages;
export const selectRuntimeConfig = (r: Root) => r.tenant.config;
export const selectRedirects = (r: Root) => r.tenant.redirects;
export const selectQueryFlags = (r: Pick<ShellState, "flags">) => r.flags;
