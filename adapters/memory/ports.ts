import { Effect } from "effect";
import type { WallClockPort } from "../../domain/ports/clock";
import type { CookiesPort } from "../../domain/ports/cookies";
import type { IdsPort } from "../../domain/ports/ids";
import type { BrowserLocation, NavigationPort } from "../../domain/ports/navigation";
import type { OnlinePort } from "../../domain/ports/online";
import type { PaymentCapabilitiesPort } from "../../domain/ports/payment-capabilities";
import type { StoragePort } from "../../domain/ports/storage";

/** In-memory adapters: the same behaviour as the browser ones, inspectable by tests. */
export const memoryCookies = (initial: Record<string, string> = {}) => {
  const jar = new Map(Object.entries(initial));
  const port: CookiesPort = {
    get: (name) => Effect.sync(() => jar.get(name) ?? null),
    set: (name, value) => Effect.sync(() => void jar.set(name, value)),
    remove: (name) => Effect.sync(() => void jar.delete(name)),
  };
  return { port, jar };
};

export const memoryStorage = () => {
  const areas = { local: new Map<string, string>(), session: new Map<string, string>() };
  const port: StoragePort = {
    get: (a, key) => Effect.sync(() => areas[a].get(key) ?? null),
    set: (a, key, value) => Effect.sync(() => void areas[a].set(key, value)),
    remove: (a, key) => Effect.sync(() => void areas[a].delete(key)),
  };
  return { port, areas };
};

export const fixedClock = (start = Date.UTC(2026, 10, 21, 9, 0, 0), stepMs = 0) => {
  let t = start;
  const port: WallClockPort = {
    now: () =>
      Effect.sync(() => {
        const v = t;
        t += stepMs;
        return v;
      }),
  };
  const advance = (ms: number) => {
    t += ms;
  };
  return { port, advance, peek: () => t };
};

export const sequentialIds = (prefix = "id") => {
  let n = 0;
  const port: IdsPort = { next: () => Effect.sync(() => `${prefix}-${++n}`) };
  return { port };
};

export const memoryNavigation = (
  start = "/",
  origin = "http://shop.test",
  languages: ReadonlyArray<string> = [],
) => {
  const parse = (url: string): BrowserLocation => {
    const u = new URL(url, origin);
    return { path: u.pathname, search: u.search, origin, languages };
  };
  const history: BrowserLocation[] = [parse(start)];
  const left: string[] = [];
  let reloads = 0;
  const port: NavigationPort = {
    current: () => Effect.sync(() => history[history.length - 1] as BrowserLocation),
    push: (url) =>
      Effect.sync(() => {
        history.push(parse(url));
      }),
    replace: (url) =>
      Effect.sync(() => {
        history[history.length - 1] = parse(url);
      }),
    leave: (url) =>
      Effect.sync(() => {
        left.push(url);
      }),
    reload: () =>
      Effect.sync(() => {
        reloads += 1;
      }),
    back: () =>
      Effect.sync(() => {
        if (history.length > 1) history.pop();
      }),
  };
  return { port, history, left, reloads: () => reloads };
};

export const memoryOnline = (initial = true) => {
  let online = initial;
  const port: OnlinePort = { isOnline: () => Effect.sync(() => online) };
  const set = (v: boolean) => {
    online = v;
  };
  return { port, set };
};

/** A browser that can (or cannot) pay with Apple Pay and Google Pay: neither unless told. */
export const memoryPaymentCapabilities = (initial: { applePay?: boolean; googlePay?: boolean } = {}) => {
  let wallets = { applePay: initial.applePay ?? false, googlePay: initial.googlePay ?? false };
  const port: PaymentCapabilitiesPort = { wallets: () => Effect.sync(() => wallets) };
  const set = (v: { applePay: boolean; googlePay: boolean }) => {
    wallets = v;
  };
  return { port, set };
};
