// The reference server's tag manager stand-in: no external host. It records every dataLayer push
// it receives (window.__tagManager.received) so tests and analysts see what a tag manager would get.
(() => {
  const id = new URL(document.currentScript?.src ?? location.href).searchParams.get("id") ?? "";
  const received = [];
  window.__tagManager = { id, received, loadedAt: Date.now() };
  window.dataLayer = window.dataLayer || [];
  const dl = window.dataLayer;
  for (const e of dl) received.push(e);
  const push = dl.push.bind(dl);
  dl.push = (...items) => {
    for (const e of items) received.push(e);
    return push(...items);
  };
  dl.push({ "gtm.start": Date.now(), event: "gtm.js" });
})();
