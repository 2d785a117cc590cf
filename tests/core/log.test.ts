import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEventLog } from "../../domain/core/log";
import { createStore, fold } from "../../domain/core/store";
import { type ToyEvent, type ToyState, toyInitial, toyRecipe } from "./toy";

const event = fc.integer({ min: -5, max: 5 }).map((n): ToyEvent => ({ _tag: "Added", n, by: `c${n}` }));

/** Appends like the bus: a command entry, then each event after it was applied to the store. */
const run = (events: ToyEvent[], capacity: number, checkpointEvery: number | undefined) => {
  const store = createStore(toyRecipe, toyInitial);
  const log = createEventLog<ToyState, { _tag: "Cmd" }, ToyEvent>({
    recipe: toyRecipe,
    initial: toyInitial,
    capacity,
    ...(checkpointEvery ? { current: () => store.getState(), checkpointEvery } : {}),
  });
  for (const [i, e] of events.entries()) {
    if (i % 3 === 0) log.append({ kind: "command", at: i, commandId: `c${i}`, command: { _tag: "Cmd" } });
    store.apply(e);
    log.append({ kind: "event", at: i, commandId: `c${i}`, event: e });
  }
  return { store, log };
};

describe("bounded event log", () => {
  it("[design §6] the snapshot plus the retained events replay to the live state, with or without checkpoints", () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 400 }),
        fc.integer({ min: 4, max: 60 }),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
        (events, capacity, every) => {
          const { store, log } = run(events, capacity, every);
          const retained = log.entries().flatMap((e) => (e.kind === "event" ? [e.event] : []));
          expect(fold(toyRecipe, log.snapshot().state, retained)).toEqual(store.getState());
          expect(log.entries().length).toBeLessThanOrEqual(capacity);
          const first = log.entries()[0];
          if (first) expect(first.seq).toBe(log.snapshot().seq + 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
