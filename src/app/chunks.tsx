import { type ComponentType, createContext, lazy, useContext } from "react";

type Module<P> = { readonly default: ComponentType<P> };

/**
 * The lazy chunks a server render used, collected while it renders (issue 17). The page names
 * them; the browser loads them before it hydrates, so every part of the server's HTML hydrates
 * from code at hand: no part waits dehydrated for its chunk while the shopper's cart arrives, which
 * made React throw the server's HTML away and render it again (hundreds of ms on a slow phone).
 */
export const UsedChunks = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * React.lazy with a name: its chunk can be loaded ahead (`loadChunks`), and once loaded, its first
 * render resolves at once (a thenable that is already fulfilled) instead of suspending.
 */
export const lazyChunk = <P extends object>(
  name: string,
  load: () => Promise<Module<P>>,
): ComponentType<P> => {
  let ready: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        ready = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  loaders.set(name, loadOnce);
  const Lazy = lazy(() => {
    const loaded = ready;
    if (loaded === undefined) return loadOnce();
    // React reads a thenable's result synchronously when `then` calls back at once.
    // biome-ignore lint/suspicious/noThenProperty: a thenable React reads as already fulfilled, on purpose
    const fulfilled = { then: (resolve: (m: Module<P>) => void) => resolve(loaded) };
    return fulfilled as unknown as Promise<Module<P>>;
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk, at module level, like React.lazy
  const Chunk = (props: P) => {
    useContext(UsedChunks)?.add(name);
    const Component = Lazy as unknown as ComponentType<P>;
    return <Component {...props} />;
  };
  Chunk.displayName = `Chunk(${name})`;
  return Chunk;
};

/**
 * Loads the named chunks, in parallel; a chunk that fails to load is left to its Suspense boundary.
 * A name defined inside another chunk (the favourite heart of a screen's tiles) is known once that
 * chunk has loaded: it is loaded in the next round.
 */
export const loadChunks = async (names: Iterable<string>): Promise<void> => {
  let waiting = [...names];
  for (;;) {
    const known = waiting.filter((name) => loaders.has(name));
    if (known.length === 0) return;
    waiting = waiting.filter((name) => !loaders.has(name));
    await Promise.all(
      known.map((name) =>
        loaders
          .get(name)?.()
          .catch(() => undefined),
      ),
    );
  }
};

/** The chunk names the server render listed on the root element (`data-chunks`, space-separated). */
export const renderedChunks = (root: HTMLElement): ReadonlyArray<string> =>
  (root.dataset.chunks ?? "").split(" ").filter((name) => name.length > 0);
