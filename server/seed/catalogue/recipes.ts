/** An ingredient of a demo recipe; product is "brand-slug|item name" of the catalogue. */
interface RecipeIngredientSpec {
  readonly text: string;
  readonly product?: string;
}

export interface RecipeSpec {
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly publishedAt: string;
  readonly durationMinutes: number;
  readonly servings: number;
  readonly tags: ReadonlyArray<string>;
  readonly ingredients: ReadonlyArray<RecipeIngredientSpec>;
  readonly steps: ReadonlyArray<string>;
  readonly colors: readonly [background: string, accent: string];
}

const r = (spec: RecipeSpec) => spec;

/** Twelve demo recipes (no other area seeds recipes yet), each linked to catalogue products. */
export const RECIPES: ReadonlyArray<RecipeSpec> = [
  r({
    slug: "spaghetti-bolognese",
    title: "Spaghetti Bolognese",
    teaser: "Der Klassiker mit würziger Hackfleischsauce – in 40 Minuten auf dem Tisch.",
    publishedAt: "2025-09-12",
    durationMinutes: 40,
    servings: 4,
    tags: ["Pasta", "Familienessen"],
    ingredients: [
      { text: "500 g Spaghetti", product: "demo|Spaghetti" },
      { text: "500 g Hackfleisch gemischt", product: "demo|Hackfleisch gemischt" },
      { text: "500 g passierte Tomaten", product: "demo|Passierte Tomaten" },
      { text: "1 Zwiebel", product: "demo|Zwiebeln gelb" },
      { text: "2 Möhren", product: "gartenglueck|Möhren" },
      { text: "Salz und Pfeffer", product: "demo|Jodsalz" },
    ],
    steps: [
      "Zwiebel und Möhren fein würfeln und in Öl anschwitzen.",
      "Hackfleisch zugeben und krümelig braten.",
      "Passierte Tomaten zugeben und 25 Minuten köcheln lassen.",
      "Spaghetti bissfest kochen und mit der Sauce servieren.",
    ],
    colors: ["#fee2e2", "#b91c1c"],
  }),
  r({
    slug: "schwaebischer-kartoffelsalat",
    title: "Schwäbischer Kartoffelsalat",
    teaser: "Mit Brühe angemacht, lauwarm serviert – ganz ohne Mayonnaise.",
    publishedAt: "2025-06-03",
    durationMinutes: 45,
    servings: 4,
    tags: ["Vegetarisch", "Beilage"],
    ingredients: [
      { text: "1 kg festkochende Kartoffeln", product: "gartenglueck|Speisekartoffeln festkochend" },
      { text: "1 Zwiebel", product: "demo|Zwiebeln gelb" },
      { text: "1 Bund Schnittlauch", product: "kraeuterwiese|Schnittlauch" },
      { text: "4 EL Sonnenblumenöl", product: "demo|Sonnenblumenöl" },
      { text: "1 TL Senf", product: "demo|Mittelscharfer Senf" },
    ],
    steps: [
      "Kartoffeln kochen, pellen und in Scheiben schneiden.",
      "Zwiebel fein würfeln, mit heißer Brühe, Senf und Öl verrühren.",
      "Über die warmen Kartoffeln geben und 20 Minuten ziehen lassen.",
      "Mit Schnittlauch bestreuen.",
    ],
    colors: ["#fef9c3", "#a16207"],
  }),
  r({
    slug: "omas-apfelkuchen",
    title: "Omas Apfelkuchen",
    teaser: "Saftiger Rührteig mit Äpfeln vom Bodensee und einer Prise Zimt.",
    publishedAt: "2025-10-01",
    durationMinutes: 75,
    servings: 12,
    tags: ["Backen", "Vegetarisch"],
    ingredients: [
      { text: "1 kg Äpfel Elstar", product: "obstgut-bodensee|Äpfel Elstar" },
      { text: "200 g Butter", product: "friesenhof|Deutsche Markenbutter" },
      { text: "4 Eier", product: "hofgut-linde|Eier Freilandhaltung Größe M" },
      { text: "250 g Mehl" },
      { text: "180 g Zucker" },
    ],
    steps: [
      "Butter, Zucker und Eier schaumig schlagen, Mehl unterrühren.",
      "Teig in eine Springform geben.",
      "Äpfel schälen, vierteln, einritzen und auf den Teig setzen.",
      "Bei 180 °C etwa 50 Minuten backen.",
    ],
    colors: ["#fef3c7", "#b45309"],
  }),
  r({
    slug: "gemuesecurry-kichererbsen",
    title: "Gemüsecurry mit Kichererbsen",
    teaser: "Cremig, würzig und vegan – mit Süßkartoffel und Brokkoli.",
    publishedAt: "2025-11-04",
    durationMinutes: 35,
    servings: 4,
    tags: ["Vegan", "Curry"],
    ingredients: [
      { text: "400 g Kichererbsen", product: "sonnenfeld|Kichererbsen" },
      { text: "500 g Süßkartoffeln", product: "sonnenhain|Süßkartoffeln" },
      { text: "500 g Brokkoli", product: "demo|Brokkoli" },
      { text: "250 g Basmati Reis", product: "demo|Basmati Reis" },
      { text: "400 g gehackte Tomaten", product: "demo|Gehackte Tomaten" },
    ],
    steps: [
      "Süßkartoffeln würfeln und mit Currypaste anbraten.",
      "Tomaten und Kichererbsen zugeben, 15 Minuten köcheln.",
      "Brokkoli zugeben und 5 Minuten mitgaren.",
      "Mit Basmati Reis servieren.",
    ],
    colors: ["#fff7ed", "#ea580c"],
  }),
  r({
    slug: "lachs-ofengemuese",
    title: "Lachs mit Ofengemüse",
    teaser: "Ein Blech, wenig Abwasch: Lachsfilet auf buntem Gemüse.",
    publishedAt: "2025-08-20",
    durationMinutes: 30,
    servings: 2,
    tags: ["Fisch", "Schnell"],
    ingredients: [
      { text: "300 g Lachsfilet", product: "nordseeperle|Lachsfilet mit Haut" },
      { text: "1 Zucchini", product: "gartenglueck|Zucchini lose" },
      { text: "500 g Paprika", product: "demo|Paprika Mix" },
      { text: "3 EL Olivenöl", product: "demo|Natives Olivenöl extra" },
      { text: "1 Zitrone", product: "demo|Zitronen" },
    ],
    steps: [
      "Gemüse in Stücke schneiden, mit Olivenöl mischen.",
      "15 Minuten bei 200 °C rösten.",
      "Lachs auflegen und weitere 12 Minuten garen.",
      "Mit Zitrone beträufeln.",
    ],
    colors: ["#ffe4e6", "#e11d48"],
  }),
  r({
    slug: "allgaeuer-kaesespaetzle",
    title: "Allgäuer Käsespätzle",
    teaser: "Mit würzigem Bergkäse und goldbraunen Röstzwiebeln.",
    publishedAt: "2025-01-15",
    durationMinutes: 35,
    servings: 4,
    tags: ["Vegetarisch", "Hausmannskost"],
    ingredients: [
      { text: "500 g Eierspätzle", product: "muehlenhof|Eierspätzle" },
      { text: "250 g Bergkäse", product: "alpenhof|Bergkäse 12 Monate gereift" },
      { text: "3 Zwiebeln", product: "demo|Zwiebeln gelb" },
      { text: "50 g Butter", product: "demo|Deutsche Markenbutter" },
    ],
    steps: [
      "Zwiebeln in Ringe schneiden und in Butter goldbraun rösten.",
      "Spätzle kochen.",
      "Spätzle und geriebenen Käse schichtweise in eine Form geben.",
      "Mit Röstzwiebeln servieren.",
    ],
    colors: ["#fef9c3", "#ca8a04"],
  }),
  r({
    slug: "pfannkuchen-heidelbeeren",
    title: "Pfannkuchen mit Heidelbeeren",
    teaser: "Fluffige Pfannkuchen für ein gemütliches Wochenendfrühstück.",
    publishedAt: "2025-05-10",
    durationMinutes: 25,
    servings: 4,
    tags: ["Frühstück", "Vegetarisch"],
    ingredients: [
      { text: "3 Eier", product: "demo|Eier Bodenhaltung Größe L" },
      { text: "300 ml Milch", product: "friesenhof|Frische Vollmilch 3,5 %" },
      { text: "125 g Heidelbeeren", product: "demo|Heidelbeeren" },
      { text: "200 g Mehl" },
    ],
    steps: [
      "Eier, Milch und Mehl zu einem glatten Teig rühren.",
      "Portionsweise in einer Pfanne ausbacken.",
      "Mit Heidelbeeren servieren.",
    ],
    colors: ["#e0e7ff", "#4338ca"],
  }),
  r({
    slug: "tomatensuppe-basilikum",
    title: "Tomatensuppe mit Basilikum",
    teaser: "Fruchtig, cremig und in 20 Minuten fertig.",
    publishedAt: "2025-02-22",
    durationMinutes: 20,
    servings: 4,
    tags: ["Suppe", "Vegetarisch"],
    ingredients: [
      { text: "800 g gehackte Tomaten", product: "sonnenfeld|Gehackte Tomaten" },
      { text: "1 Topf Basilikum", product: "kraeuterwiese|Basilikum im Topf" },
      { text: "1 Zwiebel", product: "demo|Zwiebeln gelb" },
      { text: "100 g Sahne", product: "friesenhof|Schlagsahne 30 %" },
    ],
    steps: [
      "Zwiebel andünsten, Tomaten zugeben und 10 Minuten köcheln.",
      "Fein pürieren, Sahne einrühren.",
      "Mit Basilikum servieren.",
    ],
    colors: ["#fee2e2", "#dc2626"],
  }),
  r({
    slug: "overnight-oats-beeren",
    title: "Overnight Oats mit Beeren",
    teaser: "Abends vorbereitet, morgens fertig: Haferflocken mit Haferdrink und Beeren.",
    publishedAt: "2025-07-07",
    durationMinutes: 5,
    servings: 1,
    tags: ["Frühstück", "Vegan"],
    ingredients: [
      { text: "50 g Haferflocken", product: "muehlenhof|Haferflocken zart" },
      { text: "150 ml Haferdrink", product: "haferglueck|Haferdrink" },
      { text: "80 g Beerenmischung", product: "eiskristall|Beerenmischung" },
      { text: "1 TL Honig", product: "imkerei-bluetenzauber|Blütenhonig cremig" },
    ],
    steps: [
      "Haferflocken mit Haferdrink verrühren.",
      "Über Nacht im Kühlschrank quellen lassen.",
      "Mit Beeren und Honig toppen.",
    ],
    colors: ["#fce7f3", "#be185d"],
  }),
  r({
    slug: "tomate-mozzarella-salat",
    title: "Tomate-Mozzarella-Salat",
    teaser: "Caprese wie in Italien: reife Tomaten, Mozzarella und Basilikum.",
    publishedAt: "2025-07-28",
    durationMinutes: 10,
    servings: 2,
    tags: ["Salat", "Vegetarisch", "Schnell"],
    ingredients: [
      { text: "500 g Rispentomaten", product: "gartenglueck|Rispentomaten" },
      { text: "125 g Mozzarella", product: "demo|Mozzarella" },
      { text: "Basilikum", product: "kraeuterwiese|Basilikum im Topf" },
      { text: "2 EL Olivenöl", product: "demo-beste-wahl|Natives Olivenöl extra" },
    ],
    steps: [
      "Tomaten und Mozzarella in Scheiben schneiden.",
      "Abwechselnd anrichten, mit Basilikum belegen.",
      "Mit Olivenöl, Salz und Pfeffer würzen.",
    ],
    colors: ["#dcfce7", "#15803d"],
  }),
  r({
    slug: "haehnchen-reis-brokkoli",
    title: "Hähnchenbrust mit Reis und Brokkoli",
    teaser: "Leicht, eiweißreich und schnell gemacht.",
    publishedAt: "2025-03-18",
    durationMinutes: 30,
    servings: 2,
    tags: ["Geflügel", "Schnell"],
    ingredients: [
      { text: "400 g Hähnchenbrustfilet", product: "landmetzgerei-huber|Hähnchenbrustfilet" },
      { text: "150 g Basmati Reis", product: "muehlenhof|Basmati Reis" },
      { text: "500 g Brokkoli", product: "demo-bio|Brokkoli" },
    ],
    steps: [
      "Reis nach Packungsanweisung kochen.",
      "Hähnchen in Streifen schneiden und scharf anbraten.",
      "Brokkoli dämpfen und alles zusammen servieren.",
    ],
    colors: ["#ecfccb", "#4d7c0f"],
  }),
  r({
    slug: "bunter-nudelsalat",
    title: "Bunter Nudelsalat",
    teaser: "Der Partyklassiker mit Paprika, Mais und Käse.",
    publishedAt: "2025-06-21",
    durationMinutes: 25,
    servings: 6,
    tags: ["Salat", "Party", "Vegetarisch"],
    ingredients: [
      { text: "500 g Fusilli", product: "muehlenhof|Fusilli Vollkorn" },
      { text: "500 g Paprika", product: "gartenglueck|Paprika Mix" },
      { text: "1 Dose Mais", product: "sonnenfeld|Mais" },
      { text: "200 g Mayonnaise", product: "sonnenfeld|Mayonnaise" },
      { text: "200 g Gouda", product: "alpenhof|Gouda jung in Scheiben" },
    ],
    steps: [
      "Nudeln kochen und abkühlen lassen.",
      "Paprika und Käse würfeln, Mais abtropfen lassen.",
      "Alles mit Mayonnaise vermengen und durchziehen lassen.",
    ],
    colors: ["#fef3c7", "#d97706"],
  }),
];
