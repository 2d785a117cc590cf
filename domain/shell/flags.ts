import type { QueryFlags } from "./model";

export const WEBVIEW_COOKIE = "webview";
/** Webview mode persists in a cookie across page loads; a year is the app's lifetime in the webview. */
export const WEBVIEW_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The query parameters of document 1 §2: webview=true, hidebackbutton=true, analytics=true. */
export const readQueryFlags = (search: string, webviewCookie: boolean): QueryFlags => {
  const q = new URLSearchParams(search);
  return {
    webview: q.get("webview") === "true" || webviewCookie,
    hideBackButton: q.get("hidebackbutton") === "true",
    analytics: q.get("analytics") === "true",
  };
};
