import { startServer } from "./start";

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
console.log(`Demo Markt running on http://localhost:${server.port}`);

const stop = (signal: string) => {
  console.log(`${signal}: shutting down`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once("SIGTERM", () => stop("SIGTERM"));
process.once("SIGINT", () => stop("SIGINT"));
