import type { ErrorExtra } from "./errorData";
import type { ContentPage } from "./page";

/* The state and its initial value, schema-free: the first load needs these, not the events' schemas. */
type PageEntry =
  | { readonly status: "pending" }
  | { readonly status: "success"; readonly page: ContentPage }
  | { readonly status: "missing"; readonly extra?: ErrorExtra }
  | { readonly status: "error"; readonly error: { readonly status: number; readonly message: string } };

export interface ContentState {
  readonly pages: Readonly<Record<string, PageEntry>>;
  /**
   * The CMS not-found page, or the custom error page a gone path names (path: where it came from);
   * null when the CMS has none (a built-in text is shown).
   */
  readonly notFound: {
    readonly status: "idle" | "success";
    readonly page: ContentPage | null;
    readonly path?: string | undefined;
  };
}
export const initialContent: ContentState = { pages: {}, notFound: { status: "idle", page: null } };
