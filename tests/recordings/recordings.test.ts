import { describe, expect, it } from "vitest";
import { recordingTests } from "../recording/regression";

// Drop a recording exported from the devtools (or `npm run replay`-checked) into this folder and it
// becomes a regression test: today's handlers must reproduce it exactly.
describe("recorded sessions", () => {
  const files = recordingTests(import.meta.dirname);
  it("the folder holds at least one recording", () => {
    expect(files.length).toBeGreaterThan(0);
  });
});
