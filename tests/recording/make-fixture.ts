// Writes tests/recordings/shell-journey.json from a real run of the shell journey against
// in-memory ports: `npx tsx tests/recording/make-fixture.ts`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeRecording } from "../../domain/app/recording/format";
import { recordJourney } from "./journey";

const { recording } = await recordJourney();
const file = join(import.meta.dirname, "../recordings/shell-journey.json");
writeFileSync(file, `${encodeRecording(recording, 1)}\n`);
console.log(`wrote ${file}: ${recording.entries.length} entries`);
