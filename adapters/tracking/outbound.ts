import {
  OUTBOUND_FORMAT,
  type OutboundDraft,
  type OutboundRecord,
  outboundOf,
  PAGE_LOAD,
} from "../../domain/tracking/outbound";

/** Enough for a long session's tracking; beyond it the oldest records go. */
const OUTBOUND_MAX = 3000;
const STORAGE_KEY = "devtools.outbound";

export interface OutboundLog {
  readonly record: (draft: OutboundDraft) => void;
  readonly records: () => ReadonlyArray<OutboundRecord>;
  readonly subscribe: (listener: () => void) => () => void;
  readonly clear: () => void;
}

interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The log of what the tracking and insights adapters actually did (sent, held back, failed), for
 * the devtools. Kept in the tab's session storage so the payment redirect and reloads keep it, as
 * the recording is kept; every load starts with a page-load marker.
 */
export const createOutboundLog = (store: SessionStore | null, now: () => number): OutboundLog => {
  let records: OutboundRecord[] = [];
  try {
    const doc: unknown = JSON.parse(store?.getItem(STORAGE_KEY) ?? "null");
    records = [...(outboundOf(doc) ?? [])];
  } catch {
    // An unreadable stored log starts afresh: it only serves the devtools.
  }
  let next = (records.at(-1)?.id ?? 0) + 1;
  const listeners = new Set<() => void>();
  let saving = false;
  const save = () => {
    if (saving || !store) return;
    saving = true;
    // One write per burst of records (a page view pushes several at once).
    queueMicrotask(() => {
      saving = false;
      try {
        store.setItem(STORAGE_KEY, JSON.stringify({ format: OUTBOUND_FORMAT, version: 1, records }));
      } catch {
        // Storage full or refused: the in-memory log goes on.
      }
    });
  };
  const record = (draft: OutboundDraft) => {
    records.push({ ...draft, id: next++ });
    if (records.length > OUTBOUND_MAX) records = records.slice(records.length - OUTBOUND_MAX);
    save();
    for (const l of listeners) l();
  };
  record({ at: now(), channel: "tracking", status: "info", name: PAGE_LOAD, payload: null });
  return {
    record,
    records: () => records,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => {
      records = [];
      save();
      for (const l of listeners) l();
    },
  };
};

const sessionStore = (): SessionStore | null => {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
};

let shared: OutboundLog | null = null;
/** The page's one log: the integrations write it, the devtools panel reads it. */
export const outboundLog = (): OutboundLog => {
  shared ??= createOutboundLog(sessionStore(), Date.now);
  return shared;
};
