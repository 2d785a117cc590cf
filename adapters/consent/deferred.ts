import type { AppState } from "../../domain/app/state";
import type { ConsentCategory } from "../../domain/consent/state";
import { injectScript } from "./inject";

interface DeferredScript {
  readonly name: string;
  readonly category: ConsentCategory;
  readonly src: string;
}

/** The tenant's deferred scripts: the tag manager (statistics) first, then the configured ones. */
const deferredScriptsOf = (state: AppState): DeferredScript[] => {
  const config = state.tenant.config;
  if (!config) return [];
  const tm = config.tagManager;
  return [
    ...(tm
      ? [
          {
            name: "tag-manager",
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
