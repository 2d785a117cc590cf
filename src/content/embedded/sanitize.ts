import DOMPurify from "dompurify";
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URI,
  SAFE_LINK_REL,
} from "../../../domain/content/sanitizePolicy";

/** Its own instance: the hooks below must not change what another user of DOMPurify gets. */
const purifier = DOMPurify(typeof window === "undefined" ? undefined : window);

purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A") {
    // Only a new tab is a target an editor may choose; a new tab never gets a handle on the shop.
    if (node.getAttribute("target") === "_blank") node.setAttribute("rel", SAFE_LINK_REL);
    else node.removeAttribute("target");
  }
  // Editor images are never above the fold's first image: they load when they come near.
  if (node.tagName === "IMG") node.setAttribute("loading", "lazy");
});

/**
 * Editor HTML made safe to insert (issue 14): only the allow-list's tags and attributes, only
 * https, mailto, tel and same-site addresses. Without a DOM to parse in, nothing is let through.
 */
export const sanitizeHtml = (dirty: string): string => {
  if (!purifier.isSupported) return "";
  return purifier.sanitize(dirty, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
};
