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
      GroupName: { de: "Notwendige Cookies", en: "Necessary cookies" },
      GroupDescription: {
        de: "Ohne diese Cookies funktioniert der Shop nicht: Anmeldung, Warenkorb, Sicherheit.",
        en: "The shop does not work without these cookies: login, cart, security.",
      },
      required: true,
      Cookies: [
        {
          Name: "sid",
          Host: location.hostname,
          Length: { de: "Sitzung", en: "Session" },
          description: { de: "Ihre Sitzung im Shop.", en: "Your session in the shop." },
        },
        {
          Name: "loggedIn",
          Host: location.hostname,
          Length: { de: "Sitzung", en: "Session" },
          description: { de: "Zeigt an, dass Sie angemeldet sind.", en: "Shows that you are logged in." },
        },
        {
          Name: "XSRF-TOKEN",
          Host: location.hostname,
          Length: { de: "Sitzung", en: "Session" },
          description: { de: "Schutz vor gefälschten Anfragen.", en: "Protection against forged requests." },
        },
        {
          Name: COOKIE,
          Host: location.hostname,
          Length: { de: "365 Tage", en: "365 days" },
          description: { de: "Ihre Cookie-Auswahl.", en: "Your cookie choice." },
        },
        {
          Name: "lang",
          Host: location.hostname,
          Length: { de: "365 Tage", en: "365 days" },
          description: { de: "Ihre Sprachwahl.", en: "Your language choice." },
        },
      ],
    },
    {
      CustomGroupId: "C0002",
      GroupName: { de: "Statistik", en: "Statistics" },
      GroupDescription: {
        de: "Hilft uns zu verstehen, wie der Shop genutzt wird (Tag Manager, Suchstatistik).",
        en: "Helps us understand how the shop is used (tag manager, search statistics).",
      },
      Cookies: [
        {
          Name: "_ALGOLIA",
          Host: location.hostname,
          Length: { de: "180 Tage", en: "180 days" },
          description: {
            de: "Anonyme Kennung für die Suchstatistik.",
            en: "Anonymous id for the search statistics.",
          },
        },
        {
          Name: "_ga",
          Host: location.hostname,
          Length: { de: "2 Jahre", en: "2 years" },
          description: { de: "Statistik des Tag Managers.", en: "The tag manager's statistics." },
        },
      ],
    },
    {
      CustomGroupId: "C0004",
      GroupName: { de: "Marketing", en: "Marketing" },
      GroupDescription: {
        de: "Zeigt Ihnen passende Werbung auf anderen Seiten.",
        en: "Shows you suitable ads on other sites.",
      },
      Cookies: [
        {
          Name: "_fbp",
          Host: location.hostname,
          Length: { de: "90 Tage", en: "90 days" },
          description: { de: "Werbung auf anderen Seiten.", en: "Ads on other sites." },
        },
      ],
    },
    {
      CustomGroupId: "C0007",
      GroupName: { de: "Zielgruppenauswahl", en: "Audience selection" },
      GroupDescription: {
        de: "Persönliche Empfehlungen und Sortierung im Shop.",
        en: "Personal recommendations and sorting in the shop.",
      },
      Cookies: [
        {
          Name: "personalization",
          Host: location.hostname,
          Length: { de: "180 Tage", en: "180 days" },
          description: { de: "Ihre Empfehlungen.", en: "Your recommendations." },
        },
      ],
    },
  ];
  // Like the production script, the banner speaks the page's language (<html lang>, set by the shop).
  const TEXTS = {
    de: {
      bar: "Cookie-Hinweis",
      intro:
        '<h2>Wir verwenden Cookies</h2><p>Notwendige Cookies brauchen wir für den Shop. Statistik, Marketing und persönliche Empfehlungen nur mit Ihrer Zustimmung. <a href="/datenschutz">Mehr erfahren</a></p>',
      settings: "Einstellungen",
      necessaryOnly: "Nur notwendige",
      acceptAll: "Alle akzeptieren",
      settingsTitle: "Cookie-Einstellungen",
      cancel: "Abbrechen",
      save: "Auswahl speichern",
    },
    en: {
      bar: "Cookie notice",
      intro:
        '<h2>We use cookies</h2><p>The shop needs the necessary cookies. Statistics, marketing and personal recommendations only with your consent. <a href="/datenschutz">Learn more</a></p>',
      settings: "Settings",
      necessaryOnly: "Necessary only",
      acceptAll: "Accept all",
      settingsTitle: "Cookie settings",
      cancel: "Cancel",
      save: "Save choice",
    },
  };
  const language = () => (document.documentElement.lang.toLowerCase().startsWith("en") ? "en" : "de");
  const texts = () => TEXTS[language()];
  const pick = (text) => text[language()];
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

  // A stylesheet of its own host, not an inline <style>: the shop's Content-Security-Policy allows
  // the consent script's host, never inline styles. The bar shows once it is styled.
  const styled = new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = new URL("banner.css", document.currentScript?.src ?? location.href).href;
    link.addEventListener("load", resolve);
    link.addEventListener("error", resolve);
    document.head.append(link);
  });

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
    bar.lang = language();
    bar.className = "cb-bar";
    bar.id = "consent-banner";
    bar.setAttribute("aria-label", texts().bar);
    const inner = document.createElement("div");
    inner.className = "cb-inner";
    const text = document.createElement("div");
    text.className = "cb-text";
    text.innerHTML = texts().intro;
    const actions = document.createElement("div");
    actions.className = "cb-actions";
    actions.append(
      button(texts().settings, () => openSettings(), false),
      button(texts().necessaryOnly, () => choose([]), false),
      button(texts().acceptAll, () => choose(optional), true),
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
      dialog.lang = language();
      dialog.className = "cb-dialog";
      dialog.id = "consent-settings";
      dialog.setAttribute("aria-labelledby", "cb-settings-title");
      const form = document.createElement("form");
      form.method = "dialog";
      form.innerHTML = `<h2 id="cb-settings-title">${texts().settingsTitle}</h2>`;
      for (const g of groups) {
        const row = document.createElement("div");
        row.className = "cb-group";
        const id = `cb-group-${g.CustomGroupId}`;
        row.innerHTML = `<input type="checkbox" id="${id}" name="${g.CustomGroupId}"${g.required ? " checked disabled" : ""}><div><label for="${id}"><strong>${pick(g.GroupName)}</strong></label><p>${pick(g.GroupDescription)}</p></div>`;
        form.append(row);
      }
      const actions = document.createElement("div");
      actions.className = "cb-actions";
      actions.append(
        button(texts().cancel, () => closeSettings(), false),
        button(
          texts().save,
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
        GroupName: pick(g.GroupName),
        GroupDescription: pick(g.GroupDescription),
        Cookies: g.Cookies.map((c) => ({ ...c, Length: pick(c.Length), description: pick(c.description) })),
      })),
    }),
  };

  // The shopper switched the language: a bar or closed dialog built in the other one is rebuilt
  // (only then: rebuilding lays the page out again, and makes the bar a new largest paint).
  new MutationObserver(() => {
    if (bar && bar.lang !== language()) {
      hideBanner();
      showBanner();
    }
    if (dialog && !dialog.open && dialog.lang !== language()) {
      dialog.remove();
      dialog = null;
    }
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });

  const start = () => {
    if (readCookie(CLOSED) === null) styled.then(showBanner);
    publish();
  };
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
})();
