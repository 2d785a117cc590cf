import { spawn } from "node:child_process";
import { join } from "node:path";

// npm run dev: the API server on API_PORT (8080) and Vite's dev server (5173) proxying to it.
const root = new URL("..", import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? "8080";
const children = [
  spawn(join(root, "node_modules/.bin/tsx"), ["watch", join(root, "server/main.ts")], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(join(root, "node_modules/.bin/vite"), [], {
    stdio: "inherit",
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = (sig) => {
  for (const c of children) c.kill(sig);
};
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stop(sig));
for (const c of children)
  c.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
