import type { AppState } from "../../domain/app/state";
import { selectContentPages } from "../../domain/content/selectors";
import { selectLocation, selectOnline } from "../../domain/navigation/selectors";
import { selectNotificationItems } from "../../domain/notifications/selectors";
import { routesFor } from "../../domain/routing/table";
import {
  selectDisplayLocale,
  selectLanguage,
  selectMessages,
  selectQueryFlags,
  selectRuntimeConfig,
} from "../../domain/shell/selectors";

/*
 * Stable selectors: each returns a part of the frozen state or a primitive. The features' own
 * selectors where they have one, under the names the screens use.
 */
export {
  selectContentPages as selectPages,
  selectDisplayLocale,
  selectLanguage,
  selectLocation,
  selectMessages,
  selectNotificationItems as selectNotifications,
  selectOnline,
  selectQueryFlags as selectFlags,
  selectRuntimeConfig,
};
export const selectBoot = (s: AppState) => s.boot;
export const selectTheme = (s: AppState) => s.tenant.theme;
export const selectComponentConfigs = (s: AppState) => s.componentConfigs;
export const selectPath = (s: AppState) => s.navigation.location.path;
export const selectSearch = (s: AppState) => s.navigation.location.search;
export const selectLocationVersion = (s: AppState) => s.navigation.location.version;
export const selectNotFound = (s: AppState) => s.content.notFound;

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
