import type { AppState } from "../../domain/app/state";
import { routesFor } from "../../domain/routing/table";

/** Stable selectors: each returns a part of the frozen state or a primitive. */
export const selectBoot = (s: AppState) => s.boot;
export const selectMessages = (s: AppState) => s.tenant.messages;
export const selectRuntimeConfig = (s: AppState) => s.tenant.config;
export const selectTheme = (s: AppState) => s.tenant.theme;
export const selectComponentConfigs = (s: AppState) => s.componentConfigs;
export const selectFlags = (s: AppState) => s.flags;
export const selectLocation = (s: AppState) => s.navigation.location;
export const selectPath = (s: AppState) => s.navigation.location.path;
export const selectSearch = (s: AppState) => s.navigation.location.search;
export const selectLocationVersion = (s: AppState) => s.navigation.location.version;
export const selectOnline = (s: AppState) => s.navigation.online;
export const selectNotifications = (s: AppState) => s.notifications.items;
export const selectNotFound = (s: AppState) => s.content.notFound;
export const selectPages = (s: AppState) => s.content.pages;

/** The site's display name: the SEO config's site name, else the tenant name. */
export const selectSiteName = (s: AppState): string =>
  s.componentConfigs.socialsharingandseo?.siteName ?? s.tenant.config?.tenant ?? "Demo Markt";

/** The layout of the current screen: the route's, or the CMS page's own "focused" layout. */
export const selectLayout = (s: AppState): "default" | "focused" => {
  const config = s.tenant.config;
  const { route, path } = s.navigation.location;
  const routeLayout = config === null ? undefined : routesFor(config).find((r) => r.name === route)?.layout;
  if (routeLayout === "focused") return "focused";
  const entry = s.content.pages[path];
  return entry?.status === "success" && entry.page.layout === "focused" ? "focused" : "default";
};
