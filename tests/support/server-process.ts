import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The reference server as its own process (`tsx server/main.ts`), as `npm run server` starts it. */
export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** SIGTERM, then the exit code once it has shut down. */
  stop(): Promise<number | null>;
}

/** A free loopback port (also the benchmarks' server processes). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

/**
 * Starts a server process with `env` added to this one's and waits until it serves
 * GET /tenant/config; fails with its output when it exits first or does not answer in time.
 */
export const startServerProcess = async (
  env: Readonly<Record<string, string>>,
  timeoutMs = 90_000,
): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(`${root}/node_modules/.bin/tsx`, ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The last lines it wrote, for the message when it does not come up (each request logs a line).
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the server process exited (${child.exitCode ?? child.signalCode}):\n${output.join("")}`,
      );
    const ok = await fetch(`${url}/tenant/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) {
      child.kill("SIGKILL");
      throw new Error(`the server process did not answer within ${timeoutMs} ms:\n${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited(child);
    },
  };
};
