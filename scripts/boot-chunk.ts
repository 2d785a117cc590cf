import type { Plugin } from "vite";

/** The shop's module: the page's entry imports it once the first paint is done (src/entry-client.ts). */
const SHOP_MODULE = /[\\/]src[\\/]main\.tsx$/;

/**
 * Everything the shop's module imports statically goes into one chunk, "boot". The bundler otherwise
 * cuts the modules it shares with lazy chunks into a dozen small shared chunks, each downloaded and
 * gzipped on its own (a few kB more than one file), though the start page needs all of them. The
 * plugin collects that import closure once the module graph is complete; the chunk group reads it
 * when chunks are formed, which comes after. The page's head preloads the chunk (and anything it
 * imports), so it downloads beside the stylesheet while the entry waits for the first paint.
 */
export const bootChunk = () => {
  const boot = new Set<string>();
  const plugin: Plugin = {
    name: "grocery-boot-chunk",
    apply: "build",
    buildEnd() {
      boot.clear();
      const queue = [...this.getModuleIds()].filter((id) => SHOP_MODULE.test(id));
      while (queue.length > 0) {
        const id = queue.pop() as string;
        // Vite's preload helper and the bundler's runtime serve the entry too: in the boot chunk,
        // the entry's import of them would evaluate the whole chunk before the first paint.
        if (boot.has(id) || id.startsWith("\0") || id.includes("vite/preload-helper")) continue;
        boot.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
      }
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === "chunk");
        const shop = chunks.find((c) => c.moduleIds.some((id) => SHOP_MODULE.test(id)));
        if (!shop) throw new Error("boot chunk: the shop's module (src/main.tsx) is in no chunk");
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
        return [...files].slice(entries).map((file) => ({
          tag: "link",
          // Low: the stylesheet and the page's images come first (the first paint needs them, and
          // not this code, which runs after it).
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}`, fetchpriority: "low" },
          injectTo: "head" as const,
        }));
      },
    },
  };
  // The set is the whole closure already: the group must not pull the helper back in with it.
  const group = { name: "boot", test: (id: string) => boot.has(id), includeDependenciesRecursively: false };
  return { plugin, group };
};
