import type { Pause } from "../../adapters/browser/slices";
import { loadFeatureCases } from "../../domain/app/bootReducer";
import type { AppCommand } from "../../domain/app/commands";
import type { AppEvent } from "../../domain/app/events";
import { unpackServerRun } from "../../domain/app/serverRunPage";
import type { Shop } from "../../domain/app/shop";
import { type Hold, NOT_HELD } from "../../domain/core/bus";
import type { LogEntry, NewEntry } from "../../domain/core/log";

type Entry = LogEntry<AppCommand, AppEvent>;

const KINDS = new Set(["command", "event", "port", "outcome"]);

/**
 * The server render's log from the page (issue 17), or null when the page has none (the server
 * sent the empty shell) or it is not a list of log entries (the browser then starts on its own).
 */
export const readServerRun = (doc: Document): ReadonlyArray<Entry> | null => {
  const text = doc.getElementById("ssr-events")?.textContent;
  if (!text) return null;
  try {
    const entries: unknown = JSON.parse(text);
    if (!Array.isArray(entries)) return null;
    const valid = entries.every(
      (e) =>
        typeof e === "object" &&
        e !== null &&
        KINDS.has((e as { kind?: unknown }).kind as string) &&
        typeof (e as { commandId?: unknown }).commandId === "string",
    );
    return valid ? unpackServerRun(entries as Entry[]) : null;
  } catch {
    return null;
  }
};

/**
 * The browser continues the server's run: its events go through the same reducer into the store,
 * and every entry (commands, port calls, events, outcomes) into the log in its order, so the
 * session's recording starts with the server render and replays from the same initial state.
 * The projections (tracking) see the events as if the browser had run them.
 *
 * A run of a page with a catalogue is a few hundred entries of tenant config, categories and
 * products, each folded and redacted for the log: when the bus is idle, `pause` lets the browser
 * breathe between slices of them (issue 17: Total Blocking Time). The bus then holds the commands
 * dispatched meanwhile (the integrations' consent), so the server's run stays one piece of the log
 * and the state React hydrates from is the server's: the caller releases the returned hold once
 * hydration has begun (a failed fold releases it here).
 */
export const continueServerRun = async (
  shop: Shop,
  entries: ReadonlyArray<Entry>,
  pause?: Pause,
): Promise<Hold> => {
  // The server's run holds the features' events (a product, a category): their reducer cases first.
  await loadFeatureCases();
  const hold: Hold = pause === undefined ? NOT_HELD : shop.bus.hold();
  try {
    for (const entry of entries) {
      if (entry.kind === "event") shop.store.apply(entry.event);
      const { seq: _seq, ...rest } = entry;
      shop.log.append(rest as NewEntry<AppCommand, AppEvent>);
      const due = hold.held ? pause?.() : undefined;
      if (due) await due;
    }
  } catch (error) {
    hold.release();
    throw error;
  }
  return hold;
};
