import { Effect } from "effect";
import {
  CHUNK_GUARD_KEY,
  chunkReloadDecision,
  isChunkLoadError,
  parseChunkGuard,
} from "../../domain/ops/rules/chunkReload";
import type { StoragePort } from "../../domain/ports/storage";

export interface ChunkGuardOptions {
  readonly storage: StoragePort;
  readonly path: () => string;
  readonly now: () => number;
  readonly reload: () => void;
  readonly report: (message: string) => void;
}

/**
 * A chunk that fails to load (a deploy replaced it) reloads the page, at most once per path per
 * 10 s; the guard lives in session storage so it survives the reload. Returns whether it reloads.
 */
export const createChunkGuard =
  (options: ChunkGuardOptions) =>
  (error: unknown): boolean => {
    const message = error instanceof Error ? error.message : String(error);
    if (!isChunkLoadError(message)) return false;
    const path = options.path();
    const guard = parseChunkGuard(Effect.runSync(options.storage.get("session", CHUNK_GUARD_KEY)));
    const decision = chunkReloadDecision(guard, path, options.now());
    if (!decision.reload) {
      options.report(`chunk load failed again within the guard window, not reloading: ${message}`);
      return false;
    }
    Effect.runSync(options.storage.set("session", CHUNK_GUARD_KEY, JSON.stringify(decision.guard)));
    options.report(`chunk load failed, reloading: ${message}`);
    options.reload();
    return true;
  };

/** Wires the guard to Vite's preload errors and unhandled dynamic-import rejections. */
export const installChunkGuard = (win: Window, check: (error: unknown) => boolean): void => {
  win.addEventListener("vite:preloadError", (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (check(payload ?? new Error("Failed to fetch dynamically imported module"))) event.preventDefault();
  });
  win.addEventListener("unhandledrejection", (event) => {
    check(event.reason);
  });
};
