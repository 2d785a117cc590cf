// The reference server's consent banner: the same interface as the production consent script
// (window.OnetrustActiveGroups / OptanonActiveGroups, window.OptanonWrapper called on load and on
// every change, window.OneTrust.ToggleInfoDisplay / GetDomainData), so the shop's whole consent
// flow runs locally. Non-blocking: a bar at the bottom that never traps focus or covers the page.
(() => {
  const COOKIE = "OptanonConsent";
  const CLOSED = "OptanonAlertBoxClosed";
  const MAX_AGE = 365 * 24 * 60 * 60;
  const groups = [
    {
      CustomGroupId: "C0001",
      GroupName: "Notwendige Cookies",
      GroupDescription: "Ohne diese Cookies funktioniert der Shop nicht: Anmeldung, Warenkorb, Sicherheit.",
      required: true,
      Cookies: [
        { Name: "sid", Host: location.hostname, Length: "Sitzung", description: "Ihre Sitzung im Shop." },
        {
          Name: "loggedIn",
          Host: location.hostname,
          Length: "Sitzung",
          description: "Zeigt an, dass Sie angemeldet sind.",
        },
        {
          Name: "XSRF-TOKEN",
          Host: location.hostname,
          Length: "Sitzung",
          description: "Schutz vor gefälschten Anfragen.",
        },
        { Name: COOKIE, Host: location.hostname, Length: "365 Tage", description: "Ihre Cookie-Auswahl." },
      ],
    },
    {
      CustomGroupId: "C0002",
      GroupName: "Statistik",
      GroupDescription: "Hilft uns zu verstehen, wie der Shop genutzt wird (Tag Manager, Suchstatistik).",
      Cookies: [
        {
          Name: "_ALGOLIA",
          Host: location.hostname,
          Length: "180 Tage",
          description: "Anonyme Kennung für die Suchstatistik.",
        },
        {
          Name: "_ga",
          Host: location.hostname,
          Length: "2 Jahre",
          description: "Statistik des Tag Managers.",
        },
      ],
    },
    {
      CustomGroupId: "C0004",
      GroupName: "Marketing",
      GroupDescription: "Zeigt Ihnen passende Werbung auf anderen Seiten.",
      Cookies: [
        {
          Name: "_fbp",
          Host: location.hostname,
          Length: "90 Tage",
          description: "Werbung auf anderen Seiten.",
        },
      ],
    },
    {
      CustomGroupId: "C0007",
      GroupName: "Zielgruppenauswahl",
      GroupDescription: "Persönliche Empfehlungen und Sortierung im Shop.",
      Cookies: [
        {
          Name: "personalization",
          Host: location.hostname,
          Length: "180 Tage",
          description: "Ihre Empfehlungen.",
        },
      ],
    },
  ];
  const optional = groups.filter((g) => !g.required).map((g) => g.CustomGroupId);

  const readCookie = (name) => {
    for (const part of document.cookie.split(";")) {
      const [k, ...v] = part.trim().split("=");
      if (k === name) return decodeURIComponent(v.join("="));
    }
    return null;
  };
  const writeCookie = (name, value) => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain script without the Cookie Store API
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax`;
  };
  const format = (ids) => `,${["C0001", ...ids.filter((id) => id !== "C0001")].join(",")},`;
  const stored = readCookie(COOKIE);
  let active = stored && /^,[A-Z0-9,]*,$/.test(stored) ? stored : format([]);
  const publish = () => {
    window.OnetrustActiveGroups = active;
    window.OptanonActiveGroups = active;
    if (typeof window.OptanonWrapper === "function") {
      try {
        window.OptanonWrapper();
      } catch (e) {
        setTimeout(() => {
          throw e;
        });
      }
    }
  };
  const choose = (ids) => {
    active = format(ids);
    writeCookie(COOKIE, active);
    writeCookie(CLOSED, new Date().toISOString());
    hideBanner();
    closeSettings();
    publish();
  };

  const style = document.createElement("style");
  style.textContent = `
.cb-bar{position:fixed;left:0;right:0;bottom:0;z-index:1000;background:#fff;color:#1f2933;border-top:3px solid #0b6e4f;box-shadow:0 -4px 16px rgba(0,0,0,.15);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;padding:12px 16px}
.cb-inner{max-width:1200px;margin:0 auto;display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between}
.cb-text{flex:1 1 420px;margin:0}
.cb-text h2{font-size:16px;margin:0 0 2px}
.cb-text p{margin:0}
.cb-text a{color:#0b6e4f}
.cb-actions{display:flex;flex-wrap:wrap;gap:8px}
.cb-btn{font:inherit;font-weight:600;min-height:44px;padding:8px 16px;border-radius:8px;border:2px solid #0b6e4f;cursor:pointer;background:#fff;color:#0b6e4f}
.cb-btn--primary{background:#0b6e4f;color:#fff}
.cb-btn:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.cb-dialog{border:none;border-radius:12px;padding:0;max-width:560px;width:calc(100% - 32px);color:#1f2933;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.cb-dialog::backdrop{background:rgba(0,0,0,.45)}
.cb-dialog form{padding:20px}
.cb-dialog h2{margin:0 0 8px;font-size:20px}
.cb-group{border-top:1px solid #d9e2ec;padding:12px 0;display:flex;gap:12px;align-items:flex-start}
.cb-group input{width:22px;height:22px;margin-top:2px;accent-color:#0b6e4f}
.cb-group p{margin:2px 0 0;color:#52606d}
.cb-dialog .cb-actions{margin-top:12px;justify-content:flex-end}
@media (max-width:599px){.cb-actions{width:100%}.cb-btn{flex:1 1 auto}}
@media (max-width:599px){.cb-bar{padding:8px 12px;font-size:13px;line-height:1.35}.cb-inner{gap:6px}.cb-text{flex-basis:100%}.cb-text h2{display:inline;font-size:13px;margin:0 4px 0 0}.cb-text p{display:inline}.cb-bar .cb-actions{display:grid;grid-template-columns:auto auto auto;gap:6px}.cb-bar .cb-btn{padding:4px 6px;font-size:14px;line-height:1.15}}
@media (max-width:359px){.cb-bar .cb-actions{grid-template-columns:1fr 1fr}.cb-bar .cb-btn:first-child{grid-column:1/-1}}
`;
  document.head.append(style);

  let bar = null;
  const hideBanner = () => {
    bar?.remove();
    bar = null;
    document.body.style.paddingBottom = "";
  };
  const button = (label, onClick, primary) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = primary ? "cb-btn cb-btn--primary" : "cb-btn";
    b.textContent = label;
    b.addEventListener("click", onClick);
    return b;
  };
  const showBanner = () => {
    if (bar) return;
    bar = document.createElement("section");
    bar.className = "cb-bar";
    bar.id = "consent-banner";
    bar.setAttribute("aria-label", "Cookie-Hinweis");
    const inner = document.createElement("div");
    inner.className = "cb-inner";
    const text = document.createElement("div");
    text.className = "cb-text";
    text.innerHTML =
      '<h2>Wir verwenden Cookies</h2><p>Notwendige Cookies brauchen wir für den Shop. Statistik, Marketing und persönliche Empfehlungen nur mit Ihrer Zustimmung. <a href="/datenschutz">Mehr erfahren</a></p>';
    const actions = document.createElement("div");
    actions.className = "cb-actions";
    actions.append(
      button("Einstellungen", () => openSettings(), false),
      button("Nur notwendige", () => choose([]), false),
      button("Alle akzeptieren", () => choose(optional), true),
    );
    inner.append(text, actions);
    bar.append(inner);
    document.body.append(bar);
    // The page can always scroll its last content above the bar.
    const pad = () => {
      if (bar) document.body.style.paddingBottom = `${bar.offsetHeight}px`;
    };
    pad();
    addEventListener("resize", pad);
  };

  let dialog = null;
  const closeSettings = () => {
    if (dialog?.open) dialog.close();
  };
  const openSettings = () => {
    if (!dialog) {
      dialog = document.createElement("dialog");
      dialog.className = "cb-dialog";
      dialog.id = "consent-settings";
      dialog.setAttribute("aria-labelledby", "cb-settings-title");
      const form = document.createElement("form");
      form.method = "dialog";
      form.innerHTML = '<h2 id="cb-settings-title">Cookie-Einstellungen</h2>';
      for (const g of groups) {
        const row = document.createElement("div");
        row.className = "cb-group";
        const id = `cb-group-${g.CustomGroupId}`;
        row.innerHTML = `<input type="checkbox" id="${id}" name="${g.CustomGroupId}"${g.required ? " checked disabled" : ""}><div><label for="${id}"><strong>${g.GroupName}</strong></label><p>${g.GroupDescription}</p></div>`;
        form.append(row);
      }
      const actions = document.createElement("div");
      actions.className = "cb-actions";
      actions.append(
        button("Abbrechen", () => closeSettings(), false),
        button(
          "Auswahl speichern",
          () => choose(optional.filter((id) => form.querySelector(`input[name="${id}"]`)?.checked)),
          true,
        ),
      );
      form.append(actions);
      dialog.append(form);
      document.body.append(dialog);
    }
    for (const id of optional) {
      const box = dialog.querySelector(`input[name="${id}"]`);
      if (box) box.checked = active.includes(`,${id},`);
    }
    dialog.showModal();
  };

  // The production script's method names (PascalCase), not React components.
  window.OneTrust = {
    // biome-ignore lint/correctness/noComponentHookFactories: OneTrust's API name
    ToggleInfoDisplay: () => (dialog?.open ? closeSettings() : openSettings()),
    // biome-ignore lint/correctness/noComponentHookFactories: OneTrust's API name
    AllowAll: () => choose(optional),
    // biome-ignore lint/correctness/noComponentHookFactories: OneTrust's API name
    RejectAll: () => choose([]),
    // biome-ignore lint/correctness/noComponentHookFactories: OneTrust's API name
    GetDomainData: () => ({
      Groups: groups.map((g) => ({
        CustomGroupId: g.CustomGroupId,
        GroupName: g.GroupName,
        GroupDescription: g.GroupDescription,
        Cookies: g.Cookies.map((c) => ({ ...c })),
      })),
    }),
  };

  const start = () => {
    if (readCookie(CLOSED) === null) showBanner();
    publish();
  };
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
})();
