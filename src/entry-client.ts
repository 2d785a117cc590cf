/**
 * The page's entry: the shop's code, once the browser has painted the server's
 * HTML (issue 17). A module script otherwise runs as soon as the document is parsed, often before
 * the first paint, so the whole bundle's evaluation and the boot stood between the HTML and its
 * first contentful paint. The shop's chunk is preloaded from the page's head (scripts/boot-chunk.ts)
 * and has arrived meanwhile; a hidden tab, which paints no frames, starts it at once.
 */
let started = false;
const startShop = () => {
  if (started) return;
  started = true;
  // Without its code the server's HTML stays as it is, its links working as links.
  import("./main").catch(() => document.getElementById("root")?.removeAttribute("data-ssr"));
};
if (document.visibilityState === "hidden") startShop();
else requestAnimationFrame(() => setTimeout(startShop, 0));
