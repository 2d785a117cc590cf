// The project's import graph for the lint checks: every import of every source file (type-only and
// dynamic ones too), resolved as the compiler resolves it (tsconfig.json). TypeScript's import scanner
// reads a file several times faster than a full parse, which keeps `npm run lint` quick.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { extname, join, relative, resolve } from "node:path";

const ts = createRequire(import.meta.url)("typescript-5");

const root = resolve(new URL("../..", import.meta.url).pathname);
const folders = ["domain", "src", "adapters", "devtools", "server", "tests", "e2e", "bench", "scripts"];
const extensions = new Set([".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs"]);

const sourceFiles = function* (folder) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") yield* sourceFiles(path);
    } else if (extensions.has(extname(entry.name))) yield path;
  }
};

const compilerOptions = () => {
  const { config } = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  // The scripts are JavaScript: their imports resolve too.
  return { ...options, allowJs: true };
};

// The scanner skips `export * as name from "…"`; a pattern finds those.
const namespaceReExport = /\bexport\s*\*\s*as\s+[\w$]+\s+from\s*(["'])([^"']+)\1/g;

const specifiers = (text) => [
  ...ts.preProcessFile(text, true, true).importedFiles,
  ...[...text.matchAll(namespaceReExport)].map((m) => ({ fileName: m[2], pos: m.index })),
];

/** A JavaScript module with hand-written types resolves to its .d.mts; the graph wants the module. */
const implementationOf = (target) => {
  const js = target.replace(/\.d\.([mc]?)ts$/, ".$1js");
  return js !== target && existsSync(join(root, js)) ? js : target;
};

/**
 * Root-relative path of each source file → the project files it imports (root-relative, with the
 * line of the import). Packages are left out.
 */
export const importGraph = () => {
  const options = compilerOptions();
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const graph = new Map();
  for (const folder of folders)
    for (const file of sourceFiles(folder)) {
      const text = readFileSync(join(root, file), "utf8");
      const imports = [];
      for (const { fileName, pos } of specifiers(text)) {
        const { resolvedModule } = ts.resolveModuleName(fileName, join(root, file), options, ts.sys, cache);
        if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
        const target = implementationOf(relative(root, resolvedModule.resolvedFileName));
        if (target.startsWith("..") || target.includes("node_modules")) continue;
        imports.push({ target, line: text.slice(0, pos).split("\n").length });
      }
      graph.set(file, imports);
    }
  return graph;
};
