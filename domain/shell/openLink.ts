/** The deep-link parameter of the native app and the newsletters (document 1 §2 query parameters). */
const OPEN_LINK_PARAM = "openlink";

export interface OpenLink {
  /** The target as given: an in-app path or a URL, checked later by the Navigate command. */
  readonly to: string;
  /** The page's own query without the parameter ("" when nothing is left). */
  readonly search: string;
}

/**
 * Reads `?openlink=<in-app path or URL>`: null when the parameter is absent or empty. Only the
 * parameter's own syntax is handled here; whether the target may be opened is Navigate's rule.
 */
export const readOpenLink = (search: string): OpenLink | null => {
  const query = new URLSearchParams(search);
  const to = query.get(OPEN_LINK_PARAM)?.trim() ?? "";
  if (to === "") return null;
  query.delete(OPEN_LINK_PARAM);
  const rest = query.toString();
  return { to, search: rest === "" ? "" : `?${rest}` };
};
