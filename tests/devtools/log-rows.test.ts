import { describe, expect, it } from "vitest";
import { detailOf } from "../../devtools/model";
import type { RecordedEntry } from "../../domain/app/recording/format";

describe("devtools log rows", () => {
  it("[design: features and reactions] a reaction's command row names the event that caused it", () => {
    const caused = {
      kind: "command",
      seq: 40,
      at: 1,
      commandId: "c-2",
      command: { _tag: "LoadCart" },
      cause: { commandId: "c-1", seq: 37, event: "BootCompleted" },
    } as RecordedEntry;
    const dispatched = { ...caused, cause: undefined } as RecordedEntry;
    expect(detailOf(caused)).toMatch(/^← BootCompleted #37/);
    expect(detailOf(dispatched)).not.toContain("←");
  });
});
