import { startServer } from "./start";

const port = Number(process.env.PORT ?? 8080);
const sessionMaxDays = process.env.SESSION_MAX_DAYS ? Number(process.env.SESSION_MAX_DAYS) : undefined;
if (sessionMaxDays !== undefined && !(sessionMaxDays > 0)) {
  console.error(`SESSION_MAX_DAYS must be a positive number of days, not "${process.env.SESSION_MAX_DAYS}"`);
  process.exit(1);
}
const server = await startServer({
  port,
  host: process.env.HOST ?? "0.0.0.0",
  ...(process.env.DATA_DIR ? { dataDir: process.env.DATA_DIR } : {}),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.STATIC_DIR ? { staticDir: process.env.STATIC_DIR } : {}),
  testRoutes: process.env.ENABLE_TEST_ROUTES === "1",
  // The outbox page lets a developer follow the mailed links; production mode never serves it.
  devPages: process.env.ENABLE_TEST_ROUTES === "1" || process.env.NODE_ENV !== "production",
  ...(sessionMaxDays !== undefined ? { sessionMaxSeconds: sessionMaxDays * 24 * 60 * 60 } : {}),
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
