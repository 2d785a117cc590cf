import type { MessageBundle } from "./config";

/** Resolves a message key from the tenant's bundle, filling {name} placeholders; unknown keys show the key. */
export const translate = (
  bundle: MessageBundle,
  key: string,
  params: Readonly<Record<string, string>> = {},
): string => {
  const template = bundle[key];
  if (template === undefined) return key;
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => params[name] ?? whole);
};
