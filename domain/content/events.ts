import { Schema } from "effect";
import { ErrorExtra } from "./errorData";
import { ContentPage } from "./page";

export const ContentPageRequested = Schema.TaggedStruct("ContentPageRequested", { path: Schema.String });
export const ContentPageLoaded = Schema.TaggedStruct("ContentPageLoaded", {
  path: Schema.String,
  page: ContentPage,
});
/**
 * Nothing at this path: the shell shows the CMS not-found page (a non-fatal 404), with the extra
 * component the error's data names below it.
 */
export const ContentPageMissing = Schema.TaggedStruct("ContentPageMissing", {
  path: Schema.String,
  extra: Schema.optional(ErrorExtra),
});
/** path: the CMS page it came from (absent in older recordings: the configured not-found slug). */
export const NotFoundPageLoaded = Schema.TaggedStruct("NotFoundPageLoaded", {
  page: Schema.NullOr(ContentPage),
  path: Schema.optional(Schema.String),
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
export type ContentEvent = (typeof ContentEvents)[number]["Type"];
