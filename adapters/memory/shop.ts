import { Effect } from "effect";
import { createShop, type ShopOptions } from "../../domain/app/shop";
import type { ApiPort } from "../../domain/ports/api";
import {
  fixedClock,
  memoryCookies,
  memoryNavigation,
  memoryOnline,
  memoryStorage,
  sequentialIds,
} from "./ports";

/** An API for runs that must not reach one (benchmarks): any call dies, naming it. */
export const noApi: ApiPort = { call: (c) => Effect.die(new Error(`no API call expected (${c.name})`)) };

/**
 * A shop on in-memory adapters with counters for ids and log timestamps: the wiring benchmarks
 * and headless runs share. Options override any part (an API, a log capacity, redaction).
 */
export const memoryShop = (
  options: Partial<Omit<ShopOptions, "ports">> & { readonly api?: ApiPort } = {},
) => {
  let n = 0;
  let t = 0;
  const { api, ...rest } = options;
  return createShop({
    ports: {
      api: api ?? noApi,
      cookies: memoryCookies().port,
      storage: memoryStorage().port,
      clock: fixedClock().port,
      ids: sequentialIds("n").port,
      navigation: memoryNavigation().port,
      online: memoryOnline().port,
    },
    now: () => ++t,
    nextCommandId: () => `c${++n}`,
    ...rest,
  });
};
