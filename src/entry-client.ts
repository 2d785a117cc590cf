/**
 * The page's entry: the shop's code, once the browser has painted the server's HTML (issue 17). A
 * module script otherwise runs as soon as the document is parsed, often before the first paint, so
 * the whole bundle's evaluation and the boot stood between the HTML and its first contentful paint.
 * The shop's chunks are preloaded from the page's head (scripts/boot-chunk.ts) and arrive
 * meanwhile. The libraries' chunks (`data-step`) are evaluated first, each in a task of its own, so
 * that a slow phone can paint and take input between them. A hidden tab, which paints no frames,
 * starts at once.
 */
import { injectScript } from "../adapters/consent/inject";

// The consent script at once, as a consent manager's tag in the page would be: on a first visit
// its banner is often the largest paint, and it need not wait for the shop's code. The shop's
// consent adapter later finds it injected (the same src) and reads what it published.
const consentScript = document.querySelector("link[data-consent-script]")?.getAttribute("href");
if (consentScript) injectScript(document, consentScript).catch(() => {});

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let started = false;
const startShop = async () => {
  if (started) return;
  started = true;
  const steps = [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload][data-step]")].sort(
    (a, b) => Number(a.dataset.step) - Number(b.dataset.step),
  );
  try {
    for (const link of steps) {
      await import(/* @vite-ignore */ link.href);
      await nextTask();
    }
    await import("./main");
  } catch {
    // Without its code the server's HTML stays as it is, its links working as links.
    document.getElementById("root")?.removeAttribute("data-ssr");
  }
};
if (document.visibilityState === "hidden") void startShop();
else requestAnimationFrame(() => setTimeout(startShop, 0));
