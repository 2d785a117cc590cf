import { type ComponentType, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyChunk, loadChunks, UsedChunks } from "../../src/app/chunks";

const Greeting = () => <p>Frische Milch</p>;
const module = async () => ({ default: Greeting });

const inBoundary = (Component: ComponentType) => (
  <Suspense fallback={<i>lädt</i>}>
    <Component />
  </Suspense>
);

describe("lazy chunks the browser loads before it hydrates (issue 17)", () => {
  it("[issue 17] a chunk loaded ahead renders at its first render, where React.lazy would show its fallback", async () => {
    const NotLoaded = lazyChunk("test:not-loaded", module);
    expect(renderToString(inBoundary(NotLoaded))).toContain("lädt");
    const Loaded = lazyChunk("test:loaded", module);
    await loadChunks(["test:loaded"]);
    const html = renderToString(inBoundary(Loaded));
    expect(html).toContain("Frische Milch");
    expect(html).not.toContain("lädt");
  });

  it("[issue 17] a chunk named inside another chunk is loaded once the outer one has defined it", async () => {
    let Inner: ComponentType | undefined;
    lazyChunk("test:outer", async () => {
      Inner ??= lazyChunk("test:inner", module);
      return { default: Greeting };
    });
    await loadChunks(["test:inner", "test:outer"]);
    if (Inner === undefined) throw new Error("the outer chunk defines the inner one");
    expect(renderToString(inBoundary(Inner))).toContain("Frische Milch");
  });

  it("[issue 17] a render collects the names of the chunks it used, only those", () => {
    const Used = lazyChunk("test:used", module);
    lazyChunk("test:unused", module);
    const used = new Set<string>();
    renderToString(<UsedChunks.Provider value={used}>{inBoundary(Used)}</UsedChunks.Provider>);
    expect([...used]).toEqual(["test:used"]);
  });

  it("[issue 17] a chunk that fails to load is left to its boundary and can be loaded again", async () => {
    let attempts = 0;
    const Flaky = lazyChunk("test:flaky", async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return { default: Greeting };
    });
    await expect(loadChunks(["test:flaky", "test:unknown"])).resolves.toBeUndefined();
    await loadChunks(["test:flaky"]);
    expect(attempts).toBe(2);
    expect(renderToString(inBoundary(Flaky))).toContain("Frische Milch");
  });
});
