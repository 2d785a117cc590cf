import type { Plugin } from "vite";

/**
 * Everything the shop's entry imports statically goes into one chunk. The bundler otherwise cuts
 * the modules the entry shares with lazy chunks into a dozen small shared chunks, each downloaded
 * and gzipped on its own (a few kB more than one file), though the start page needs all of them.
 * The plugin collects the entry's static import closure once the module graph is complete; the
 * chunk group reads it when chunks are formed, which comes after.
 */
export const bootChunk = () => {
  const boot = new Set<string>();
  const plugin: Plugin = {
    name: "grocery-boot-chunk",
    apply: "build",
    buildEnd() {
      boot.clear();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (boot.has(id)) continue;
        boot.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
      }
    },
  };
  const group = { name: "boot", test: (id: string) => boot.has(id) };
  return { plugin, group };
};
