import type { ConsentState } from "../consent/state";
import type { CaptureKind } from "./model";

/**
 * Which consent a capture on error needs (issue 19 #1): "statistic". The bundle is a record of how
 * the shop was used, sent without the shopper asking, for the shop's own analysis of its faults:
 * that is what the statistics category covers (document 1 §3); it is not marketing and selects no
 * target group. Essential it is not: the shop works without it. The shopper's own "Problem melden"
 * needs no category: sending the form is the consent.
 */
export const CAPTURE_CONSENT = "statistic" as const;

export const mayCapture = (consent: ConsentState): boolean => consent.categories[CAPTURE_CONSENT];

/** The session-storage key that lists the kinds captured in this browser session (survives reloads). */
export const CAPTURED_KEY = "grocery.problem.captured";

/** The kinds already captured, from the stored text (a comma list; anything else counts as none). */
const capturedKinds = (stored: string | null): ReadonlyArray<string> =>
  stored === null ? [] : stored.split(",").filter((k) => k.length > 0);

/** Once per session and kind: a second capture of a kind sent already is skipped. */
export const alreadyCaptured = (stored: string | null, kind: CaptureKind): boolean =>
  capturedKinds(stored).includes(kind);

export const withCaptured = (stored: string | null, kind: CaptureKind): string =>
  [...new Set([...capturedKinds(stored), kind])].join(",");

/** Commands whose failure is not captured: the report's own (no loop) and the console's. */
export const NOT_CAPTURED = new Set(["ReportProblem", "CaptureProblem", "RecordConsoleMessage"]);
