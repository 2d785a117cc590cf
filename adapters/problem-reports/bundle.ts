import type { AppEvent } from "../../domain/app/events";
import type { RecordedEntry, Recording } from "../../domain/app/recording/format";
import { appRecipe } from "../../domain/app/reducer";
import type { AppState } from "../../domain/app/state";
import { PROBLEM_BUNDLE_MAX_BYTES, PROBLEM_BUNDLE_MAX_ENTRIES } from "../../domain/problem-report/model";
import { createTimeline } from "../../domain/recording/timeline";

/**
 * The recording cut to its last `max` entries (issue 19 #1: bounded): the entries before the cut are
 * folded into the snapshot, and the cut falls on a command or page load, so no command is split.
 */
export const lastEntries = (recording: Recording, max: number): Recording => {
  if (recording.entries.length <= max) return recording;
  let cut = recording.entries.length - max;
  while (
    cut < recording.entries.length &&
    !["command", "load"].includes((recording.entries[cut] as RecordedEntry).kind)
  )
    cut += 1;
  const dropped = recording.entries.slice(0, cut);
  const state = createTimeline<AppState, AppEvent>(
    appRecipe,
    recording.snapshot.state,
    dropped as never,
  ).finalState();
  const last = dropped[dropped.length - 1];
  return {
    ...recording,
    snapshot: { seq: last ? last.seq : recording.snapshot.seq, state },
    entries: recording.entries.slice(cut),
  };
};

const gzip = async (text: string): Promise<Uint8Array> => {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

const base64 = (bytes: Uint8Array): string => {
  let binary = "";
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
};

/**
 * The bundle an upload carries: the redacted recording, bounded to the last entries, gzip-compressed
 * (CompressionStream) and size-capped: past the cap, half as many entries, until it fits.
 */
export const packRecording = async (
  recording: Recording,
  limits: { readonly maxEntries: number; readonly maxBytes: number } = {
    maxEntries: PROBLEM_BUNDLE_MAX_ENTRIES,
    maxBytes: PROBLEM_BUNDLE_MAX_BYTES,
  },
): Promise<{ readonly recording: string; readonly bytes: number; readonly entries: number }> => {
  let max = limits.maxEntries;
  for (;;) {
    const bounded = lastEntries(recording, max);
    const packed = await gzip(JSON.stringify(bounded));
    if (packed.length <= limits.maxBytes || max <= 1)
      return { recording: base64(packed), bytes: packed.length, entries: bounded.entries.length };
    max = Math.floor(max / 2);
  }
};
