import { Context, type Effect } from "effect";

export type StorageArea = "local" | "session";
export interface StoragePort {
  readonly get: (area: StorageArea, key: string) => Effect.Effect<string | null>;
  readonly set: (area: StorageArea, key: string, value: string) => Effect.Effect<void>;
  readonly remove: (area: StorageArea, key: string) => Effect.Effect<void>;
}
export class Storage extends Context.Tag("ports/Storage")<Storage, StoragePort>() {}
