// The reference server's tag manager stand-in: no external host. It records every dataLayer push
// it receives (window.__tagManager.received) so tests and analysts see what a tag manager would get,
// and follows Google Consent Mode's commands (gtag's Arguments objects) as a real one does:
// window.__tagManager.consent is the consent state its tags would obey, defaultBeforeLoad says
// whether the consent default was on the dataLayer before it loaded.
(() => {
  const id = new URL(document.currentScript?.src ?? location.href).searchParams.get("id") ?? "";
  const received = [];
  const consent = {};
  window.dataLayer = window.dataLayer || [];
  const dl = window.dataLayer;
  const isConsentCommand = (e) =>
    Object.prototype.toString.call(e) === "[object Arguments]" &&
    e[0] === "consent" &&
    (e[1] === "default" || e[1] === "update") &&
    typeof e[2] === "object";
  const defaultBeforeLoad = dl.some((e) => isConsentCommand(e) && e[1] === "default");
  const take = (e) => {
    received.push(e);
    if (isConsentCommand(e)) Object.assign(consent, e[2]);
  };
  window.__tagManager = { id, received, consent, defaultBeforeLoad, loadedAt: Date.now() };
  for (const e of dl) take(e);
  const push = dl.push.bind(dl);
  dl.push = (...items) => {
    for (const e of items) take(e);
    return push(...items);
  };
  dl.push({ "gtm.start": Date.now(), event: "gtm.js" });
})();
