import type { AppEvent } from "../app/events";
import { appRecipe } from "../app/reducer";
import type { AppState } from "../app/state";
import { reduce } from "../core/store";
import { canonical } from "./canonical";
import type { RecordedEntry } from "./format";

/** One event the app emits to an outside system (a dataLayer push, a search-insights event). */
export interface EmittedEvent {
  readonly name: string;
  readonly payload: unknown;
}
type Validation = { readonly ok: true } | { readonly ok: false; readonly errors: ReadonlyArray<string> };
export type Channel = "tracking" | "insights";

/**
 * A projection: a pure function of an event and the states around it (DESIGN.md "The one flow",
 * step 7). domain/tracking registers the ecommerce dataLayer and search-insights projections; the
 * devtools show whatever is registered.
 */
export interface Projection<S = AppState, E = AppEvent> {
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

export interface ProjectedRow {
  readonly seq: number;
  readonly at: number;
  readonly commandId: string;
  readonly source: string;
  readonly projection: string;
  readonly channel: Channel;
  readonly name: string;
  readonly payload: unknown;
  readonly validation: Validation;
}

/** Runs projections over recorded entries, event by event with the states around each. */
export const projectEntries = (
  base: AppState,
  entries: ReadonlyArray<RecordedEntry>,
  list: ReadonlyArray<Projection>,
): ProjectedRow[] => {
  const rows: ProjectedRow[] = [];
  if (list.length === 0) return rows;
  let state = base;
  for (const e of entries) {
    if (e.kind === "load") {
      state = e.state;
      continue;
    }
    if (e.kind !== "event") continue;
    const before = state;
    state = reduce(appRecipe, state, e.event);
    for (const p of list) {
      let emitted: ReadonlyArray<EmittedEvent>;
      try {
        emitted = p.project(e.event, before, state);
      } catch (thrown) {
        emitted = [{ name: "projection-error", payload: { message: String(thrown) } }];
      }
      for (const x of emitted)
        rows.push({
          seq: e.seq,
          at: e.at,
          commandId: e.commandId,
          source: e.event._tag,
          projection: p.name,
          channel: p.channel,
          name: x.name,
          payload: x.payload,
          validation: safeValidate(p, x),
        });
    }
  }
  return rows;
};

const safeValidate = (p: Projection, x: EmittedEvent): Validation => {
  try {
    return p.validate(x);
  } catch (thrown) {
    return { ok: false, errors: [`validator threw: ${String(thrown)}`] };
  }
};

export const rowsToJson = (rows: ReadonlyArray<ProjectedRow>): string => JSON.stringify(rows, null, 2);

const csvCell = (v: string): string => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** One line per emitted event; the payload as canonical JSON in one column. */
export const rowsToCsv = (rows: ReadonlyArray<ProjectedRow>): string => {
  const header = [
    "seq",
    "at",
    "commandId",
    "source",
    "projection",
    "channel",
    "name",
    "valid",
    "errors",
    "payload",
  ];
  const lines = [header.join(",")];
  for (const r of rows)
    lines.push(
      [
        String(r.seq),
        String(r.at),
        r.commandId,
        r.source,
        r.projection,
        r.channel,
        r.name,
        r.validation.ok ? "true" : "false",
        r.validation.ok ? "" : r.validation.errors.join("; "),
        canonical(r.payload),
      ]
        .map(csvCell)
        .join(","),
    );
  return `${lines.join("\n")}\n`;
};
