import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Outcome } from "../../domain/core/log";
import { type ToyCommand, toyBus } from "./toy";

interface Model {
  total: number;
  commands: number;
  failures: number;
}
type Real = ReturnType<typeof toyBus>;

/** Each fc command dispatches one bus command and checks the outcome and state against the model. */
class Dispatch implements fc.AsyncCommand<Model, Real> {
  constructor(readonly command: ToyCommand) {}
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    const outcome: Outcome = await r.bus.dispatch(this.command);
    m.commands += 1;
    const c = this.command;
    switch (c._tag) {
      case "Add":
      case "AddViaPort":
        m.total += c.n;
        expect(outcome).toMatchObject({ ok: true, value: "added" });
        break;
      case "Fail":
        m.failures += 1;
        expect(outcome).toMatchObject({ ok: false, error: { _tag: "ToyError", message: c.reason } });
        break;
      case "Die":
        m.failures += 1;
        expect(outcome).toMatchObject({ ok: false, error: { _tag: "Defect", message: "boom" } });
        break;
      case "AddThenFail":
        // Events emitted before the failure stay: they happened and were logged.
        m.total += c.n;
        m.failures += 1;
        expect(outcome.ok).toBe(false);
        break;
    }
    expect(outcome.commandId).toBe(`c${m.commands}`);
    const state = r.store.getState();
    expect(state.total).toBe(m.total);
    expect(state.failures).toBe(m.failures);
  }
  toString() {
    return JSON.stringify(this.command);
  }
}

const commandArb = fc.oneof(
  fc.integer({ min: -100, max: 100 }).map((n) => new Dispatch({ _tag: "Add", n })),
  fc.integer({ min: -100, max: 100 }).map((n) => new Dispatch({ _tag: "AddViaPort", n })),
  fc.string({ maxLength: 10 }).map((reason) => new Dispatch({ _tag: "Fail", reason })),
  fc.constant(new Dispatch({ _tag: "Die" })),
  fc.integer({ min: 0, max: 9 }).map((n) => new Dispatch({ _tag: "AddThenFail", n })),
);

describe("command bus (model-based)", () => {
  it("[design §2] every command gets an id and an outcome; failures become events and the bus keeps running", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands([commandArb], { maxCommands: 60 }), async (cmds) => {
        const real = toyBus();
        await fc.asyncModelRun(() => ({ model: { total: 0, commands: 0, failures: 0 }, real }), cmds);
        // The log holds each command exactly once, followed by exactly one outcome, in order.
        const entries = real.log.entries();
        const commandIds = entries.filter((e) => e.kind === "command").map((e) => e.commandId);
        const outcomeIds = entries.filter((e) => e.kind === "outcome").map((e) => e.commandId);
        expect(outcomeIds).toEqual(commandIds);
        expect(new Set(commandIds).size).toBe(commandIds.length);
        const seqs = entries.map((e) => e.seq);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      }),
      { numRuns: 150 },
    );
  });
});
