/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { configDefaults } from "vitest/config";
import { bootChunk } from "./scripts/boot-chunk";
import { buildInfo } from "./scripts/build-info";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

// `vite build` builds the shop; `vite build --mode viewer` then adds the standalone recording viewer
// (devtools/viewer.html) to the same folder. Two builds rather than two inputs of one, so that the
// shop's boot chunk (scripts/boot-chunk.ts) holds exactly what the shop's entry needs.
export default defineConfig(({ mode, isSsrBuild }) => {
  const boot = bootChunk();
  // `vite build --ssr src/entry-server.tsx` (after the two above): the server render's bundle
  // (issue 17), next to the client in dist/server; the reference server loads it when it is there.
  if (isSsrBuild)
    return {
      plugins: [react()],
      build: { outDir: "dist/server", emptyOutDir: true, target: "node20", sourcemap: "hidden" },
    };
  return {
    plugins: mode === "viewer" ? [react()] : [react(), buildInfo(), boot.plugin],
    resolve: {
      alias: {
        "use-sync-external-store/shim/index.js": fileURLToPath(
          new URL("./scripts/shims/use-sync-external-store.ts", import.meta.url),
        ),
      },
    },
    build: {
      outDir: "dist",
      // One boot chunk, and browsers that know modulepreload: the polyfill would be dead weight.
      modulePreload: { polyfill: false },
      emptyOutDir: mode !== "viewer",
      // Maps for reading error reports, without the comment that would send browsers to fetch them
      // (the server does not serve them).
      sourcemap: "hidden",
      target: "es2022",
      // One stylesheet for every screen: the server-rendered page is styled before any lazy chunk
      // has loaded (a screen's own CSS arriving with its chunk would move the page after hydration).
      cssCodeSplit: false,
      rollupOptions: {
        input: (mode === "viewer" ? { viewer: "devtools/viewer.html" } : { main: "index.html" }) as Record<
          string,
          string
        >,
        output: mode === "viewer" ? {} : { codeSplitting: { groups: boot.groups } },
      },
    },
    server: {
      port: 5173,
      proxy: {
        "/api": apiTarget,
        "/tenant": apiTarget,
        "/logs": apiTarget,
        "/builds": apiTarget,
        "/media": apiTarget,
        "/consent": apiTarget,
        // The reference server's test payment provider (full-page navigation from checkout).
        "/psp": apiTarget,
      },
    },
    test: {
      // `--mode fixture` runs only the writer of the recorded-journey fixture (npm run fixture:journey).
      include:
        mode === "fixture"
          ? ["tests/recording/make-fixture.ts"]
          : ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
      // Several server processes need a database they can share: the scale-out test runs when the
      // server tests run on PostgreSQL (DATABASE_URL; CI sets it, scripts/ci-postgres.sh).
      exclude: [
        ...configDefaults.exclude,
        ...(process.env.DATABASE_URL ? [] : ["tests/server/scale-out.test.ts"]),
      ],
      globalSetup: ["tests/support/global-server.ts"],
      // A fixed key for the orders' tracking transaction ids (server/checkout/transaction-id.ts):
      // the recorded journey's order has the same id on every run.
      env: { TRACKING_TRANSACTION_KEY: "test-key-for-tracking-transaction-ids-0001" },
      testTimeout: 20_000,
      // Two workers on the 2-core machines (Vitest's default would be one): the suite's files share
      // one reference server and run in about 400 s instead of 500–590 s.
      maxWorkers: 2,
      hookTimeout: 60_000,
    },
  };
});
