import type { AppCommand } from "../../domain/app/commands";
import type { AppEvent } from "../../domain/app/events";
import {
  type LoadEntry,
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type RecordedEntry,
  type Recording,
} from "../../domain/app/recording/document";
import { makeRecording, type RecordingMeta } from "../../domain/app/recording/recording";
import { appRecipe } from "../../domain/app/reducer";
import type { AppState } from "../../domain/app/state";
import type { LogEntry } from "../../domain/core/log";
import { plain } from "../../domain/recording/canonical";
import {
  KnownValues,
  learnPersonalData,
  type PersonalData,
  redactEntry,
  redactValue,
} from "../../domain/recording/redact";
import { createTimeline } from "../../domain/recording/timeline";
import type { Pause } from "../browser/slices";

/** What the recorder persists: one session's meta, snapshot and entries. */
export interface StoredSession {
  readonly sessionId: string;
  readonly startedAt: number;
  readonly personalData: PersonalData;
  readonly snapshot: { readonly seq: number; readonly state: AppState };
  readonly entries: ReadonlyArray<RecordedEntry>;
}

/** Where recordings live: IndexedDB in the browser, a Map in tests. */
export interface RecordingStore {
  load(sessionId: string): Promise<StoredSession | null>;
  /** Appends entries and writes the meta (with the snapshot) in one transaction. */
  append(meta: Omit<StoredSession, "entries">, entries: ReadonlyArray<RecordedEntry>): Promise<void>;
  /** Drops the entries up to `upToSeq` (folded into meta.snapshot) in one transaction. */
  fold(meta: Omit<StoredSession, "entries">, upToSeq: number): Promise<void>;
  clear(sessionId: string): Promise<void>;
}

interface LiveLog {
  snapshot(): { seq: number; state: AppState };
  entries(): ReadonlyArray<LogEntry<AppCommand, AppEvent>>;
  subscribe(listener: (entry: LogEntry<AppCommand, AppEvent>) => void): () => void;
}

/**
 * Where a leaving page keeps the entries its store has not confirmed yet: a page that unloads may be
 * gone before an asynchronous write (IndexedDB) commits, so its last batch is also kept
 * synchronously, and the session's next page load writes whatever of it the store lacks.
 */
export interface RecordingTail {
  save(sessionId: string, entries: ReadonlyArray<RecordedEntry>): void;
  /** The entries the session's last page kept, once (they are removed). */
  take(sessionId: string): ReadonlyArray<RecordedEntry>;
}

export interface RecorderOptions {
  readonly store: RecordingStore;
  readonly sessionId: string;
  readonly log: LiveLog;
  /** The page's URL (kept in the load entry). */
  readonly url: string;
  readonly now: () => number;
  /** The app version and tenant, read when a recording is exported. */
  readonly describe: () => { appVersion: string; tenant: string };
  /** Bound: past this many entries the oldest quarter is folded into the snapshot. */
  readonly maxEntries?: number;
  readonly flushMs?: number;
  readonly schedule?: (run: () => void, ms: number) => void;
  /** Opt-in to keep personal data (secrets are redacted regardless). */
  readonly personalData?: PersonalData;
  readonly tail?: RecordingTail;
  /**
   * Between slices of catching up with the log's entries at start (adapters/browser/slices): a
   * server-rendered page starts with a few hundred large ones (issue 17: no long task).
   */
  readonly pause?: Pause;
}

export interface Recorder {
  readonly sessionId: string;
  /** The complete recording, redacted in two passes (what an export writes). */
  recording(): Recording;
  /** The recording as held (each entry redacted on append), without a copy of the entries: for display. */
  view(): Recording;
  entries(): ReadonlyArray<RecordedEntry>;
  subscribe(listener: () => void): () => void;
  flush(): Promise<void>;
  /** Keeps the entries the store has not confirmed in the tail (synchronously: the page is leaving). */
  keepTail(): void;
  /** Starts the session's recording afresh (keeps recording). */
  clear(): Promise<void>;
  personalData(): PersonalData;
  /** The explicit opt-in: starts the recording afresh with the new policy (nothing recorded is unmasked). */
  setPersonalData(p: PersonalData): Promise<void>;
  stop(): void;
}

/**
 * Records the live shop's log into a RecordingStore as the session goes: every entry redacted on
 * append, numbered after the entries of earlier page loads of the same session, written in
 * batches, bounded by folding the oldest whole commands into the snapshot.
 */
export const startRecorder = async (options: RecorderOptions): Promise<Recorder> => {
  const max = options.maxEntries ?? 50_000;
  const flushMs = options.flushMs ?? 250;
  const schedule = options.schedule ?? ((run, ms) => void setTimeout(run, ms));
  const stored = await options.store.load(options.sessionId);
  const policyOf = (p: PersonalData) => ({ personalData: p });
  let personalData: PersonalData = stored?.personalData ?? options.personalData ?? "masked";
  let policy = policyOf(personalData);
  const known = new KnownValues();

  let snapshot = stored?.snapshot ?? {
    seq: 0,
    state: plain(redactValue(options.log.snapshot().state, policy)) as AppState,
  };
  const startedAt = stored?.startedAt ?? options.now();
  let entries: RecordedEntry[] = stored ? [...stored.entries] : [];
  if (personalData === "masked") for (const e of entries) learnPersonalData(e, known);
  const lastSeq = () =>
    entries.length > 0 ? (entries[entries.length - 1] as RecordedEntry).seq : snapshot.seq;

  let pending: RecordedEntry[] = [];
  let scheduled = false;
  let writing: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const meta = () => ({ sessionId: options.sessionId, startedAt, personalData, snapshot });

  // The last page load's entries that its store did not confirm before the page went away.
  const lost = (options.tail?.take(options.sessionId) ?? []).filter((e) => e.seq > lastSeq());
  if (lost.length > 0) {
    if (personalData === "masked") for (const e of lost) learnPersonalData(e, known);
    entries.push(...lost);
    await options.store.append(meta(), lost).catch(() => {});
  }
  /** The last entry the store has confirmed writing. */
  let confirmedSeq = lastSeq();

  const flush = (): Promise<void> => {
    scheduled = false;
    if (pending.length === 0) return writing;
    const batch = pending;
    pending = [];
    const m = meta();
    const upTo = (batch[batch.length - 1] as RecordedEntry).seq;
    writing = writing
      .then(() => options.store.append(m, batch))
      .then(() => {
        confirmedSeq = Math.max(confirmedSeq, upTo);
      })
      .catch(() => {});
    return writing;
  };

  const foldOldest = () => {
    // Cut at a command (or load) boundary so that no command is split between snapshot and entries.
    let cut = Math.floor(max / 4);
    while (cut < entries.length && !["command", "load"].includes((entries[cut] as RecordedEntry).kind))
      cut += 1;
    if (cut >= entries.length) return;
    const dropped = entries.slice(0, cut);
    const state = createTimeline<AppState, AppEvent>(
      appRecipe,
      snapshot.state,
      dropped as never,
    ).finalState();
    snapshot = { seq: (dropped[dropped.length - 1] as RecordedEntry).seq, state };
    entries = entries.slice(cut);
    const m = meta();
    void flush();
    writing = writing.then(() => options.store.fold(m, snapshot.seq)).catch(() => {});
  };

  const push = (entry: RecordedEntry) => {
    entries.push(entry);
    pending.push(entry);
    if (entries.length > max) foldOldest();
    if (!scheduled) {
      scheduled = true;
      schedule(() => void flush(), flushMs);
    }
  };

  // A page load: the app starts again from the log's snapshot; its entries follow, renumbered.
  const base = lastSeq() + 1;
  const load: LoadEntry = {
    kind: "load",
    seq: base,
    at: options.now(),
    commandId: "",
    url: redactValue(options.url, policy) as string,
    state: plain(redactValue(options.log.snapshot().state, policy, known)) as AppState,
  };
  push(load);
  const record = (entry: LogEntry<AppCommand, AppEvent>) => {
    // Learned before masking: a value under a personal key later in the entry (a store's street)
    // is masked in its free text earlier in it (the store's name) too, as in the whole-log recording.
    if (personalData === "masked") learnPersonalData(entry, known);
    const redacted = plain(redactEntry(entry, policy, personalData === "masked" ? known : undefined));
    const renumbered = { ...redacted, seq: entry.seq + base } as RecordedEntry;
    // A reaction's cause points at an event of this page load: renumbered alike.
    if (renumbered.kind === "command" && renumbered.cause)
      push({ ...renumbered, cause: { ...renumbered.cause, seq: renumbered.cause.seq + base } });
    else push(renumbered);
    for (const l of listeners) l();
  };
  // Entries appended while catching up wait until the earlier ones are recorded: the order holds.
  let waiting: Array<LogEntry<AppCommand, AppEvent>> | null = [];
  const unsubscribe = options.log.subscribe((e) => (waiting ? waiting.push(e) : record(e)));
  for (const e of options.log.entries().slice()) {
    record(e);
    const due = options.pause?.();
    if (due) await due;
  }
  for (const e of waiting) record(e);
  waiting = null;

  const recorder: Recorder = {
    sessionId: options.sessionId,
    entries: () => entries,
    view: () => ({
      format: RECORDING_FORMAT,
      version: RECORDING_VERSION,
      ...options.describe(),
      sessionId: options.sessionId,
      startedAt,
      redaction: policy,
      snapshot,
      entries: entries.slice(),
    }),
    recording: () =>
      makeRecording({
        meta: { ...options.describe(), sessionId: options.sessionId, startedAt } satisfies RecordingMeta,
        policy,
        snapshot,
        entries,
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush,
    keepTail() {
      options.tail?.save(
        options.sessionId,
        entries.filter((e) => e.seq > confirmedSeq),
      );
    },
    async clear() {
      await flush();
      await options.store.clear(options.sessionId);
      snapshot = {
        seq: lastSeq(),
        state: plain(
          redactValue(
            createTimeline<AppState, AppEvent>(appRecipe, snapshot.state, entries as never).finalState(),
            policy,
          ),
        ) as AppState,
      };
      entries = [];
      pending = [];
      confirmedSeq = snapshot.seq;
      await options.store.append(meta(), []);
      for (const l of listeners) l();
    },
    personalData: () => personalData,
    async setPersonalData(p) {
      if (p === personalData) return;
      personalData = p;
      policy = policyOf(p);
      await recorder.clear();
    },
    stop: () => {
      unsubscribe();
      void flush();
    },
  };
  return recorder;
};

/** A RecordingStore in memory (tests, the Node side). */
export const memoryRecordingStore = () => {
  const sessions = new Map<string, StoredSession>();
  const store: RecordingStore = {
    load: async (id) => sessions.get(id) ?? null,
    append: async (meta, entries) => {
      const old = sessions.get(meta.sessionId);
      sessions.set(meta.sessionId, { ...meta, entries: [...(old?.entries ?? []), ...entries] });
    },
    fold: async (meta, upTo) => {
      const old = sessions.get(meta.sessionId);
      sessions.set(meta.sessionId, { ...meta, entries: (old?.entries ?? []).filter((e) => e.seq > upTo) });
    },
    clear: async (id) => {
      sessions.delete(id);
    },
  };
  return { store, sessions };
};
