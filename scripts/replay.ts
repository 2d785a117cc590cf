// npm run replay -- <recording.json>: imports a recording (the panel's checks), replays its state,
// re-executes its commands through today's handlers and prints the first divergence.
// Exit codes: 0 no divergence, 1 divergence, 2 the file was refused.
// npm run replay -- --report <id> --server <URL>: the same for a problem report (scripts/replay-report.ts).
import { loadRecordingFile } from "../adapters/recording/node";
import { replayState, summarise } from "../domain/app/recording/recording";
import { reexecute } from "../domain/app/recording/reexecute";
import { canonical, digest } from "../domain/recording/canonical";
import { reportFileFromArgs } from "./replay-report";

const file =
  (await reportFileFromArgs(process.argv.slice(2))) ?? process.argv.slice(2).find((a) => !a.startsWith("-"));
if (!file) {
  console.error("usage: npm run replay -- <recording.json>");
  process.exit(2);
}
const loaded = loadRecordingFile(file);
if (!loaded.ok) {
  console.error(`refused: ${loaded.error.message}`);
  process.exit(2);
}
const { recording, upcastFrom } = loaded;
const s = summarise(recording);
console.log(`recording  ${file}`);
console.log(
  `format     v${recording.version}${upcastFrom ? ` (upcast from v${upcastFrom})` : ""}, app ${recording.appVersion}, tenant ${recording.tenant}, session ${recording.sessionId}`,
);
console.log(
  `started    ${new Date(recording.startedAt).toISOString()}, ${(s.durationMs / 1000).toFixed(1)} s recorded`,
);
console.log(
  `entries    ${s.entries} (commands ${s.command}, events ${s.event}, port calls ${s.port}, outcomes ${s.outcome}, page loads ${s.load}); snapshot at #${recording.snapshot.seq}; personal data ${recording.redaction.personalData}`,
);
let t = performance.now();
const state = replayState(recording);
console.log(
  `replay     final state digest ${digest(state)} (${s.event} events in ${(performance.now() - t).toFixed(1)} ms)`,
);
t = performance.now();
const report = await reexecute(recording);
const ms = performance.now() - t;
console.log(
  `re-execute ${report.commands} commands, ${report.entriesCompared} entries compared in ${ms.toFixed(1)} ms; final state digest ${report.digest}`,
);
const d = report.divergence;
if (d === null) {
  console.log("result     no divergence: today's code reproduces the recording");
  process.exit(0);
}
console.log(`DIVERGENCE ${d.message}`);
console.log(`  command   #${d.commandSeq} ${canonical(d.command)}`);
if (d.changes.length > 0) {
  // Field by field: a long entry differing in one field reads as that field, not two JSON lines.
  const show = (v: unknown) => (v === undefined ? "(absent)" : canonical(v));
  for (const c of d.changes.slice(0, 20))
    console.log(
      `  ${c.path.join(".")}: ${c.kind === "added" ? "(absent)" : show(c.before)} → ${c.kind === "removed" ? "(absent)" : show(c.after)}`,
    );
  if (d.changes.length > 20) console.log(`  … ${d.changes.length - 20} more fields`);
} else {
  console.log(`  expected  ${d.expected === null ? "nothing" : canonical(d.expected)}`);
  console.log(`  produced  ${d.produced === null ? "nothing" : canonical(d.produced)}`);
}
process.exit(1);
