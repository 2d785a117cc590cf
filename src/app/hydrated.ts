/**
 * Calls back once React has hydrated every element the server rendered into `root` (or after
 * `limitMs`). A click on a part whose lazy chunk has not arrived yet would be dropped by React (it
 * can hydrate that part only once the chunk is there), so the page takes clicks from then on
 * (issue 17). React marks each element it hydrated with its fiber (an own `__reactFiber$…` key).
 */
export const whenHydrated = (root: HTMLElement, done: () => void, limitMs = 10_000): void => {
  const EVERY_MS = 50;
  let checksLeft = Math.ceil(limitMs / EVERY_MS);
  const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
  const check = () => {
    const elements = root.getElementsByTagName("*");
    let all = true;
    for (let i = elements.length - 1; i >= 0 && all; i--) all = hydrated(elements[i] as Element);
    checksLeft -= 1;
    if (all || checksLeft <= 0) done();
    else setTimeout(check, EVERY_MS);
  };
  setTimeout(check, 0);
};
