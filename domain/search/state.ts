import type { SearchBanner, SearchType } from "../discovery/search";
import type { SearchHits } from "./model";

/* The state and its initial value, apart from the schemas in ./model (the first load needs these, not those). */
export type Slot =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly hits: SearchHits; readonly failed: boolean };

export interface SearchState {
  /** The term as typed. */
  readonly term: string;
  readonly flyout: {
    /** The term of the latest search; only answers for this term apply. "" before any search. */
    readonly term: string;
    readonly types: ReadonlyArray<SearchType>;
    readonly results: Readonly<Partial<Record<SearchType, Slot>>>;
    readonly banner:
      | { readonly status: "idle" | "loading" }
      | { readonly status: "loaded"; readonly banner: SearchBanner | null };
  };
  /** The results page: kept when the shopper leaves it (keepAlive), so coming back shows it as it was. */
  readonly page: {
    readonly term: string;
    readonly types: ReadonlyArray<SearchType>;
    readonly productsPage: number;
    readonly results: Readonly<Partial<Record<SearchType, Slot>>>;
  } | null;
}

export const initialSearch: SearchState = {
  term: "",
  flyout: { term: "", types: [], results: {}, banner: { status: "idle" } },
  page: null,
};
