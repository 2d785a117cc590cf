import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, then the system's (Debian's chromium
 * package), then Playwright's own download. Returns null when there is none.
 */
export const findChromium = () => {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  for (const c of candidates) if (c && existsSync(c)) return c;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      const found = execFileSync("which", [name], { encoding: "utf8" }).trim();
      if (found) return found;
    } catch {
      // not on PATH
    }
  }
  return null;
};

/** Playwright's own browser, when `npx playwright install chromium` was run on this machine. */
export const playwrightChromium = async () => {
  try {
    const { chromium } = await import("@playwright/test");
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : null;
  } catch {
    return null;
  }
};
