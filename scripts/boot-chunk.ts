import type { Plugin } from "vite";
import { BOOT_CHUNKS_ID, type BootChunks } from "../src/app/bootChunks";

/** The shop's module: the page's entry imports it once the first paint is done (src/entry-client.ts). */
const SHOP_MODULE = /[\\/]src[\\/]main\.tsx$/;

/**
 * The libraries of the boot closure, each in a chunk of its own, in the order the entry evaluates
 * them: one task each rather than one long task for all of the shop's code (issue 17: Total
 * Blocking Time on a slow phone). Neither imports the other.
 */
const LIBRARIES = [
  { name: "react", test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
  { name: "effect", test: /[\\/]node_modules[\\/]effect[\\/]/ },
] as const;

/**
 * The boot closure's domain (its models, reducers and rules, with the libraries only they use),
 * evaluated as the third step: building its schemas made the shop chunk's evaluation one of the
 * longest tasks of the start. The domain imports nothing of the app's (the boundaries check), so
 * its chunk imports only the libraries' chunks, evaluated before it.
 */
const DOMAIN = /[\\/]domain[\\/]/;

/**
 * Everything the shop's module imports statically goes into the boot chunks: the libraries' and
 * "boot". The bundler otherwise cuts the modules it shares with lazy chunks into a dozen small
 * shared chunks, each downloaded and gzipped on its own (a few kB more than one file), though the
 * start page needs all of them. The plugin collects that import closure once the module graph is
 * complete; the chunk groups read it when chunks are formed, which comes after. The page names
 * the chunks in a JSON block (`#boot-chunks`), not in preload links: the entry asks for them once
 * the server's HTML is painted, so they never share the slow network with the stylesheet and the
 * page's images (issue 17: FCP, LCP), and evaluates the libraries' chunks in the order given.
 */
export const bootChunk = () => {
  const boot = new Set<string>();
  const domain = new Set<string>();
  /** The chunks the entry evaluates one task each, in this order, before the shop's own. */
  const steps = [
    ...LIBRARIES.map(({ name, test }) => ({ name, test: (id: string) => boot.has(id) && test.test(id) })),
    { name: "domain", test: (id: string) => domain.has(id) },
  ];
  const plugin: Plugin = {
    name: "grocery-boot-chunk",
    apply: "build",
    buildEnd() {
      const closure = (roots: ReadonlyArray<string>, without: ReadonlySet<string>) => {
        const found = new Set<string>();
        const queue = [...roots];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (found.has(id) || without.has(id)) continue;
          found.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
        }
        return found;
      };
      const ids = [...this.getModuleIds()];
      // What the entry imports itself (Vite's preload helper, the scheduling helpers) stays in the
      // entry's chunk: in a boot chunk, the entry's import of it would evaluate that whole chunk
      // before the first paint.
      const entry = closure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        new Set(),
      );
      boot.clear();
      for (const id of closure(
        ids.filter((id) => SHOP_MODULE.test(id)),
        entry,
      ))
        boot.add(id);
      const library = (id: string) => LIBRARIES.some(({ test }) => test.test(id));
      domain.clear();
      for (const id of closure(
        [...boot].filter((id) => DOMAIN.test(id)),
        new Set([...entry, ...[...boot].filter(library)]),
      ))
        domain.add(id);
      for (const id of domain)
        if (!DOMAIN.test(id) && !/[\\/]node_modules[\\/]/.test(id))
          throw new Error(`boot chunk: the domain imports ${id}, which is not the domain's nor a library`);
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === "chunk");
        const shop = chunks.find((c) => c.moduleIds.some((id) => SHOP_MODULE.test(id)));
        if (!shop) throw new Error("boot chunk: the shop's module (src/main.tsx) is in no chunk");
        const stepFiles = steps.map(({ name }) => {
          const chunk = chunks.find((c) => c.name === name && shop.imports.includes(c.fileName));
          if (!chunk) throw new Error(`boot chunk: no "${name}" chunk among the shop chunk's imports`);
          return chunk.fileName;
        });
        // The entry is the page's script already; a chunk importing it back needs no preload of it.
        const files = new Set<string>(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const entries = files.size;
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          for (const next of chunk?.imports ?? []) add(next);
        };
        add(shop.fileName);
        const boot: BootChunks = {
          steps: stepFiles.map((file) => `/${file}`),
          preload: [...files].slice(entries).map((file) => `/${file}`),
        };
        return [
          {
            tag: "script",
            attrs: { type: "application/json", id: BOOT_CHUNKS_ID },
            children: JSON.stringify(boot),
            injectTo: "head" as const,
          },
        ];
      },
    },
  };
  // The sets are whole closures already: a group must not pull the helper back in with it. A step
  // earlier in the order takes its modules first.
  const groups = [
    ...steps.map(({ name, test }, i) => ({
      name,
      test,
      priority: steps.length + 1 - i,
      includeDependenciesRecursively: false,
    })),
    { name: "boot", test: (id: string) => boot.has(id), priority: 1, includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
};
