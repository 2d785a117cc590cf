/**
 * The server run as the page carries it (issue 17). A port answer is often carried whole by an
 * event of the same command (the tenant config's answer by TenantConfigLoaded: 60 kB, on every
 * page): the page sends it once, the port entry naming the event and field that hold it, and the
 * browser puts it back before anything reads the run. Nothing else changes: the run read back is
 * the run the server logged.
 */

/** Smaller answers are sent as they are: naming the event would save next to nothing. */
const MIN_SHARED_CHARS = 512;

interface WireEntry {
  readonly kind: string;
  readonly seq?: number;
  readonly commandId?: string;
  readonly event?: Readonly<Record<string, unknown>>;
  readonly result?: { readonly ok: boolean; readonly value?: unknown };
}

interface SameAs {
  readonly $sameAs: { readonly seq: number; readonly field: string };
}

const isSameAs = (value: unknown): value is SameAs => {
  const ref = (value as { $sameAs?: { seq?: unknown; field?: unknown } } | null)?.$sameAs;
  return typeof ref?.seq === "number" && typeof ref.field === "string";
};

/** The run for the page: answers an event of their command carries become references to it. */
export const packServerRun = <E>(run: ReadonlyArray<E>): ReadonlyArray<E> => {
  const entries = run as ReadonlyArray<E & WireEntry>;
  const carried = new Map<
    string,
    Array<{ readonly seq: number; readonly field: string; readonly json: string }>
  >();
  for (const e of entries) {
    if (e.kind !== "event" || e.event === undefined || e.seq === undefined || e.commandId === undefined)
      continue;
    for (const [field, value] of Object.entries(e.event)) {
      if (field === "_tag" || value === null || typeof value !== "object") continue;
      const json = JSON.stringify(value);
      if (json.length < MIN_SHARED_CHARS) continue;
      const list = carried.get(e.commandId) ?? [];
      list.push({ seq: e.seq, field, json });
      carried.set(e.commandId, list);
    }
  }
  return entries.map((e) => {
    if (e.kind !== "port" || e.result?.ok !== true || e.commandId === undefined) return e;
    const candidates = carried.get(e.commandId);
    if (candidates === undefined) return e;
    const json = JSON.stringify(e.result.value);
    const same = candidates.find((c) => c.json === json);
    if (same === undefined) return e;
    const value: SameAs = { $sameAs: { seq: same.seq, field: same.field } };
    return { ...e, result: { ...e.result, value } };
  });
};

/**
 * The run as the server logged it; null when a reference names no event field of its command
 * (a page that is not what the server wrote: the browser then starts on its own).
 */
export const unpackServerRun = <E>(run: ReadonlyArray<E>): ReadonlyArray<E> | null => {
  const entries = run as ReadonlyArray<E & WireEntry>;
  const events = new Map<number, E & WireEntry>();
  for (const e of entries) if (e.kind === "event" && e.seq !== undefined) events.set(e.seq, e);
  const out: E[] = [];
  for (const e of entries) {
    const value = e.kind === "port" && e.result?.ok === true ? e.result.value : undefined;
    if (!isSameAs(value)) {
      out.push(e);
      continue;
    }
    const holder = events.get(value.$sameAs.seq);
    const field = value.$sameAs.field;
    if (holder === undefined || holder.commandId !== e.commandId || holder.event === undefined) return null;
    if (!Object.hasOwn(holder.event, field)) return null;
    out.push({ ...e, result: { ...e.result, value: holder.event[field] } });
  }
  return out;
};
