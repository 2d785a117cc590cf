/** Script injection, once per src: the only place the shop adds third-party scripts to the page. */
const injected = new Map<string, Promise<void>>();

export const injectScript = (doc: Document, src: string): Promise<void> => {
  const known = injected.get(src);
  if (known) return known;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => reject(new Error(`script failed to load: ${src}`)));
    doc.head.append(script);
  });
  injected.set(src, loaded);
  return loaded;
};

/**
 * Takes an injected script out of the page (its consent was withdrawn): the element goes, and a
 * later grant injects it afresh. What the script already ran stays until the next page load.
 */
export const removeScript = (doc: Document, src: string): void => {
  injected.delete(src);
  for (const script of doc.head.querySelectorAll("script"))
    if (script.getAttribute("src") === src) script.remove();
};
