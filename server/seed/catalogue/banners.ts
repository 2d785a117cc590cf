import type { SearchBanner } from "../../../domain/discovery/search";

/** Flyout banners: a term with a word starting with the keyword shows the banner (first match wins). */
export const SEARCH_BANNERS: ReadonlyArray<{ readonly keyword: string; readonly banner: SearchBanner }> = [
  {
    keyword: "angebot",
    banner: {
      title: "Angebote der Woche",
      text: "Jede Woche neue Preisvorteile – mit Treuepreisen für Mitglieder.",
      link: { label: "Zu den Angeboten", href: "/angebote" },
      image: { url: "/media/angebote.svg", alt: "Angebote der Woche" },
    },
  },
  {
    keyword: "bio",
    banner: {
      title: "Bio-Vielfalt entdecken",
      text: "Über 80 Produkte unserer Eigenmarke Demo Bio – aus kontrolliert ökologischer Landwirtschaft.",
      link: { label: "Zu Demo Bio", href: "/marke/demo-bio" },
      image: { url: "/media/brands/demo-bio.svg", alt: "Demo Bio" },
    },
  },
  {
    keyword: "wein",
    banner: {
      title: "Weinwelt",
      text: "Rot, weiß oder prickelnd: unsere Weine und Sekte. Abgabe ab 16 Jahren.",
      link: { label: "Zu Wein & Sekt", href: "/sortiment/wein-sekt" },
      image: { url: "/media/categories/wein-sekt.svg", alt: "Wein & Sekt" },
    },
  },
  {
    keyword: "wasser",
    banner: {
      title: "Kisten bequem liefern lassen",
      text: "Wasser im Mehrwegkasten bis an die Haustür – das Leergut nehmen wir wieder mit.",
      link: { label: "Zum Wasser", href: "/sortiment/wasser" },
      image: { url: "/media/categories/wasser.svg", alt: "Wasser" },
    },
  },
];
