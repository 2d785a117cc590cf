import { Schema } from "effect";
import type { Draft } from "immer";
import { ContentPage } from "./page";

export const ContentPageRequested = Schema.TaggedStruct("ContentPageRequested", { path: Schema.String });
export const ContentPageLoaded = Schema.TaggedStruct("ContentPageLoaded", {
  path: Schema.String,
  page: ContentPage,
});
/** The CMS has no page at this path: the shell shows the CMS not-found page (a non-fatal 404). */
export const ContentPageMissing = Schema.TaggedStruct("ContentPageMissing", { path: Schema.String });
export const NotFoundPageLoaded = Schema.TaggedStruct("NotFoundPageLoaded", {
  page: Schema.NullOr(ContentPage),
});
export const PageLoadFailed = Schema.TaggedStruct("PageLoadFailed", {
  path: Schema.String,
  status: Schema.Number,
  message: Schema.String,
});
export const ContentEvents = [
  ContentPageRequested,
  ContentPageLoaded,
  ContentPageMissing,
  NotFoundPageLoaded,
  PageLoadFailed,
] as const;

export type PageEntry =
  | { readonly status: "pending" }
  | { readonly status: "success"; readonly page: ContentPage }
  | { readonly status: "missing" }
  | { readonly status: "error"; readonly error: { readonly status: number; readonly message: string } };

export interface ContentState {
  readonly pages: Readonly<Record<string, PageEntry>>;
  /** The CMS not-found page; null when the CMS has none (a built-in text is shown). */
  readonly notFound: { readonly status: "idle" | "success"; readonly page: ContentPage | null };
}
export const initialContent: ContentState = { pages: {}, notFound: { status: "idle", page: null } };

type D = Draft<{ content: ContentState }>;
export const contentCases = {
  ContentPageRequested: (d: D, e: typeof ContentPageRequested.Type) => {
    d.content.pages[e.path] = { status: "pending" };
  },
  ContentPageLoaded: (d: D, e: typeof ContentPageLoaded.Type) => {
    d.content.pages[e.path] = { status: "success", page: e.page as Draft<ContentPage> };
  },
  ContentPageMissing: (d: D, e: typeof ContentPageMissing.Type) => {
    d.content.pages[e.path] = { status: "missing" };
  },
  NotFoundPageLoaded: (d: D, e: typeof NotFoundPageLoaded.Type) => {
    d.content.notFound = { status: "success", page: e.page as Draft<ContentPage> | null };
  },
  PageLoadFailed: (d: D, e: typeof PageLoadFailed.Type) => {
    d.content.pages[e.path] = { status: "error", error: { status: e.status, message: e.message } };
  },
};
