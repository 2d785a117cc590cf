import { describe, expect, it } from "vitest";
import {
  decodeRecording,
  decodeRecordingText,
  encodeRecording,
  MAX_RECORDING_BYTES,
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type Recording,
} from "../../domain/app/recording/format";
import { recordJourney } from "./journey";

const journey = async () => (await recordJourney()).recording;
const refused = (text: string) => {
  const r = decodeRecordingText(text);
  if (r.ok) throw new Error("expected the import to be refused");
  return r.error;
};

describe("recording format: import", () => {
  it("a recording survives export and import unchanged", async () => {
    const recording = await journey();
    const r = decodeRecordingText(encodeRecording(recording));
    expect(r.ok && r.recording).toEqual(recording);
    expect(r.ok && r.upcastFrom).toBeNull();
  });

  it("malformed JSON: a clear error with the position", () => {
    const e = refused('{"format": "grocery-storefront/recording",\n "version": 2,, }');
    expect(e.kind).toBe("json");
    expect(e.message).toMatch(/line 2, column/);
  });

  it("a truncated file: a clear error", async () => {
    const text = encodeRecording(await journey());
    const e = refused(text.slice(0, Math.floor(text.length / 2)));
    expect(e.kind).toBe("json");
    expect(e.message).toMatch(/not valid JSON/);
  });

  it("an empty file says so", () => {
    expect(refused("").message).toMatch(/not valid JSON/);
  });

  it.each([
    ["__proto__", '{"__proto__": {"polluted": true}}'],
    ["constructor", '{"constructor": {"prototype": {"polluted": true}}}'],
    ["prototype", '{"a": {"prototype": 1}}'],
    ["escaped __proto__", '{"\\u005f_proto__": {"polluted": true}}'],
  ])("prototype-pollution keys are refused (%s) and nothing is polluted", async (_name, hostile) => {
    const recording = await journey();
    const doc = encodeRecording(recording).replace('"entries":[', `"extra":${hostile},"entries":[`);
    const e = refused(doc);
    expect(e.kind).toBe("forbidden-key");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("a file over the size limit is refused before parsing", () => {
    const e = refused(" ".repeat(MAX_RECORDING_BYTES + 1));
    expect(e.kind).toBe("too-large");
    expect(e.message).toMatch(/limit/);
  });

  it("a newer format version is refused with both versions named", async () => {
    const recording = { ...(await journey()), version: RECORDING_VERSION + 1 };
    const e = refused(JSON.stringify(recording));
    expect(e.kind).toBe("version-newer");
    expect(e.message).toBe(
      `recording format v${RECORDING_VERSION + 1} is newer than this app supports (v${RECORDING_VERSION})`,
    );
  });

  it("another format name is refused", () => {
    const e = refused(JSON.stringify({ format: "redux-devtools", version: 1 }));
    expect(e.kind).toBe("format");
  });

  it("a schema error names the path", async () => {
    const recording = await journey();
    const broken = JSON.parse(encodeRecording(recording));
    broken.entries[3].seq = "four";
    const e = refused(JSON.stringify(broken));
    expect(e.kind).toBe("schema");
    expect(e.path).toBe("entries.3.seq");
  });

  it("entries out of order are refused", async () => {
    const recording = await journey();
    const broken = JSON.parse(encodeRecording(recording));
    broken.entries[5].seq = 2;
    expect(refused(JSON.stringify(broken)).kind).toBe("order");
  });

  it("an event whose shape changed is refused like Elm's debugger does, naming the entry", async () => {
    const recording = await journey();
    const broken = JSON.parse(encodeRecording(recording));
    const i = broken.entries.findIndex((e: { kind: string }) => e.kind === "event");
    broken.entries[i].event = { _tag: "BootStartedRenamed" };
    const e = refused(JSON.stringify(broken));
    expect(e.kind).toBe("messages");
    expect(e.path).toBe(`entries.${i}.event`);
    expect(e.message).toMatch(/BootStartedRenamed/);
  });

  it("a v1 recording is upcast: initialState becomes the snapshot, answer/failure become result", async () => {
    const v2 = await journey();
    const v1 = {
      format: RECORDING_FORMAT,
      version: 1,
      appVersion: v2.appVersion,
      tenant: v2.tenant,
      startedAt: v2.startedAt,
      initialState: v2.snapshot.state,
      entries: v2.entries.map((e) => {
        if (e.kind !== "port") return e;
        const { result, ...rest } = e;
        return result.ok ? { ...rest, answer: result.value } : { ...rest, failure: result.error };
      }),
    };
    const r = decodeRecording(JSON.parse(JSON.stringify(v1)));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.upcastFrom).toBe(1);
    // A v1 file names no schema versions (every type at version 1).
    const { messageVersions: _, ...named } = v2;
    const expected: Recording = { ...named, sessionId: "v1-import" };
    expect(r.recording).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});
