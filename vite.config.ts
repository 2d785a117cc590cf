/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildInfo } from "./scripts/build-info";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react(), buildInfo()],
  build: {
    outDir: "dist",
    sourcemap: true,
    target: "es2022",
    // The shop, and the standalone recording viewer (devtools/viewer.html).
    rollupOptions: { input: { main: "index.html", viewer: "devtools/viewer.html" } },
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
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    globalSetup: ["tests/support/global-server.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
