import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { expect, it } from "vitest";
import { loadRecordingFile } from "../../adapters/recording/node";
import { reexecute } from "../../domain/app/recording/reexecute";
import { formatReport } from "../../domain/app/recording/report";

/**
 * Turns a recording file into a regression test: it must import, and re-executing its commands
 * through today's handlers and reducer must reproduce every recorded event, port call, outcome and
 * state digest (the digests were taken when it was recorded: today's reducer cannot vouch for
 * itself). The failure message is the report: every divergence by command, field by field.
 */
const recordingTest = (file: string) =>
  it(`[recording] ${basename(file)} re-executes without divergence`, async () => {
    const loaded = loadRecordingFile(file);
    if (!loaded.ok) throw new Error(`${file}: ${loaded.error.message}`);
    const digests = loaded.recording.entries.filter((e) => e.kind === "outcome" && e.state !== undefined);
    // Without the recorded digests a reducer change could not fail the test (issue 19 #3).
    expect(digests.length, `${basename(file)} has no state digests: re-record it`).toBeGreaterThan(0);
    const report = await reexecute(loaded.recording);
    expect(formatReport({ divergences: report.divergences, warnings: [] })).toBe("");
  });

/** Every *.json recording in a folder becomes a test. */
export const recordingTests = (folder: string) => {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .sort();
  for (const f of files) recordingTest(join(folder, f));
  return files;
};
