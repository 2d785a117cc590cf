import type { Db } from "../db/db";
import { DEMO_TENANT } from "./store";

/** What the account's routes and mails need of the tenant's runtime config: the date format and the page paths. */
export const tenantSettings = async (db: Db) => {
  const [row] = await db.query<{
    runtime_config: { dateFormat?: string; pages?: Record<string, { urlslug?: string }> };
  }>("SELECT runtime_config FROM tenants WHERE id = $1", [DEMO_TENANT]);
  const config = row?.runtime_config;
  const slug = (page: string, fallback: string) => `/${config?.pages?.[page]?.urlslug ?? fallback}`;
  return {
    dateFormat: config?.dateFormat ?? "dd.MM.yyyy",
    registrationPath: slug("registration", "registrieren"),
    passwordResetPath: slug("passwordReset", "passwort-vergessen"),
    offlineAccountPath: slug("offlineAccount", "konto-offline"),
    loginPath: slug("login", "anmelden"),
    profilePath: slug("profile", "mein-konto"),
  };
};
