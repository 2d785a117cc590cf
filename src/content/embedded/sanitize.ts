import DOMPurify from "dompurify";
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URI,
  SAFE_LINK_REL,
} from "../../../domain/content/sanitizePolicy";

type DomWindow = Parameters<typeof DOMPurify>[0];

/** Its own instance: the hooks below must not change what another user of DOMPurify gets. */
const create = (win: DomWindow | undefined) => {
  const purifier = DOMPurify(win);
  // Without a DOM, DOMPurify is a stub without hooks (and sanitizes nothing: see below).
  if (!purifier.isSupported) return purifier;
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      // Only a new tab is a target an editor may choose; a new tab never gets a handle on the shop.
      if (node.getAttribute("target") === "_blank") node.setAttribute("rel", SAFE_LINK_REL);
      else node.removeAttribute("target");
    }
    // Editor images are never above the fold's first image: they load when they come near.
    if (node.tagName === "IMG") node.setAttribute("loading", "lazy");
  });
  return purifier;
};

let purifier = create(typeof window === "undefined" ? undefined : window);

/**
 * The server render's DOM to sanitise in (issue 17: a page with editor HTML is rendered on the
 * server too); browsers use their own window.
 */
export const sanitizeWith = (win: DomWindow): void => {
  purifier = create(win);
};

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
