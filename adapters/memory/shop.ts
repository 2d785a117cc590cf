import { createShop, type ShopOptions } from "../../domain/app/shop";
import type { ApiPort } from "../../domain/ports/api";
import { TestPorts } from "./layers";
import {
  fixedClock,
  memoryCookies,
  memoryNavigation,
  memoryOnline,
  memoryPaymentCapabilities,
  memoryStorage,
  sequentialIds,
} from "./ports";

/**
 * A shop on in-memory adapters with counters for ids and log timestamps: the wiring benchmarks
 * and headless runs share. Options override any part (an API, a log capacity, redaction); without
 * an API, any API call dies, naming it.
 */
export const memoryShop = (
  options: Partial<Omit<ShopOptions, "ports">> & { readonly api?: ApiPort } = {},
) => {
  let n = 0;
  let t = 0;
  const { api, ...rest } = options;
  return createShop({
    ports: TestPorts({
      ...(api ? { api } : {}),
      cookies: memoryCookies().port,
      storage: memoryStorage().port,
      clock: fixedClock().port,
      ids: sequentialIds("n").port,
      navigation: memoryNavigation().port,
      online: memoryOnline().port,
      payments: memoryPaymentCapabilities().port,
    }),
    now: () => ++t,
    nextCommandId: () => `c${++n}`,
    ...rest,
  });
};
