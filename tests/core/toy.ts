import { Context, Effect } from "effect";
import { createBus, type Handlers } from "../../domain/core/bus";
import { createEventLog } from "../../domain/core/log";
import { createPortRecorder, instrument } from "../../domain/core/ports";
import { Scope } from "../../domain/core/scope";
import { createStore, type Recipe } from "../../domain/core/store";

/** A toy domain for testing the bus itself: numbers are added, some commands fail or die. */
export type ToyCommand =
  | { readonly _tag: "Add"; readonly n: number }
  | { readonly _tag: "AddViaPort"; readonly n: number }
  | { readonly _tag: "Fail"; readonly reason: string }
  | { readonly _tag: "Die" }
  | { readonly _tag: "AddThenFail"; readonly n: number };
export type ToyEvent =
  | { readonly _tag: "Added"; readonly n: number; readonly by: string }
  | { readonly _tag: "Failed"; readonly commandId: string; readonly command: string };
export interface ToyState {
  readonly total: number;
  readonly applied: ReadonlyArray<string>;
  readonly failures: number;
}
export const toyInitial: ToyState = { total: 0, applied: [], failures: 0 };

export const toyRecipe: Recipe<ToyState, ToyEvent> = (d, e) => {
  switch (e._tag) {
    case "Added":
      d.total += e.n;
      d.applied.push(e.by);
      return;
    case "Failed":
      d.failures += 1;
      return;
  }
};

export class Gate extends Context.Tag("test/Gate")<
  Gate,
  { readonly pass: (n: number) => Effect.Effect<number> }
>() {}

class ToyError {
  readonly _tag = "ToyError";
  constructor(readonly message: string) {}
}

const emit = (e: ToyEvent) => Effect.flatMap(Scope, (s) => Effect.sync(() => s.emit(e)));
const added = (n: number) => Effect.flatMap(Scope, (s) => emit({ _tag: "Added", n, by: s.commandId }));

const toyHandlers: Handlers<ToyCommand, Gate> = {
  Add: (c) => Effect.as(added(c.n), "added"),
  AddViaPort: (c) =>
    Effect.gen(function* () {
      const n = yield* (yield* Gate).pass(c.n);
      yield* added(n);
      return "added";
    }),
  Fail: (c) => Effect.fail(new ToyError(c.reason)),
  Die: () => Effect.die(new Error("boom")),
  AddThenFail: (c) => Effect.zipRight(added(c.n), Effect.fail(new ToyError("after add"))),
};

/** gate: how the Gate port answers (immediately, or when a test's scheduler lets it). */
export const toyBus = (
  gate: (n: number) => Promise<number> = (n) => Promise.resolve(n),
  react?: (event: ToyEvent) => ReadonlyArray<ToyCommand>,
) => {
  const store = createStore(toyRecipe, toyInitial);
  let t = 0;
  const now = () => ++t;
  const log = createEventLog<ToyState, ToyCommand, ToyEvent>({
    recipe: toyRecipe,
    initial: toyInitial,
    capacity: 100_000,
  });
  const recorder = createPortRecorder(log as never, now);
  const gatePort = instrument("gate", { pass: (n: number) => Effect.promise(() => gate(n)) }, recorder, now);
  const runtime = Effect.runSync(Effect.runtime<Gate>().pipe(Effect.provideService(Gate, gatePort)));
  let id = 0;
  const bus = createBus<ToyState, ToyCommand, ToyEvent, Gate>({
    store,
    log,
    recorder,
    runtime,
    handlers: toyHandlers,
    failed: ({ commandId, command }) => ({ _tag: "Failed", commandId, command: command._tag }),
    nextId: () => `c${++id}`,
    now,
    ...(react ? { react } : {}),
  });
  return { bus, store, log };
};
