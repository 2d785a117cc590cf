import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { categoryOfGroup } from "../../domain/consent/rules";
import { blockPropSchemas } from "../../domain/content/blockSchemas";
import { ErrorPageBehaviourProps } from "../../domain/content/errorPageBlocks";
import { redirectOutcome } from "../../domain/routing/redirects";
import { isCrawler } from "../../domain/shell/crawlers";
import { readOpenLink } from "../../domain/shell/openLink";

const decode = Schema.decodeUnknownEither(ErrorPageBehaviourProps);

describe("search crawlers (document 1 §2)", () => {
  it("[doc1 §2] the search engines' and link previews' crawlers are recognised", () => {
    const agents = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
      "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
      "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
      "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    ];
    for (const agent of agents) expect(isCrawler(agent), agent).toBe(true);
  });

  it("[doc1 §2] browsers are no crawlers, nor is an agent that only contains a crawler's name inside a word", () => {
    const agents = [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
      "NotGooglebotAtAll/1.0",
      "",
    ];
    for (const agent of agents) expect(isCrawler(agent), agent).toBe(false);
  });
});

describe("the openlink parameter (document 1 §2)", () => {
  it("[doc1 §2 openlink] the target is read and the parameter taken out of the query, keeping the rest", () => {
    expect(readOpenLink("?openlink=%2Fangebote")).toEqual({ to: "/angebote", search: "" });
    expect(readOpenLink("?webview=true&openlink=/rezepte/lasagne&utm_source=app")).toEqual({
      to: "/rezepte/lasagne",
      search: "?webview=true&utm_source=app",
    });
    // Whether a URL may be opened is Navigate's rule, not the parser's: it is passed on as given.
    expect(readOpenLink("?openlink=javascript:alert(1)")).toEqual({ to: "javascript:alert(1)", search: "" });
  });

  it("[doc1 §2 openlink] no parameter or an empty one is no deep link", () => {
    expect(readOpenLink("")).toBeNull();
    expect(readOpenLink("?webview=true")).toBeNull();
    expect(readOpenLink("?openlink=")).toBeNull();
    expect(readOpenLink("?openlink=%20%20")).toBeNull();
  });
});

describe("the error page's configuration (document 1 §2)", () => {
  it("[doc1 §2 error page] scroll target, redirect and consent group decode; every part is optional", () => {
    expect(
      decode({ anchor: "weiter", scrollTo: "weiter", redirectTo: "/angebote", redirectConsent: "C0002" }),
    ).toEqual(
      Either.right({
        anchor: "weiter",
        scrollTo: "weiter",
        redirectTo: "/angebote",
        redirectConsent: "C0002",
      }),
    );
    expect(decode({})).toEqual(Either.right({}));
    expect(blockPropSchemas["error-page-behaviour"]).toBe(ErrorPageBehaviourProps);
  });

  it("[doc1 §2 error page] a bad configuration does not decode, so the page gets no behaviour", () => {
    const bad = [
      { scrollTo: "two words" },
      { scrollTo: "#weiter" },
      { scrollTo: 5 },
      { redirectTo: "" },
      { redirectTo: "/x".repeat(1025) },
      { redirectConsent: "C0001" },
      { redirectConsent: "statistic" },
      { anchor: "1abc" },
    ];
    for (const props of bad) expect(Either.isLeft(decode(props)), JSON.stringify(props)).toBe(true);
  });

  it("[doc1 §2 error page] the consent groups stand for their categories; the necessary group and unknown ids for none", () => {
    expect(categoryOfGroup("C0002")).toBe("statistic");
    expect(categoryOfGroup("C0004")).toBe("marketing");
    expect(categoryOfGroup("C0007")).toBe("targetGroupSelection");
    expect(categoryOfGroup("C0001")).toBeNull();
    expect(categoryOfGroup("constructor")).toBeNull();
  });

  it("[doc1 §2 custom error-page slug] a gone redirect may name its CMS error page; anything but a shop path is ignored", () => {
    const redirects = {
      oneToOne: {
        "/alt": "",
        "/herbst": "gone:/aktion-beendet",
        "/boese": "gone:https://evil.example/x",
        "/kette": "/herbst",
      },
      manyToOne: {},
      manyToMany: {},
    };
    expect(redirectOutcome(redirects, "/alt")).toEqual({ kind: "gone" });
    expect(redirectOutcome(redirects, "/herbst")).toEqual({ kind: "gone", errorPage: "/aktion-beendet" });
    expect(redirectOutcome(redirects, "/kette")).toEqual({ kind: "gone", errorPage: "/aktion-beendet" });
    expect(redirectOutcome(redirects, "/boese")).toEqual({ kind: "gone" });
  });
});
