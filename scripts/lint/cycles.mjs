// Fails on any import cycle in the project's code. Type-only and dynamic imports count: a cycle through
// them still ties the modules' meanings together, and a lazily imported module that imports its importer
// back is no separate chunk. madge finds the cycles in the graph of ./graph.mjs: its own parser reads the
// same imports about five times slower.
import "./typescript5.cjs";
import madge from "madge";
import { importGraph } from "./graph.mjs";

const graph = importGraph();
const tree = Object.fromEntries(
  [...graph].map(([file, imports]) => [file, [...new Set(imports.map(({ target }) => target))]]),
);
const cycles = (await madge(tree)).circular();

if (cycles.length === 0) {
  console.log(`cycles: none in ${graph.size} files`);
} else {
  console.error(
    `cycles: ${cycles.length} import cycle(s) in ${graph.size} files (each file imports the next):`,
  );
  for (const [i, cycle] of cycles.entries()) console.error(`  ${i + 1}) ${[...cycle, cycle[0]].join(" → ")}`);
  process.exitCode = 1;
}
