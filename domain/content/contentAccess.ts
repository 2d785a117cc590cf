/**
 * The content-access setting of a block (document 1 §2, §6; issue 14): a semicolon list of the
 * kinds of shopper who see it: guest, customer, loyalty member. No setting: everyone sees it.
 */
export type Viewer = "guest" | "customer" | "loyalty";

/** A Map, not an object: a word like "constructor" must not find Object.prototype. */
const TOKENS: ReadonlyMap<string, ReadonlyArray<Viewer>> = new Map<string, ReadonlyArray<Viewer>>([
  ["guest", ["guest"]],
  // A loyalty member is a customer with more rights (§6): a block for customers is theirs too.
  ["customer", ["customer", "loyalty"]],
  ["loyaltymember", ["loyalty"]],
  ["loyalty", ["loyalty"]],
]);

/** The viewers a setting names; null when it names none (absent or blank: no restriction). */
export const parseContentAccess = (setting: unknown): ReadonlySet<Viewer> | null => {
  if (typeof setting !== "string" || setting.trim() === "") return null;
  const viewers = new Set<Viewer>();
  for (const raw of setting.split(";")) {
    const token = raw.toLowerCase().replace(/[\s_-]+/g, "");
    for (const v of TOKENS.get(token) ?? []) viewers.add(v);
  }
  return viewers;
};

/**
 * Whether this viewer sees a block with this setting. A setting with only unknown words hides the
 * block from everyone: a typo must not show members' content to guests.
 */
export const canSeeBlock = (setting: unknown, viewer: Viewer): boolean => {
  const viewers = parseContentAccess(setting);
  return viewers === null || viewers.has(viewer);
};

/** Ctrl+Shift+E (document 1 §2) toggles the editors' edit links. */
export const isEditLinksToggle = (key: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}): boolean => key.ctrlKey && key.shiftKey && !key.altKey && !key.metaKey && key.key.toLowerCase() === "e";

/** The CMS address that edits a block: the tenant's template with {block} replaced; none without one. */
export const blockEditUrl = (template: string | undefined, blockId: string): string | null =>
  template ? template.replaceAll("{block}", encodeURIComponent(blockId)) : null;
