import { reduce } from "../../core/store";
import { canonical } from "../../recording/canonical";
import type { Channel, EmittedEvent, Projection, Validation } from "../../recording/projection";
import { appRecipe } from "../reducer";
import type { AppState } from "../state";
import type { RecordedEntry } from "./format";

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
