// npm run replay -- <recording.json>: imports a recording (the panel's checks), replays its state,
// re-executes its commands through today's handlers and prints every divergence, by command, and
// every server answer that contradicts its request.
//   npm run replay -- --accept <recording.json>     writes today's results as its new baseline
//   npm run replay -- --save-test <recording.json>  copies it into tests/recordings/ (a regression test)
//   npm run replay -- --compare <a.json> <b.json>   the commands of two runs side by side (bug vs fix)
//   npm run replay -- --report <id> --server <URL>  the same check for a problem report (scripts/replay-report.ts)
// Exit codes: 0 no divergence (or done), 1 divergence, 2 the file or the arguments were refused.
// One function per mode; the options parser knows every mode's flags, so a mode is added beside.
import { existsSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { loadRecordingFile } from "../adapters/recording/node";
import { acceptBaseline } from "../domain/app/recording/baseline";
import { compareRecordings } from "../domain/app/recording/compareRecordings";
import { encodeRecording, type Recording } from "../domain/app/recording/format";
import { replayState, summarise } from "../domain/app/recording/recording";
import { reexecute } from "../domain/app/recording/reexecute";
import { formatChange, formatReport } from "../domain/app/recording/report";
import { digest } from "../domain/recording/canonical";
import { reportFileFromArgs } from "./replay-report";

const USAGE = [
  "usage: npm run replay -- <recording.json>",
  "       npm run replay -- --accept <recording.json>",
  "       npm run replay -- --save-test <recording.json> [--force]",
  "       npm run replay -- --compare <a.json> <b.json>",
  "       npm run replay -- --report <PR-XXXXXXXX> --server <URL>",
].join("\n");

const refuse = (message: string): never => {
  console.error(message);
  process.exit(2);
};

/** Loads and describes a recording; refuses (exit 2) a file that does not import. */
const load = (file: string): Recording => {
  const loaded = loadRecordingFile(file);
  if (!loaded.ok) return refuse(`refused: ${loaded.error.message}`);
  const { recording, upcastFrom, migrated } = loaded;
  const s = summarise(recording);
  console.log(`recording  ${file}`);
  console.log(
    `format     v${recording.version}${upcastFrom ? ` (upcast from v${upcastFrom})` : ""}, app ${recording.appVersion}, tenant ${recording.tenant}, session ${recording.sessionId}`,
  );
  if (migrated.length > 0)
    console.log(`migrated   ${migrated.map((m) => `${m.tag} v${m.from} → v${m.to}`).join(", ")}`);
  console.log(
    `started    ${new Date(recording.startedAt).toISOString()}, ${(s.durationMs / 1000).toFixed(1)} s recorded`,
  );
  console.log(
    `entries    ${s.entries} (commands ${s.command}, events ${s.event}, port calls ${s.port}, outcomes ${s.outcome}, page loads ${s.load}); snapshot at #${recording.snapshot.seq}; personal data ${recording.redaction.personalData}`,
  );
  return recording;
};

/** Re-executes and prints the figures, every divergence by command and every warning. */
const run = async (recording: Recording) => {
  let t = performance.now();
  const state = replayState(recording);
  const events = summarise(recording).event;
  console.log(
    `replay     final state digest ${digest(state)} (${events} events in ${(performance.now() - t).toFixed(1)} ms)`,
  );
  t = performance.now();
  const report = await reexecute(recording);
  const ms = performance.now() - t;
  console.log(
    `re-execute ${report.commands} commands, ${report.entriesCompared} entries compared in ${ms.toFixed(1)} ms (${Math.round(report.commands / (ms / 1000))} commands/s); final state digest ${report.digest}`,
  );
  if (!recording.entries.some((e) => e.kind === "outcome" && e.state !== undefined))
    console.log(
      "note       no state digests in this recording: a reducer change cannot show (re-record or --accept)",
    );
  return report;
};

const check = async (file: string) => {
  const report = await run(load(file));
  const text = formatReport(report);
  if (text !== "") console.log(text);
  if (report.divergences.length === 0) {
    console.log("result     no divergence: today's code reproduces the recording");
    return 0;
  }
  const commands = new Set(report.divergences.map((d) => d.commandSeq)).size;
  console.log(`result     ${report.divergences.length} divergences in ${commands} commands`);
  return 1;
};

const accept = async (file: string) => {
  const recording = load(file);
  const report = await run(recording);
  const accepted = acceptBaseline(recording, report);
  for (const line of accepted.summary) console.log(line);
  for (const w of report.warnings) console.log(`WARNING ${w.message}`);
  writeFileSync(file, `${encodeRecording(accepted.recording, 1)}\n`);
  console.log(`accepted   ${file} holds today's results as its baseline`);
  return 0;
};

const saveTest = async (file: string, force: boolean) => {
  const recording = load(file);
  const report = await run(recording);
  if (report.divergences.length > 0) {
    console.log(formatReport(report));
    console.log("refused    today's code does not reproduce it: fix the code, or --accept the change first");
    return 1;
  }
  const target = join(import.meta.dirname, "../tests/recordings", basename(file));
  if (existsSync(target) && !force) return refuse(`refused: ${target} exists (--force overwrites it)`);
  writeFileSync(target, `${encodeRecording(recording, 1)}\n`);
  console.log(`saved      ${target}: tests/recordings/recordings.test.ts re-executes it`);
  return 0;
};

const compare = (fileA: string, fileB: string) => {
  const diffs = compareRecordings(load(fileA), load(fileB));
  for (const d of diffs) {
    console.log(d.message);
    for (const c of d.changes.slice(1, 20)) console.log(`  ${formatChange(c)}`);
  }
  console.log(`result     ${diffs.length === 0 ? "the same commands" : `${diffs.length} commands differ`}`);
  return diffs.length === 0 ? 0 : 1;
};

// A problem report is fetched from the QA inbox into a file, then checked like any recording.
const reported = await reportFileFromArgs(process.argv.slice(2));
if (reported !== null) process.exit(await check(reported));

const parsed = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        accept: { type: "boolean" },
        "save-test": { type: "boolean" },
        force: { type: "boolean" },
        compare: { type: "boolean" },
      },
    });
  } catch (e) {
    return refuse(`${(e as Error).message}\n${USAGE}`);
  }
})();
const { values, positionals } = parsed;
const file = positionals[0];
if (file === undefined || positionals.length > (values.compare ? 2 : 1)) refuse(USAGE);
const target = file as string;
const code = values.compare
  ? compare(target, positionals[1] ?? refuse(USAGE))
  : values.accept
    ? await accept(target)
    : values["save-test"]
      ? await saveTest(target, values.force === true)
      : await check(target);
process.exit(code);
