import type { FishCatch } from "./model";

export interface FishTrackingState {
  readonly status: "idle" | "looking" | "found" | "invalid" | "notFound" | "failed";
  /** The code asked for (normalised), or as typed when invalid. */
  readonly code: string;
  readonly fishCatch: FishCatch | null;
}

export const initialFishTracking: FishTrackingState = { status: "idle", code: "", fishCatch: null };
