// Fails on any import cycle in the project's code. Type-only and dynamic imports count: a cycle through
// them still ties the modules' meanings together, and a lazily imported module that imports its importer
// back is no separate chunk.
import "./typescript5.cjs";
import madge from "madge";

const root = new URL("../..", import.meta.url).pathname;
const folders = ["domain", "src", "adapters", "devtools", "server", "tests", "e2e", "bench", "scripts"];

const graph = await madge(folders, {
  baseDir: root,
  fileExtensions: ["ts", "tsx", "mjs", "cjs", "js"],
  tsConfig: `${root}tsconfig.json`,
});
const cycles = graph.circular();
const files = Object.keys(graph.obj()).length;

if (cycles.length === 0) {
  console.log(`cycles: none in ${files} files`);
} else {
  console.error(`cycles: ${cycles.length} import cycle(s) in ${files} files (each file imports the next):`);
  for (const [i, cycle] of cycles.entries()) console.error(`  ${i + 1}) ${[...cycle, cycle[0]].join(" → ")}`);
  process.exitCode = 1;
}
