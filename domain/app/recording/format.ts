import { Either, ParseResult, Schema } from "effect";
import type { PortResult } from "../../core/log";
import { AppCommand } from "../commands";
import { AppEvent } from "../events";
import { MESSAGE_MIGRATIONS, type MessageMigrations, messageVersion, migrateMessage } from "../migrations";
import {
  MAX_RECORDING_BYTES,
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type RecordedEntry,
  type Recording,
} from "./document";

/**
 * The recording format (DESIGN.md "Recordings"): one JSON document, versioned and
 * schema-validated. Version history:
 * - v1: `initialState` instead of a snapshot; port entries carried `answer` or `failure`.
 * - v2: `snapshot` {seq, state} (older entries folded into it), `sessionId`, `redaction`, port
 *   entries carry `result` ({ok, value} | {ok, error}), and `load` entries mark a page load.
 * Older versions are upcast on import; newer ones are refused. Since v2 also (optional, older v2
 * files lack them): `messageVersions` (the schema version of each command and event type it holds,
 * migrated on import by ../migrations), a command's `origin`, an outcome's `state` digests and a
 * port call's `status` and `requestId`.
 */
export {
  MAX_RECORDING_BYTES,
  messageVersionsOf,
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type RecordedEntry,
  type Recording,
} from "./document";

const Tagged = Schema.Struct({ _tag: Schema.String });
const Seq = Schema.Number.pipe(Schema.int(), Schema.nonNegative());
const Base = { seq: Seq, at: Schema.Number, commandId: Schema.String };
const StateSchema = Schema.Record({ key: Schema.String, value: Schema.Unknown });
const ResultSchema = Schema.Union(
  Schema.Struct({ ok: Schema.Literal(true), value: Schema.optional(Schema.Unknown) }),
  Schema.Struct({ ok: Schema.Literal(false), error: Schema.optional(Schema.Unknown) }),
);
const OutcomeSchema = Schema.Union(
  Schema.Struct({ ok: Schema.Literal(true), commandId: Schema.String, value: Schema.String }),
  Schema.Struct({
    ok: Schema.Literal(false),
    commandId: Schema.String,
    error: Schema.Struct({ _tag: Schema.String, message: Schema.String }),
  }),
);
const EntrySchema = Schema.Union(
  Schema.Struct({
    kind: Schema.Literal("command"),
    ...Base,
    command: Tagged,
    cause: Schema.optional(Schema.Struct({ commandId: Schema.String, seq: Seq, event: Schema.String })),
    origin: Schema.optional(Schema.Struct({ route: Schema.String, element: Schema.String })),
  }),
  Schema.Struct({ kind: Schema.Literal("event"), ...Base, event: Tagged }),
  Schema.Struct({
    kind: Schema.Literal("port"),
    ...Base,
    port: Schema.String,
    op: Schema.String,
    request: Schema.Array(Schema.Unknown),
    result: ResultSchema,
    durationMs: Schema.Number,
    status: Schema.optional(Schema.Number),
    requestId: Schema.optional(Schema.String),
  }),
  Schema.Struct({
    kind: Schema.Literal("outcome"),
    ...Base,
    outcome: OutcomeSchema,
    state: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
  }),
  Schema.Struct({ kind: Schema.Literal("load"), ...Base, url: Schema.String, state: StateSchema }),
);
const RecordingV2Schema = Schema.Struct({
  format: Schema.Literal(RECORDING_FORMAT),
  version: Schema.Literal(2),
  appVersion: Schema.String,
  tenant: Schema.String,
  sessionId: Schema.String,
  startedAt: Schema.Number,
  redaction: Schema.Struct({ personalData: Schema.Literal("masked", "kept") }),
  messageVersions: Schema.optional(
    Schema.Record({ key: Schema.String, value: Schema.Number.pipe(Schema.int(), Schema.positive()) }),
  ),
  snapshot: Schema.Struct({ seq: Seq, state: StateSchema }),
  entries: Schema.Array(EntrySchema),
});

type ImportErrorKind =
  | "too-large"
  | "json"
  | "forbidden-key"
  | "format"
  | "version-newer"
  | "schema"
  | "messages"
  | "message-version"
  | "order";
interface ImportError {
  readonly kind: ImportErrorKind;
  readonly message: string;
  readonly path?: string;
}
export type Decoded =
  | {
      readonly ok: true;
      readonly recording: Recording;
      readonly upcastFrom: number | null;
      /** Command and event types migrated to today's schema version, with the version they had. */
      readonly migrated: ReadonlyArray<{ readonly tag: string; readonly from: number; readonly to: number }>;
    }
  | { readonly ok: false; readonly error: ImportError };

const fail = (kind: ImportErrorKind, message: string, path?: string): Decoded => ({
  ok: false,
  error: { kind, message, path },
});

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** The first key that could pollute a prototype when the data is later merged or spread. */
const findForbiddenKey = (root: unknown): string | null => {
  const stack: Array<{ v: unknown; path: string }> = [{ v: root, path: "" }];
  while (stack.length > 0) {
    const { v, path } = stack.pop() as { v: unknown; path: string };
    if (v === null || typeof v !== "object") continue;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: `${path}[${i}]` });
      continue;
    }
    for (const k of Object.keys(v)) {
      const p = path === "" ? k : `${path}.${k}`;
      if (FORBIDDEN_KEYS.has(k)) return p;
      stack.push({ v: (v as Record<string, unknown>)[k], path: p });
    }
  }
  return null;
};

const jsonPosition = (message: string, text: string): string => {
  const m = /position (\d+)/.exec(message);
  if (m?.[1] !== undefined) {
    const pos = Number(m[1]);
    const before = text.slice(0, pos);
    const line = before.split("\n").length;
    const column = pos - before.lastIndexOf("\n");
    return `at line ${line}, column ${column} (position ${pos})`;
  }
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return `at line ${lc[1]}, column ${lc[2]}`;
  return text.trim() === "" ? "(the file is empty)" : "(the file is cut off or not JSON)";
};

/** Parses, checks and upcasts a recording file's text. Never throws; nothing is changed on failure. */
export const decodeRecordingText = (text: string): Decoded => {
  if (text.length > MAX_RECORDING_BYTES)
    return fail("too-large", `recording is ${mb(text.length)}; the limit is ${mb(MAX_RECORDING_BYTES)}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return fail("json", `not valid JSON ${jsonPosition(message, text)}: ${message}`);
  }
  return decodeRecording(json);
};

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Checks and upcasts parsed JSON. */
export const decodeRecording = (
  json: unknown,
  options: { checkMessages?: boolean; migrations?: MessageMigrations } = {},
): Decoded => {
  if (json === null || typeof json !== "object" || Array.isArray(json))
    return fail("format", "not a recording: expected a JSON object");
  const forbidden = findForbiddenKey(json);
  if (forbidden !== null)
    return fail(
      "forbidden-key",
      `refused: key "${forbidden.split(/[.[]/).pop()}" at ${forbidden}`,
      forbidden,
    );
  const doc = json as Record<string, unknown>;
  if (doc.format !== RECORDING_FORMAT)
    return fail(
      "format",
      `not a recording: format is ${JSON.stringify(doc.format)}, expected "${RECORDING_FORMAT}"`,
    );
  const version = doc.version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    return fail("format", `recording version ${JSON.stringify(version)} is not a version number`, "version");
  if (version > RECORDING_VERSION)
    return fail(
      "version-newer",
      `recording format v${version} is newer than this app supports (v${RECORDING_VERSION})`,
      "version",
    );
  let current: unknown = doc;
  for (let v = version; v < RECORDING_VERSION; v++) {
    const up = UPCASTERS[v];
    if (!up) return fail("format", `no upcaster from recording format v${v}`);
    current = up(current as Record<string, unknown>);
  }
  const decoded = Schema.decodeUnknownEither(RecordingV2Schema, { onExcessProperty: "preserve" })(current);
  if (Either.isLeft(decoded)) {
    const issue = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)[0];
    const path = issue ? issue.path.map(String).join(".") : "";
    return fail(
      "schema",
      `recording does not match the format at ${path || "(root)"}: ${issue?.message ?? ""}`,
      path,
    );
  }
  const versioned = migrateMessages(decoded.right as unknown as Recording, options.migrations);
  if (!versioned.ok) return { ok: false, error: versioned.error };
  const recording = versioned.recording;
  let last = recording.snapshot.seq;
  for (let i = 0; i < recording.entries.length; i++) {
    const seq = (recording.entries[i] as RecordedEntry).seq;
    if (seq <= last)
      return fail(
        "order",
        `entries out of order at entries.${i}: seq ${seq} after ${last}`,
        `entries.${i}.seq`,
      );
    last = seq;
  }
  if (options.checkMessages !== false) {
    const error = checkMessages(recording);
    if (error) return { ok: false, error };
  }
  return {
    ok: true,
    recording,
    upcastFrom: version === RECORDING_VERSION ? null : version,
    migrated: versioned.migrated,
  };
};

const isCommand = Schema.is(AppCommand);
const isEvent = Schema.is(AppEvent);
const firstIssue = (schema: Schema.Schema.AnyNoContext, value: unknown): string => {
  const r = Schema.decodeUnknownEither(schema)(value);
  if (Either.isRight(r)) return "";
  const issue = ParseResult.ArrayFormatter.formatErrorSync(r.left)[0];
  return issue ? `${issue.path.map(String).join(".")}: ${issue.message}` : "";
};

/**
 * Like Elm's debugger: a recording whose commands or events no longer match today's schemas is
 * refused with the entry and the path that changed (its events could not be reduced faithfully).
 */
const checkMessages = (recording: Recording): ImportError | null => {
  for (let i = 0; i < recording.entries.length; i++) {
    const e = recording.entries[i] as RecordedEntry;
    if (e.kind === "command" && !isCommand(e.command))
      return {
        kind: "messages",
        path: `entries.${i}.command`,
        message: `command ${(e.command as { _tag: string })._tag} (#${e.seq}) does not match this app's commands: ${firstIssue(AppCommand, e.command)}`,
      };
    if (e.kind === "event" && !isEvent(e.event))
      return {
        kind: "messages",
        path: `entries.${i}.event`,
        message: `event ${(e.event as { _tag: string })._tag} (#${e.seq}) does not match this app's events: ${firstIssue(AppEvent, e.event)}`,
      };
  }
  return null;
};

/**
 * Every command and event from the version the recording names to today's (../migrations); the
 * recording is refused, naming the type and the versions, when one cannot be migrated.
 */
const migrateMessages = (
  recording: Recording,
  migrations: MessageMigrations = MESSAGE_MIGRATIONS,
):
  | { ok: true; recording: Recording; migrated: Array<{ tag: string; from: number; to: number }> }
  | { ok: false; error: ImportError } => {
  const recorded = recording.messageVersions ?? {};
  const migrated = new Map<string, { tag: string; from: number; to: number }>();
  const entries: RecordedEntry[] = [];
  let changed = false;
  for (let i = 0; i < recording.entries.length; i++) {
    const e = recording.entries[i] as RecordedEntry;
    if (e.kind !== "command" && e.kind !== "event") {
      entries.push(e);
      continue;
    }
    const payload = (e.kind === "command" ? e.command : e.event) as unknown as Record<string, unknown>;
    const tag = String(payload._tag);
    const from = recorded[tag] ?? 1;
    if (from === messageVersion(tag, migrations)) {
      entries.push(e);
      continue;
    }
    const m = migrateMessage(e.kind, payload, from, migrations);
    if (!m.ok)
      return {
        ok: false,
        error: { kind: "message-version", message: m.message, path: `entries.${i}.${e.kind}` },
      };
    migrated.set(tag, { tag, from, to: messageVersion(tag, migrations) });
    changed = true;
    entries.push(
      e.kind === "command"
        ? { ...e, command: m.payload as unknown as AppCommand }
        : { ...e, event: m.payload as unknown as AppEvent },
    );
  }
  if (!changed) return { ok: true, recording, migrated: [] };
  const messageVersions = { ...recorded };
  for (const { tag, to } of migrated.values()) messageVersions[tag] = to;
  return {
    ok: true,
    recording: { ...recording, entries, messageVersions },
    migrated: [...migrated.values()],
  };
};

type Upcaster = (doc: Record<string, unknown>) => Record<string, unknown>;
/** UPCASTERS[v] turns a vN document into a v(N+1) one. */
const UPCASTERS: Readonly<Record<number, Upcaster>> = {
  1: (doc) => {
    const { initialState, entries, ...rest } = doc;
    const list = Array.isArray(entries) ? entries : [];
    return {
      ...rest,
      version: 2,
      sessionId: typeof doc.sessionId === "string" ? doc.sessionId : "v1-import",
      redaction: { personalData: "masked" },
      snapshot: { seq: 0, state: initialState },
      entries: list.map((e: unknown) => {
        if (e === null || typeof e !== "object") return e;
        const entry = e as Record<string, unknown>;
        if (entry.kind !== "port") return entry;
        const { answer, failure, ...port } = entry;
        const result: PortResult =
          "failure" in entry ? { ok: false, error: failure } : { ok: true, value: answer };
        return { ...port, result };
      }),
    };
  },
};

export const encodeRecording = (recording: Recording, space?: number): string =>
  JSON.stringify(recording, null, space);
