import cluster from "node:cluster";
import { runPrimary } from "./cluster/primary";
import { workerPlan } from "./cluster/workers";
import { startServer } from "./start";

const plan = workerPlan(process.env);
if (plan.kind === "invalid") {
  console.error(plan.message);
  process.exit(1);
}
if (plan.kind === "cluster" && cluster.isPrimary) runPrimary(plan.workers);
else await serveHere();

/** One server process: the whole server (WORKERS=1, PGlite) or one node:cluster worker. */
async function serveHere() {
  if (plan.kind === "single" && plan.note) console.log(plan.note);
  const port = Number(process.env.PORT ?? 8080);
  /** A setting in days: undefined when unset; a value that is not a positive number stops the start. */
  const days = (name: string): number | undefined => {
    const raw = process.env[name];
    if (!raw) return undefined;
    const value = Number(raw);
    if (!(value > 0)) {
      console.error(`${name} must be a positive number of days, not "${raw}"`);
      process.exit(1);
    }
    return value;
  };
  const DAY_SECONDS = 24 * 60 * 60;
  const sessionMaxDays = days("SESSION_MAX_DAYS");
  const logRetentionDays = days("LOG_RETENTION_DAYS");
  const server = await startServer({
    port,
    host: process.env.HOST ?? "0.0.0.0",
    ...(process.env.DATA_DIR ? { dataDir: process.env.DATA_DIR } : {}),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.STATIC_DIR ? { staticDir: process.env.STATIC_DIR } : {}),
    testRoutes: process.env.ENABLE_TEST_ROUTES === "1",
    // The outbox page lets a developer follow the mailed links; production mode never serves it.
    devPages: process.env.ENABLE_TEST_ROUTES === "1" || process.env.NODE_ENV !== "production",
    ...(sessionMaxDays !== undefined ? { sessionMaxSeconds: sessionMaxDays * DAY_SECONDS } : {}),
    ...(logRetentionDays !== undefined ? { logRetentionSeconds: logRetentionDays * DAY_SECONDS } : {}),
  });
  console.log(
    cluster.isWorker
      ? `Demo Markt worker ${process.pid} serving http://localhost:${server.port}`
      : `Demo Markt running on http://localhost:${server.port}`,
  );

  // Idempotent: a cluster worker gets the signal twice (from its process group and from the primary).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down${cluster.isWorker ? ` worker ${process.pid}` : ""}`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
