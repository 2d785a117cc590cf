// Fails on an import that crosses a feature boundary. domain/app aggregates the features, so a feature
// importing it back would see every other feature; domain/core/scope gives a handler the whole state, so
// only the core and the app wiring may touch it (a feature reads state through its own access object).
import { importGraph } from "./graph.mjs";

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
    forbids: (target) => /^domain\/core\/scope(\/index)?\.tsx?$/.test(target),
  },
];

const graph = importGraph();
const offences = rules.map((rule) =>
  [...graph]
    .filter(([file]) => rule.applies(file))
    .flatMap(([file, imports]) =>
      imports
        .filter(({ target }) => rule.forbids(target))
        .map(({ target, line }) => `${file}:${line} imports ${target}`),
    ),
);

const total = offences.reduce((n, list) => n + list.length, 0);
if (total === 0) {
  console.log(`boundaries: none crossed in ${graph.size} files`);
} else {
  const files = new Set(offences.flat().map((offence) => offence.split(":")[0])).size;
  console.error(`boundaries: ${total} import(s) in ${files} file(s) cross a boundary`);
  for (const [i, list] of offences.entries()) {
    if (list.length === 0) continue;
    console.error(`\n${list.length} × ${rules[i].why}:`);
    for (const offence of list) console.error(`  ${offence}`);
  }
  process.exitCode = 1;
}
