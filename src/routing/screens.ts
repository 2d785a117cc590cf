import type { ComponentType, LazyExoticComponent } from "react";
import type { RouteName } from "../../domain/routing/routes";

export interface ScreenProps {
  readonly path: string;
}

export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * Screens by route, each its own lazy chunk. Routes without an entry show the CMS content page at
 * their path (the content screen), which is also the start page and the catch-all.
 */
export const screens: Partial<Record<RouteName, LazyScreen>> = {};

export const screenFor = (route: string | null): LazyScreen | null =>
  route === null ? null : (screens[route as RouteName] ?? null);
