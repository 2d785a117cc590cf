import { memoryShop } from "../adapters/memory/shop";
import type { AppCommand } from "../domain/app/commands";
import type { AppEvent } from "../domain/app/events";
import { decodeRecordingText, encodeRecording, type RecordedEntry } from "../domain/app/recording/format";
import { makeRecording, recordingOfLog, recordingTimeline } from "../domain/app/recording/recording";
import { reexecute } from "../domain/app/recording/reexecute";
import { initialState } from "../domain/app/state";
import { redactSecrets } from "../domain/recording/secrets";

// Devtools figures (issue 5): state replay of a 100,000-event recording, time-travel jumps, import
// of that recording, and re-execution of a 10,000-command recording.

const meta = { appVersion: "bench", tenant: "bench", sessionId: "bench", startedAt: 0 };

/** A recording of `count` events, grouped four to a command like a real session. */
export const syntheticRecording = (count: number) => {
  const entries: RecordedEntry[] = [];
  let seq = 0;
  for (let i = 0; i < count; i++) {
    const commandId = `c${Math.floor(i / 4)}`;
    if (i % 4 === 0)
      entries.push({
        kind: "command",
        seq: ++seq,
        at: seq,
        commandId,
        command: { _tag: "Notify", key: `k${i % 9}` },
      });
    const event: AppEvent =
      i % 4 === 0
        ? {
            _tag: "NotificationShown",
            notification: { id: `n${i}`, key: `k${i % 9}`, message: "Hallo", type: "info", duration: 2000 },
          }
        : i % 4 === 1
          ? { _tag: "NotificationDismissed", id: `n${i - 1}` }
          : i % 4 === 2
            ? {
                _tag: "Navigated",
                path: `/seite-${i % 50}`,
                search: "",
                route: "content",
                params: { slug: `seite-${i % 50}` },
              }
            : { _tag: "ConnectivityChanged", online: i % 8 === 3 };
    entries.push({ kind: "event", seq: ++seq, at: seq, commandId, event });
  }
  return makeRecording({
    meta,
    policy: { personalData: "kept" },
    snapshot: { seq: 0, state: initialState },
    entries,
  });
};

export const devtoolsBench = async () => {
  const recording = syntheticRecording(100_000);
  const events = recording.entries.filter((e) => e.kind === "event").length;
  let best = 0;
  for (let r = 0; r < 3; r++) {
    const t = performance.now();
    recordingTimeline(recording).finalState();
    best = Math.max(best, events / ((performance.now() - t) / 1000));
  }
  console.log(
    `devtools state replay: ${Math.round(best).toLocaleString("en")} events/s (100,000-event recording, checkpoints every 1,000)`,
  );

  const timeline = recordingTimeline(recording);
  let t = performance.now();
  timeline.finalState();
  const build = performance.now() - t;
  let worst = 0;
  for (let i = 0; i < 200; i++) {
    const index = Math.floor(Math.random() * recording.entries.length);
    t = performance.now();
    timeline.stateAfter(index);
    worst = Math.max(worst, performance.now() - t);
  }
  console.log(
    `devtools time-travel jump: worst ${worst.toFixed(2)} ms over 200 random jumps (checkpoints built once in ${build.toFixed(0)} ms; target < 50 ms)`,
  );

  const text = encodeRecording(recording);
  t = performance.now();
  const decoded = decodeRecordingText(text);
  console.log(
    `devtools import: ${(text.length / 1024 / 1024).toFixed(1)} MB, ${recording.entries.length.toLocaleString("en")} entries parsed, schema-checked in ${(performance.now() - t).toFixed(0)} ms (${decoded.ok ? "ok" : decoded.error.message})`,
  );

  const shop = memoryShop({ logCapacity: 100_000, redact: redactSecrets });
  const commands: AppCommand[] = [];
  for (let i = 0; i < 10_000; i++)
    commands.push(
      i % 3 === 0
        ? { _tag: "Notify", key: `k${i % 7}` }
        : i % 3 === 1
          ? { _tag: "DismissNotification", id: `n-${i}` }
          : { _tag: "SetConnectivity", online: i % 2 === 0 },
    );
  for (const c of commands) await shop.dispatch(c);
  const recorded = recordingOfLog(shop.log, meta, { personalData: "kept" });
  let perSecond = 0;
  for (let r = 0; r < 3; r++) {
    t = performance.now();
    const report = await reexecute(recorded);
    if (report.divergence) throw new Error(report.divergence.message);
    perSecond = Math.max(perSecond, report.commands / ((performance.now() - t) / 1000));
  }
  console.log(
    `devtools re-execution: ${Math.round(perSecond).toLocaleString("en")} commands/s (10,000-command recording, ${recorded.entries.length.toLocaleString("en")} entries, no divergence)`,
  );
};
