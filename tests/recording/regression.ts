import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { expect, it } from "vitest";
import { loadRecordingFile } from "../../adapters/recording/node";
import { replayState } from "../../domain/app/recording/recording";
import { reexecute } from "../../domain/app/recording/reexecute";
import { digest } from "../../domain/recording/canonical";

/**
 * Turns a recording file into a regression test: it must import, and re-executing its commands
 * through today's handlers must reproduce every recorded event, port call and outcome; the
 * re-executed state must equal the replayed one.
 */
const recordingTest = (file: string) =>
  it(`[recording] ${basename(file)} re-executes without divergence`, async () => {
    const loaded = loadRecordingFile(file);
    if (!loaded.ok) throw new Error(`${file}: ${loaded.error.message}`);
    const report = await reexecute(loaded.recording);
    expect(report.divergence?.message ?? null).toBeNull();
    expect(report.digest).toBe(digest(replayState(loaded.recording)));
  });

/** Every *.json recording in a folder becomes a test. */
export const recordingTests = (folder: string) => {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .sort();
  for (const f of files) recordingTest(join(folder, f));
  return files;
};
