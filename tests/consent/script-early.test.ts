// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { injectScript } from "../../adapters/consent/inject";
import { type ConsentWindow, loadConsentScript } from "../../adapters/consent/script";
import type { AppCommand } from "../../domain/app/commands";

/** A consent script's load, as a browser would run it: it publishes its groups and calls OptanonWrapper. */
const runScript = (win: ConsentWindow, groups: string) => {
  win.OnetrustActiveGroups = groups;
  win.OneTrust = {};
  win.OptanonWrapper?.();
};

describe("[issue 17][doc1 §4] the consent script injected by the page's entry, before the shop's code", () => {
  it("the adapter reads the groups the script published before it started, and injects it no second time", async () => {
    const url = "/consent/early-banner.js";
    const injected = injectScript(document, url);
    const script = document.head.querySelector(`script[src="${url}"]`);
    expect(script).not.toBeNull();
    const win = window as unknown as ConsentWindow;
    runScript(win, ",C0001,C0002,");
    script?.dispatchEvent(new Event("load"));
    await injected;

    const sent: AppCommand[] = [];
    await loadConsentScript({ url, win, doc: document, dispatch: (c) => sent.push(c) });
    expect(sent).toEqual([{ _tag: "ApplyConsentGroups", activeGroups: ",C0001,C0002," }]);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);

    // Later choices reach the shop through the wrapper the adapter put in place.
    runScript(win, ",C0001,");
    expect(sent.at(-1)).toEqual({ _tag: "ApplyConsentGroups", activeGroups: ",C0001," });
  });

  it("a script that has not run yet is waited for: nothing is applied before it publishes", async () => {
    const url = "/consent/late-banner.js";
    const win = {} as ConsentWindow;
    const sent: AppCommand[] = [];
    const loaded = loadConsentScript({ url, win, doc: document, dispatch: (c) => sent.push(c) });
    expect(sent).toEqual([]);
    runScript(win, ",C0001,C0004,");
    document.head.querySelector(`script[src="${url}"]`)?.dispatchEvent(new Event("load"));
    await loaded;
    expect(sent).toEqual([{ _tag: "ApplyConsentGroups", activeGroups: ",C0001,C0004," }]);
  });
});
