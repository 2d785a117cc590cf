// Fails on an import that crosses a feature boundary. domain/app aggregates the features, so a feature
// importing it back would see every other feature; domain/core/scope gives a handler the whole state, so
// only the core and the app wiring may touch it (a feature reads state through its own access object).
// Reads the imports with TypeScript's scanner (type-only and dynamic imports count), not a full parse.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join, relative, resolve } from "node:path";

const ts = createRequire(import.meta.url)("typescript-5");

const root = resolve(new URL("../..", import.meta.url).pathname);
const folders = ["domain", "src", "adapters", "devtools", "server", "tests", "e2e", "bench", "scripts"];
const extensions = new Set([".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs"]);

const rules = [
  {
    why: "a feature imports domain/app (the aggregate of every feature); take what it needs from its own module or another feature's declared inputs",
    applies: (file) => /^domain\/(?!app\/|core\/)[^/]+\//.test(file),
    forbids: (target) => target.startsWith("domain/app/"),
  },
  {
    why: "domain/core/scope (the whole state) is imported outside domain/core and domain/app; read state through the feature's access object",
    // tests/core builds a toy app on the bus, as domain/app does, to test the core itself.
    applies: (file) => !/^(domain\/core|domain\/app|tests\/core)\//.test(file),
    forbids: (target) => /^domain\/core\/scope(\/index)?$/.test(target),
  },
];

const sourceFiles = function* (folder) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") yield* sourceFiles(path);
    } else if (extensions.has(extname(entry.name))) yield path;
  }
};

/** A relative specifier as a root-relative path without its extension (`domain/app/state`). */
const targetOf = (file, specifier) =>
  relative(root, resolve(root, dirname(file), specifier)).replace(/\.(d\.)?[cm]?[jt]sx?$/, "");

const lineOf = (text, pos) => text.slice(0, pos).split("\n").length;

const offences = rules.map(() => []);
let scanned = 0;
for (const folder of folders)
  for (const file of sourceFiles(folder)) {
    scanned++;
    const applicable = rules.filter((rule) => rule.applies(file));
    if (applicable.length === 0) continue;
    const text = readFileSync(join(root, file), "utf8");
    for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = targetOf(file, fileName);
      for (const rule of applicable)
        if (rule.forbids(target))
          offences[rules.indexOf(rule)].push(`${file}:${lineOf(text, pos)} imports ${target}`);
    }
  }

const total = offences.reduce((n, list) => n + list.length, 0);
if (total === 0) {
  console.log(`boundaries: none crossed in ${scanned} files`);
} else {
  console.error(`boundaries: ${total} import(s) cross a boundary in ${scanned} files`);
  for (const [i, list] of offences.entries()) {
    if (list.length === 0) continue;
    console.error(`\n${list.length} × ${rules[i].why}:`);
    for (const line of list) console.error(`  ${line}`);
  }
  process.exitCode = 1;
}
