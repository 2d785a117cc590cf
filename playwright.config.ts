import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: "e2e",
  // Benchmarks are measurements, not tests: collected only when asked for (CART_BENCH=1).
  testIgnore: [
    ...(process.env.CART_BENCH === "1" ? [] : ["**/*-bench.spec.ts"]),
    // Two server processes need a PostgreSQL server to share (issue 18): collected when DATABASE_URL
    // names one (CI sets it, scripts/ci-postgres.sh).
    ...(process.env.DATABASE_URL ? [] : ["**/scale-out.spec.ts"]),
  ],
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    // The shop follows the browser's language (issue 14): the specs read the German shop unless
    // they ask for another locale themselves (e2e/language.spec.ts).
    locale: "de-DE",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/tenant/config`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
  },
});
