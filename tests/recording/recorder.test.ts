import { describe, expect, it } from "vitest";
import {
  memoryRecordingStore,
  type RecordingStore,
  type RecordingTail,
  startRecorder,
} from "../../adapters/recording/recorder";
import type { AppCommand } from "../../domain/app/commands";
import { decodeRecordingText, encodeRecording, type RecordedEntry } from "../../domain/app/recording/format";
import { replayState } from "../../domain/app/recording/recording";
import { reexecute } from "../../domain/app/recording/reexecute";
import { journeyCommands, journeyShop, PERSONAL, SECRETS } from "./journey";

const manual = () => {
  const queue: Array<() => void> = [];
  return {
    schedule: (run: () => void) => void queue.push(run),
    run: () => {
      for (const r of queue.splice(0)) r();
    },
  };
};

const record = async (
  store: ReturnType<typeof memoryRecordingStore>["store"],
  commands: ReadonlyArray<AppCommand>,
  maxEntries?: number,
) => {
  const shop = journeyShop();
  const timer = manual();
  let t = 0;
  const recorder = await startRecorder({
    store,
    sessionId: "tab-1",
    log: shop.log,
    url: "/?devtools=1",
    now: () => ++t,
    describe: () => ({ appVersion: "0.1.0", tenant: "test-markt" }),
    schedule: timer.schedule,
    maxEntries,
  });
  for (const c of commands) await shop.dispatch(c);
  timer.run();
  await recorder.flush();
  return { shop, recorder };
};

describe("the session recorder", () => {
  it("writes redacted entries in batches and the stored recording survives a reload", async () => {
    const { store, sessions } = memoryRecordingStore();
    const first = await record(store, journeyCommands.slice(0, 4));
    const stored = sessions.get("tab-1");
    expect(stored?.entries.length).toBe(first.recorder.entries().length);
    const text = JSON.stringify(stored);
    expect(text).not.toContain(PERSONAL.email);

    // A reload: a new shop, the same browser session; numbering goes on after a load entry.
    const second = await record(store, journeyCommands.slice(4));
    const entries = second.recorder.entries();
    const loads = entries.filter((e) => e.kind === "load");
    expect(loads.length).toBe(2);
    const seqs = entries.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    // A reaction's command names its cause by the event's number in the recording (renumbered too).
    const bySeq = new Map(entries.map((e) => [e.seq, e]));
    const caused = entries.flatMap((e) => (e.kind === "command" && e.cause ? [e.cause] : []));
    expect(caused.length).toBeGreaterThan(0);
    for (const cause of caused) {
      const event = bySeq.get(cause.seq);
      expect(event?.kind === "event" ? event.event._tag : event?.kind).toBe(cause.event);
    }

    const exported = encodeRecording(second.recorder.recording());
    for (const v of [...Object.values(SECRETS), ...Object.values(PERSONAL)])
      expect(exported).not.toContain(v);
    const decoded = decodeRecordingText(exported);
    if (!decoded.ok) throw new Error(decoded.error.message);
    // The replayed state is the second page load's state (masked), and re-execution spans both loads.
    expect(replayState(decoded.recording).navigation.location.path).toBe(
      second.shop.store.getState().navigation.location.path,
    );
    expect((await reexecute(decoded.recording)).divergence).toBeNull();
  });

  it("stays bounded: the oldest whole commands fold into the snapshot, the state is unchanged", async () => {
    const { store, sessions } = memoryRecordingStore();
    const many: AppCommand[] = [{ _tag: "StartApp" }];
    for (let i = 0; i < 60; i++)
      many.push({ _tag: "Notify", key: `k${i % 4}` }, { _tag: "SetConnectivity", online: i % 2 === 0 });
    const { recorder, shop } = await record(store, many, 100);
    const recording = recorder.recording();
    expect(recording.entries.length).toBeLessThanOrEqual(100);
    expect(recording.snapshot.seq).toBeGreaterThan(0);
    expect(recording.entries[0]?.kind === "command" || recording.entries[0]?.kind === "load").toBe(true);
    expect(sessions.get("tab-1")?.entries.length).toBe(recording.entries.length);
    expect(replayState(recording).notifications).toEqual(shop.store.getState().notifications);
    expect((await reexecute(recording)).divergence).toBeNull();
  });

  it("the personal-data opt-in restarts the recording and keeps what follows", async () => {
    const { store } = memoryRecordingStore();
    const { recorder, shop } = await record(store, journeyCommands.slice(0, 1));
    await recorder.setPersonalData("kept");
    await shop.dispatch({ _tag: "Notify", key: "greeting", params: { name: PERSONAL.firstName } });
    const text = encodeRecording(recorder.recording());
    expect(text).toContain(`Hallo ${PERSONAL.firstName}`);
    expect(recorder.recording().redaction.personalData).toBe("kept");
  });

  it("[issue 19 #1] a page that leaves before its last write commits loses nothing: the next load writes the kept tail once", async () => {
    const { store, sessions } = memoryRecordingStore();
    const tails = new Map<string, ReadonlyArray<RecordedEntry>>();
    const tail: RecordingTail = {
      save: (id, entries) => void tails.set(id, entries),
      take: (id) => {
        const kept = tails.get(id) ?? [];
        tails.delete(id);
        return kept;
      },
    };
    // The first page: its store takes the first batch, and the page is gone before the second commits.
    let leaving = false;
    const dying: RecordingStore = {
      ...store,
      append: (meta, entries) => (leaving ? new Promise<void>(() => {}) : store.append(meta, entries)),
    };
    const shop = journeyShop();
    const timer = manual();
    let t = 0;
    const options = {
      sessionId: "tab-1",
      url: "/",
      now: () => ++t,
      describe: () => ({ appVersion: "0.1.0", tenant: "test-markt" }),
      schedule: timer.schedule,
      tail,
    };
    const first = await startRecorder({ ...options, store: dying, log: shop.log });
    for (const c of journeyCommands.slice(0, 2)) await shop.dispatch(c);
    timer.run();
    await first.flush();
    leaving = true;
    for (const c of journeyCommands.slice(2, 4)) await shop.dispatch(c);
    timer.run();
    void first.flush();
    first.keepTail();
    const recorded = first.entries().map((e) => e.seq);
    expect((sessions.get("tab-1")?.entries.length ?? 0) < recorded.length).toBe(true);

    // The same tab's next page load.
    const second = await startRecorder({ ...options, store, log: journeyShop().log });
    await second.flush();
    const stored = (sessions.get("tab-1")?.entries ?? []).map((e) => e.seq);
    expect(stored.slice(0, recorded.length)).toEqual(recorded);
    expect(new Set(stored).size).toBe(stored.length);
    expect(tails.size).toBe(0);

    // Had the write committed after all, the tail adds nothing twice.
    const third = await startRecorder({ ...options, store, log: journeyShop().log });
    third.keepTail();
    const fourth = await startRecorder({ ...options, store, log: journeyShop().log });
    await fourth.flush();
    const again = (sessions.get("tab-1")?.entries ?? []).map((e) => e.seq);
    expect(new Set(again).size).toBe(again.length);
  });

  it("[issue 17] catching up with a long log in slices: what the shop logs meanwhile follows in order, nothing twice or lost", async () => {
    const { store } = memoryRecordingStore();
    const shop = journeyShop();
    for (const c of journeyCommands.slice(0, 3)) await shop.dispatch(c);
    const before = shop.log.entries().length;
    const timer = manual();
    // Every entry ends a slice; during the first pause the shop goes on with the next command.
    let pauses = 0;
    let resumed: Promise<unknown> = Promise.resolve();
    const started = startRecorder({
      store,
      sessionId: "tab-1",
      log: shop.log,
      url: "/",
      now: () => 1,
      describe: () => ({ appVersion: "0.1.0", tenant: "test-markt" }),
      schedule: timer.schedule,
      pause: () => {
        pauses += 1;
        if (pauses === 1) resumed = shop.dispatch(journeyCommands[3] as AppCommand);
        return new Promise<void>((r) => setTimeout(r, 0));
      },
    });
    const recorder = await started;
    await resumed;
    expect(pauses).toBeGreaterThanOrEqual(before);
    const live = shop.log.entries();
    expect(live.length).toBeGreaterThan(before);
    // The load entry, then the log's entries one for one, in the log's order.
    const recorded = recorder.entries().filter((e) => e.kind !== "load");
    expect(recorded.map((e) => e.commandId)).toEqual(live.map((e) => e.commandId));
    const seqs = recorded.map((e) => e.seq);
    expect(seqs).toEqual(live.map((e) => e.seq + 1));
  });
});
