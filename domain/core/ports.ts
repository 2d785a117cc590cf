import { Cause, Effect, Exit, FiberRef } from "effect";
import type { CallMeta, EventLog, PortResult } from "./log";

/**
 * What the transport under a port call reports about it (the HTTP status, the request id sent),
 * on success as on failure: the recorder gives each call a fresh cell here and an adapter that
 * knows (adapters/http) fills it in, so a log entry can be matched to the server's log.
 */
export const CallMetaRef: FiberRef.FiberRef<CallMeta | null> = FiberRef.unsafeMake<CallMeta | null>(null);

/**
 * Records every port call (request, answer or failure) in the event log under the command that
 * made it. The bus runs one command at a time, so "the current command" is always well defined.
 */
export interface PortRecorder {
  enter(commandId: string): void;
  leave(): void;
  record(call: {
    port: string;
    op: string;
    request: ReadonlyArray<unknown>;
    result: PortResult;
    startedAt: number;
    meta?: CallMeta;
  }): void;
}

export const createPortRecorder = (
  log: EventLog<unknown, unknown, unknown>,
  now: () => number,
): PortRecorder => {
  let current = "";
  return {
    enter: (id) => {
      current = id;
    },
    leave: () => {
      current = "";
    },
    record: ({ port, op, request, result, startedAt, meta }) => {
      const at = now();
      log.append({
        kind: "port",
        at,
        commandId: current,
        port,
        op,
        request,
        result,
        durationMs: at - startedAt,
        ...(meta?.status === undefined ? {} : { status: meta.status }),
        ...(meta?.requestId === undefined ? {} : { requestId: meta.requestId }),
      });
    },
  };
};

type AnyMethod = (...args: never[]) => Effect.Effect<unknown, unknown, never>;
type PortShape = { readonly [op: string]: AnyMethod };

/**
 * Runs one port call and records it, with its answer or its failure (a defect too), under the
 * command running now.
 */
export const recorded = <A, E>(
  recorder: PortRecorder,
  now: () => number,
  port: string,
  op: string,
  request: ReadonlyArray<unknown>,
  call: () => Effect.Effect<A, E>,
): Effect.Effect<A, E> =>
  Effect.suspend(() => {
    const startedAt = now();
    const meta: CallMeta = {};
    // Effect.exit then the exit itself, rather than Effect.onExit: the same record for an answer,
    // a failure or a defect at a fraction of the cost (commands are never interrupted mid-call).
    return Effect.flatMap(Effect.exit(Effect.locally(call(), CallMetaRef, meta)), (exit) => {
      recorder.record({
        meta,
        port,
        op,
        request,
        result: Exit.isSuccess(exit)
          ? { ok: true, value: exit.value }
          : { ok: false, error: toPlain(Cause.squash(exit.cause)) },
        startedAt,
      });
      return exit;
    });
  });

/** Wraps every method of a port so that each call and its answer or failure enter the log. */
export const instrument = <P extends PortShape>(
  port: string,
  impl: P,
  recorder: PortRecorder,
  now: () => number,
): P => {
  const out: Record<string, AnyMethod> = {};
  for (const op of Object.keys(impl)) {
    const method = impl[op] as AnyMethod;
    out[op] = (...request: never[]) => recorded(recorder, now, port, op, request, () => method(...request));
  }
  return out as P;
};

/** Errors are recorded as plain data so that a recording is JSON. */
const toPlain = (error: unknown): unknown => {
  if (error && typeof error === "object") {
    const plain: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(error)) plain[k] = v;
    if ("message" in error && !("message" in plain)) plain.message = (error as { message: unknown }).message;
    if ("_tag" in error) plain._tag = (error as { _tag: unknown })._tag;
    return plain;
  }
  return error;
};
