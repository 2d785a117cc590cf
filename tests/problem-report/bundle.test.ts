import { describe, expect, it } from "vitest";
import { packRecording } from "../../adapters/problem-reports/bundle";
import { recordingOfLog, replayState } from "../../domain/app/recording/recording";
import { unpackRecording } from "../../server/problem-reports/unpack";
import { testShop } from "../support/shop";

const sessionWith = async (messages: number) => {
  const shop = testShop();
  await shop.dispatch({ _tag: "OpenProblemReport", origin: "footer" });
  for (let i = 0; i < messages; i++)
    await shop.dispatch({
      _tag: "RecordConsoleMessage",
      level: "warn",
      message: `warning ${i} ${"·".repeat(i % 50)}`,
    });
  return {
    shop,
    recording: recordingOfLog(shop.log, { appVersion: "b1", tenant: "demo", sessionId: "s", startedAt: 0 }),
  };
};

describe("the uploaded bundle: bounded, gzip-compressed, size-capped (issue 19 #1)", () => {
  it("[issue 19 #1] only the last entries go, cut at a command, with the state before them folded into the snapshot", async () => {
    const { shop, recording } = await sessionWith(200);
    const packed = await packRecording(recording, { maxEntries: 100, maxBytes: 512 * 1024 });
    const { recording: back } = unpackRecording(packed.recording);
    expect(back.entries.length).toBeLessThanOrEqual(100);
    expect(back.entries[0]?.kind).toBe("command");
    expect(back.entries.at(-1)?.seq).toBe(recording.entries.at(-1)?.seq);
    // The state the snapshot holds, replayed with the kept entries, is the shop's state (the dialog still open).
    expect(replayState(back).problemReport).toEqual(shop.store.getState().problemReport);
    expect(back.snapshot.state.problemReport.open).toBe(true);
  });

  it("[issue 19 #1] past the byte cap it halves the entries until the compressed bundle fits", async () => {
    const { recording } = await sessionWith(300);
    const whole = await packRecording(recording, { maxEntries: 10_000, maxBytes: 10_000_000 });
    const capped = await packRecording(recording, {
      maxEntries: 10_000,
      maxBytes: Math.floor(whole.bytes / 3),
    });
    expect(capped.bytes).toBeLessThanOrEqual(Math.floor(whole.bytes / 3));
    expect(capped.entries).toBeLessThan(whole.entries);
    expect(unpackRecording(capped.recording).recording.entries.length).toBe(capped.entries);
  });
});
