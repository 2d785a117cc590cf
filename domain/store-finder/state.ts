import type { StoreSearchPlace } from "./model";

export interface StoreFinderState {
  /** When the finder was opened (epoch ms): "open now" is measured from it; null before. */
  readonly openedAt: number | null;
  readonly search: {
    readonly status: "idle" | "searching" | "found" | "notFound" | "failed";
    readonly query: string;
    readonly place: StoreSearchPlace | null;
  };
}

export const initialStoreFinder: StoreFinderState = {
  openedAt: null,
  search: { status: "idle", query: "", place: null },
};
