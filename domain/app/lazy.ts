import { Effect } from "effect";
import { loadFeatureCases } from "./bootReducer";

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
