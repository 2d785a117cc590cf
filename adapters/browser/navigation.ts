import { Effect, Layer } from "effect";
import { type BrowserLocation, Navigation, type NavigationPort } from "../../domain/ports/navigation";

const here = (): BrowserLocation => ({
  path: window.location.pathname,
  search: window.location.search,
  origin: window.location.origin,
  languages: [...(navigator.languages ?? [navigator.language])],
});

export const browserNavigation: NavigationPort = {
  current: () => Effect.sync(here),
  push: (url) => Effect.sync(() => window.history.pushState(null, "", url)),
  replace: (url) => Effect.sync(() => window.history.replaceState(null, "", url)),
  leave: (url) => Effect.sync(() => window.location.assign(url)),
  reload: () => Effect.sync(() => window.location.reload()),
  back: () => Effect.sync(() => window.history.back()),
};

export const NavigationLive = Layer.succeed(Navigation, browserNavigation);

/** Back and forward: the browser already moved, the app follows. */
export const watchHistory = (onMove: (url: string) => void): (() => void) => {
  const listener = () => onMove(`${window.location.pathname}${window.location.search}`);
  window.addEventListener("popstate", listener);
  return () => window.removeEventListener("popstate", listener);
};
