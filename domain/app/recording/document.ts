import type { LogEntry } from "../../core/log";
import type { PersonalData } from "../../recording/redact";
import type { AppCommand } from "../commands";
import type { AppEvent } from "../events";
import { messageVersion } from "../migrations";
import type { AppState } from "../state";

/*
 * The recording document's shape without its schemas (./format decodes and validates): what the
 * live recorder needs. Building the schemas of every command and event is a long task on a slow
 * phone, so the recorder, which starts with every page, does not import them (issue 17).
 */

export const RECORDING_FORMAT = "grocery-storefront/recording";
export const RECORDING_VERSION = 2;
/** Files larger than this are refused before they are read. */
export const MAX_RECORDING_BYTES = 40 * 1024 * 1024;

/** A page load inside the recorded session: the app started again from `state`. */
export interface LoadEntry {
  readonly kind: "load";
  readonly seq: number;
  readonly at: number;
  readonly commandId: "";
  readonly url: string;
  readonly state: AppState;
}
export type RecordedEntry = LogEntry<AppCommand, AppEvent> | LoadEntry;

export interface Recording {
  readonly format: typeof RECORDING_FORMAT;
  readonly version: typeof RECORDING_VERSION;
  readonly appVersion: string;
  readonly tenant: string;
  readonly sessionId: string;
  /** Epoch milliseconds. */
  readonly startedAt: number;
  readonly redaction: { readonly personalData: PersonalData };
  /** The schema version of each command and event type in the entries (absent: every type at 1). */
  readonly messageVersions?: Readonly<Record<string, number>>;
  /** The state before the first entry; `seq` is the last entry folded into it (0: none). */
  readonly snapshot: { readonly seq: number; readonly state: AppState };
  readonly entries: ReadonlyArray<RecordedEntry>;
}

/** The schema version of each command and event type the entries hold (what a recording names). */
export const messageVersionsOf = (entries: ReadonlyArray<RecordedEntry>): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const e of entries) {
    const tag = e.kind === "command" ? e.command._tag : e.kind === "event" ? e.event._tag : undefined;
    if (tag !== undefined && out[tag] === undefined) out[tag] = messageVersion(tag);
  }
  return out;
};
