import { Effect, type Layer } from "effect";
import type { AnyCall } from "../../api/contract";
import { ApiError, ResponseDecodeError } from "../../api/errors";
import type { Handlers } from "../../core/bus";
import type { CommandOrigin, LogEntry } from "../../core/log";
import { fold, type Recipe } from "../../core/store";
import { PORT_NAMES, type PortImpls, type Ports } from "../../ports/all";
import { portOf, portsLayer } from "../../ports/ops";
import { canonical, digest, plain } from "../../recording/canonical";
import { KnownValues, learnPersonalData, type RedactionPolicy, redactValue } from "../../recording/redact";
import { type Change, diffStates } from "../../recording/timeline";
import type { AppCommand } from "../commands";
import type { AppEvent } from "../events";
import { reactTo } from "../reactions";
import { appRecipe } from "../reducer";
import { isServerCommand, serverReactTo } from "../serverRun";
import { createShop } from "../shop";
import type { AppState } from "../state";
import { checkAnswer } from "./answerRules";
import type { RecordedEntry, Recording } from "./format";

type PortEntry = Extract<RecordedEntry, { kind: "port" }>;
type CommandEntry = Extract<RecordedEntry, { kind: "command" }>;

/** What is compared: an entry without its metadata (seq, timestamp, duration, command id). */
type Comparable =
  | { readonly kind: "event"; readonly event: unknown }
  | { readonly kind: "port"; readonly port: string; readonly op: string; readonly request: unknown }
  | { readonly kind: "outcome"; readonly outcome: unknown }
  | { readonly kind: "reaction"; readonly command: unknown }
  | { readonly kind: "state"; readonly slices: Readonly<Record<string, string>> };

interface Divergence {
  /** The recorded entry where today's code first does something else (the command's seq when it does more). */
  readonly seq: number;
  readonly commandSeq: number;
  readonly commandId: string;
  readonly command: AppCommand;
  /** Where in the UI the command came from, as recorded. */
  readonly origin?: CommandOrigin;
  /**
   * event / port / outcome: differs; missing: today's code stops short; unexpected: it does more;
   * reaction: the commands today's reactions dispatch after the command are not the recorded ones.
   */
  readonly kind: "event" | "port" | "outcome" | "reaction" | "missing" | "unexpected" | "state";
  readonly expected: Comparable | null;
  readonly produced: Comparable | null;
  /** Field by field, where the recorded and the produced entry are of one kind (paths inside it). */
  readonly changes: ReadonlyArray<Change>;
  /** The headline: where, and the first field that differs (`ItemAddRequested.quantity: 2 → 1`). */
  readonly message: string;
}

/** A recorded answer that contradicts its request where a rule says how (./answerRules). */
interface AnswerWarning {
  readonly seq: number;
  readonly commandSeq: number;
  readonly command: AppCommand;
  readonly message: string;
}

/** What today's code produced for one recorded command (the baseline `--accept` writes). */
interface CommandResult {
  readonly command: CommandEntry;
  readonly produced: ReadonlyArray<LogEntry<AppCommand, AppEvent>>;
}

export interface ReexecutionReport {
  readonly commands: number;
  readonly entriesCompared: number;
  /** Entries before the first whole command (the tail of a command folded into the snapshot). */
  readonly skippedEntries: number;
  /** The first divergence (null: none). */
  readonly divergence: Divergence | null;
  /** Every divergence, in command order: re-execution runs to the end. */
  readonly divergences: ReadonlyArray<Divergence>;
  readonly warnings: ReadonlyArray<AnswerWarning>;
  readonly results: ReadonlyArray<CommandResult>;
  readonly finalState: AppState;
  readonly digest: string;
}

class ReplayMismatch extends Error {
  readonly _tag = "ReplayMismatch";
}

/** Errors come back as the classes handlers test with instanceof; other failures are defects. */
const reviveError = (error: unknown): { readonly fail: unknown } | { readonly die: unknown } => {
  const e = (error ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  if (e._tag === "ApiError")
    return {
      fail: new ApiError({
        call: str(e.call) ?? "",
        status: typeof e.status === "number" ? e.status : 0,
        message: str(e.message) ?? "",
        code: str(e.code),
        requestId: str(e.requestId),
        body: e.body,
      }),
    };
  if (e._tag === "ResponseDecodeError")
    return {
      fail: new ResponseDecodeError({
        call: str(e.call) ?? "",
        path: str(e.path) ?? "",
        message: str(e.message) ?? "",
      }),
    };
  return { die: new Error(str(e.message) ?? String(error)) };
};

/**
 * Ports that answer from the recording: each call takes the next recorded port entry of the
 * current command. A call the recording does not have, or with another port, operation or
 * request, dies (the comparison after the command names it).
 */
export const replayLayer = (
  answer: (port: string, op: string, request: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown>,
): Layer.Layer<Ports> => {
  const impls = Object.fromEntries(
    PORT_NAMES.map((name) => [
      name,
      portOf(name, (op) =>
        name === "api"
          ? (call: AnyCall, input: unknown) => answer("api", "call", [call.name, input])
          : (...args: unknown[]) => answer(name, op, args),
      ),
    ]),
  ) as unknown as PortImpls;
  return portsLayer(impls);
};

const comparable = (e: RecordedEntry | LogEntry<AppCommand, AppEvent>): Comparable | null => {
  switch (e.kind) {
    case "event":
      return { kind: "event", event: e.event };
    case "port":
      return { kind: "port", port: e.port, op: e.op, request: e.request };
    case "outcome":
      return { kind: "outcome", outcome: e.outcome };
    default:
      return null;
  }
};

const describeEntry = (c: Comparable | null): string => {
  if (c === null) return "nothing";
  switch (c.kind) {
    case "event":
      return `event ${(c.event as { _tag?: string })._tag ?? "?"}`;
    case "port":
      return `port call ${c.port}.${c.op}${c.port === "api" ? ` ${String((c.request as unknown[])[0])}` : ""}`;
    case "outcome":
      return `outcome ${canonical(c.outcome)}`;
    case "reaction":
      return `reaction ${(c.command as { _tag?: string })._tag ?? "?"}`;
    case "state":
      return `state ${Object.keys(c.slices).join(", ") || "unchanged"}`;
  }
};

/** A short rendering of a value for a headline. */
const brief = (v: unknown): string => {
  const text = v === undefined ? "nothing" : canonical(v);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** The name a headline gives an entry: the event's tag, the port call, or "outcome". */
const entryName = (c: Comparable): string => {
  switch (c.kind) {
    case "event":
      return (c.event as { _tag?: string })._tag ?? "event";
    case "port":
      return c.port === "api" ? `${String((c.request as unknown[])[0])}` : `${c.port}.${c.op}`;
    case "outcome":
      return "outcome";
    case "reaction":
      return (c.command as { _tag?: string })._tag ?? "reaction";
    case "state":
      return "state";
  }
};

/** The path of a change inside the entry: the event's fields, the call's input, the outcome's. */
const fieldPath = (c: Comparable, path: ReadonlyArray<string>): string => {
  const inner =
    c.kind !== "port"
      ? path.slice(1)
      : c.port === "api" && path[0] === "request" && path[1] === "1"
        ? path.slice(2)
        : path;
  return inner.join(".");
};

const diverged = (
  entry: Extract<RecordedEntry, { kind: "command" }>,
  seq: number,
  kind: Divergence["kind"],
  expected: Comparable | null,
  produced: Comparable | null,
  normal: (c: Comparable | null) => string,
): Divergence => {
  const where = `#${seq} in ${entry.command._tag} (#${entry.seq})`;
  // Compared as the comparison saw them: after the recording's redaction, as plain JSON.
  const changes =
    expected !== null && produced !== null && expected.kind === produced.kind
      ? diffStates(JSON.parse(normal(expected)), JSON.parse(normal(produced)))
      : [];
  const first = changes[0];
  let headline: string;
  if (expected !== null && first !== undefined) {
    const field = fieldPath(expected, first.path);
    const name = entryName(expected);
    const before = first.kind === "added" ? undefined : first.before;
    const after = first.kind === "removed" ? undefined : first.after;
    headline = `${name}${field ? `.${field}` : ""}: ${brief(before)} → ${brief(after)}${changes.length > 1 ? ` (+${changes.length - 1} more)` : ""}`;
  } else headline = `recorded ${describeEntry(expected)}, today's code produced ${describeEntry(produced)}`;
  return {
    seq,
    commandSeq: entry.seq,
    commandId: entry.commandId,
    command: entry.command,
    origin: entry.origin,
    kind,
    expected,
    produced,
    changes,
    message: `${where}: ${headline}`,
  };
};

/**
 * The recorded port calls of the command running now, answered by identity (port, operation and
 * request) rather than by arrival order: calls a command makes concurrently start in one order and
 * finish in another, and the recording holds them in the order they finished, between the events
 * the branches emitted. An answer is handed over once every call recorded before it has been and
 * today's code has emitted as many events as the recording had before it, so the branches resume,
 * and emit, in the recorded interleaving. When nothing can move any more (a recorded call today's
 * code never makes, an event it no longer emits), the next waiting answer is handed over anyway, so
 * a divergence stalls nothing and is reported after the command.
 */
class ReplaySlots {
  private readonly slots: Array<{
    readonly key: string;
    readonly entry: PortEntry;
    /** Events the recording has before this call's answer. */
    readonly eventsBefore: number;
    claimed: boolean;
    ready: boolean;
    wake?: () => void;
  }>;
  /** The first slot whose answer has not been handed over. */
  private next = 0;
  private events = 0;
  /** Answers handed over and events seen: a stall is a timer round without either. */
  private progress = 0;
  private stallTimer = false;

  constructor(
    recorded: ReadonlyArray<{
      readonly key: string;
      readonly entry: PortEntry;
      readonly eventsBefore: number;
    }>,
  ) {
    this.slots = recorded.map((r) => ({ ...r, claimed: false, ready: false }));
  }

  /** The first unanswered recorded call with this identity, or null when there is none. */
  claim(key: string) {
    const index = this.slots.findIndex((s) => !s.claimed && s.key === key);
    const slot = this.slots[index];
    if (slot === undefined) return null;
    slot.claimed = true;
    // A call passed over while another waited (today's code makes it later: a harmless reordering
    // of independent calls, issue 19 #4) is answered at once when it comes.
    if (index < this.next) {
      slot.ready = true;
      this.progress += 1;
    }
    this.advance(false);
    if (!slot.ready) this.watchForStall(this.progress);
    return slot;
  }

  /** Today's code emitted an event of this command. */
  eventEmitted() {
    this.events += 1;
    this.progress += 1;
    this.advance(false);
  }

  private advance(force: boolean) {
    let forced = force;
    while (this.next < this.slots.length) {
      const slot = this.slots[this.next];
      if (slot === undefined) return;
      if (!slot.claimed) {
        // Passed over only when forced and a later answer is waiting; still there to be claimed.
        if (!forced || !this.slots.some((s, i) => i > this.next && s.claimed && !s.ready)) return;
        this.next += 1;
        continue;
      }
      if (!forced && this.events < slot.eventsBefore) return;
      forced = false;
      this.next += 1;
      this.progress += 1;
      slot.ready = true;
      slot.wake?.();
    }
  }

  /**
   * Replayed answers are immediate, so a whole timer round without an answer handed over or an
   * event emitted means nothing else can move (a round, not one timer: Effect's scheduler itself
   * yields to a timer after a long run of work).
   */
  private watchForStall(seen: number) {
    if (this.stallTimer) return;
    this.stallTimer = true;
    setTimeout(() => {
      this.stallTimer = false;
      if (!this.slots.some((s) => s.claimed && !s.ready)) return;
      if (this.progress === seen) this.advance(true);
      if (this.slots.some((s) => s.claimed && !s.ready)) this.watchForStall(this.progress);
    }, 0);
  }
}

/**
 * Port calls compared as a set by identity: a reordering of calls is not a divergence, a call made
 * that was not recorded (or with another request) is, and so is a recorded call not made. Every
 * mismatch is returned: a call with another request as the pair, then calls today's code added,
 * then recorded calls it no longer makes.
 */
const comparePorts = (
  recorded: ReadonlyArray<PortEntry>,
  produced: ReadonlyArray<LogEntry<AppCommand, AppEvent>>,
  complete: boolean,
  normal: (c: Comparable | null) => string,
): {
  readonly compared: number;
  readonly mismatches: ReadonlyArray<{
    expected: Comparable | null;
    made: Comparable | null;
    seq: number | null;
  }>;
} => {
  const left = recorded.map((r) => ({ r, key: normal(comparable(r)), matched: false }));
  const extra: Array<{ made: Comparable; paired: boolean }> = [];
  let compared = 0;
  for (const p of produced) {
    if (p.kind !== "port") continue;
    compared += 1;
    const made = comparable(p);
    const key = normal(made);
    const hit = left.find((l) => !l.matched && l.key === key);
    if (hit) hit.matched = true;
    else if (made !== null) extra.push({ made, paired: false });
  }
  const missing = left.filter((l) => !l.matched);
  const sameCall = (a: Comparable | null, b: Comparable | null) =>
    a?.kind === "port" &&
    b?.kind === "port" &&
    a.port === b.port &&
    a.op === b.op &&
    (a.port !== "api" || (a.request as unknown[])[0] === (b.request as unknown[])[0]);
  const mismatches: Array<{ expected: Comparable | null; made: Comparable | null; seq: number | null }> = [];
  const unpaired: typeof missing = [];
  for (const m of missing) {
    const expected = comparable(m.r);
    const x = extra.find((e) => !e.paired && sameCall(expected, e.made));
    if (x === undefined) unpaired.push(m);
    else {
      x.paired = true;
      mismatches.push({ expected, made: x.made, seq: m.r.seq });
    }
  }
  // A call today's code makes beyond an incomplete recorded command (cut off by the log) is not known to differ.
  if (complete || unpaired.length > 0)
    for (const x of extra) if (!x.paired) mismatches.push({ expected: null, made: x.made, seq: null });
  for (const m of unpaired) mismatches.push({ expected: comparable(m.r), made: null, seq: m.r.seq });
  return { compared, mismatches };
};

/**
 * Re-execution: every recorded command runs through today's handlers (or `handlers`) with ports
 * answering from the recording by identity. Events and outcomes are compared in order, port calls
 * as a set, by content (after the recording's own redaction); the first difference is reported.
 */
export const reexecute = async (
  recording: Recording,
  options: {
    readonly handlers?: Handlers<AppCommand, Ports>;
    /** A patched reducer (tests: a planted reducer bug); today's otherwise. */
    readonly recipe?: Recipe<AppState, AppEvent>;
  } = {},
): Promise<ReexecutionReport> => {
  const policy: RedactionPolicy = recording.redaction;
  // Personal values learned from both sides as the run goes, as the recorder learned them while
  // recording: free text that repeats a name or street is masked the same way on both sides.
  const known = new KnownValues();
  const normal = (c: Comparable | null): string => {
    if (c === null) return "";
    if (policy.personalData === "masked") learnPersonalData(c, known);
    return canonical(plain(redactValue(c, policy, policy.personalData === "masked" ? known : undefined)));
  };
  const entries = recording.entries;

  // The recorded entries of each command (events, port calls, outcome), in order, and the commands
  // its events caused. Keyed by page load and command id: ids need only be unique within one page load.
  const byCommand = new Map<string, RecordedEntry[]>();
  const causedBy = new Map<string, Array<Extract<RecordedEntry, { kind: "command" }>>>();
  let segment = 0;
  for (const e of entries) {
    if (e.kind === "load") segment += 1;
    if (e.kind === "command" && e.cause !== undefined) {
      const key = `${segment}:${e.cause.commandId}`;
      causedBy.set(key, [...(causedBy.get(key) ?? []), e]);
    }
    if (e.kind === "load" || e.commandId === "") continue;
    const key = `${segment}:${e.commandId}`;
    let list = byCommand.get(key);
    if (list === undefined) {
      list = [];
      byCommand.set(key, list);
    }
    if (e.kind !== "command") list.push(e);
  }

  // Entries before the first whole command belong to a command folded into the snapshot.
  let start = 0;
  let state = recording.snapshot.state;
  const lead: AppEvent[] = [];
  while (start < entries.length) {
    const e = entries[start] as RecordedEntry;
    if (e.kind === "command" || e.kind === "load") break;
    if (e.kind === "event") lead.push(e.event);
    start += 1;
  }
  state = fold(appRecipe, state, lead);

  let current = "";
  let slots = new ReplaySlots([]);
  const answer = (port: string, op: string, request: ReadonlyArray<unknown>) =>
    Effect.suspend(() => {
      const key = normal({ kind: "port", port, op, request });
      const slot = slots.claim(key);
      if (slot === null)
        return Effect.die(
          new ReplayMismatch(
            `no recorded answer for ${port}.${op}${port === "api" ? ` ${String(request[0])}` : ""} in command ${current}`,
          ),
        );
      const result = (): Effect.Effect<unknown, unknown> => {
        if (slot.entry.result.ok) return Effect.succeed(slot.entry.result.value);
        const revived = reviveError(slot.entry.result.error);
        return "fail" in revived ? Effect.fail(revived.fail) : Effect.die(revived.die);
      };
      if (slot.ready) return result();
      return Effect.flatten(
        Effect.async<Effect.Effect<unknown, unknown>>((resume) => {
          // Handed over between the claim and now (the scheduler may yield in between): resume at once.
          if (slot.ready) resume(Effect.succeed(result()));
          else slot.wake = () => resume(Effect.succeed(result()));
        }),
      );
    });

  let t = 0;
  const makeShop = (initial: AppState) => {
    const shop = createShop({
      ports: replayLayer(answer),
      now: () => ++t,
      nextCommandId: () => current,
      initial,
      handlers: options.handlers,
      recipe: options.recipe,
      // The recorded caused commands are fed like the others; what today's reactions would cause is checked.
      reactions: false,
    });
    const produced: Array<LogEntry<AppCommand, AppEvent>> = [];
    shop.log.subscribe((e) => {
      if (e.kind !== "command") produced.push(e);
      if (e.kind === "event") slots.eventEmitted();
    });
    return { shop, produced };
  };

  let live = makeShop(state);
  // Loads before the start point (none: the lead stops at the first load) count as in the map's keys.
  let loads = 0;
  for (let i = 0; i < start; i++) if ((entries[i] as RecordedEntry).kind === "load") loads += 1;
  let commands = 0;
  let compared = 0;
  const divergences: Divergence[] = [];
  const warnings: AnswerWarning[] = [];
  const results: CommandResult[] = [];

  for (let i = start; i < entries.length; i++) {
    const entry = entries[i] as RecordedEntry;
    if (entry.kind === "load") {
      loads += 1;
      live = makeShop(entry.state);
      continue;
    }
    if (entry.kind !== "command") continue;
    const recorded = byCommand.get(`${loads}:${entry.commandId}`) ?? [];
    current = entry.commandId;
    const recordedPorts = recorded.filter((e): e is PortEntry => e.kind === "port");
    let eventsBefore = 0;
    const withEvents: Array<{ key: string; entry: PortEntry; eventsBefore: number }> = [];
    for (const e of recorded) {
      if (e.kind === "event") eventsBefore += 1;
      else if (e.kind === "port") withEvents.push({ key: normal(comparable(e)), entry: e, eventsBefore });
    }
    slots = new ReplaySlots(withEvents);
    live.produced.length = 0;
    commands += 1;
    const before = live.shop.store.getState();
    for (const port of recordedPorts)
      for (const message of checkAnswer(port, before)) warnings.push(warningAt(entry, port.seq, message));
    await live.shop.dispatch(entry.command);
    const produced = [...live.produced];
    results.push({ command: entry, produced });
    const found: Divergence[] = [];
    const complete = recorded.some((e) => e.kind === "outcome");
    const ports = comparePorts(recordedPorts, produced, complete, normal);
    compared += ports.compared;
    for (const { expected, made, seq } of ports.mismatches) {
      const kind: Divergence["kind"] = expected === null ? "unexpected" : made === null ? "missing" : "port";
      found.push(diverged(entry, seq ?? entry.seq, kind, expected, made, normal));
    }
    // Events and the outcome in order (the first that differs: the rest follow from it); port calls
    // were compared above as a set.
    const recordedRest = recorded.filter((e) => e.kind !== "port");
    const producedRest = produced.filter((e) => e.kind !== "port");
    const n = complete ? Math.max(recordedRest.length, producedRest.length) : recordedRest.length;
    let eventsDiffer = false;
    for (let j = 0; j < n; j++) {
      const r = recordedRest[j];
      const p = producedRest[j];
      const expected = r ? comparable(r) : null;
      const made = p ? comparable(p) : null;
      compared += 1;
      if (normal(expected) === normal(made)) continue;
      const kind: Divergence["kind"] =
        expected === null ? "unexpected" : made === null ? "missing" : expected.kind;
      found.push(diverged(entry, r ? r.seq : entry.seq, kind, expected, made, normal));
      eventsDiffer = true;
      break;
    }
    // The state the command left (issue 19 #3): with the same events, a different digest is the reducer's doing.
    const recordedOutcome = recorded.find((e) => e.kind === "outcome");
    const producedOutcome = produced.find((e) => e.kind === "outcome");
    if (
      recordedOutcome?.state !== undefined &&
      producedOutcome?.kind === "outcome" &&
      producedOutcome.state
    ) {
      compared += 1;
      const state = compareState(
        entry,
        recordedOutcome.seq,
        recordedOutcome.state,
        producedOutcome.state,
        before,
        live.shop.store.getState(),
        eventsDiffer,
      );
      if (state !== null) found.push(state);
    }
    // The commands its events cause: today's reactions against the recorded ones, in order.
    const caused = causedBy.get(`${loads}:${entry.commandId}`) ?? [];
    // A server render's commands ran with the server's reactions (the shopper's own data declined).
    const react = isServerCommand(entry.commandId) ? serverReactTo : reactTo;
    const reacted = produced.flatMap((e) => (e.kind === "event" ? react(e.event) : []));
    const checked = complete ? Math.max(caused.length, reacted.length) : 0;
    for (let j = 0; j < checked; j++) {
      const r = caused[j];
      const p = reacted[j];
      const expected: Comparable | null = r ? { kind: "reaction", command: r.command } : null;
      const made: Comparable | null = p ? { kind: "reaction", command: p } : null;
      compared += 1;
      if (normal(expected) === normal(made)) continue;
      found.push(diverged(entry, r ? r.seq : entry.seq, "reaction", expected, made, normal));
      break;
    }
    divergences.push(...found);
  }
  const finalState = live.shop.store.getState();
  return {
    commands,
    entriesCompared: compared,
    skippedEntries: start,
    divergence: divergences[0] ?? null,
    divergences,
    warnings,
    results,
    finalState,
    digest: digest(finalState),
  };
};

/**
 * The recorded and today's digests of the slices the command changed. A slice one run changed and
 * the other did not, or changed to another value, is a state divergence; the body lists what
 * today's reducer did to each such slice, field by field.
 */
const compareState = (
  entry: CommandEntry,
  seq: number,
  recorded: Readonly<Record<string, string>>,
  today: Readonly<Record<string, string>>,
  before: AppState,
  after: AppState,
  eventsDiffer: boolean,
): Divergence | null => {
  const slices = [...new Set([...Object.keys(recorded), ...Object.keys(today)])]
    .filter((k) => recorded[k] !== today[k])
    .sort();
  if (slices.length === 0) return null;
  const changes: Change[] = [];
  for (const slice of slices) {
    const b = (before as unknown as Record<string, unknown>)[slice];
    const a = (after as unknown as Record<string, unknown>)[slice];
    for (const c of diffStates(b, a, 20)) changes.push({ ...c, path: [slice, ...c.path] });
  }
  const first = slices[0] as string;
  const changed = (d: string | undefined) => (d === undefined ? "unchanged" : "changed");
  const what =
    recorded[first] === undefined || today[first] === undefined
      ? `${changed(recorded[first])} → ${changed(today[first])}`
      : `${recorded[first]} → ${today[first]}`;
  const more = slices.length > 1 ? ` (+${slices.length - 1} more: ${slices.slice(1).join(", ")})` : "";
  // Same events and another state: the reducer folds them differently today.
  const blame = eventsDiffer ? "" : " (same events: the reducer changed)";
  return {
    seq,
    commandSeq: entry.seq,
    commandId: entry.commandId,
    command: entry.command,
    origin: entry.origin,
    kind: "state",
    expected: { kind: "state", slices: recorded },
    produced: { kind: "state", slices: today },
    changes,
    message: `#${seq} in ${entry.command._tag} (#${entry.seq}): state after ${entry.command._tag}.${first}: ${what}${more}${blame}`,
  };
};

const warningAt = (entry: CommandEntry, seq: number, message: string): AnswerWarning => ({
  seq,
  commandSeq: entry.seq,
  command: entry.command,
  message: `#${seq} in ${entry.command._tag} (#${entry.seq}): ${message}`,
});
