import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";

// npm start: build what is needed, then run the reference server with the shop on PORT (8080).
const root = new URL("..", import.meta.url).pathname;
const build = spawnSync(process.execPath, [join(root, "scripts/build-if-stale.mjs")], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawn(join(root, "node_modules/.bin/tsx"), [join(root, "server/main.ts")], {
  stdio: "inherit",
  cwd: root,
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
