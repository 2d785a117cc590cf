import { Effect } from "effect";
import { TestPorts } from "../../adapters/memory/layers";
import {
  fixedClock,
  memoryCookies,
  memoryNavigation,
  memoryOnline,
  memoryPaymentCapabilities,
  memoryStorage,
  sequentialIds,
} from "../../adapters/memory/ports";
import type { AnyCall } from "../../domain/api/contract";
import { ApiError, type ApiFailure } from "../../domain/api/errors";
import { createShop } from "../../domain/app/shop";
import type { AppState } from "../../domain/app/state";
import type { ApiPort } from "../../domain/ports/api";
import type { ProblemReportInput } from "../../domain/problem-report/model";

/** The problem-report port in memory: keeps what was sent, answers references PR-TEST0001, ... or fails with a status. */
export const memoryProblemReports = (failWith?: number) => {
  const sent: ProblemReportInput[] = [];
  const port = {
    send: (report: ProblemReportInput) =>
      Effect.suspend(() => {
        if (failWith !== undefined)
          return Effect.fail(
            new ApiError({ call: "problemReports.post", status: failWith, message: `HTTP ${failWith}` }),
          );
        sent.push(report);
        return Effect.succeed({ reference: `PR-TEST${String(sent.length).padStart(4, "0")}` });
      }),
  };
  return { port, sent };
};

/** A scripted API answer: a value, or an HTTP status that fails the call. */
type Answer =
  | { readonly value: unknown }
  | { readonly status: number; readonly message?: string; readonly code?: string };
export type Script = Record<string, (input: unknown) => Answer>;

/**
 * An API that answers only the calls a test scripted; any other call dies loudly with its name,
 * so a handler that calls something unexpected fails the test.
 */
export const scriptedApi = (script: Script) => {
  const calls: Array<{ name: string; input: unknown }> = [];
  const port: ApiPort = {
    call: (call: AnyCall, input: unknown) =>
      Effect.suspend(() => {
        calls.push({ name: call.name, input });
        const answer = script[call.name];
        if (!answer)
          return Effect.die(new Error(`unexpected API call ${call.name} ${JSON.stringify(input)}`));
        const a = answer(input);
        if ("value" in a) return Effect.succeed(a.value);
        return Effect.fail<ApiFailure>(
          new ApiError({
            call: call.name,
            status: a.status,
            message: a.message ?? `HTTP ${a.status}`,
            ...(a.code !== undefined ? { code: a.code } : {}),
          }),
        );
      }) as never,
  };
  return { port, calls };
};

const jarCookies = (jar: Map<string, string>) => ({
  jar,
  port: {
    get: (name: string) => Effect.sync(() => jar.get(name) ?? null),
    set: (name: string, value: string) => Effect.sync(() => void jar.set(name, value)),
    remove: (name: string) => Effect.sync(() => void jar.delete(name)),
  } satisfies ReturnType<typeof memoryCookies>["port"],
});

export const testShop = (
  options: {
    script?: Script;
    start?: string;
    /** The browser's languages (navigator.languages); none unless given. */
    languages?: ReadonlyArray<string>;
    cookies?: Record<string, string>;
    online?: boolean;
    /** What the browser can pay with (Apple Pay, Google Pay): neither unless given. */
    wallets?: { applePay?: boolean; googlePay?: boolean };
    /** Replaces the scripted API (e.g. tests/support/in-process: the reference server's routes). */
    api?: ApiPort;
    /** A browser's cookie jar the API shares (the app reads its readable cookies, as from document.cookie). */
    jar?: Map<string, string>;
    initial?: AppState;
    /** false: no reactions (a test of one command alone, e.g. the start-up without the cart's load). */
    reactions?: boolean;
    /** The tab's storage, shared with an earlier shop: the next page after a reload. */
    storage?: ReturnType<typeof memoryStorage>;
    /** Where problem reports go (issue 19); none unless given: a send then dies, naming it. */
    reports?: ReturnType<typeof memoryProblemReports>;
  } = {},
) => {
  const api = scriptedApi(options.script ?? {});
  const cookies = options.jar ? jarCookies(options.jar) : memoryCookies(options.cookies);
  const navigation = memoryNavigation(options.start ?? "/", undefined, options.languages);
  const online = memoryOnline(options.online ?? true);
  const payments = memoryPaymentCapabilities(options.wallets);
  const storage = options.storage ?? memoryStorage();
  let t = 0;
  let c = 0;
  const shop = createShop({
    ports: TestPorts({
      api: options.api ?? api.port,
      cookies: cookies.port,
      storage: storage.port,
      clock: fixedClock().port,
      ids: sequentialIds("n").port,
      navigation: navigation.port,
      online: online.port,
      payments: payments.port,
      ...(options.reports ? { reports: options.reports.port } : {}),
    }),
    now: () => ++t,
    nextCommandId: () => `cmd-${++c}`,
    ...(options.initial ? { initial: options.initial } : {}),
    ...(options.reactions === false ? { reactions: false } : {}),
  });
  return { ...shop, api, cookies, navigation, online, storage, payments };
};
