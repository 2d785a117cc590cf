// Writes tests/recordings/shell-journey.json from a real run of the shell journey against
// in-memory ports: `npm run fixture:journey`. It runs under Vitest because the journey's test
// layers use Vitest's expectations.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { encodeRecording } from "../../domain/app/recording/format";
import { recordJourney } from "./journey";

it("writes the shell journey's recording", async () => {
  const { recording } = await recordJourney();
  const file = join(import.meta.dirname, "../recordings/shell-journey.json");
  writeFileSync(file, `${encodeRecording(recording, 1)}\n`);
  expect(recording.entries.length).toBeGreaterThan(0);
});
