import type { ContentState } from "./state";

/** What other features may read of the content: the CMS pages loaded so far, by path. */
export const selectContentPages = (r: { readonly content: ContentState }) => r.content.pages;
