import type { Draft } from "immer";
import type {
  FishCatchFound,
  FishCatchNotFound,
  FishCodeInvalid,
  FishLookupFailed,
  FishLookupRequested,
} from "./events";
import type { FishTrackingState } from "./state";

type D = Draft<{ fishTracking: FishTrackingState }>;

export const fishTrackingCases = {
  FishLookupRequested: (d: D, e: typeof FishLookupRequested.Type) => {
    d.fishTracking = { status: "looking", code: e.code, fishCatch: null };
  },
  FishCatchFound: (d: D, e: typeof FishCatchFound.Type) => {
    d.fishTracking = { status: "found", code: e.fishCatch.code, fishCatch: { ...e.fishCatch } };
  },
  FishCodeInvalid: (d: D, e: typeof FishCodeInvalid.Type) => {
    d.fishTracking = { status: "invalid", code: e.typed, fishCatch: null };
  },
  FishCatchNotFound: (d: D, e: typeof FishCatchNotFound.Type) => {
    d.fishTracking = { status: "notFound", code: e.code, fishCatch: null };
  },
  FishLookupFailed: (d: D, e: typeof FishLookupFailed.Type) => {
    d.fishTracking = { status: "failed", code: e.code, fishCatch: null };
  },
};
