import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

const files = (dir: string): string[] => {
  const out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.(ts|tsx)$/.test(e)) out.push(p);
  }
  return out;
};

/** Browser and time APIs only adapters may touch (DESIGN.md "The one flow", step 3). */
const FORBIDDEN: ReadonlyArray<[RegExp, string]> = [
  [/\bfetch\s*\(/, "fetch"],
  [/document\.cookie/, "document.cookie"],
  [/\blocalStorage\b/, "localStorage"],
  [/\bsessionStorage\b/, "sessionStorage"],
  [/\bDate\.now\s*\(/, "Date.now"],
  [/\bnew Date\(\s*\)/, "new Date()"],
  [/\bhistory\.(push|replace)State\b/, "history.pushState"],
  [/\bnavigator\.onLine\b/, "navigator.onLine"],
  [/\bXMLHttpRequest\b/, "XMLHttpRequest"],
  [/\bindexedDB\b/, "indexedDB"],
];

const strip = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

describe("architecture boundaries", () => {
  it("[design] only adapters/ touch fetch, cookies, storage, history, online status and the clock", () => {
    const offenders: string[] = [];
    for (const folder of ["domain", "src", "devtools"]) {
      for (const file of files(join(root, folder))) {
        const code = strip(readFileSync(file, "utf8"));
        for (const [re, name] of FORBIDDEN)
          if (re.test(code)) offenders.push(`${relative(root, file)}: ${name}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("[design] domain/ imports nothing from the outer folders", () => {
    const offenders = files(join(root, "domain")).filter((f) =>
      /from\s+["'](\.\.\/)+(src|adapters|devtools|server|tests|e2e)\//.test(readFileSync(f, "utf8")),
    );
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it("the check itself finds a forbidden call", () => {
    const code = strip("const a = 1; // fetch(x)\nconst t = Date.now();");
    expect(FORBIDDEN.some(([re]) => re.test(code))).toBe(true);
    expect(FORBIDDEN.some(([re]) => re.test(strip("// fetch(x) in a comment")))).toBe(false);
  });
});
