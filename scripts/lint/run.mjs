// `npm run lint`: runs every `lint:*` script of package.json side by side and prints each one's findings
// whole, so one failing check does not hide the others'. Fails when any check fails.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { delimiter, join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const checks = Object.entries(scripts).filter(([name]) => name.startsWith("lint:"));
const env = {
  ...process.env,
  PATH: `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH}`,
  ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}),
};

const run = (command) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, { cwd: root, env, shell: true });
    let output = "";
    const collect = (chunk) => {
      output += chunk;
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", (error) => done({ ok: false, output: `${error}\n`, ms: Date.now() - started }));
    child.on("close", (code) => done({ ok: code === 0, output, ms: Date.now() - started }));
  });

const started = Date.now();
const results = checks.map(([, command]) => run(command));
let failed = 0;
for (const [i, [name]] of checks.entries()) {
  const { ok, output, ms } = await results[i];
  if (!ok) failed++;
  console.log(`── ${name}: ${ok ? "ok" : "FAILED"} (${(ms / 1000).toFixed(1)} s)`);
  process.stdout.write(output === "" || output.endsWith("\n") ? output : `${output}\n`);
}
const total = `${((Date.now() - started) / 1000).toFixed(1)} s`;
if (failed > 0) {
  console.log(`lint: ${failed} of ${checks.length} checks failed (${total})`);
  process.exitCode = 1;
} else console.log(`lint: ${checks.length} checks ok (${total})`);
