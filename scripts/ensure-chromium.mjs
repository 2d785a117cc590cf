import { spawnSync } from "node:child_process";
import { findChromium, playwrightChromium } from "./chromium.mjs";

// The browser tests need a Chromium. Install Debian's when we can (root with apt-get); otherwise
// say exactly what to run.
const present = findChromium() ?? (await playwrightChromium());
if (present) {
  console.log(`browser tests use ${present}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("which", ["apt-get"]).status === 0;
if (isRoot && hasApt) {
  console.log("no Chromium found: installing Debian's chromium package (apt-get install -y chromium)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update"], { stdio: "inherit", env });
  const install =
    update.status === 0
      ? spawnSync("apt-get", ["install", "-y", "chromium"], { stdio: "inherit", env })
      : update;
  if (install.status === 0 && findChromium()) process.exit(0);
  console.error("installing chromium with apt-get failed (see above)");
  process.exit(1);
}
console.error(
  [
    "No Chromium found for the browser tests. Install one, then run npm test again:",
    "  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium",
    "  any machine with internet: npx playwright install chromium",
    "  or point CHROMIUM_PATH at an existing Chromium/Chrome binary.",
  ].join("\n"),
);
process.exit(1);
