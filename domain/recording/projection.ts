/*
 * The registry of projections: pure functions from an event and the states around it to the events
 * the app emits to outside systems. Features register theirs (domain/tracking); the devtools and
 * the recording's projection (domain/app/recording/projections) read the registry.
 */

/** One event the app emits to an outside system (a dataLayer push, a search-insights event). */
export interface EmittedEvent {
  readonly name: string;
  readonly payload: unknown;
}
export type Validation =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: ReadonlyArray<string> };
export type Channel = "tracking" | "insights";

/**
 * A projection: a pure function of an event and the states around it (DESIGN.md "The one flow",
 * step 7). domain/tracking registers the ecommerce dataLayer and search-insights projections; the
 * devtools show whatever is registered.
 */
export interface Projection<S = unknown, E = unknown> {
  readonly name: string;
  readonly channel: Channel;
  project(event: E, before: S, after: S): ReadonlyArray<EmittedEvent>;
  /** Checks an emitted event against its expected shape. */
  validate(emitted: EmittedEvent): Validation;
}

const registry = new Map<string, Projection>();
const listeners = new Set<() => void>();
let version = 0;

/** Registers a projection (replacing one of the same name); returns the way to remove it. */
export const registerProjection = (projection: Projection): (() => void) => {
  registry.set(projection.name, projection);
  version += 1;
  for (const l of listeners) l();
  return () => {
    if (registry.get(projection.name) === projection) {
      registry.delete(projection.name);
      version += 1;
      for (const l of listeners) l();
    }
  };
};
export const projections = (channel?: Channel): ReadonlyArray<Projection> =>
  [...registry.values()].filter((p) => channel === undefined || p.channel === channel);
export const projectionsVersion = () => version;
export const subscribeProjections = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
