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
  readonly online: () => boolean;
  /** Runs the callback once, when the connection is back. */
  readonly whenOnline: (callback: () => void) => void;
}

/**
 * A chunk that fails to load (a deploy replaced it) reloads the page, at most once per path per
 * 10 s; the guard lives in session storage so it survives the reload. Returns whether it reloads.
 * Offline, a reload would only bring the browser's own offline page instead of the shop: the page
 * stays (the shop warns that the connection is gone) and reloads when the connection is back.
 */
export const createChunkGuard = (options: ChunkGuardOptions) => {
  let waiting = false;
  const reloadOnce = (message: string): boolean => {
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
  return (error: unknown): boolean => {
    const message = error instanceof Error ? error.message : String(error);
    if (!isChunkLoadError(message)) return false;
    if (options.online()) return reloadOnce(message);
    if (!waiting) {
      waiting = true;
      options.report(`chunk load failed offline, reloading when the connection is back: ${message}`);
      options.whenOnline(() => {
        waiting = false;
        reloadOnce(message);
      });
    }
    return false;
  };
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
