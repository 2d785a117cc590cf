import type { ContentPage } from "../../../domain/content/page";
import {
  button,
  column,
  type Draft,
  headline,
  image,
  productPromotion,
  row,
  section,
  separator,
  single,
  teaser,
  text,
  withIds,
} from "./blocks";
import { embeddedPageDrafts } from "./pages-embedded";
import { errorPageDrafts } from "./pages-error";
import { formsDrafts } from "./pages-forms";
import { layoutPageDrafts } from "./pages-layout";
import { recipesStoresDrafts } from "./pages-recipes-stores";

interface PageDraft extends Omit<ContentPage, "blocks"> {
  readonly blocks: ReadonlyArray<Draft>;
}

const categoryTeaser = (title: string, body: string, media: string, href: string, label: string): Draft =>
  column(
    { span: 12, spanMd: 4 },
    teaser({
      title,
      text: body,
      image: { src: `/media/${media}.svg`, alt: title, width: 800, height: 600 },
      link: { label, href },
      layout: "vertical",
    }),
  );

const start: PageDraft = {
  slug: "",
  title: "Demo Markt – Ihr Supermarkt online",
  metaDescription:
    "Lebensmittel online bestellen bei Demo Markt: frisches Obst und Gemüse, Backwaren und Getränke – geliefert oder zum Abholen im Markt.",
  keywords: "Lebensmittel online, Supermarkt, Lieferservice, Click & Collect, Obst, Gemüse",
  ogImage: [{ url: "/media/og-default.svg" }],
  blocks: [
    single(
      { fullWidth: true, background: "surface" },
      teaser({
        title: "Frisch vom Markt zu Ihnen nach Hause",
        text: "Bestellen Sie bis 22 Uhr und wählen Sie Ihr Lieferfenster für morgen – oder holen Sie Ihren Einkauf ab zwei Stunden nach der Bestellung in Ihrem Markt ab.",
        image: {
          src: "/media/hero-markt.svg",
          alt: "Obst und Gemüse in einer Holzkiste",
          width: 1200,
          height: 600,
        },
        link: { label: "Jetzt einkaufen", href: "/sortiment" },
        layout: "horizontal",
      }),
    ),
    section(
      { title: "Beliebte Kategorien" },
      row(
        { gap: "m" },
        categoryTeaser(
          "Obst & Gemüse",
          "Täglich frisch, vieles aus der Region und in Bio-Qualität.",
          "obst-gemuese",
          "/sortiment/obst-gemuese",
          "Zu Obst & Gemüse",
        ),
        categoryTeaser(
          "Backwaren",
          "Brot, Brötchen und Kuchen – jeden Morgen frisch gebacken.",
          "backwaren",
          "/sortiment/backwaren",
          "Zu den Backwaren",
        ),
        categoryTeaser(
          "Getränke",
          "Vom Mineralwasser bis zum Saft, auch in Mehrwegkisten mit Pfand.",
          "getraenke",
          "/sortiment/getraenke",
          "Zu den Getränken",
        ),
      ),
    ),
    section(
      {},
      row(
        {},
        column(
          { span: 12 },
          headline("Einkaufen, wie es zu Ihnen passt", 2),
          text(
            "Ob Wocheneinkauf für die Familie oder schnell noch Zutaten fürs Abendessen: Bei Demo Markt bestellen Sie aus dem vollen Sortiment Ihres Supermarkts.\n\nAb {order.freeDeliveryFrom} Bestellwert liefern wir ohne Liefergebühr. Treuekarten-Mitglieder sehen ihre Vorteilspreise direkt am Produkt.",
          ),
          separator(),
        ),
      ),
      row(
        { gap: "s" },
        column(
          { span: 12, spanMd: 6 },
          button({ label: "Zu den Angeboten", href: "/angebote", variant: "primary" }),
        ),
        column(
          { span: 12, spanMd: 6 },
          button({ label: "Liefergebiet prüfen", href: "/liefergebiet", variant: "secondary" }),
        ),
      ),
    ),
  ],
};

const offers: PageDraft = {
  slug: "angebote",
  title: "Angebote der Woche",
  metaDescription:
    "Die aktuellen Angebote der Woche bei Demo Markt: sparen bei Obst, Gemüse, Backwaren und Getränken.",
  backgroundColor: "#fff7ed",
  blocks: [
    single(
      {},
      headline("Angebote der Woche", 1),
      text(
        "Jede Woche neu: Von Montag bis Samstag finden Sie hier ausgewählte Produkte zum Aktionspreis. Die Angebote gelten online und in allen teilnehmenden Märkten, solange der Vorrat reicht.",
      ),
    ),
    section({ title: "Diese Woche besonders günstig" }, row({}, column({ span: 12 }, productPromotion({})))),
    single(
      {},
      separator(),
      button({ label: "Zum gesamten Sortiment", href: "/sortiment", variant: "primary" }),
    ),
  ],
};

const about: PageDraft = {
  slug: "ueber-uns",
  title: "Über uns",
  metaDescription: "Demo Markt ist Ihr Supermarkt in der Nachbarschaft – und online. Lernen Sie uns kennen.",
  blocks: [
    single(
      {},
      headline("Über Demo Markt", 1),
      image({
        src: "/media/team.svg",
        alt: "Drei Mitarbeitende in grüner Arbeitskleidung",
        width: 1200,
        height: 600,
        caption: "Unser Team freut sich auf Sie.",
      }),
      text(
        "Seit 1987 versorgen wir unsere Nachbarschaft mit frischen Lebensmitteln. Was als kleiner Laden an der Ecke begann, ist heute ein Verbund aus 42 Märkten – und ein Onlineshop, in dem Sie das ganze Sortiment bestellen können.\n\nWir arbeiten mit über 200 Erzeugerinnen und Erzeugern aus der Region zusammen und achten auf kurze Wege.",
      ),
    ),
    section(
      { title: "Was uns wichtig ist" },
      row(
        { gap: "l" },
        column(
          { span: 12, spanMd: 4 },
          headline("Frische", 3),
          text("Obst und Gemüse kommen täglich in die Märkte."),
        ),
        column(
          { span: 12, spanMd: 4 },
          headline("Regionalität", 3),
          text("Viele Produkte stammen aus höchstens 100 km Umkreis."),
        ),
        column(
          { span: 12, spanMd: 4 },
          headline("Fairness", 3),
          text("Faire Preise für Kundschaft und Erzeuger."),
        ),
      ),
    ),
  ],
};

const deliveryArea: PageDraft = {
  slug: "liefergebiet",
  title: "Liefergebiet",
  metaDescription:
    "Prüfen Sie, ob Demo Markt zu Ihnen liefert, und informieren Sie sich über Liefergebühren und Zeitfenster.",
  blocks: [
    single(
      {},
      headline("Liefern wir zu Ihnen?", 1),
      image({ src: "/media/liefergebiet.svg", alt: "Karte des Liefergebiets", width: 1200, height: 600 }),
      text(
        "Wir liefern im gesamten Stadtgebiet und in vielen Umlandgemeinden. Geben Sie im Warenkorb Ihre Postleitzahl ein, dann zeigen wir Ihnen die verfügbaren Lieferfenster.\n\nDie Liefergebühr beträgt {order.deliveryFee}; ab {order.freeDeliveryFrom} Bestellwert liefern wir kostenlos. Der Mindestbestellwert für die Lieferung ist {order.minOrderDelivery}. Alternativ holen Sie Ihre Bestellung in einem unserer Märkte ab: Die Abholgebühr beträgt {order.pickupFee}, ab {order.freePickupFrom} Bestellwert ist die Abholung kostenlos.",
      ),
      button({ label: "Märkte in Ihrer Nähe", href: "/maerkte", variant: "secondary" }),
    ),
  ],
};

const help: PageDraft = {
  slug: "hilfe",
  title: "Hilfe & Kontakt",
  metaDescription:
    "Antworten auf häufige Fragen zu Bestellung, Lieferung, Bezahlung und Kundenkonto bei Demo Markt.",
  blocks: [
    single(
      {},
      headline("Hilfe & Kontakt", 1),
      image({ src: "/media/hilfe.svg", alt: "Symbol für Hilfe", width: 1200, height: 600 }),
      headline("Wie ändere ich meine Bestellung?", 2),
      text(
        "Bis zum Bestellschluss Ihres Lieferfensters können Sie Artikel hinzufügen oder entfernen. Öffnen Sie dazu Ihre Bestellung unter „Mein Konto“.",
      ),
      headline("Welche Zahlungsarten gibt es?", 2),
      text(
        "Sie zahlen bequem per Kreditkarte, PayPal oder auf Rechnung. Bei Abholung ist auch Kartenzahlung im Markt möglich.",
      ),
      headline("Wie erreiche ich den Kundenservice?", 2),
      text(
        "Unser Kundenservice ist Montag bis Samstag von 8 bis 20 Uhr unter 0800 123 45 67 (kostenfrei) für Sie da.",
      ),
    ),
  ],
};

const imprint: PageDraft = {
  slug: "impressum",
  title: "Impressum",
  metaDescription: "Impressum der Demo Markt GmbH.",
  blocks: [
    single(
      {},
      headline("Impressum", 1),
      text(
        "Demo Markt GmbH\nMusterstraße 1\n12345 Musterstadt\n\nVertreten durch die Geschäftsführung: Erika Mustermann\nRegistergericht: Amtsgericht Musterstadt, HRB 12345\nUmsatzsteuer-ID: DE123456789\n\nKontakt: service@demo-markt.example, Telefon 0800 123 45 67",
      ),
    ),
  ],
};

const privacy: PageDraft = {
  slug: "datenschutz",
  title: "Datenschutz",
  metaDescription: "Wie Demo Markt mit Ihren Daten umgeht.",
  blocks: [
    single(
      {},
      headline("Datenschutzerklärung", 1),
      text(
        "Wir verarbeiten Ihre personenbezogenen Daten nur, soweit dies für Ihre Bestellung, Ihr Kundenkonto oder – mit Ihrer Einwilligung – für Statistik und Marketing nötig ist.\n\nIhre Einwilligung können Sie jederzeit in den Cookie-Einstellungen widerrufen. Auskunft über Ihre gespeicherten Daten erhalten Sie beim Kundenservice.",
      ),
      { type: "cookie-settings-button", props: {} },
      separator(),
      headline("Cookies", 2),
      { type: "cookie-list", props: { intro: "Diese Cookies verwenden wir, nach Kategorie:" } },
      separator(),
      headline("Verantwortliche Stelle", 2),
      text("Demo Markt GmbH, Musterstraße 1, 12345 Musterstadt, datenschutz@demo-markt.example"),
    ),
  ],
};

const notFound: PageDraft = {
  slug: "404",
  title: "Seite nicht gefunden",
  noIndex: true,
  blocks: [
    single(
      {},
      headline("Diese Seite haben wir leider nicht im Regal", 1, "center"),
      image({ src: "/media/nicht-gefunden.svg", alt: "Leerer Einkaufswagen", width: 1200, height: 600 }),
      text(
        "Vielleicht hat sich die Adresse geändert. Über die Suche oder die Startseite finden Sie schnell zurück.",
      ),
      button({ label: "Zur Startseite", href: "/", variant: "primary" }),
    ),
  ],
};

const errorPage: PageDraft = {
  slug: "fehler",
  title: "Es ist ein Fehler aufgetreten",
  noIndex: true,
  blocks: [
    single(
      {},
      headline("Da ist etwas schiefgelaufen", 1, "center"),
      text("Bitte versuchen Sie es in einem Moment noch einmal. Ihr Warenkorb bleibt erhalten."),
      button({ label: "Zur Startseite", href: "/", variant: "primary" }),
    ),
  ],
};

/** The loyalty programme's page with the loyalty link and login buttons (document 1 §2 block types). */
const loyaltyPage: PageDraft = {
  slug: "kundenkarte",
  title: "Kundenkarte",
  metaDescription:
    "Mit der Demo Markt Kundenkarte sparen: Coupons, Rabattsammler und persönliche Gutscheine.",
  blocks: [
    single(
      {},
      headline("Die Demo Markt Kundenkarte", 1),
      text(
        "Mit der Kundenkarte erhalten Sie Kundenkartenpreise, Coupons und persönliche Gutscheine – im Markt und online. Ihre Karte finden Sie nach der Anmeldung unter „Mein Konto“.",
      ),
      { type: "loyalty-login-button", props: {} },
      { type: "loyalty-link-button", props: {} },
    ),
  ],
};

const drafts: Readonly<Record<string, PageDraft>> = {
  "/": start,
  "/angebote": offers,
  "/ueber-uns": about,
  "/liefergebiet": deliveryArea,
  "/hilfe": help,
  "/impressum": imprint,
  "/datenschutz": privacy,
  "/404": notFound,
  "/fehler": errorPage,
  "/kundenkarte": loyaltyPage,
  ...embeddedPageDrafts,
  ...layoutPageDrafts,
  ...formsDrafts,
  ...recipesStoresDrafts,
  ...errorPageDrafts,
};

/** The demo CMS pages by path ("/" is the start page). */
export const demoPages = (): Record<string, ContentPage> =>
  Object.fromEntries(
    Object.entries(drafts).map(([path, draft]) => [
      path,
      { ...draft, blocks: withIds(draft.slug || "start", draft.blocks) },
    ]),
  );
