import { fold, type Recipe } from "./store";

/** What a port call answered: its value, or the failure it raised (both plain data). */
export type PortResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: unknown };

/**
 * Where a command was dispatched from in the UI (issue 19 #3): the route and the element the
 * shopper acted on, so a wrong command is visible as coming from a named place.
 */
export interface CommandOrigin {
  readonly route: string;
  readonly element: string;
}

/** What a port call's transport reported, on success as on failure (HTTP status, request id). */
export interface CallMeta {
  status?: number;
  requestId?: string;
}

/** What caused a command a reaction dispatched: an event of an earlier command. */
export interface CommandCause {
  readonly commandId: string;
  readonly seq: number;
  readonly event: string;
}

export type LogEntry<C, E> =
  | {
      readonly kind: "command";
      readonly seq: number;
      readonly at: number;
      readonly commandId: string;
      readonly command: C;
      /** The event whose reaction dispatched this command (none: dispatched from outside). */
      readonly cause?: CommandCause;
      /** The UI element and route that dispatched it (none: not dispatched from a user action). */
      readonly origin?: CommandOrigin;
    }
  | {
      readonly kind: "event";
      readonly seq: number;
      readonly at: number;
      readonly commandId: string;
      readonly event: E;
    }
  | {
      readonly kind: "port";
      readonly seq: number;
      readonly at: number;
      readonly commandId: string;
      readonly port: string;
      readonly op: string;
      readonly request: ReadonlyArray<unknown>;
      readonly result: PortResult;
      readonly durationMs: number;
      /** The HTTP status of the (last) response, when the port spoke HTTP. */
      readonly status?: number;
      /** The request id sent with it (the server logs it): matches an entry to the server's log. */
      readonly requestId?: string;
    }
  | {
      readonly kind: "outcome";
      readonly seq: number;
      readonly at: number;
      readonly commandId: string;
      readonly outcome: Outcome;
      /**
       * A digest of each top-level state slice the command changed (its events, including a
       * failure's), by slice name: re-execution compares it, so a reducer change shows at its entry.
       */
      readonly state?: Readonly<Record<string, string>>;
    };

export type Outcome<V extends string = string> =
  | { readonly ok: true; readonly commandId: string; readonly value: V }
  | {
      readonly ok: false;
      readonly commandId: string;
      readonly error: { readonly _tag: string; readonly message: string };
    };

export type NewEntry<C, E> =
  LogEntry<C, E> extends infer X ? (X extends LogEntry<C, E> ? Omit<X, "seq"> : never) : never;

interface Snapshot<S> {
  /** The sequence number of the last entry folded into this state (0 when none). */
  readonly seq: number;
  readonly state: S;
}

export interface EventLog<S, C, E> {
  append(entry: NewEntry<C, E>): LogEntry<C, E>;
  entries(): ReadonlyArray<LogEntry<C, E>>;
  /** The state before the first retained entry: older entries are folded into it. */
  snapshot(): Snapshot<S>;
  readonly capacity: number;
  lastSeq(): number;
  subscribe(listener: (entry: LogEntry<C, E>) => void): () => void;
}

/**
 * An in-memory log bounded to `capacity` entries. When it overflows, about the oldest quarter is
 * dropped and the snapshot moves past it, so the retained entries always replay from it. With
 * `current` (the live state, already including each appended event) the log keeps a checkpoint
 * every `checkpointEvery` events and the snapshot jumps to one of them for free; without it, the
 * dropped events are folded into the snapshot.
 */
export const createEventLog = <S, C, E>(options: {
  readonly recipe: Recipe<S, E>;
  readonly initial: S;
  readonly capacity?: number;
  /** Applied to every entry before it enters the log: secrets never reach it (domain/recording/redact). */
  readonly redact?: (entry: NewEntry<C, E>) => NewEntry<C, E>;
  readonly current?: () => S;
  readonly checkpointEvery?: number;
}): EventLog<S, C, E> => {
  const capacity = options.capacity ?? 20_000;
  let items: LogEntry<C, E>[] = [];
  let snapshot: Snapshot<S> = { seq: 0, state: options.initial };
  let seq = 0;
  const listeners = new Set<(entry: LogEntry<C, E>) => void>();
  const every = options.checkpointEvery ?? 1_000;
  let checkpoints: Snapshot<S>[] = [];
  let sinceCheckpoint = 0;
  /**
   * Drops about the oldest quarter. The snapshot jumps to the latest checkpoint inside the dropped
   * part (free), and only the events between that checkpoint and the cut are folded into it, so a
   * trim never folds more than `checkpointEvery` events and always frees a quarter of the log.
   */
  const trim = () => {
    const drop = Math.max(1, Math.floor(capacity / 4));
    const dropped = items.slice(0, drop);
    items = items.slice(drop);
    const last = dropped[dropped.length - 1];
    if (last === undefined) return;
    let base = snapshot;
    for (const c of checkpoints) if (c.seq <= last.seq && c.seq > base.seq) base = c;
    checkpoints = checkpoints.filter((c) => c.seq > last.seq);
    const events: E[] = [];
    for (const d of dropped) if (d.kind === "event" && d.seq > base.seq) events.push(d.event);
    snapshot = {
      seq: last.seq,
      state: events.length === 0 ? base.state : fold(options.recipe, base.state, events),
    };
  };
  return {
    capacity,
    append(entry) {
      seq += 1;
      const given = options.redact ? options.redact(entry) : entry;
      // Callers hand over a fresh entry, so the sequence number is set on it rather than on a copy:
      // spreading the four entry shapes cost more than everything else the log does per entry.
      const full = (Object.isFrozen(given) ? { ...given } : given) as { seq: number } & LogEntry<C, E>;
      full.seq = seq;
      items.push(full);
      if (options.current && full.kind === "event" && ++sinceCheckpoint >= every) {
        sinceCheckpoint = 0;
        checkpoints.push({ seq: full.seq, state: options.current() });
      }
      if (items.length > capacity) trim();
      for (const l of listeners) l(full);
      return full;
    },
    entries: () => items,
    snapshot: () => snapshot,
    lastSeq: () => seq,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
