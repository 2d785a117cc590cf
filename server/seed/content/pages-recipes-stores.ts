import type { ContentPage } from "../../../domain/content/page";
import { column, type Draft, headline, row, section, single, text } from "./blocks";

interface PageDraft extends Omit<ContentPage, "blocks"> {
  readonly blocks: ReadonlyArray<Draft>;
}

const pesticides: PageDraft = {
  slug: "pestizide",
  title: "Pestizide: unsere Grenzwerte",
  metaDescription:
    "Wie Demo Markt Obst und Gemüse auf Pflanzenschutzmittel prüft: strengere Grenzwerte als gesetzlich gefordert.",
  blocks: [
    single(
      {},
      headline("Pflanzenschutzmittel in Obst und Gemüse", 1),
      text(
        "Obst und Gemüse aus konventionellem Anbau kann Rückstände von Pflanzenschutzmitteln enthalten. Wir lassen unsere Ware deshalb regelmäßig von unabhängigen Laboren prüfen – jede Woche mehrere hundert Proben.",
      ),
    ),
    section(
      { title: "Strenger als das Gesetz" },
      row(
        { gap: "m" },
        column(
          { span: 12, spanMd: 6 },
          headline("Ein Drittel der Höchstmenge", 3),
          text(
            "Jeder einzelne Wirkstoff darf höchstens ein Drittel der gesetzlichen Rückstandshöchstmenge erreichen. Liegt eine Probe darüber, wird die Ware gesperrt und der Lieferant nachgeprüft.",
          ),
        ),
        column(
          { span: 12, spanMd: 6 },
          headline("Höchstens fünf Wirkstoffe", 3),
          text(
            "Mehrfachrückstände begrenzen wir auf fünf Wirkstoffe je Probe, und ihre Summe darf 80 % der Höchstmengen nicht überschreiten.",
          ),
        ),
      ),
    ),
    single(
      {},
      headline("Bio-Ware", 2),
      text(
        "Bei Bio-Obst und -Gemüse sind chemisch-synthetische Pflanzenschutzmittel nicht erlaubt. Auch hier prüfen wir Stichproben, damit das Bio-Siegel hält, was es verspricht.",
      ),
    ),
  ],
};

const recipeIdeas: PageDraft = {
  slug: "rezeptideen",
  title: "Rezeptideen",
  metaDescription: "Rezeptideen von Demo Markt: vegetarische Klassiker, Kuchen und schnelle Gerichte.",
  blocks: [
    single({}, headline("Rezeptideen", 1), { type: "recipe-search", props: { title: "Rezept suchen" } }),
    single(
      {},
      { type: "recipe-group", props: { title: "Vegetarisch genießen", tag: "Vegetarisch", limit: 3 } },
    ),
    single(
      {},
      { type: "recipe-search-content", props: { title: "Rezepte mit Kartoffeln", term: "Kartoffel" } },
    ),
  ],
};

const fishOrigin: PageDraft = {
  slug: "fischherkunft",
  title: "Fischherkunft verfolgen",
  metaDescription:
    "Woher kommt Ihr Fisch? Geben Sie den Code von der Packung ein: Fanggebiet, Fangmethode und Schiff.",
  blocks: [
    single({}, headline("Woher kommt Ihr Fisch?", 1), {
      type: "fish-tracking",
      props: {
        title: "Code von der Packung",
        text: "Den Rückverfolgungscode finden Sie auf dem Etikett neben dem Mindesthaltbarkeitsdatum, z. B. DE-204711.",
      },
    }),
  ],
};

/** The pesticides page and the pages of the recipe and fish-tracking blocks (issue 14). */
export const recipesStoresDrafts: Readonly<Record<string, PageDraft>> = {
  "/pestizide": pesticides,
  "/rezeptideen": recipeIdeas,
  "/fischherkunft": fishOrigin,
};
