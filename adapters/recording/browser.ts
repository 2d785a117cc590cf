import type { Shop } from "../../domain/app/shop";
import { randomId } from "../browser/misc";
import { idbRecordingStore, openRecordingDb } from "./idb";
import { type Recorder, startRecorder } from "./recorder";

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
    describe: () => {
      const config = shop.store.getState().tenant.config;
      return { appVersion: config?.appVersion ?? "unknown", tenant: config?.tenant ?? "unknown" };
    },
  });
  const flush = () => void recorder.flush();
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  return recorder;
};
