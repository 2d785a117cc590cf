import { Effect, Layer } from "effect";
import { WallClock, type WallClockPort } from "../../domain/ports/clock";
import { Ids, type IdsPort } from "../../domain/ports/ids";
import { Online, type OnlinePort } from "../../domain/ports/online";

const browserClock: WallClockPort = { now: () => Effect.sync(() => Date.now()) };
export const WallClockLive = Layer.succeed(WallClock, browserClock);

export const randomId = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const browserIds: IdsPort = { next: () => Effect.sync(randomId) };
export const IdsLive = Layer.succeed(Ids, browserIds);

const browserOnline: OnlinePort = { isOnline: () => Effect.sync(() => navigator.onLine) };
export const OnlineLive = Layer.succeed(Online, browserOnline);

/** Calls back with the connectivity whenever the browser reports a change. */
/** Whether the browser believes it is online right now. */
export const browserIsOnline = (): boolean => navigator.onLine;

/** Calls back once, the next time the browser comes back online. */
export const whenBrowserOnline = (callback: () => void): void =>
  window.addEventListener("online", callback, { once: true });

export const watchConnectivity = (onChange: (online: boolean) => void): (() => void) => {
  const up = () => onChange(true);
  const down = () => onChange(false);
  window.addEventListener("online", up);
  window.addEventListener("offline", down);
  return () => {
    window.removeEventListener("online", up);
    window.removeEventListener("offline", down);
  };
};

/** Timestamps of event-log entries (performance-independent wall time). */
export const logNow = (): number => Date.now();
