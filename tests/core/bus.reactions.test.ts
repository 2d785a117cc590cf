import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LogEntry } from "../../domain/core/log";
import { type ToyCommand, type ToyEvent, toyBus } from "./toy";

/** Adding more than 10 causes adding 1 (a reaction); adding exactly 1 causes nothing (no loop). */
const react = (e: ToyEvent): ReadonlyArray<ToyCommand> =>
  e._tag === "Added" && e.n > 10 ? [{ _tag: "Add", n: 1 }] : [];

const commandsOf = (entries: ReadonlyArray<LogEntry<ToyCommand, ToyEvent>>) =>
  entries.flatMap((e) =>
    e.kind === "command" ? [{ id: e.commandId, tag: e.command._tag, cause: e.cause }] : [],
  );

describe("reactions: when an event happens, the bus dispatches a command", () => {
  it("[design: features and reactions] a caused command runs after its cause, before what was queued after it, and the log names its cause", async () => {
    const { bus, log, store } = toyBus(undefined, react);
    const first = bus.dispatch({ _tag: "AddViaPort", n: 20 });
    const second = bus.dispatch({ _tag: "Add", n: 100 });
    await Promise.all([first, second]);
    const commands = commandsOf(log.entries());
    const added = log.entries().find((e) => e.kind === "event" && e.commandId === "c1");
    expect(commands).toEqual([
      { id: "c1", tag: "AddViaPort", cause: undefined },
      { id: "c2", tag: "Add", cause: { commandId: "c1", seq: added?.seq, event: "Added" } },
      { id: "c3", tag: "Add", cause: undefined },
      { id: "c4", tag: "Add", cause: { commandId: "c3", seq: expect.any(Number), event: "Added" } },
    ]);
    expect(store.getState().total).toBe(122);
  });

  it("[design: features and reactions] dispatch settles with the command's own outcome once the commands it caused have run", async () => {
    const { bus, store } = toyBus(undefined, react);
    const outcome = await bus.dispatch({ _tag: "AddViaPort", n: 20 });
    expect(outcome).toMatchObject({ ok: true, commandId: "c1", value: "added" });
    expect(store.getState().total).toBe(21);
    expect(bus.pending()).toBe(0);
  });

  it("[design: features and reactions] a failed command's events still cause their reactions", async () => {
    const { bus, store } = toyBus(undefined, react);
    const outcome = await bus.dispatch({ _tag: "AddThenFail", n: 50 });
    expect(outcome.ok).toBe(false);
    expect(store.getState().total).toBe(51);
  });

  it("[design: features and reactions] a pause taken while a chain runs holds only what came after the chain", async () => {
    const { bus, store } = toyBus(undefined, react);
    void bus.dispatch({ _tag: "AddViaPort", n: 20 });
    const paused = bus.pause();
    const later = bus.dispatch({ _tag: "Add", n: 5 });
    await paused;
    expect(store.getState().total).toBe(21);
    bus.resume();
    await later;
    expect(store.getState().total).toBe(26);
  });
});

describe("reactions under random concurrent dispatch", () => {
  const command = fc.oneof(
    fc.integer({ min: 1, max: 30 }).map((n): ToyCommand => ({ _tag: "AddViaPort", n })),
    fc.integer({ min: 1, max: 30 }).map((n): ToyCommand => ({ _tag: "Add", n })),
    fc.constant<ToyCommand>({ _tag: "Fail", reason: "no" }),
  );

  it("[design: features and reactions] every chain runs whole before the next dispatched command, and the state is the fold of the logged events", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(command, { minLength: 1, maxLength: 20 }),
        async (s, commands) => {
          const { bus, log, store } = toyBus((n) => s.schedule(Promise.resolve(n), `gate ${n}`), react);
          const results = commands.map((c) => bus.dispatch(c));
          await s.waitFor(Promise.all(results));
          const entries = log.entries();
          const roots = commandsOf(entries).filter((c) => c.cause === undefined);
          expect(roots.map((c) => c.tag)).toEqual(commands.map((c) => c._tag));
          // A caused command comes right after the command whose event caused it (or after a sibling).
          const order = commandsOf(entries);
          for (const [i, c] of order.entries())
            if (c.cause)
              expect([order[i - 1]?.id, order[i - 1]?.cause?.commandId]).toContain(c.cause.commandId);
          const expected = commands.reduce((t, c) => t + ("n" in c ? c.n + (c.n > 10 ? 1 : 0) : 0), 0);
          expect(store.getState().total).toBe(expected);
          const folded = entries.reduce(
            (t, e) => t + (e.kind === "event" && e.event._tag === "Added" ? e.event.n : 0),
            0,
          );
          expect(folded).toBe(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
