import { Effect } from "effect";
import { loadFeatureCases } from "./bootReducer";

type Handler = (command: never) => Effect.Effect<string, unknown, unknown>;

/**
 * A module loaded once, on first use, as an Effect (the import is a code split point). The
 * reducer cases of the features come with it (./bootReducer): a lazily loaded module may emit
 * their events.
 */
export const lazyModule = <M>(load: () => Promise<M>): Effect.Effect<M> => {
  let loading: Promise<M> | null = null;
  return Effect.promise(() => {
    loading ??= Promise.all([load(), loadFeatureCases()]).then(([m]) => m);
    return loading;
  });
};

/**
 * The handlers of a feature whose code loads on the first of its commands, keeping it out of the
 * shop's first load. `tags` must name every handler of the feature (the type checks both ways).
 */
export const lazyHandlers = <H extends Record<string, Handler>>(
  tags: { readonly [K in keyof H]: true },
  load: () => Promise<H>,
): H => {
  const module = lazyModule(load);
  const out: Record<string, Handler> = {};
  for (const tag of Object.keys(tags)) {
    out[tag] = (command: never) => Effect.flatMap(module, (m) => (m[tag] as Handler)(command));
  }
  return out as H;
};
