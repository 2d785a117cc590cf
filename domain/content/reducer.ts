import type { Draft } from "immer";
import type {
  ContentPageLoaded,
  ContentPageMissing,
  ContentPageRequested,
  NotFoundPageLoaded,
  PageLoadFailed,
} from "./events";
import type { ContentPage } from "./page";
import type { ContentState } from "./state";

type D = Draft<{ content: ContentState }>;
export const contentCases = {
  ContentPageRequested: (d: D, e: typeof ContentPageRequested.Type) => {
    d.content.pages[e.path] = { status: "pending" };
  },
  ContentPageLoaded: (d: D, e: typeof ContentPageLoaded.Type) => {
    d.content.pages[e.path] = { status: "success", page: e.page as Draft<ContentPage> };
  },
  ContentPageMissing: (d: D, e: typeof ContentPageMissing.Type) => {
    d.content.pages[e.path] = e.extra ? { status: "missing", extra: e.extra } : { status: "missing" };
  },
  NotFoundPageLoaded: (d: D, e: typeof NotFoundPageLoaded.Type) => {
    d.content.notFound = { status: "success", page: e.page as Draft<ContentPage> | null, path: e.path };
  },
  PageLoadFailed: (d: D, e: typeof PageLoadFailed.Type) => {
    d.content.pages[e.path] = { status: "error", error: { status: e.status, message: e.message } };
  },
};
