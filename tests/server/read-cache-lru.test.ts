import { describe, expect, it } from "vitest";
import { Lru } from "../../server/read-cache/lru";

const entry = (bytes: number) => ({ bytes });

describe("[issue 18] the read cache's bound", () => {
  it("[issue 18] over its bytes it drops the least recently used answers, never more than needed", () => {
    const lru = new Lru<{ bytes: number }>(100);
    lru.set("a", entry(40));
    lru.set("b", entry(40));
    // Reading a makes b the least recently used.
    expect(lru.get("a")).toEqual(entry(40));
    lru.set("c", entry(40));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.bytes).toBe(80);
    expect(lru.size).toBe(2);
  });

  it("[issue 18] an answer larger than the whole cache is not kept and pushes nothing out", () => {
    const lru = new Lru<{ bytes: number }>(100);
    lru.set("a", entry(60));
    lru.set("huge", entry(101));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.bytes).toBe(60);
  });

  it("[issue 18] replacing an answer counts only the new one", () => {
    const lru = new Lru<{ bytes: number }>(100);
    lru.set("a", entry(60));
    lru.set("a", entry(30));
    expect(lru.bytes).toBe(30);
    expect(lru.size).toBe(1);
  });
});
