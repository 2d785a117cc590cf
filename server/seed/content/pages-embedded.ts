import type { ContentPage } from "../../../domain/content/page";
import { type Draft, headline, single, text } from "./blocks";

interface EmbeddedPageDraft extends Omit<ContentPage, "blocks"> {
  readonly blocks: ReadonlyArray<Draft>;
}

/** A block only the shoppers its content-access setting names see (issue 14). */
const forViewers = (contentAccess: string, block: Draft): Draft => ({
  ...block,
  props: { ...block.props, contentAccess },
});

/**
 * The career page: rich text, custom html (with a script and an onerror handler the sanitiser
 * must strip), a job widget held back until statistics consent, and texts per kind of shopper.
 */
const career: EmbeddedPageDraft = {
  slug: "service/karriere",
  title: "Karriere bei Demo Markt",
  metaDescription: "Arbeiten bei Demo Markt: offene Stellen im Markt, im Lager und in der Lieferung.",
  blocks: [
    single(
      {},
      headline("Karriere bei Demo Markt", 1),
      {
        type: "text",
        props: {
          html: '<p>Bei uns arbeiten <strong>über 400 Menschen</strong> in Märkten, im Lager und auf der Straße.</p><h2>Was wir bieten</h2><ul><li>Einkaufsrabatt von 10 %</li><li>Planbare Schichten</li><li>Weiterbildung in der <em>Demo Markt Akademie</em></li></ul><p>Fragen? Schreiben Sie an <a href="mailto:karriere@demo-markt.example">karriere@demo-markt.example</a> oder lesen Sie <a href="https://www.arbeitsagentur.de/" target="_blank">Tipps zur Bewerbung</a>.</p>',
        },
      },
      {
        type: "custom-html",
        props: {
          html: '<table><caption>Unsere Standorte</caption><thead><tr><th scope="col">Ort</th><th scope="col">Offene Stellen</th></tr></thead><tbody><tr><td>Köln-Mitte</td><td>4</td></tr><tr><td>Bonn Zentrum</td><td>2</td></tr></tbody></table><script>window.__customHtmlScript = true; alert("Skript im Inhalt");</script><p class="karriere-hinweis">Bewerbungen nehmen wir gern online entgegen.<img src="/media/karriere-fehlt.svg" alt="" width="1" height="1" onerror="window.__customHtmlOnerror = true; alert(\'onerror\')"></p><p><a href="javascript:window.__customHtmlLink = true">Jetzt bewerben</a></p>',
        },
      },
      {
        type: "script",
        props: {
          src: "https://widgets.demo-markt.example/jobs.js",
          consent: "statistic",
          containerId: "demo-markt-jobs",
          label: "Stellenbörse",
        },
      },
      forViewers(
        "guest",
        text(
          "Schon Kundin oder Kunde? Melden Sie sich an, dann bewerben Sie sich mit Ihren gespeicherten Daten.",
        ),
      ),
      forViewers(
        "customer",
        text("Schön, dass Sie da sind: Ihre Bewerbung füllen wir mit den Daten Ihres Kundenkontos vor."),
      ),
      forViewers(
        "loyalty member",
        text("Als Kundenkarten-Mitglied erhalten Sie zusätzlich einen Coupon für Ihren ersten Arbeitstag."),
      ),
    ),
  ],
};

/** A video of the company, played by the platform's player once marketing is allowed. */
const videos: EmbeddedPageDraft = {
  slug: "ueber-uns/videos",
  title: "Demo Markt im Video",
  metaDescription:
    "Ein Blick hinter die Kulissen von Demo Markt: unser Lager, unsere Lieferung, unsere Märkte.",
  blocks: [
    single(
      {},
      headline("Demo Markt im Video", 1),
      text("Wie Ihr Einkauf vom Lager zu Ihnen kommt – in drei Minuten."),
      {
        type: "video",
        props: {
          embedUrl: "https://www.youtube-nocookie.com/embed/demo-markt-lager",
          title: "Vom Lager zu Ihnen: so entsteht Ihre Lieferung",
          width: 640,
          height: 360,
          consent: "marketing",
        },
      },
    ),
  ],
};

/** The way to the central store, on a map of a map provider once marketing is allowed. */
const directions: EmbeddedPageDraft = {
  slug: "ueber-uns/anfahrt",
  title: "Anfahrt zum Markt Köln-Mitte",
  metaDescription: "So finden Sie den Demo Markt Köln-Mitte: Adresse, Karte, Parkplätze.",
  blocks: [
    single(
      {},
      headline("Anfahrt zum Markt Köln-Mitte", 1),
      text("Hohe Straße 1, 50667 Köln. Kundenparkplätze in der Tiefgarage, 90 Minuten frei."),
      {
        type: "iframe",
        props: {
          src: "https://www.openstreetmap.org/export/embed.html?bbox=6.950%2C50.934%2C6.964%2C50.940&layer=mapnik&marker=50.937%2C6.957",
          title: "Karte: Demo Markt Köln-Mitte",
          width: 800,
          height: 450,
          consent: "marketing",
        },
      },
    ),
  ],
};

/** The embedded-content pages of the demo tenant, by path. */
export const embeddedPageDrafts: Readonly<Record<string, EmbeddedPageDraft>> = {
  "/service/karriere": career,
  "/ueber-uns/videos": videos,
  "/ueber-uns/anfahrt": directions,
};
