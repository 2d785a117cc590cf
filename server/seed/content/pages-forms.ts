import type { Schema } from "effect";
import type {
  ContactFormProps,
  ContactProps,
  NewsletterSubscribeProps,
  NewsletterUnsubscribeProps,
  QuestionnaireProps,
} from "../../../domain/content/formsBlocks";
import type { ContentPage } from "../../../domain/content/page";
import { type Draft, headline, single, text } from "./blocks";

/** The form blocks of issue 14 on real pages of the demo tenant: contact, newsletter, questionnaire. */
interface PageDraft extends Omit<ContentPage, "blocks"> {
  readonly blocks: ReadonlyArray<Draft>;
}
type Props<S extends Schema.Schema.AnyNoContext> = Schema.Schema.Type<S>;

const block = <S extends Schema.Schema.AnyNoContext>(type: string, props: Props<S>): Draft => ({
  type,
  props: props as Draft["props"],
});

const contactDetails: Props<typeof ContactProps> = {
  title: "So erreichen Sie uns",
  phone: "0800 123 45 67",
  email: "service@demo-markt.example",
  hours: [
    { days: "Montag bis Freitag", time: "8:00–20:00 Uhr" },
    { days: "Samstag", time: "8:00–18:00 Uhr" },
  ],
  note: "Der Anruf ist aus allen deutschen Netzen kostenfrei.",
};

const contactForm: Props<typeof ContactFormProps> = {
  title: "Schreiben Sie uns",
  intro:
    "Fragen zu Ihrer Bestellung, einem Produkt oder Ihrer Kundenkarte? Wir antworten in der Regel innerhalb von zwei Werktagen.",
  optionalFields: [
    "lastName",
    "zip",
    "city",
    "orderNumber",
    "loyaltyId",
    "productEan",
    "productName",
    "batchNumber",
    "receiptNumber",
  ],
  uploads: true,
};

const contactPage: PageDraft = {
  slug: "service/kontakt",
  title: "Kontakt",
  metaDescription: "Kontakt zum Demo Markt Kundenservice: Telefon, E-Mail und Kontaktformular.",
  blocks: [
    single(
      {},
      headline("Kontakt", 1),
      block<typeof ContactProps>("contact", contactDetails),
      block<typeof ContactFormProps>("contact-form", contactForm),
    ),
  ],
};

const subscribe: Props<typeof NewsletterSubscribeProps> = {
  topicId: "angebote",
  title: "Newsletter abonnieren",
  beforeContent: {
    loggedIn: "Erhalten Sie unsere Angebote der Woche jeden Montag an Ihre E-Mail-Adresse.",
    anonymous:
      "Erhalten Sie unsere Angebote der Woche jeden Montag per E-Mail. Tragen Sie einfach Ihre E-Mail-Adresse ein.",
  },
  confirmSuccess: {
    loggedIn: "Vielen Dank! Ihr Newsletter-Abonnement ist bestätigt.",
    anonymous: "Vielen Dank! Ihre E-Mail-Adresse ist bestätigt, der Newsletter kommt ab nächster Woche.",
  },
  confirmError: {
    loggedIn:
      "Der Bestätigungslink ist ungültig oder abgelaufen. Bitte abonnieren Sie den Newsletter erneut.",
    anonymous: "Der Bestätigungslink ist ungültig oder abgelaufen. Bitte tragen Sie sich erneut ein.",
  },
  subscribeSuccess: {
    loggedIn:
      "Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie dort Ihr Abonnement.",
    anonymous: "Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link in unserer E-Mail.",
  },
  subscribeError: {
    loggedIn: "Das Abonnement hat nicht geklappt. Bitte versuchen Sie es später noch einmal.",
    anonymous:
      "Das hat nicht geklappt. Bitte prüfen Sie Ihre E-Mail-Adresse und versuchen Sie es noch einmal.",
  },
};

const unsubscribe: Props<typeof NewsletterUnsubscribeProps> = {
  topicId: "angebote",
  title: "Newsletter abbestellen",
  beforeContent: {
    loggedIn: "Sie möchten unsere Angebote nicht mehr per E-Mail erhalten? Ein Klick genügt.",
    anonymous: "Tragen Sie die E-Mail-Adresse ein, an die wir den Newsletter schicken.",
  },
  unsubscribeSuccess: {
    loggedIn: "Sie erhalten den Newsletter nicht mehr.",
    anonymous: "Diese E-Mail-Adresse erhält den Newsletter nicht mehr.",
  },
  unsubscribeError: {
    loggedIn: "Das Abbestellen hat nicht geklappt. Bitte versuchen Sie es später noch einmal.",
    anonymous: "Das Abbestellen hat nicht geklappt. Bitte prüfen Sie Ihre E-Mail-Adresse.",
  },
};

const newsletterPage: PageDraft = {
  slug: "newsletter",
  title: "Newsletter",
  metaDescription: "Die Angebote der Woche von Demo Markt jeden Montag per E-Mail.",
  blocks: [
    single(
      {},
      headline("Newsletter", 1),
      block<typeof NewsletterSubscribeProps>("newsletter-subscribe", subscribe),
    ),
  ],
};

const unsubscribePage: PageDraft = {
  slug: "newsletter/abmelden",
  title: "Newsletter abbestellen",
  noIndex: true,
  blocks: [
    single(
      {},
      headline("Newsletter abbestellen", 1),
      block<typeof NewsletterUnsubscribeProps>("newsletter-unsubscribe", unsubscribe),
    ),
  ],
};

const survey: Props<typeof QuestionnaireProps> = {
  questionnaireId: "zufriedenheit-2026",
  title: "Wie zufrieden sind Sie mit Demo Markt?",
  intro:
    "Ihre Meinung hilft uns, besser zu werden. Die Umfrage dauert etwa zwei Minuten; Ihre Angaben zur Person sind freiwillig.",
  questions: [
    {
      id: "zufriedenheit",
      label: "Wie zufrieden sind Sie insgesamt?",
      options: ["Sehr zufrieden", "Zufrieden", "Weniger zufrieden", "Unzufrieden"],
    },
    {
      id: "service",
      label: "Wie häufig kaufen Sie bei uns ein?",
      options: ["Wöchentlich", "Monatlich", "Seltener"],
    },
    { id: "wunsch", label: "Was sollen wir besser machen?" },
  ],
};

const surveyPage: PageDraft = {
  slug: "service/umfrage",
  title: "Kundenumfrage",
  metaDescription: "Sagen Sie uns Ihre Meinung zu Demo Markt.",
  blocks: [
    single(
      {},
      headline("Kundenumfrage", 1),
      text("Angemeldete Kundinnen und Kunden finden ihre Angaben bereits eingetragen."),
      block<typeof QuestionnaireProps>("questionnaire", survey),
    ),
  ],
};

export const formsDrafts: Readonly<Record<string, PageDraft>> = {
  "/service/kontakt": contactPage,
  "/newsletter": newsletterPage,
  "/newsletter/abmelden": unsubscribePage,
  "/service/umfrage": surveyPage,
};
