import { useMemo } from "react";
import { sanitizeHtml } from "./sanitize";

/** Editor HTML after the sanitiser: the one place the content inserts markup it did not write. */
export const SafeHtml = ({ html, className }: { readonly html: string; readonly className: string }) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Sanitised with the allow-list just above: no script, no handler, no javascript: address.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify first
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
