import { describe, expect, it } from "vitest";
import { bufferApplied } from "../../adapters/tracking/buffer";
import { createStore } from "../../domain/core/store";
import { type ToyEvent, toyInitial, toyRecipe } from "../core/toy";

const added = (by: string): ToyEvent => ({ _tag: "Added", n: 1, by });

describe("the tracking adapters take over the start-up's buffered events", () => {
  it("[issue 17] handed over in slices, the buffered events and those applied meanwhile reach the adapters once each, in their order", async () => {
    const store = createStore(toyRecipe, toyInitial);
    const feed = bufferApplied(store as never);
    for (let i = 0; i < 5; i++) store.apply(added(`start-${i}`));
    const seen: string[] = [];
    let yields = 0;
    let wake: () => void = () => {};
    feed.drain(
      (applied) => seen.push((applied.event as unknown as ToyEvent & { by: string }).by),
      () => {
        yields += 1;
        // Every other event hands the thread back; an event is applied while the adapters wait.
        if (yields % 2 === 1) return undefined;
        return new Promise<void>((resolve) => {
          wake = resolve;
        });
      },
    );
    expect(seen).toEqual(["start-0", "start-1"]);
    store.apply(added("meanwhile"));
    expect(seen).toEqual(["start-0", "start-1"]);
    for (let round = 0; round < 5; round++) {
      wake();
      await new Promise((r) => setTimeout(r, 0));
    }
    store.apply(added("after"));
    expect(seen).toEqual(["start-0", "start-1", "start-2", "start-3", "start-4", "meanwhile", "after"]);
  });
});
