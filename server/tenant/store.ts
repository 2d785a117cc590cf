import { Schema } from "effect";
import {
  ClientRuntimeConfig,
  MessageBundle,
  type Redirects,
  type TenantConfig,
  ThemeConfig,
} from "../../domain/tenant/config";
import type { Db } from "../db/db";

export const DEMO_TENANT = "demo-markt";

/** "en", "en-GB", "EN_us" all pick the English bundle; anything unknown falls back to the tenant default. */
const languageOf = (locale: string | undefined): string | undefined =>
  locale
    ?.trim()
    .toLowerCase()
    .split(/[-_]/)[0]
    ?.replace(/[^a-z]/g, "") || undefined;

interface TenantRow {
  default_locale: string;
  runtime_config: unknown;
  theme_config: unknown;
}

const redirectsOf = (rows: ReadonlyArray<{ kind: string; source: string; target: string }>): Redirects => {
  const oneToOne: Record<string, string> = {};
  const manyToOne: Record<string, string[]> = {};
  const manyToMany: Record<string, string> = {};
  for (const r of rows) {
    if (r.kind === "oneToOne") oneToOne[r.source] = r.target;
    else if (r.kind === "manyToMany") manyToMany[r.source] = r.target;
    else manyToOne[r.target] = [...(manyToOne[r.target] ?? []), r.source];
  }
  return { oneToOne, manyToOne, manyToMany };
};

export const loadTenantConfig = async (
  db: Db,
  tenantId: string,
  locale: string | undefined,
): Promise<TenantConfig | undefined> => {
  const [tenant] = await db.query<TenantRow>(
    "SELECT default_locale, runtime_config, theme_config FROM tenants WHERE id = $1",
    [tenantId],
  );
  if (!tenant) return undefined;
  const wanted = languageOf(locale) ?? "";
  const fallback = languageOf(tenant.default_locale) ?? "";
  const bundles = await db.query<{ language: string; bundle: unknown }>(
    "SELECT language, bundle FROM message_bundles WHERE tenant_id = $1 AND language IN ($2, $3)",
    [tenantId, wanted, fallback],
  );
  const bundle = bundles.find((b) => b.language === wanted) ?? bundles.find((b) => b.language === fallback);
  const redirects = await db.query<{ kind: string; source: string; target: string }>(
    "SELECT kind, source, target FROM redirects WHERE tenant_id = $1 ORDER BY kind, source",
    [tenantId],
  );
  return {
    clientRuntimeConfig: Schema.decodeUnknownSync(ClientRuntimeConfig)(tenant.runtime_config),
    messageBundle: Schema.decodeUnknownSync(MessageBundle)(bundle?.bundle ?? {}),
    redirects: redirectsOf(redirects),
    themeConfig: Schema.decodeUnknownSync(ThemeConfig)(tenant.theme_config),
  };
};
