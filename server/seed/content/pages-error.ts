import type { ContentPage } from "../../../domain/content/page";
import { button, type Draft, headline, image, single, text } from "./blocks";

interface PageDraft extends Omit<ContentPage, "blocks"> {
  readonly blocks: ReadonlyArray<Draft>;
}

/**
 * The custom error page of a retired campaign: the redirect maps send "/herbstaktion-2025" here
 * ("gone:/aktion-beendet", server/seed/tenant). It scrolls to its forwarding notice and forwards to
 * the offers once statistics cookies (C0002) are allowed (document 1 §2, issue 14).
 */
const campaignOver: PageDraft = {
  slug: "aktion-beendet",
  title: "Diese Aktion ist beendet",
  noIndex: true,
  blocks: [
    single(
      {},
      headline("Die Herbstaktion ist leider vorbei", 1, "center"),
      image({ src: "/media/nicht-gefunden.svg", alt: "Leerer Einkaufswagen", width: 1200, height: 600 }),
      text(
        "Die Angebote der Herbstaktion 2025 gibt es nicht mehr. Unsere aktuellen Angebote der Woche warten schon auf Sie – wir bringen Sie gleich hin.",
      ),
      {
        type: "error-page-behaviour",
        props: {
          anchor: "weiterleitung",
          scrollTo: "weiterleitung",
          redirectTo: "/angebote",
          redirectConsent: "C0002",
        },
      },
      button({ label: "Zur Startseite", href: "/", variant: "secondary" }),
    ),
    single(
      { title: "Das erwartet Sie stattdessen" },
      text(
        "Jede Woche neue Angebote bei Obst, Gemüse, Backwaren und Getränken – online und in allen teilnehmenden Märkten, solange der Vorrat reicht.",
      ),
      text(
        "Mit der Demo Markt Kundenkarte sparen Sie zusätzlich: Kundenkartenpreise, Coupons und persönliche Gutscheine.",
      ),
    ),
  ],
};

export const errorPageDrafts: Readonly<Record<string, PageDraft>> = {
  "/aktion-beendet": campaignOver,
};
