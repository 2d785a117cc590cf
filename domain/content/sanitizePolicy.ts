/**
 * What editor HTML (rich text, custom html) may hold (issue 14): an allow-list, so anything not
 * named here (script, style, iframe, object, form, event handlers, inline styles) is dropped.
 * The sanitiser itself (DOMPurify) runs in the browser: src/content/embedded/sanitize. No h1:
 * the page's one h1 is its headline block, so editor HTML starts at h2.
 */
export const ALLOWED_TAGS: ReadonlyArray<string> = [
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "caption",
  "code",
  "dd",
  "del",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
];

/** No style (a page's look is the theme's) and no on* handler: none is listed. */
export const ALLOWED_ATTRIBUTES: ReadonlyArray<string> = [
  "href",
  "target",
  "rel",
  "title",
  "lang",
  "class",
  "src",
  "alt",
  "width",
  "height",
  "loading",
  "colspan",
  "rowspan",
  "scope",
  "headers",
  "datetime",
  "aria-label",
  "aria-describedby",
  "aria-hidden",
  "role",
];

/**
 * The attribute values DOMPurify lets through (it tests every attribute value, not only
 * addresses): a value with a scheme only for https, mailto and tel; a path, fragment or plain
 * word as is. So javascript:, data: and plain http addresses are dropped.
 */
export const ALLOWED_URI = /^(?:(?:https|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** What a link that opens a new tab gets, so the opened page cannot reach back to the shop. */
export const SAFE_LINK_REL = "noopener noreferrer";
