import type { LogEntry } from "../../core/log";
import { plain } from "../../recording/canonical";
import {
  KnownValues,
  learnPersonalData,
  type RedactionPolicy,
  redactEntry,
  redactValue,
} from "../../recording/redact";
import { createTimeline, type Timeline } from "../../recording/timeline";
import type { AppCommand } from "../commands";
import type { AppEvent } from "../events";
import { appRecipe } from "../reducer";
import type { AppState } from "../state";
import {
  messageVersionsOf,
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type RecordedEntry,
  type Recording,
} from "./document";

export interface RecordingMeta {
  readonly appVersion: string;
  readonly tenant: string;
  readonly sessionId: string;
  readonly startedAt: number;
}

/**
 * A recording from a snapshot and entries: redacted with the policy and turned into plain JSON
 * data (what a file or IndexedDB holds). Entries already redacted with the same policy are
 * unchanged by a second pass (redaction is idempotent).
 */
export const makeRecording = (input: {
  readonly meta: RecordingMeta;
  readonly policy: RedactionPolicy;
  readonly snapshot: { readonly seq: number; readonly state: AppState };
  readonly entries: ReadonlyArray<RecordedEntry>;
}): Recording => {
  // Two passes: learn every personal value first, so that free text before it appeared is masked too.
  const known = new KnownValues();
  if (input.policy.personalData === "masked") {
    learnPersonalData(input.snapshot.state, known);
    for (const e of input.entries) learnPersonalData(e, known);
  }
  return {
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    appVersion: input.meta.appVersion,
    tenant: input.meta.tenant,
    sessionId: input.meta.sessionId,
    startedAt: input.meta.startedAt,
    redaction: { personalData: input.policy.personalData },
    messageVersions: messageVersionsOf(input.entries),
    snapshot: {
      seq: input.snapshot.seq,
      state: plain(redactValue(input.snapshot.state, input.policy, known)) as AppState,
    },
    entries: input.entries.map((e) => plain(redactEntry(e, input.policy, known))),
  };
};

/** A recording of one shop's in-memory log (tests, the CLI, the Node bench). */
export const recordingOfLog = (
  log: {
    snapshot(): { seq: number; state: AppState };
    entries(): ReadonlyArray<LogEntry<AppCommand, AppEvent>>;
  },
  meta: RecordingMeta,
  policy: RedactionPolicy = { personalData: "masked" },
): Recording => makeRecording({ meta, policy, snapshot: log.snapshot(), entries: log.entries() });

/** State replay of a recording with the app's reducer. */
export const recordingTimeline = (recording: Recording): Timeline<AppState> =>
  createTimeline<AppState, AppEvent>(appRecipe, recording.snapshot.state, recording.entries as never);

/** The state at the end of a recording. */
export const replayState = (recording: Recording, skip?: ReadonlySet<number>): AppState =>
  recordingTimeline(recording).finalState(skip);

export const summarise = (recording: Recording) => {
  const counts = { command: 0, event: 0, port: 0, outcome: 0, load: 0 };
  for (const e of recording.entries) counts[e.kind] += 1;
  const first = recording.entries[0];
  const last = recording.entries[recording.entries.length - 1];
  return {
    ...counts,
    entries: recording.entries.length,
    firstSeq: first?.seq ?? null,
    lastSeq: last?.seq ?? null,
    durationMs: first && last ? last.at - first.at : 0,
  };
};
