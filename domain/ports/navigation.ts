import { Context, type Effect } from "effect";

export interface BrowserLocation {
  /** Path without query, e.g. /rezepte/lasagne */
  readonly path: string;
  /** Query string including the leading ?, or "" */
  readonly search: string;
  readonly origin: string;
  /** The browser's preferred languages, best first (navigator.languages), e.g. ["en-US", "en"]. */
  readonly languages: ReadonlyArray<string>;
}
export interface NavigationPort {
  readonly current: () => Effect.Effect<BrowserLocation>;
  readonly push: (url: string) => Effect.Effect<void>;
  readonly replace: (url: string) => Effect.Effect<void>;
  /** Leaves the app for another site (only after the handler checked the external option). */
  readonly leave: (url: string) => Effect.Effect<void>;
  readonly reload: () => Effect.Effect<void>;
  /** One step back in the browser history; the browser then reports the move like any back button. */
  readonly back: () => Effect.Effect<void>;
}
export class Navigation extends Context.Tag("ports/Navigation")<Navigation, NavigationPort>() {}
