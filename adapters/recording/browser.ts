import type { RecordedEntry } from "../../domain/app/recording/format";
import type { Shop } from "../../domain/app/shop";
import { randomId } from "../browser/misc";
import { slices } from "../browser/slices";
import { idbRecordingStore, openRecordingDb } from "./idb";
import { type Recorder, type RecordingTail, startRecorder } from "./recorder";

const SESSION_KEY = "grocery.recording.session";
const PERSONAL_KEY = "grocery.recording.personalData";

/** One recording per browser session (tab): the id lives in sessionStorage, so a reload or the payment round trip keeps it. */
const recordingSessionId = (): string => {
  try {
    const existing = window.sessionStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const id = randomId();
    window.sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return randomId();
  }
};

const readPersonalData = (): "masked" | "kept" => {
  try {
    return window.sessionStorage.getItem(PERSONAL_KEY) === "kept" ? "kept" : "masked";
  } catch {
    return "masked";
  }
};

/** Remembers the opt-in for the rest of the browser session. */
export const rememberPersonalData = (value: "masked" | "kept"): void => {
  try {
    window.sessionStorage.setItem(PERSONAL_KEY, value);
  } catch {
    // storage disabled: the opt-in lasts for this page only
  }
};

const TAIL_KEY = "devtools-recording-tail:";

/** The tail in sessionStorage: written synchronously, read by the same tab's next page load. */
const sessionStorageTail: RecordingTail = {
  save(sessionId, entries) {
    try {
      if (entries.length === 0) window.sessionStorage.removeItem(TAIL_KEY + sessionId);
      else window.sessionStorage.setItem(TAIL_KEY + sessionId, JSON.stringify(entries));
    } catch {
      // storage full or disabled: the asynchronous write is all there is
    }
  },
  take(sessionId) {
    try {
      const text = window.sessionStorage.getItem(TAIL_KEY + sessionId);
      window.sessionStorage.removeItem(TAIL_KEY + sessionId);
      const parsed: unknown = text === null ? [] : JSON.parse(text);
      // Only what looks like entries, in order: anything else in the tab's storage is ignored.
      if (!Array.isArray(parsed)) return [];
      return parsed.filter(
        (e): e is RecordedEntry =>
          typeof e === "object" && e !== null && Number.isInteger(e.seq) && typeof e.kind === "string",
      );
    } catch {
      return [];
    }
  },
};

/** Starts recording the live shop into IndexedDB; flushes when the page is hidden or left. */
export const startBrowserRecorder = async (shop: Shop): Promise<Recorder | null> => {
  if (typeof indexedDB === "undefined") return null;
  const db = await openRecordingDb();
  const recorder = await startRecorder({
    store: idbRecordingStore(db),
    sessionId: recordingSessionId(),
    log: shop.log,
    url: `${window.location.pathname}${window.location.search}`,
    now: () => Date.now(),
    personalData: readPersonalData(),
    tail: sessionStorageTail,
    pause: slices(),
    describe: () => {
      const config = shop.store.getState().tenant.config;
      return { appVersion: config?.appVersion ?? "unknown", tenant: config?.tenant ?? "unknown" };
    },
  });
  // The write may not commit before the page is gone: the unconfirmed entries are kept too.
  const flush = () => {
    void recorder.flush();
    recorder.keepTail();
  };
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  return recorder;
};
