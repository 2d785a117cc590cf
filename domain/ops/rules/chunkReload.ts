/** Document 1 §4: a failed chunk reloads the page, at most once per path in this window. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_GUARD_KEY = "chunkReloadGuard";

/** Last reload per path (ms): the chunk-reload guard kept in session storage. */
export type ChunkGuard = Readonly<Record<string, number>>;

/**
 * A chunk that fails to load reloads the page, at most once per path per 10 s (document 1 §4): a
 * reload within the guard window of the last one for the same path would loop.
 */
export const chunkReloadDecision = (
  guard: ChunkGuard,
  path: string,
  now: number,
): { readonly reload: boolean; readonly guard: ChunkGuard } => {
  const last = guard[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_GUARD_MS && now >= last)
    return { reload: false, guard };
  const next: Record<string, number> = {};
  // Entries past the window no longer matter: the guard stays small.
  for (const [p, at] of Object.entries(guard))
    if (now - at < CHUNK_RELOAD_GUARD_MS && now >= at) next[p] = at;
  next[path] = now;
  return { reload: true, guard: next };
};

export const parseChunkGuard = (raw: string | null): ChunkGuard => {
  if (raw === null) return {};
  try {
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== "object" || Array.isArray(v)) return {};
    return Object.fromEntries(
      Object.entries(v).filter((e): e is [string, number] => typeof e[1] === "number"),
    );
  } catch {
    return {};
  }
};

/** The messages of a failed dynamic import in Chromium, Firefox and Safari. */
export const isChunkLoadError = (message: string): boolean =>
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
