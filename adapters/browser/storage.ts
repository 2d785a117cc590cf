import { Effect, Layer } from "effect";
import { Storage, type StorageArea, type StoragePort } from "../../domain/ports/storage";

const area = (a: StorageArea): globalThis.Storage | null => {
  try {
    return a === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frames): behave as empty.
    return null;
  }
};

export const browserStorage: StoragePort = {
  get: (a, key) => Effect.sync(() => area(a)?.getItem(key) ?? null),
  set: (a, key, value) =>
    Effect.sync(() => {
      try {
        area(a)?.setItem(key, value);
      } catch {
        // Quota exceeded: persistence is best effort, the in-memory state stays correct.
      }
    }),
  remove: (a, key) => Effect.sync(() => area(a)?.removeItem(key)),
};

export const StorageLive = Layer.succeed(Storage, browserStorage);
