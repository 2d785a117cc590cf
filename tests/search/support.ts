import { Effect } from "effect";
import type fc from "fast-check";
import { TestPorts } from "../../adapters/memory/layers";
import {
  fixedClock,
  memoryCookies,
  memoryNavigation,
  memoryOnline,
  memoryStorage,
  sequentialIds,
} from "../../adapters/memory/ports";
import type { AnyCall } from "../../domain/api/contract";
import { ApiError } from "../../domain/api/errors";
import { createShop } from "../../domain/app/shop";
import { type AppState, initialState } from "../../domain/app/state";
import type { ApiPort } from "../../domain/ports/api";
import type { ClientRuntimeConfig } from "../../domain/tenant/config";
import { runtimeConfig } from "../support/fixtures";

export const allTypes = [
  { type: "products", order: 1, emptyResultsContent: "Keine Produkte" },
  { type: "categories", order: 2 },
  { type: "brands", order: 3 },
  { type: "content", order: 4 },
  { type: "recipes", order: 5 },
];

/** A search answer whose queryID names the term and type it answers, so a test can tell them apart. */
export const searchAnswer = (name: string, input: unknown, total = 1): unknown => {
  const i = input as { params: { term: string }; query?: { page?: number; pageSize?: number } };
  const type = name.replace("search.", "");
  if (type === "banner") return { banner: null };
  return {
    count: Math.min(total, i.query?.pageSize ?? 5),
    offset: 0,
    total,
    page: i.query?.page ?? 1,
    pageSize: i.query?.pageSize ?? 5,
    results: [],
    queryID: `${i.params.term}|${type}`,
    ...(type === "products" ? { facets: { brands: [], attributes: [], price: null } } : {}),
  };
};

/** A shop already booted with a tenant config (no start-up calls), its API answering through `answer`. */
export const searchShop = (
  answer: (name: string, input: unknown) => Promise<unknown> | unknown,
  config: Partial<ClientRuntimeConfig> = {},
  start = "/",
) => {
  const calls: Array<{ name: string; input: unknown }> = [];
  const api: ApiPort = {
    call: (call: AnyCall, input: unknown) =>
      Effect.tryPromise({
        try: async () => {
          calls.push({ name: call.name, input });
          return await answer(call.name, input);
        },
        catch: (e) =>
          e instanceof ApiError ? e : new ApiError({ call: call.name, status: 500, message: String(e) }),
      }) as never,
  };
  const initial: AppState = {
    ...initialState,
    boot: { status: "success", error: null },
    tenant: { ...initialState.tenant, config: runtimeConfig({ flapoutSearchTypes: allTypes, ...config }) },
  };
  let t = 0;
  let c = 0;
  const navigation = memoryNavigation(start);
  const shop = createShop({
    ports: TestPorts({
      api,
      cookies: memoryCookies().port,
      storage: memoryStorage().port,
      clock: fixedClock().port,
      ids: sequentialIds("n").port,
      navigation: navigation.port,
      online: memoryOnline(true).port,
    }),
    now: () => ++t,
    nextCommandId: () => `cmd-${++c}`,
    initial,
  });
  const events = () => shop.log.entries().flatMap((e) => (e.kind === "event" ? [e.event] : []));
  return { ...shop, calls, navigation, events };
};

/** Answers through the fast-check scheduler, so the property decides when each answer arrives. */
export const scheduledAnswer =
  (s: fc.Scheduler) =>
  (name: string, input: unknown): Promise<unknown> =>
    s.schedule(
      Promise.resolve(searchAnswer(name, input)),
      `${name} ${(input as { params: { term: string } }).params.term}`,
    );
