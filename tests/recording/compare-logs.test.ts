import { describe, expect, it, vi } from "vitest";
import { commandIdentity, compareLogs } from "../../domain/app/recording/compareLogs";
import { RECORDING_FORMAT, RECORDING_VERSION, type Recording } from "../../domain/app/recording/format";
import { recordingOfLog, recordingTimeline } from "../../domain/app/recording/recording";
import { initialState } from "../../domain/app/state";
import { align } from "../../domain/recording/align";
import { journeyCommands, journeyShop, META } from "./journey";

vi.setConfig({ testTimeout: 60_000 });

type Entry = Recording["entries"][number];

/** A recording of hand-written entries: seq and command ids in order, one command id per command. */
const recording = (
  steps: ReadonlyArray<
    { readonly command: Record<string, unknown> } | { readonly event: Record<string, unknown> }
  >,
): Recording => {
  let seq = 0;
  let command = "";
  const entries = steps.map((s): Entry => {
    seq += 1;
    if ("command" in s) {
      command = `c-${seq}`;
      return { kind: "command", seq, at: 1000 + seq, commandId: command, command: s.command } as never;
    }
    return { kind: "event", seq, at: 1000 + seq, commandId: command, event: s.event } as never;
  });
  return {
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    appVersion: "test",
    tenant: "demo",
    sessionId: "s",
    startedAt: 0,
    redaction: { personalData: "masked" },
    snapshot: { seq: 0, state: initialState },
    entries,
  };
};

const add = (sku: string, quantity: number) => ({ command: { _tag: "AddItem", sku, quantity } });
const added = (sku: string, quantity: number, at: number) => ({
  event: { _tag: "ItemAddRequested", sku, quantity, timestamp: at },
});
const open = { command: { _tag: "Navigate", to: "/warenkorb" } };

describe("[issue 19 #5] two recordings compared entry by entry", () => {
  it("[issue 19 #5] the alignment pairs equal keys in order and marks the rest as only in A or only in B", () => {
    const rows = align(["x", "y", "z"], ["x", "q", "z", "w"], (s) => s);
    expect(rows).toEqual([
      { kind: "pair", a: "x", b: "x" },
      { kind: "only-b", b: "q" },
      { kind: "only-a", a: "y" },
      { kind: "pair", a: "z", b: "z" },
      { kind: "only-b", b: "w" },
    ]);
  });

  it("[issue 19 #5] a command's identity is its type and identity fields, not how much it asked for", () => {
    expect(commandIdentity({ _tag: "AddItem", sku: "4711", quantity: 1 })).toBe(
      commandIdentity({ _tag: "AddItem", sku: "4711", quantity: 3 }),
    );
    expect(commandIdentity({ _tag: "AddItem", sku: "4711", quantity: 1 })).not.toBe(
      commandIdentity({ _tag: "AddItem", sku: "0815", quantity: 1 }),
    );
    expect(commandIdentity({ _tag: "SetItemQuantity", lineItemId: "l-1", quantity: 2 })).toBe(
      'SetItemQuantity {"lineItemId":"l-1"}',
    );
    expect(commandIdentity({ _tag: "LoadCart" })).toBe("LoadCart");
  });

  it("[issue 19 #5] identical runs align entry for entry with nothing changed", () => {
    const run = recording([open, add("4711", 1), added("4711", 1, 5)]);
    const result = compareLogs(run, run);
    expect(result.counts).toEqual({ same: 3, changed: 0, "only-a": 0, "only-b": 0 });
    expect(result.rows.map((r) => r.message)).toEqual([
      "#1 → #1 Navigate: same",
      "#2 → #2 AddItem: same",
      "#3 → #3 ItemAddRequested: same",
    ]);
  });

  it("[issue 19 #5] the same command with another field is changed, naming the field path and both values", () => {
    const bug = recording([open, add("4711", 1), added("4711", 1, 5)]);
    const fixed = recording([open, add("4711", 2), added("4711", 2, 9)]);
    const { rows, counts } = compareLogs(bug, fixed);
    expect(counts).toEqual({ same: 1, changed: 2, "only-a": 0, "only-b": 0 });
    const [, command, event] = rows;
    expect(command?.kind).toBe("changed");
    expect(command?.changes).toEqual([{ kind: "changed", path: ["quantity"], before: 1, after: 2 }]);
    expect(command?.message).toBe("#2 → #2 AddItem.quantity: 1 → 2");
    // The event's time stamp differs too, but that is no difference between two runs.
    expect(event?.changes.map((c) => c.path.join("."))).toEqual(["quantity"]);
    expect(event?.message).toBe("#3 → #3 ItemAddRequested.quantity: 1 → 2");
  });

  it("[issue 19 #5] an extra add in B is only in B; an add of another product is not paired with it", () => {
    const a = recording([open, add("4711", 1), added("4711", 1, 5), add("0815", 1)]);
    const b = recording([open, add("4711", 1), added("4711", 1, 5), add("4711", 1), added("4711", 1, 6)]);
    const { rows, counts } = compareLogs(a, b);
    expect(rows.map((r) => [r.kind, r.message])).toEqual([
      ["same", "#1 → #1 Navigate: same"],
      ["same", "#2 → #2 AddItem: same"],
      ["same", "#3 → #3 ItemAddRequested: same"],
      ["only-b", "only in B: #4 AddItem"],
      ["only-b", "only in B: #5 ItemAddRequested"],
      ["only-a", "only in A: #4 AddItem"],
    ]);
    expect(counts).toEqual({ same: 3, changed: 0, "only-a": 1, "only-b": 2 });
  });

  it("[issue 19 #5] the bug run against the fixed run: the state each command left differs at the cart line's quantity", async () => {
    // The journey up to its first add, recorded twice: the buggy UI asks for 5, the fixed one for 2.
    const upToAdd = journeyCommands.slice(0, journeyCommands.findIndex((c) => c._tag === "AddItem") + 1);
    const run = async (quantity: number) => {
      const shop = journeyShop();
      for (const c of upToAdd) await shop.dispatch(c._tag === "AddItem" ? { ...c, quantity } : c);
      return recordingOfLog(shop.log, META);
    };
    const fixed = await run(2);
    const buggy = await run(5);
    const { rows, counts } = compareLogs(fixed, buggy);
    expect(counts["only-a"] + counts["only-b"]).toBe(0);
    const addRow = rows.find((r) => r.a?.kind === "command" && r.a.command._tag === "AddItem");
    expect(addRow?.kind).toBe("changed");
    expect(addRow?.message).toMatch(/^#\d+ → #\d+ AddItem\.quantity: 2 → 5$/);
    // The cart slice's digest after the add differs, and the state diff says where: the line's quantity.
    expect(addRow?.state?.slices).toContain("cart");
    const quantity = addRow?.state?.changes.find((c) => c.path[0] === "cart" && c.path.at(-1) === "quantity");
    expect(quantity).toMatchObject({ kind: "changed", before: 2, after: 5 });
    // The states are folded once per log: the same states the timeline gives one by one.
    const timeline = recordingTimeline(buggy);
    const picks = [0, Math.floor(buggy.entries.length / 2), buggy.entries.length - 1];
    expect(timeline.statesAfter(picks)).toEqual(picks.map((i) => timeline.stateAfter(i)));
    // Every command before the add left the same state in both runs.
    const before = rows.slice(0, rows.indexOf(addRow as never));
    expect(before.filter((r) => r.kind !== "same").map((r) => r.message)).toEqual([]);
  });
});
