import type { Draft } from "immer";
import type {
  StoreFinderOpened,
  StorePlaceNotFound,
  StoreSearchFailed,
  StoreSearchRequested,
  StoresNearPlace,
} from "./events";
import { initialStoreFinder, type StoreFinderState } from "./state";

type D = Draft<{ storeFinder: StoreFinderState }>;

export const storeFinderCases = {
  StoreFinderOpened: (d: D, e: typeof StoreFinderOpened.Type) => {
    d.storeFinder.openedAt = e.at;
  },
  StoreSearchRequested: (d: D, e: typeof StoreSearchRequested.Type) => {
    d.storeFinder.search = { status: "searching", query: e.query, place: d.storeFinder.search.place };
  },
  StoresNearPlace: (d: D, e: typeof StoresNearPlace.Type) => {
    d.storeFinder.search = { status: "found", query: e.query, place: e.place as Draft<typeof e.place> };
  },
  StorePlaceNotFound: (d: D, e: typeof StorePlaceNotFound.Type) => {
    d.storeFinder.search = { status: "notFound", query: e.query, place: null };
  },
  StoreSearchFailed: (d: D, e: typeof StoreSearchFailed.Type) => {
    d.storeFinder.search = { status: "failed", query: e.query, place: null };
  },
  StoreSearchCleared: (d: D) => {
    d.storeFinder.search = { ...initialStoreFinder.search };
  },
};
