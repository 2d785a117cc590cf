import { Effect, Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { makeHttpApi } from "../../adapters/http/client";
import { defineCall } from "../../domain/api/contract";
import { handlersWith } from "../../domain/app/handlers";
import type { MessageMigrations } from "../../domain/app/migrations";
import { acceptBaseline } from "../../domain/app/recording/baseline";
import { decodeRecording, encodeRecording, type Recording } from "../../domain/app/recording/format";
import { reexecute } from "../../domain/app/recording/reexecute";
import { createEventLog } from "../../domain/core/log";
import { createPortRecorder, recorded } from "../../domain/core/ports";
import { navigation } from "../../domain/navigation/access";
import { recordJourney } from "./journey";

vi.setConfig({ testTimeout: 60_000 });

/**
 * An older build's AddItem called its quantity `qty` (version 1); today's is version 2 with a step
 * that renames it. Test migrations: today no type has changed, so the app's own list is empty.
 */
const renamedQuantity: MessageMigrations = {
  versions: { AddItem: 2 },
  steps: {
    AddItem: {
      1: ({ qty, ...rest }) => ({ ...rest, quantity: qty }),
    },
  },
};

/** The journey's recording as the older build wrote it: AddItem v1 with `qty`. */
const asOlderBuild = (recording: Recording): unknown => {
  const doc = JSON.parse(encodeRecording(recording)) as {
    messageVersions: Record<string, number>;
    entries: Array<{ kind: string; command?: Record<string, unknown> }>;
  };
  doc.messageVersions.AddItem = 1;
  for (const e of doc.entries)
    if (e.kind === "command" && e.command?._tag === "AddItem") {
      const { quantity, ...rest } = e.command;
      e.command = { ...rest, qty: quantity };
    }
  return doc;
};

describe("[issue 19 #7] commands and events across schema versions", () => {
  it("a recording names the schema version of every command and event type it holds", async () => {
    const { recording } = await recordJourney();
    expect(recording.messageVersions?.AddItem).toBe(1);
    expect(recording.messageVersions?.ItemAddRequested).toBe(1);
  });

  it("an older build's recording is migrated step by step and re-executes without divergence", async () => {
    const { recording } = await recordJourney();
    const r = decodeRecording(asOlderBuild(recording), { migrations: renamedQuantity });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.migrated).toEqual([{ tag: "AddItem", from: 1, to: 2 }]);
    const adds = (rec: Recording) =>
      rec.entries.flatMap((e) => (e.kind === "command" && e.command._tag === "AddItem" ? [e.command] : []));
    expect(adds(recording).length).toBeGreaterThan(0);
    expect(adds(r.recording)).toEqual(adds(recording));
    expect(r.recording.messageVersions?.AddItem).toBe(2);
    expect((await reexecute(r.recording)).divergences).toEqual([]);
  });

  it("a version with no migration path is refused, naming the type and the versions", async () => {
    const { recording } = await recordJourney();
    const r = decodeRecording(asOlderBuild(recording), {
      migrations: { versions: { AddItem: 2 }, steps: {} },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe("message-version");
    expect(r.error.message).toBe(
      "command AddItem is version 1 in this recording; this app has version 2 and no migration from version 1 to 2",
    );
  });

  it("a recording from a newer build is refused, naming the type and the versions", async () => {
    const { recording } = await recordJourney();
    const doc = JSON.parse(encodeRecording(recording));
    doc.messageVersions.ItemAddRequested = 3;
    const r = decodeRecording(doc);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toBe(
      "event ItemAddRequested is version 3 in this recording; this app knows version 1 (the recording comes from a newer build)",
    );
  });
});

/** The intended change: connectivity is reported inverted from now on. */
const invertedConnectivity = (c: { online: boolean }) =>
  Effect.as(
    navigation.emit({ _tag: "ConnectivityChanged", online: !c.online }),
    c.online ? "online" : "offline",
  );
const changed = handlersWith({ SetConnectivity: invertedConnectivity });

describe("[issue 19 #4] --accept: today's results as the new baseline", () => {
  it("after an intended change the accepted recording reproduces, and the summary names what changed", async () => {
    const { recording } = await recordJourney();
    const before = await reexecute(recording, { handlers: changed });
    expect(before.divergences.length).toBeGreaterThan(0);
    const accepted = acceptBaseline(recording, before);
    expect(accepted.summary.join("\n")).toMatch(
      /SetConnectivity[\s\S]*ConnectivityChanged\.online: false → true/,
    );
    // The accepted file imports, reproduces under the changed code, and no longer under the old.
    const decoded = decodeRecording(JSON.parse(encodeRecording(accepted.recording)));
    if (!decoded.ok) throw new Error(decoded.error.message);
    expect((await reexecute(decoded.recording, { handlers: changed })).divergences).toEqual([]);
    expect((await reexecute(decoded.recording)).divergences.length).toBeGreaterThan(0);
  });
});

describe("[issue 19 #6] port calls record HTTP status, duration and request id", () => {
  const Thing = Schema.Struct({ ok: Schema.Boolean });
  const thing = defineCall({ name: "test.thing", method: "GET", path: "/thing", response: Thing });
  const logged = async (status: number) => {
    let t = 0;
    let ids = 0;
    const log = createEventLog<unknown, unknown, unknown>({ recipe: () => {}, initial: null });
    const recorder = createPortRecorder(log, () => (t += 5));
    const api = makeHttpApi({
      baseUrl: "",
      fetch: async () =>
        new Response(JSON.stringify(status === 200 ? { ok: true } : { message: "no" }), { status }),
      readCookie: () => null,
      requestId: () => `req-${++ids}`,
      maxRetries: 0,
    });
    recorder.enter("cmd-1");
    await Effect.runPromise(
      Effect.either(
        recorded(
          recorder,
          () => (t += 5),
          "api",
          "call",
          ["test.thing", {}],
          () => api.call(thing, {}),
        ),
      ),
    );
    return log.entries()[0];
  };

  it("on success as on failure", async () => {
    expect(await logged(200)).toMatchObject({ kind: "port", status: 200, requestId: "req-1", durationMs: 5 });
    expect(await logged(404)).toMatchObject({
      kind: "port",
      status: 404,
      requestId: "req-1",
      result: { ok: false },
      durationMs: 5,
    });
  });
});
