import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The browser tests' server: a fresh build, a fresh database in a temporary folder, 127.0.0.1 only.
const root = new URL("..", import.meta.url).pathname;
const build = spawnSync(process.execPath, [join(root, "scripts/build-if-stale.mjs")], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const dataDir = mkdtempSync(join(tmpdir(), "grocery-e2e-"));
// Always a fresh PGlite in one process, even where DATABASE_URL is set (CI sets it for the server
// tests): some specs move the server's clock (test routes), which only one process would see.
const { DATABASE_URL: _database, WORKERS: _workers, ...env } = process.env;
const server = spawn(join(root, "node_modules/.bin/tsx"), [join(root, "server/main.ts")], {
  stdio: "inherit",
  cwd: root,
  // Test routes on: some browser tests create the pages they need (e.g. the link cases' page).
  env: {
    ...env,
    HOST: "127.0.0.1",
    PORT: process.env.E2E_PORT ?? "4173",
    DATA_DIR: dataDir,
    ENABLE_TEST_ROUTES: "1",
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});
