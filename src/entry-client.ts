/**
 * The page's entry: the shop's code, once the browser has painted the server's HTML (issue 17).
 *
 * The boot chunks are asked for only then: on a slow network they would otherwise share it with
 * the stylesheet and the page's images, and a module script would run as soon as the document is
 * parsed, often before the first paint, its evaluation and the boot standing between the HTML and
 * the first contentful paint. The libraries' chunks and the domain's are evaluated first, each in a
 * task of its own, so that a slow phone can paint and take input between them. A page without a
 * server render (an empty #root) asks for them at once: it shows nothing until they arrive. A hidden
 * tab, which paints no frames, starts at once too.
 */
import { afterNextPaint, yieldToMain } from "../adapters/browser/slices";
import { injectScript } from "../adapters/consent/inject";
import { BOOT_CHUNKS_ID, type BootChunks } from "./app/bootChunks";

// The consent script at once, as a consent manager's tag in the page would be: on a first visit
// its banner is often the largest paint, and it need not wait for the shop's code. The shop's
// consent adapter later finds it injected (the same src) and reads what it published.
const consentScript = document.querySelector("link[data-consent-script]")?.getAttribute("href");
if (consentScript) injectScript(document, consentScript).catch(() => {});

const readBootChunks = (): BootChunks => {
  try {
    const value = JSON.parse(document.getElementById(BOOT_CHUNKS_ID)?.textContent ?? "null");
    if (Array.isArray(value?.preload) && Array.isArray(value?.steps)) return value as BootChunks;
  } catch {
    // The development server's page names none: the shop's module imports what it needs itself.
  }
  return { preload: [], steps: [] };
};

const preload = (files: ReadonlyArray<string>) => {
  for (const href of files) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.append(link);
  }
};

let started = false;
const startShop = async () => {
  if (started) return;
  started = true;
  const boot = readBootChunks();
  preload(boot.preload);
  try {
    for (const file of boot.steps) {
      await import(/* @vite-ignore */ file);
      await yieldToMain();
    }
    await import("./main");
  } catch {
    // Without its code the server's HTML stays as it is, its links working as links.
    document.getElementById("root")?.removeAttribute("data-ssr");
  }
};

const rendered = document.getElementById("root")?.hasAttribute("data-ssr") === true;
if (!rendered || document.visibilityState === "hidden") void startShop();
else afterNextPaint(() => void startShop());
