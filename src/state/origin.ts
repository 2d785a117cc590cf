import type { CommandOrigin } from "../../domain/core/log";

/**
 * The UI element a command comes from (issue 19 #3), derived in one place rather than in every
 * component: the dispatch hooks ask for the origin while the shopper's click, key press, change or
 * submit is being handled, and this module remembers that event's target (a capture listener on
 * the document, cleared once the event's task is over). A command dispatched later (after an
 * await, a timer, a reaction) has no origin.
 */
let target: Element | null = null;
let installed = false;

const EVENTS = ["click", "submit", "change", "keydown", "input"] as const;

const install = () => {
  installed = true;
  if (typeof document === "undefined") return;
  const clear = () => {
    target = null;
  };
  for (const type of EVENTS)
    document.addEventListener(
      type,
      (event) => {
        target = event.target instanceof Element ? event.target : null;
        setTimeout(clear, 0);
      },
      { capture: true },
    );
};

/** Up to this many characters of an element's text: enough to name a button, not a paragraph. */
const TEXT_LIMIT = 40;

const squash = (s: string | null | undefined): string => {
  const t = (s ?? "").replace(/\s+/g, " ").trim();
  return t.length > TEXT_LIMIT ? `${t.slice(0, TEXT_LIMIT - 1)}…` : t;
};

/** The element the shopper acted on: the nearest button, link, form field or form. */
const actionable = (el: Element): Element =>
  el.closest("[data-origin], button, a, input, select, textarea, summary, [role=button], form") ?? el;

/** The element's accessible name, close enough: aria-label, its label, its text. */
const nameOf = (el: Element): string => {
  const aria = el.getAttribute("aria-label");
  if (aria) return squash(aria);
  const labelledBy = el.getAttribute("aria-labelledby");
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? "")
      .join(" ");
    if (text.trim()) return squash(text);
  }
  if (
    el instanceof HTMLInputElement ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLTextAreaElement
  ) {
    const label = el.labels?.[0]?.textContent;
    if (label) return squash(label);
    return squash(el.name || el.getAttribute("placeholder"));
  }
  return squash(el.textContent);
};

/** A readable, stable description: `button "In den Warenkorb" [data-testid=add-to-cart]`. */
const describeElement = (el: Element): string => {
  const a = actionable(el);
  const tag = a.tagName.toLowerCase();
  const named = a.getAttribute("data-origin") ?? nameOf(a);
  const testId = a.getAttribute("data-testid");
  return `${tag}${named ? ` "${named}"` : ""}${testId ? ` [data-testid=${testId}]` : ""}`;
};

/** The origin of a command dispatched now: while a user event is handled, its element and the route. */
export const currentOrigin = (): CommandOrigin | undefined => {
  if (!installed) install();
  if (target === null || typeof location === "undefined") return undefined;
  return { route: location.pathname, element: describeElement(target) };
};
