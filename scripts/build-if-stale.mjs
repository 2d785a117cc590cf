import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// `npm start` builds the client only when the bundle is missing or older than its sources.
const root = new URL("..", import.meta.url).pathname;
const newest = (path) => {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = 0;
  for (const e of readdirSync(path)) m = Math.max(m, newest(join(path, e)));
  return m;
};
const built = newest(join(root, "dist/index.html"));
const sources = Math.max(
  ...["src", "domain", "adapters", "devtools", "public", "index.html", "vite.config.ts", "package.json"].map(
    (p) => newest(join(root, p)),
  ),
);
if (built === 0 || sources > built) {
  console.log("building the client (vite build: the shop, the recording viewer, then the server render)…");
  for (const args of [["build"], ["build", "--mode", "viewer"], ["build", "--ssr", "src/entry-server.tsx"]]) {
    const r = spawnSync(join(root, "node_modules/.bin/vite"), [...args, "--logLevel", "warn"], {
      stdio: "inherit",
      cwd: root,
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
