import type { ComponentConfigs } from "../../../domain/content/page";

export const demoComponentConfigs: Required<ComponentConfigs> = {
  topbarbanner: {
    enabled: true,
    text: "Kostenlose Lieferung ab {order.freeDeliveryFrom} Bestellwert",
    link: { label: "Liefergebiet prüfen", href: "/liefergebiet" },
  },
  header: {
    logo: { src: "/media/logo.svg", alt: "Demo Markt" },
    navigation: [
      { label: "Angebote", href: "/angebote" },
      { label: "Über uns", href: "/ueber-uns" },
      { label: "Liefergebiet", href: "/liefergebiet" },
      { label: "Hilfe", href: "/hilfe" },
    ],
  },
  footer: {
    columns: [
      {
        title: "Einkaufen",
        links: [
          { label: "Angebote", href: "/angebote" },
          { label: "Aktionen", href: "/angebote/aktionen" },
          { label: "Sortiment", href: "/sortiment" },
          { label: "Rezepte", href: "/rezepte" },
          { label: "Märkte", href: "/maerkte" },
        ],
      },
      {
        title: "Service",
        links: [
          { label: "Hilfe & Kontakt", href: "/hilfe" },
          { label: "Häufige Fragen", href: "/hilfe/faq" },
          { label: "Liefergebiet", href: "/liefergebiet" },
          { label: "Über uns", href: "/ueber-uns" },
          { label: "Nachhaltigkeit", href: "/ueber-uns/nachhaltigkeit" },
        ],
      },
      {
        title: "Rechtliches",
        links: [
          { label: "Impressum", href: "/impressum" },
          { label: "Datenschutz", href: "/datenschutz" },
          { label: "Sitemap", href: "/sitemap" },
        ],
      },
    ],
    copyright: "© 2026 Demo Markt GmbH",
  },
  socialsharingandseo: {
    siteName: "Demo Markt",
    titleTemplate: "%s | Demo Markt",
    defaultDescription:
      "Lebensmittel online bestellen bei Demo Markt – geliefert im Wunschzeitfenster oder zum Abholen im Markt.",
    defaultOgImage: "/media/og-default.svg",
  },
};
