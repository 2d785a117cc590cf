import type { AppState } from "../../domain/app/state";
import type { ConsentCategory } from "../../domain/consent/state";
import { injectScript, removeScript } from "./inject";

interface DeferredScript {
  readonly name: string;
  readonly category: ConsentCategory;
  readonly src: string;
}

const TAG_MANAGER = "tag-manager";

/** The tenant's deferred scripts: the tag manager (statistics) first, then the configured ones. */
const deferredScriptsOf = (state: AppState): DeferredScript[] => {
  const config = state.tenant.config;
  if (!config) return [];
  const tm = config.tagManager;
  return [
    ...(tm
      ? [
          {
            name: TAG_MANAGER,
            category: "statistic" as const,
            src: `${tm.scriptUrl}${tm.scriptUrl.includes("?") ? "&" : "?"}id=${encodeURIComponent(tm.id)}`,
          },
        ]
      : []),
    ...(config.deferredScripts ?? []),
  ];
};

/** Injects each deferred script once its consent category is allowed (document 1 §4); never before. */
export const loadAllowedScripts = (state: AppState, doc: Document, loaded: Set<string>): void => {
  for (const s of deferredScriptsOf(state)) {
    if (loaded.has(s.src) || !state.consent.categories[s.category]) continue;
    loaded.add(s.src);
    injectScript(doc, s.src).catch(() => {
      // A blocked third-party script changes nothing in the shop.
    });
  }
};

/** The page's dataLayer, whose `push` a loaded tag manager replaces with its own listener. */
export interface TagManagerHost {
  dataLayer?: unknown[];
}

/**
 * Withdrawn consent (issue 15 #6): each loaded script of a category no longer allowed leaves the
 * page. The tag manager listens by replacing the dataLayer's `push`: the array's own push comes
 * back, so nothing pushed from now on reaches it (the dataLayer keeps what it already held).
 */
export const unloadWithdrawnScripts = (
  state: AppState,
  doc: Document,
  loaded: Set<string>,
  host: TagManagerHost,
): void => {
  for (const s of deferredScriptsOf(state)) {
    if (!loaded.has(s.src) || state.consent.categories[s.category]) continue;
    loaded.delete(s.src);
    removeScript(doc, s.src);
    const layer = host.dataLayer;
    if (s.name === TAG_MANAGER && layer && Object.hasOwn(layer, "push"))
      Reflect.deleteProperty(layer, "push");
  }
};
