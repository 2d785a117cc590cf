import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Outcome } from "../../domain/core/log";
import { type ToyCommand, toyBus } from "./toy";

const command = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map((n): ToyCommand => ({ _tag: "AddViaPort", n })),
  fc.integer({ min: 1, max: 50 }).map((n): ToyCommand => ({ _tag: "Add", n })),
  fc.constant<ToyCommand>({ _tag: "Fail", reason: "no" }),
);

describe("command bus under concurrent dispatch", () => {
  it("[design §2] concurrent dispatches run one at a time in arrival order, none lost, none twice", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(command, { minLength: 1, maxLength: 25 }),
        async (s, commands) => {
          // Port answers resolve whenever the scheduler decides: handlers would interleave if the bus let them.
          const { bus, store, log } = toyBus((n) => s.schedule(Promise.resolve(n), `gate ${n}`));
          const arrival: number[] = [];
          const results: Array<Promise<Outcome>> = [];
          // Dispatches themselves arrive in a scheduler-chosen order.
          for (const [i, c] of commands.entries()) {
            s.scheduleFunction(async () => {
              arrival.push(i);
              results.push(bus.dispatch(c));
            })();
          }
          let settled = 0;
          const all = new Promise<void>((resolve) => {
            const check = () => (settled === commands.length ? resolve() : undefined);
            const watch = setInterval(() => {
              if (results.length === commands.length) {
                clearInterval(watch);
                for (const r of results)
                  void r.then(() => {
                    settled += 1;
                    check();
                  });
              }
            }, 0);
          });
          // Let the scheduler release tasks until every dispatch has its outcome; the runtime may
          // schedule the next handler a macrotask later, so yield between rounds.
          for (let round = 0; settled < commands.length && round < 10_000; round++) {
            await s.waitAll();
            await new Promise((r) => setTimeout(r, 0));
          }
          await all;
          const outcomes = await Promise.all(results);

          // None lost, none twice: one outcome per dispatch, ids c1..cN in arrival order.
          expect(outcomes.map((o) => o.commandId)).toEqual(outcomes.map((_, k) => `c${k + 1}`));
          // One at a time: every entry of command k comes before any entry of command k+1.
          const order = log.entries().map((e) => Number(e.commandId.slice(1)));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          // Effects applied in arrival order.
          const expectedApplied = arrival
            .map((i, k) => ({ c: commands[i] as ToyCommand, id: `c${k + 1}` }))
            .filter((x) => x.c._tag !== "Fail")
            .map((x) => x.id);
          expect(store.getState().applied).toEqual(expectedApplied);
          const total = commands.reduce((t, c) => t + ("n" in c ? c.n : 0), 0);
          expect(store.getState().total).toBe(total);
        },
      ),
      { numRuns: 100 },
    );
  });
});
