import type { RecordedEntry } from "../../domain/app/recording/format";
import type { RecordingStore, StoredSession } from "./recorder";

const DB_NAME = "grocery-devtools";
const DB_VERSION = 1;
const META = "sessions";
const ENTRIES = "entries";

const request = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
const done = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });

/** Whether this browser (or test environment) has IndexedDB at all. */
export const recordingDbAvailable = (): boolean => typeof indexedDB !== "undefined";

export const openRecordingDb = (): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(META)) db.createObjectStore(META, { keyPath: "sessionId" });
      if (!db.objectStoreNames.contains(ENTRIES))
        db.createObjectStore(ENTRIES, { keyPath: ["sessionId", "seq"] });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });

const range = (sessionId: string, upTo = Number.MAX_SAFE_INTEGER) =>
  IDBKeyRange.bound([sessionId, Number.MIN_SAFE_INTEGER], [sessionId, upTo]);

/** Recordings in IndexedDB: one meta row per browser session, entries keyed by [session, seq]. */
export const idbRecordingStore = (db: IDBDatabase): RecordingStore => ({
  async load(sessionId) {
    const tx = db.transaction([META, ENTRIES], "readonly");
    const meta = (await request(tx.objectStore(META).get(sessionId))) as
      | Omit<StoredSession, "entries">
      | undefined;
    if (!meta) return null;
    const rows = (await request(tx.objectStore(ENTRIES).getAll(range(sessionId)))) as Array<
      RecordedEntry & { sessionId?: string }
    >;
    const entries = rows.map(({ sessionId: _s, ...e }) => e as RecordedEntry);
    return { ...meta, entries };
  },
  async append(meta, entries) {
    const tx = db.transaction([META, ENTRIES], "readwrite");
    tx.objectStore(META).put(meta);
    const store = tx.objectStore(ENTRIES);
    for (const e of entries) store.put({ ...e, sessionId: meta.sessionId });
    await done(tx);
  },
  async fold(meta, upToSeq) {
    const tx = db.transaction([META, ENTRIES], "readwrite");
    tx.objectStore(META).put(meta);
    tx.objectStore(ENTRIES).delete(range(meta.sessionId, upToSeq));
    await done(tx);
  },
  async clear(sessionId) {
    const tx = db.transaction([META, ENTRIES], "readwrite");
    tx.objectStore(META).delete(sessionId);
    tx.objectStore(ENTRIES).delete(range(sessionId));
    await done(tx);
  },
});

/** One session kept in this browser's IndexedDB (a closed tab's too), as the devtools list it. */
export interface StoredSessionSummary {
  readonly sessionId: string;
  readonly startedAt: number;
  readonly entries: number;
}

/**
 * Every session recorded in this browser, newest first (issue 19 #2: the panel offered only the
 * current one, though closed tabs' sessions stay in the storage).
 */
export const storedSessions = async (db: IDBDatabase): Promise<StoredSessionSummary[]> => {
  const tx = db.transaction([META, ENTRIES], "readonly");
  const metas = (await request(tx.objectStore(META).getAll())) as Array<Omit<StoredSession, "entries">>;
  const counts = await Promise.all(
    metas.map((m) => request(tx.objectStore(ENTRIES).count(range(m.sessionId)))),
  );
  return metas
    .map((m, i) => ({ sessionId: m.sessionId, startedAt: m.startedAt, entries: counts[i] ?? 0 }))
    .sort((a, b) => b.startedAt - a.startedAt);
};
