import type { Schema } from "effect";
import type { layoutBlockPropSchemas } from "../../../domain/content/layoutBlocks";
import type { ContentPage } from "../../../domain/content/page";
import { column, type Draft, headline, row, section, single, text } from "./blocks";

/**
 * The demo pages of the layout blocks (issue 14): an FAQ with accordions, a sustainability page
 * with tabs, a table, features, options, a publication, an image list and the social links, and a
 * promotions page with both sliders, a product group and the member's vouchers.
 */
type LayoutType = keyof typeof layoutBlockPropSchemas;
const block = <T extends LayoutType>(
  type: T,
  props: Schema.Schema.Type<(typeof layoutBlockPropSchemas)[T]>,
): Draft => ({ type, props: props as Draft["props"] });

interface PageDraft extends Omit<ContentPage, "blocks"> {
  readonly blocks: ReadonlyArray<Draft>;
}

const faq: PageDraft = {
  slug: "hilfe/faq",
  title: "Häufige Fragen",
  metaDescription:
    "Antworten auf häufige Fragen zu Bestellung, Lieferung, Abholung, Bezahlung und Kundenkarte.",
  blocks: [
    single(
      {},
      headline("Häufige Fragen", 1),
      text("Hier finden Sie Antworten auf die Fragen, die uns am häufigsten gestellt werden."),
      block("user-message", {
        severity: "info",
        title: "Geänderte Öffnungszeiten an Feiertagen",
        text: "An Feiertagen liefern wir nicht. Bestellungen für den Folgetag nehmen wir wie gewohnt bis 22 Uhr an.",
      }),
    ),
    single(
      {},
      block("accordion", {
        title: "Bestellung und Lieferung",
        items: [
          {
            title: "Bis wann kann ich für morgen bestellen?",
            text: "Bestellungen, die bis 22 Uhr eingehen, liefern wir am nächsten Tag im gewählten Lieferfenster.",
          },
          {
            title: "Kann ich meine Bestellung noch ändern?",
            text: "Ja: Bis zum Bestellschluss Ihres Lieferfensters können Sie Artikel hinzufügen oder entfernen.\nÖffnen Sie dazu Ihre Bestellung unter „Mein Konto“.",
          },
          {
            title: "Was kostet die Lieferung?",
            text: "Die Liefergebühr beträgt {order.deliveryFee}; ab {order.freeDeliveryFrom} Bestellwert liefern wir kostenlos.",
          },
        ],
      }),
      block("accordion", {
        title: "Bezahlung und Kundenkarte",
        multiple: true,
        items: [
          {
            title: "Welche Zahlungsarten gibt es?",
            text: "Kreditkarte, PayPal und Rechnung. Bei Abholung zahlen Sie auf Wunsch mit Karte im Markt.",
          },
          {
            title: "Wie nutze ich meine Kundenkarte online?",
            text: "Verknüpfen Sie Ihre Karte unter „Mein Konto“. Danach sehen Sie Ihre Kundenkartenpreise direkt am Produkt.",
          },
        ],
      }),
    ),
    section(
      { title: "Zum Herunterladen" },
      row(
        {},
        column(
          { span: 12 },
          block("publication", {
            title: "Karte unseres Liefergebiets",
            description: "Alle Orte, in die wir liefern, auf einen Blick.",
            href: "/media/liefergebiet.svg",
            date: "2026-03-02",
            format: "SVG",
            // The served file's length (seed/media.ts); e2e/content-layout-blocks.spec.ts compares them.
            sizeBytes: 637,
          }),
        ),
      ),
    ),
  ],
};

const sustainability: PageDraft = {
  slug: "ueber-uns/nachhaltigkeit",
  title: "Nachhaltigkeit",
  metaDescription: "Wie Demo Markt Verpackung spart, regional einkauft und Lebensmittel rettet.",
  blocks: [
    single(
      {},
      headline("Nachhaltig einkaufen bei Demo Markt", 1),
      text("Kurze Wege, weniger Verpackung und nichts wegwerfen, was noch gut ist: So gehen wir es an."),
    ),
    section(
      {},
      row(
        { gap: "m" },
        column(
          { span: 12, spanMd: 4 },
          block("feature", {
            icon: "leaf",
            title: "Regional",
            text: "Über 200 Erzeugerinnen und Erzeuger aus höchstens 100 km Umkreis.",
          }),
        ),
        column(
          { span: 12, spanMd: 4 },
          block("feature", {
            icon: "truck",
            title: "Gebündelte Touren",
            text: "Unsere Lieferwagen fahren feste Touren – ein Lieferfenster spart viele Einzelfahrten.",
            link: { label: "Zum Liefergebiet", href: "/liefergebiet" },
          }),
        ),
        column(
          { span: 12, spanMd: 4 },
          block("feature", {
            icon: "heart",
            title: "Lebensmittel retten",
            text: "Was nicht mehr verkauft wird, aber gut ist, geht jeden Abend an die Tafeln.",
          }),
        ),
      ),
    ),
    single(
      {},
      headline("Unsere Schwerpunkte", 2),
      block("tabs", {
        label: "Schwerpunkte",
        tabs: [
          {
            title: "Verpackung",
            text: "Obst und Gemüse gibt es bei uns lose. Für Getränke setzen wir auf Mehrwegflaschen und -kisten.",
          },
          {
            title: "Energie",
            text: "Alle Märkte beziehen Ökostrom; Kühlregale haben Türen und werden nachts abgedeckt.",
          },
          {
            title: "Sortiment",
            text: "Mehr als 1.500 Bio-Produkte, davon viele aus der Region.",
          },
        ],
      }),
      block("table", {
        caption: "Unsere Ziele bis 2030",
        columns: ["Bereich", "2025", "Ziel 2030"],
        rowHeaders: true,
        rows: [
          ["Mehrweganteil Getränke", "62 %", "80 %"],
          ["Ökostrom in den Märkten", "100 %", "100 %"],
          ["Gerettete Lebensmittel pro Jahr", "410 t", "600 t"],
        ],
      }),
      block("option", {
        title: "Was unsere Mehrwegkiste kann",
        options: [
          { label: "Im Markt zurückgeben", description: "In jedem unserer 42 Märkte.", available: true },
          {
            label: "Bei der Lieferung zurückgeben",
            description: "Geben Sie leere Kisten einfach mit.",
            available: true,
          },
          { label: "Pfand auf die Kundenkarte", available: false },
        ],
      }),
      block("image-list", {
        title: "Aus der Region",
        columns: 3,
        images: [
          {
            image: { src: "/media/obst-gemuese.svg", alt: "Äpfel und Karotten", width: 800, height: 600 },
            caption: "Obst & Gemüse",
            link: { label: "Obst & Gemüse", href: "/sortiment/obst-gemuese" },
          },
          {
            image: { src: "/media/backwaren.svg", alt: "Ein Brotlaib", width: 800, height: 600 },
            caption: "Backwaren",
            link: { label: "Backwaren", href: "/sortiment/backwaren" },
          },
          {
            image: {
              src: "/media/getraenke.svg",
              alt: "Flaschen in einer Mehrwegkiste",
              width: 800,
              height: 600,
            },
            caption: "Getränke in Mehrweg",
            link: { label: "Getränke", href: "/sortiment/getraenke" },
          },
        ],
      }),
      block("social-follow", {
        title: "Folgen Sie uns",
        profiles: [
          { network: "instagram", href: "https://www.instagram.com/demomarkt.example" },
          { network: "facebook", href: "https://www.facebook.com/demomarkt.example" },
          { network: "youtube", href: "https://www.youtube.com/@demomarkt.example" },
        ],
      }),
    ),
  ],
};

const promotions: PageDraft = {
  slug: "angebote/aktionen",
  title: "Aktionen",
  metaDescription: "Aktuelle Aktionen bei Demo Markt: ausgewählte Angebote und Ihre persönlichen Coupons.",
  blocks: [
    single(
      {},
      headline("Aktionen", 1),
      block("image-slider", {
        label: "Aktionen im Überblick",
        slides: [
          {
            image: { src: "/media/angebote.svg", alt: "Rotes Angebotsschild", width: 1200, height: 600 },
            caption: "Jede Woche neue Angebote",
          },
          {
            image: {
              src: "/media/hero-markt.svg",
              alt: "Obst und Gemüse in einer Holzkiste",
              width: 1200,
              height: 600,
            },
            caption: "Frisch vom Markt",
          },
          {
            image: {
              src: "/media/team.svg",
              alt: "Drei Mitarbeitende in grüner Arbeitskleidung",
              width: 1200,
              height: 600,
            },
            caption: "Beratung im Markt",
          },
        ],
      }),
    ),
    section(
      { title: "Ausgewählte Angebote" },
      row(
        {},
        column(
          { span: 12 },
          block("product-group", {
            source: { kind: "skus", skus: ["2217245", "6263591", "6639287", "8922854"] },
          }),
        ),
      ),
    ),
    section(
      {},
      row(
        {},
        column(
          { span: 12 },
          block("product-group", {
            title: "Frisch aus der Backstube",
            source: { kind: "category", slug: "backwaren" },
            limit: 4,
          }),
        ),
      ),
    ),
    section(
      { title: "Entdecken" },
      row(
        {},
        column(
          { span: 12 },
          block("teaser-slider", {
            label: "Entdecken",
            teasers: [
              {
                title: "Obst & Gemüse",
                text: "Täglich frisch, vieles aus der Region und in Bio-Qualität.",
                image: { src: "/media/obst-gemuese.svg", alt: "Äpfel und Karotten", width: 800, height: 600 },
                link: { label: "Zu Obst & Gemüse", href: "/sortiment/obst-gemuese" },
                layout: "horizontal",
              },
              {
                title: "Backwaren",
                text: "Brot, Brötchen und Kuchen – jeden Morgen frisch gebacken.",
                image: { src: "/media/backwaren.svg", alt: "Ein Brotlaib", width: 800, height: 600 },
                link: { label: "Zu den Backwaren", href: "/sortiment/backwaren" },
                layout: "horizontal",
              },
              {
                title: "Getränke",
                text: "Vom Mineralwasser bis zum Saft, auch in Mehrwegkisten mit Pfand.",
                image: {
                  src: "/media/getraenke.svg",
                  alt: "Flaschen in einer Mehrwegkiste",
                  width: 800,
                  height: 600,
                },
                link: { label: "Zu den Getränken", href: "/sortiment/getraenke" },
                layout: "horizontal",
              },
            ],
          }),
        ),
      ),
    ),
    section({}, row({}, column({ span: 12 }, block("voucher-group", { title: "Ihre Coupons" })))),
  ],
};

export const layoutPageDrafts: Readonly<Record<string, PageDraft>> = {
  "/hilfe/faq": faq,
  "/ueber-uns/nachhaltigkeit": sustainability,
  "/angebote/aktionen": promotions,
};
