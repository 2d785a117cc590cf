import type { ProductAttribute } from "../../../domain/discovery/product";

/** Sold loose by weight (quantity in grams, price per kg) or per piece priced by weight. */
type Sold =
  | { readonly kind: "weight"; readonly step: number; readonly max: number }
  | { readonly kind: "piece"; readonly grams: number };

interface DepositSpec {
  readonly kind: "singleUse" | "reusable";
  readonly perBottle: number;
  readonly crate?: boolean;
}

export interface ItemSpec {
  /** "{v}" is replaced by each of variants. */
  readonly name: string;
  /** Pack size ("1 kg", "6 x 1,5 l", "10 Stück"); absent for loose and per-piece weight articles. */
  readonly size?: string;
  /** Base price in cents (per kg for weight articles) before the brand's factor. */
  readonly price: number;
  readonly brands: ReadonlyArray<string>;
  readonly variants?: ReadonlyArray<string>;
  readonly attrs?: ReadonlyArray<ProductAttribute>;
  /** English keywords, for English-stemmed search ("apples"). */
  readonly en?: string;
  readonly sold?: Sold;
  readonly deposit?: DepositSpec;
  readonly age?: 0 | 16 | 18;
  readonly max?: number;
}

export type NutritionProfile = readonly [
  kcal: number,
  fat: number,
  saturated: number,
  carbs: number,
  sugar: number,
  protein: number,
  salt: number,
];

export interface LeafSpec {
  readonly slug: string;
  readonly name: string;
  readonly en: string;
  /** One sentence for every product description in this category. */
  readonly blurb: string;
  readonly nutrition?: NutritionProfile;
  readonly age?: 16 | 18;
  readonly attrs?: ReadonlyArray<ProductAttribute>;
  readonly items: ReadonlyArray<ItemSpec>;
}

interface MidSpec {
  readonly slug: string;
  readonly name: string;
  readonly en: string;
  readonly leaves: ReadonlyArray<LeafSpec>;
}

export interface TopSpec {
  readonly slug: string;
  readonly name: string;
  readonly en: string;
  readonly description: string;
  /** Colours of the generated images. */
  readonly background: string;
  readonly accent: string;
  readonly shape: "round" | "loaf" | "bottle" | "box" | "drop";
  readonly mids: ReadonlyArray<MidSpec>;
}

type Opts = Omit<ItemSpec, "name" | "size" | "price" | "brands">;
const it = (name: string, size: string, price: number, brands: string[], opts: Opts = {}): ItemSpec => ({
  name,
  size,
  price,
  brands,
  ...opts,
});
/** Loose goods: quantity in grams, in steps of `step`. */
const loose = (name: string, perKg: number, step: number, brands: string[], opts: Opts = {}): ItemSpec => ({
  name,
  price: perKg,
  brands,
  sold: { kind: "weight", step, max: step >= 250 ? 5000 : 2000 },
  ...opts,
});
/** Per piece, priced per kg, each piece about `grams`. */
const piece = (name: string, grams: number, perKg: number, brands: string[], opts: Opts = {}): ItemSpec => ({
  name,
  price: perKg,
  brands,
  sold: { kind: "piece", grams },
  ...opts,
});
const leaf = (
  slug: string,
  name: string,
  en: string,
  blurb: string,
  items: ItemSpec[],
  extra: Partial<Pick<LeafSpec, "nutrition" | "age" | "attrs">> = {},
): LeafSpec => ({ slug, name, en, blurb, items, ...extra });
const mid = (slug: string, name: string, en: string, ...leaves: LeafSpec[]): MidSpec => ({
  slug,
  name,
  en,
  leaves,
});

// Nutrition per 100 g or 100 ml: kcal, fat, saturated fat, carbohydrates, sugar, protein, salt.
const N = {
  fruit: [55, 0.2, 0, 12, 10, 0.4, 0],
  veg: [25, 0.2, 0, 4, 3, 1.5, 0.02],
  potato: [75, 0.1, 0, 16, 0.8, 2, 0.01],
  bread: [230, 1.5, 0.3, 42, 3, 8, 1.1],
  cake: [390, 18, 9, 50, 28, 5, 0.4],
  milk: [64, 3.5, 2.3, 4.8, 4.8, 3.4, 0.1],
  plant: [45, 1.5, 0.2, 6.5, 3.5, 1, 0.1],
  yoghurt: [95, 3, 2, 13, 12, 3.5, 0.1],
  quark: [67, 0.3, 0.1, 4, 4, 12, 0.1],
  cheese: [360, 28, 18, 0.1, 0.1, 26, 1.8],
  freshcheese: [250, 22, 14, 3, 3, 8, 0.8],
  butter: [740, 82, 55, 0.6, 0.6, 0.7, 0.1],
  egg: [137, 9.3, 2.7, 0.7, 0.7, 12.5, 0.35],
  meat: [140, 6, 2.2, 0, 0, 21, 0.15],
  sausage: [280, 22, 8.5, 1, 0.8, 17, 2.3],
  fish: [180, 11, 2, 0, 0, 20, 0.2],
  pizza: [230, 9, 4, 27, 3, 9, 1.2],
  frozenveg: [45, 1, 0.3, 5, 3, 3, 0.1],
  icecream: [210, 11, 7, 25, 22, 3.5, 0.1],
  water: [0, 0, 0, 0, 0, 0, 0.02],
  juice: [45, 0.1, 0, 10, 10, 0.5, 0],
  soda: [42, 0, 0, 10.6, 10.6, 0, 0],
  beer: [42, 0, 0, 3.1, 0.2, 0.5, 0],
  wine: [75, 0, 0, 2.6, 0.6, 0.1, 0],
  spirit: [230, 0, 0, 0, 0, 0, 0],
  pasta: [355, 1.5, 0.3, 71, 3.5, 12.5, 0.01],
  rice: [350, 0.8, 0.2, 78, 0.3, 7.5, 0],
  canned: [60, 0.5, 0.1, 9, 4, 3, 0.6],
  sauce: [180, 12, 1.5, 15, 11, 1.5, 2],
  muesli: [420, 14, 4, 62, 22, 9, 0.2],
  spread: [320, 8, 3, 65, 60, 1, 0.05],
  coffee: [2, 0, 0, 0.3, 0, 0.2, 0],
  chocolate: [540, 31, 19, 56, 54, 7, 0.2],
  candy: [340, 0.2, 0.1, 77, 47, 6.5, 0.05],
  biscuit: [450, 15, 7, 72, 24, 7, 0.6],
  chips: [530, 32, 3, 52, 2, 6, 1.4],
  nuts: [600, 50, 7, 12, 5, 24, 0.8],
  baby: [70, 2, 0.5, 10, 4, 2, 0.05],
} satisfies Record<string, NutritionProfile>;

/** The demo catalogue: top category, middle category, leaf category, items. */
export const TREE: ReadonlyArray<TopSpec> = [
  {
    slug: "obst-gemuese",
    name: "Obst & Gemüse",
    en: "fruit vegetables produce",
    description: "Täglich frisch, vieles aus der Region und in Bio-Qualität.",
    background: "#ecfccb",
    accent: "#16a34a",
    shape: "round",
    mids: [
      mid(
        "obst",
        "Obst",
        "fruit",
        leaf(
          "aepfel-birnen",
          "Äpfel & Birnen",
          "apples pears fruit",
          "Knackig, saftig und aromatisch – ideal als Snack oder zum Backen.",
          [
            it("Äpfel Elstar", "1 kg", 249, ["obstgut-bodensee", "demo-bio"], {
              attrs: ["regional"],
              en: "apples",
            }),
            it("Äpfel Braeburn", "1 kg", 279, ["demo", "demo-bio"], { en: "apples" }),
            it("Äpfel Pink Lady", "4 Stück", 349, ["sonnenhain"], { en: "apples" }),
            loose("Äpfel Elstar lose", 299, 250, ["obstgut-bodensee"], { attrs: ["regional"], en: "apples" }),
            it("Birnen Williams Christ", "1 kg", 299, ["demo", "demo-bio"], { en: "pears" }),
            loose("Birnen Conference lose", 349, 250, ["demo"], { en: "pears" }),
            piece("Apfel Granny Smith", 200, 329, ["demo"], { en: "apple" }),
          ],
          { nutrition: N.fruit, attrs: ["vegan"] },
        ),
        leaf(
          "bananen-exoten",
          "Bananen & Exoten",
          "bananas exotic fruit",
          "Sonnengereift und sorgfältig ausgewählt.",
          [
            loose("Bananen lose", 199, 250, ["demo", "demo-bio"], { en: "bananas" }),
            it("Bananen Fairtrade", "5 Stück", 229, ["sonnenhain"], { attrs: ["fairtrade"], en: "bananas" }),
            it("Ananas Extra Sweet", "1 Stück", 249, ["sonnenhain"], { en: "pineapple" }),
            it("Mango essreif", "1 Stück", 179, ["sonnenhain", "demo-bio"], { en: "mango" }),
            it("Kiwi Gold", "4 Stück", 299, ["sonnenhain"], { en: "kiwi" }),
            it("Avocado Hass", "2 Stück", 279, ["demo", "demo-bio"], { en: "avocado" }),
          ],
          { nutrition: N.fruit, attrs: ["vegan"] },
        ),
        leaf(
          "beeren-trauben",
          "Beeren & Trauben",
          "berries grapes",
          "Süß und fruchtig, am besten frisch genießen.",
          [
            it("Erdbeeren", "500 g", 349, ["obstgut-bodensee", "demo-bio"], {
              attrs: ["regional"],
              en: "strawberries",
            }),
            it("Heidelbeeren", "125 g", 229, ["demo", "demo-bio"], { en: "blueberries" }),
            it("Himbeeren", "125 g", 279, ["demo"], { en: "raspberries" }),
            it("Weintrauben hell kernlos", "500 g", 249, ["demo", "demo-bio"], { en: "grapes" }),
            it("Weintrauben rot kernlos", "500 g", 269, ["sonnenhain"], { en: "grapes" }),
          ],
          { nutrition: N.fruit, attrs: ["vegan"] },
        ),
        leaf(
          "zitrusfruechte",
          "Zitrusfrüchte",
          "citrus oranges lemons",
          "Reich an Vitamin C und herrlich erfrischend.",
          [
            it("Orangen", "2 kg", 349, ["demo", "demo-bio"], { en: "oranges" }),
            it("Mandarinen", "1 kg", 249, ["sonnenhain", "demo-bio"], { en: "tangerines" }),
            it("Zitronen", "500 g", 179, ["demo", "demo-bio"], { en: "lemons" }),
            it("Limetten", "3 Stück", 149, ["sonnenhain"], { en: "limes" }),
            it("Grapefruit rosé", "1 Stück", 89, ["demo"], { en: "grapefruit" }),
          ],
          { nutrition: N.fruit, attrs: ["vegan"] },
        ),
      ),
      mid(
        "gemuese",
        "Gemüse",
        "vegetables",
        leaf(
          "tomaten-gurken-paprika",
          "Tomaten, Gurken & Paprika",
          "tomatoes cucumbers peppers vegetables",
          "Knackiges Gemüse für Salat, Pfanne und Brotzeit.",
          [
            it("Rispentomaten", "500 g", 229, ["gartenglueck", "demo-bio"], {
              attrs: ["regional"],
              en: "tomatoes",
            }),
            it("Cherrytomaten", "250 g", 199, ["demo", "demo-bio", "gartenglueck"], {
              en: "cherry tomatoes",
            }),
            it("Salatgurke", "1 Stück", 79, ["demo", "demo-bio"], { en: "cucumber" }),
            piece("Paprika rot", 180, 399, ["demo"], { en: "red pepper" }),
            it("Paprika Mix", "500 g", 249, ["demo", "gartenglueck"], { en: "peppers" }),
            loose("Zucchini lose", 249, 250, ["gartenglueck"], { en: "zucchini courgette" }),
          ],
          { nutrition: N.veg, attrs: ["vegan"] },
        ),
        leaf(
          "kartoffeln-zwiebeln",
          "Kartoffeln & Zwiebeln",
          "potatoes onions",
          "Die Basis für unzählige Gerichte.",
          [
            it("Speisekartoffeln festkochend", "2,5 kg", 299, ["gartenglueck", "demo-bio", "preisfuchs"], {
              attrs: ["regional"],
              en: "potatoes",
            }),
            it("Speisekartoffeln mehligkochend", "2 kg", 279, ["demo"], { en: "potatoes" }),
            it("Süßkartoffeln", "500 g", 229, ["sonnenhain", "demo-bio"], { en: "sweet potatoes" }),
            it("Zwiebeln gelb", "1 kg", 129, ["demo", "demo-bio", "preisfuchs"], { en: "onions" }),
            it("Rote Zwiebeln", "500 g", 119, ["demo"], { en: "red onions" }),
            it("Knoblauch", "3 Stück", 129, ["demo", "demo-bio"], { en: "garlic" }),
          ],
          { nutrition: N.potato, attrs: ["vegan"] },
        ),
        leaf(
          "salate-kraeuter",
          "Salate & Kräuter",
          "salad lettuce herbs",
          "Frisch geerntet für knackige Salate und feine Würze.",
          [
            it("Eisbergsalat", "1 Stück", 99, ["gartenglueck"], { en: "lettuce" }),
            it("Feldsalat", "150 g", 199, ["gartenglueck", "demo-bio"], { en: "lamb's lettuce" }),
            it("Rucola", "125 g", 149, ["demo", "demo-bio"], { en: "rocket arugula" }),
            it("Basilikum im Topf", "1 Stück", 199, ["kraeuterwiese", "demo-bio"], { en: "basil" }),
            it("Petersilie glatt", "1 Bund", 99, ["kraeuterwiese"], { en: "parsley" }),
            it("Schnittlauch", "1 Bund", 99, ["kraeuterwiese"], { en: "chives" }),
          ],
          { nutrition: N.veg, attrs: ["vegan"] },
        ),
        leaf(
          "moehren-kohl",
          "Möhren & Kohl",
          "carrots cabbage root vegetables",
          "Vielseitiges Gemüse, roh oder gegart ein Genuss.",
          [
            it("Möhren", "1 kg", 119, ["gartenglueck", "demo-bio", "preisfuchs"], {
              attrs: ["regional"],
              en: "carrots",
            }),
            it("Brokkoli", "500 g", 179, ["demo", "demo-bio"], { en: "broccoli" }),
            it("Blumenkohl", "1 Stück", 199, ["gartenglueck"], { en: "cauliflower" }),
            it("Rote Bete vorgegart", "500 g", 149, ["demo", "demo-bio"], { en: "beetroot" }),
            it("Kohlrabi", "1 Stück", 89, ["gartenglueck"], { en: "kohlrabi" }),
            it("Champignons braun", "250 g", 179, ["demo", "demo-bio"], { en: "mushrooms" }),
          ],
          { nutrition: N.veg, attrs: ["vegan"] },
        ),
      ),
    ],
  },
  {
    slug: "backwaren",
    name: "Backwaren",
    en: "bakery bread",
    description: "Brot, Brötchen und Kuchen – jeden Morgen frisch gebacken.",
    background: "#fef3c7",
    accent: "#b45309",
    shape: "loaf",
    mids: [
      mid(
        "brot-broetchen",
        "Brot & Brötchen",
        "bread rolls",
        leaf(
          "brot",
          "Brot",
          "bread loaf",
          "Mit Sauerteig und langer Teigführung gebacken.",
          [
            it("Vollkornbrot", "500 g", 199, ["baeckerei-kornblume", "demo-bio", "demo"], {
              attrs: ["vegan"],
              en: "wholemeal bread",
            }),
            it("Roggenmischbrot", "750 g", 229, ["baeckerei-kornblume", "demo"], {
              attrs: ["vegan"],
              en: "rye bread",
            }),
            it("Dinkelbrot", "500 g", 279, ["goldaehre", "demo-bio"], { en: "spelt bread" }),
            it("Sonnenblumenkernbrot", "500 g", 249, ["baeckerei-kornblume"], { en: "sunflower seed bread" }),
            it("Bauernbrot", "1 kg", 299, ["baeckerei-kornblume", "goldaehre"], {
              attrs: ["regional"],
              en: "farmhouse bread",
            }),
            it("Pumpernickel", "500 g", 149, ["goldaehre"], { en: "pumpernickel rye bread" }),
          ],
          { nutrition: N.bread, attrs: ["vegetarian"] },
        ),
        leaf(
          "broetchen",
          "Brötchen & Baguette",
          "rolls baguette",
          "Außen knusprig, innen fluffig.",
          [
            it("Weizenbrötchen", "6 Stück", 149, ["baeckerei-kornblume", "demo"], { en: "bread rolls" }),
            it("Körnerbrötchen", "4 Stück", 179, ["baeckerei-kornblume", "demo-bio"], {
              en: "multigrain rolls",
            }),
            it("Laugenbrezeln", "4 Stück", 199, ["baeckerei-kornblume"], { en: "pretzels" }),
            it("Baguette", "250 g", 129, ["demo", "goldaehre"], { en: "baguette" }),
            it("Aufbackbrötchen", "10 Stück", 149, ["preisfuchs", "goldaehre"], { en: "bake at home rolls" }),
          ],
          { nutrition: N.bread, attrs: ["vegetarian"] },
        ),
        leaf(
          "toast",
          "Toast & Sandwich",
          "toast sandwich bread",
          "Weich und saftig, perfekt für Toast und Sandwich.",
          [
            it("Buttertoast", "500 g", 129, ["goldaehre", "demo", "preisfuchs"], { en: "toast" }),
            it("Vollkorntoast", "500 g", 149, ["goldaehre", "demo-bio"], { en: "wholemeal toast" }),
            it("Sandwich Toast", "750 g", 199, ["goldaehre"], { en: "sandwich bread" }),
            it("Burger Brötchen", "4 Stück", 179, ["goldaehre", "demo"], { en: "burger buns" }),
          ],
          { nutrition: N.bread, attrs: ["vegetarian"] },
        ),
      ),
      mid(
        "kuchen-gebaeck",
        "Kuchen & Gebäck",
        "cakes pastries",
        leaf(
          "kuchen",
          "Kuchen & Torten",
          "cake",
          "Nach traditionellem Rezept gebacken.",
          [
            it("Marmorkuchen", "400 g", 249, ["baeckerei-kornblume", "demo"], { en: "marble cake" }),
            it("Apfelstrudel", "600 g", 349, ["baeckerei-kornblume"], { en: "apple strudel" }),
            it("Käsekuchen", "500 g", 399, ["baeckerei-kornblume", "demo-beste-wahl"], { en: "cheesecake" }),
            it("Donuts", "4 Stück", 249, ["goldaehre"], { en: "donuts" }),
          ],
          { nutrition: N.cake, attrs: ["vegetarian"] },
        ),
        leaf(
          "croissants-plunder",
          "Croissants & Plunder",
          "croissants pastries",
          "Feines Gebäck aus Butterblätterteig.",
          [
            it("Buttercroissants", "4 Stück", 199, ["baeckerei-kornblume", "demo"], { en: "croissants" }),
            it("Schokocroissants", "4 Stück", 229, ["baeckerei-kornblume"], { en: "chocolate croissants" }),
            it("Zimtschnecken", "4 Stück", 279, ["baeckerei-kornblume", "demo-bio"], {
              en: "cinnamon rolls",
            }),
          ],
          { nutrition: N.cake, attrs: ["vegetarian"] },
        ),
      ),
    ],
  },
  {
    slug: "milch-kaese-eier",
    name: "Milch, Käse & Eier",
    en: "dairy milk cheese eggs",
    description: "Frische Milchprodukte, Käse von der Theke und Eier vom Hof.",
    background: "#e0f2fe",
    accent: "#0369a1",
    shape: "box",
    mids: [
      mid(
        "milch-sahne",
        "Milch & Sahne",
        "milk cream",
        leaf(
          "frischmilch",
          "Frischmilch",
          "fresh milk",
          "Schonend pasteurisiert für vollen Geschmack.",
          [
            it("Frische Vollmilch 3,5 %", "1 l", 119, ["friesenhof", "demo", "demo-bio"], {
              attrs: ["regional"],
              en: "whole milk",
            }),
            it("Frische fettarme Milch 1,5 %", "1 l", 109, ["friesenhof", "demo", "demo-bio"], {
              en: "low fat milk",
            }),
            it("Weidemilch 3,8 %", "1 l", 149, ["friesenhof", "alpenhof"], { en: "pasture milk" }),
            it("Laktosefreie Milch 1,5 %", "1 l", 149, ["demo", "alpenhof"], {
              attrs: ["lactosefree"],
              en: "lactose free milk",
            }),
            it("Buttermilch", "500 ml", 79, ["friesenhof", "demo"], { en: "buttermilk" }),
          ],
          { nutrition: N.milk, attrs: ["vegetarian"] },
        ),
        leaf(
          "h-milch-sahne",
          "H-Milch & Sahne",
          "long life milk cream",
          "Lange haltbar – immer im Vorrat.",
          [
            it("H-Milch 3,5 %", "1 l", 99, ["demo", "preisfuchs", "alpenhof"], { en: "uht milk" }),
            it("H-Milch 1,5 %", "1 l", 95, ["demo", "preisfuchs"], { en: "uht milk" }),
            it("Kakao Trinkmilch", "500 ml", 119, ["friesenhof"], { en: "chocolate milk" }),
            it("Schlagsahne 30 %", "200 g", 89, ["friesenhof", "demo", "demo-bio"], { en: "whipping cream" }),
          ],
          { nutrition: N.milk, attrs: ["vegetarian"] },
        ),
        leaf(
          "pflanzendrinks",
          "Pflanzendrinks",
          "plant based milk",
          "Die pflanzliche Alternative zu Milch.",
          [
            it("Haferdrink", "1 l", 169, ["haferglueck", "demo-bio", "demo"], { en: "oat milk" }),
            it("Haferdrink Barista", "1 l", 229, ["haferglueck"], { en: "oat milk barista" }),
            it("Sojadrink ungesüßt", "1 l", 179, ["haferglueck", "demo-bio"], { en: "soy milk" }),
            it("Mandeldrink", "1 l", 249, ["haferglueck", "demo-bio"], { en: "almond milk" }),
          ],
          { nutrition: N.plant, attrs: ["vegan", "lactosefree"] },
        ),
      ),
      mid(
        "joghurt-quark",
        "Joghurt & Quark",
        "yoghurt quark desserts",
        leaf(
          "joghurt",
          "Joghurt",
          "yoghurt yogurt",
          "Cremig gerührt aus frischer Milch.",
          [
            it("Fruchtjoghurt {v}", "150 g", 49, ["alpenhof", "demo"], {
              variants: ["Erdbeere", "Himbeere", "Pfirsich-Maracuja", "Kirsche"],
              en: "fruit yoghurt",
            }),
            it("Naturjoghurt 3,5 %", "500 g", 99, ["alpenhof", "demo", "demo-bio"], {
              en: "natural yoghurt",
            }),
            it("Griechischer Joghurt 10 %", "400 g", 179, ["alpenhof", "demo-beste-wahl"], {
              en: "greek yoghurt",
            }),
            it("Skyr Natur", "450 g", 169, ["friesenhof"], { en: "skyr" }),
          ],
          { nutrition: N.yoghurt, attrs: ["vegetarian"] },
        ),
        leaf(
          "quark-desserts",
          "Quark & Desserts",
          "quark pudding desserts",
          "Für Frühstück, Nachtisch und zum Backen.",
          [
            it("Speisequark Magerstufe", "500 g", 99, ["demo", "alpenhof", "preisfuchs"], { en: "quark" }),
            it("Sahnepudding {v}", "4 x 125 g", 179, ["alpenhof", "demo"], {
              variants: ["Schoko", "Vanille"],
              en: "pudding",
            }),
            it("Milchreis Klassik", "200 g", 69, ["alpenhof"], { en: "rice pudding" }),
          ],
          { nutrition: N.quark, attrs: ["vegetarian"] },
        ),
      ),
      mid(
        "kaese",
        "Käse",
        "cheese",
        leaf(
          "kaesetheke",
          "Käsetheke",
          "cheese counter",
          "Frisch von der Theke geschnitten, in 100-g-Schritten.",
          [
            loose("Bergkäse 12 Monate gereift", 2490, 100, ["alpenhof"], { en: "mountain cheese" }),
            loose("Gouda mittelalt am Stück", 1290, 100, ["demo", "alpenhof"], { en: "gouda cheese" }),
            loose("Emmentaler", 1590, 100, ["alpenhof", "demo-bio"], { en: "emmental cheese" }),
            loose("Parmigiano Reggiano", 2990, 100, ["demo-beste-wahl"], { en: "parmesan cheese" }),
            loose("Brie de Meaux", 2290, 100, ["demo-beste-wahl"], { en: "brie cheese" }),
          ],
          { nutrition: N.cheese, attrs: ["glutenfree"] },
        ),
        leaf(
          "schnittkaese",
          "Schnittkäse",
          "sliced cheese",
          "In praktischen Scheiben für das Brot.",
          [
            it("Gouda jung in Scheiben", "400 g", 279, ["demo", "alpenhof", "preisfuchs", "demo-bio"], {
              en: "sliced gouda cheese",
            }),
            it("Maasdamer in Scheiben", "250 g", 229, ["alpenhof", "demo"], { en: "sliced cheese" }),
            it("Tilsiter in Scheiben", "200 g", 199, ["alpenhof"], { en: "sliced cheese" }),
            it("Butterkäse in Scheiben", "250 g", 199, ["demo", "friesenhof"], { en: "sliced cheese" }),
            it("Reibekäse Pizza Mix", "250 g", 199, ["demo", "preisfuchs"], { en: "grated cheese" }),
          ],
          { nutrition: N.cheese, attrs: ["glutenfree"] },
        ),
        leaf(
          "frischkaese",
          "Frischkäse & Mozzarella",
          "cream cheese mozzarella",
          "Mild und cremig.",
          [
            it("Frischkäse Doppelrahmstufe", "200 g", 119, ["demo", "friesenhof", "demo-bio"], {
              en: "cream cheese",
            }),
            it("Frischkäse Kräuter", "200 g", 129, ["friesenhof"], { en: "herb cream cheese" }),
            it("Mozzarella", "125 g", 79, ["demo", "demo-bio", "alpenhof"], { en: "mozzarella" }),
            it("Büffelmozzarella", "125 g", 199, ["demo-beste-wahl"], { en: "buffalo mozzarella" }),
            it("Feta", "200 g", 199, ["demo", "demo-bio"], { en: "feta cheese" }),
            it("Hüttenkäse", "200 g", 99, ["friesenhof"], { en: "cottage cheese" }),
          ],
          { nutrition: N.freshcheese, attrs: ["vegetarian", "glutenfree"] },
        ),
      ),
      mid(
        "butter-eier",
        "Butter & Eier",
        "butter eggs",
        leaf(
          "butter",
          "Butter & Margarine",
          "butter margarine",
          "Zum Backen, Braten und aufs Brot.",
          [
            it("Deutsche Markenbutter", "250 g", 229, ["friesenhof", "demo", "demo-bio", "preisfuchs"], {
              attrs: ["vegetarian"],
              en: "butter",
            }),
            it("Süßrahmbutter gesalzen", "250 g", 259, ["friesenhof"], {
              attrs: ["vegetarian"],
              en: "salted butter",
            }),
            it("Streichfett pflanzlich", "500 g", 199, ["demo", "haferglueck"], {
              attrs: ["vegan"],
              en: "margarine",
            }),
            it("Kräuterbutter", "125 g", 149, ["demo"], { attrs: ["vegetarian"], en: "herb butter" }),
          ],
          { nutrition: N.butter, attrs: ["glutenfree"] },
        ),
        leaf(
          "eier",
          "Eier",
          "eggs",
          "Von Hühnern aus artgerechter Haltung.",
          [
            it("Eier Freilandhaltung Größe M", "10 Stück", 299, ["hofgut-linde", "demo"], {
              attrs: ["regional"],
              en: "free range eggs",
            }),
            it("Eier Bodenhaltung Größe L", "10 Stück", 249, ["demo", "preisfuchs"], { en: "eggs" }),
            it("Eier Größe M-L", "6 Stück", 279, ["demo-bio", "hofgut-linde"], { en: "organic eggs" }),
          ],
          { nutrition: N.egg, attrs: ["vegetarian", "glutenfree"] },
        ),
      ),
    ],
  },
  {
    slug: "fleisch-fisch",
    name: "Fleisch & Fisch",
    en: "meat fish",
    description: "Fleisch, Wurst und Fisch – gekühlt geliefert.",
    background: "#fee2e2",
    accent: "#b91c1c",
    shape: "drop",
    mids: [
      mid(
        "fleisch",
        "Fleisch",
        "meat",
        leaf(
          "gefluegel",
          "Geflügel",
          "poultry chicken turkey",
          "Zart und mager, aus kontrollierter Aufzucht.",
          [
            it("Hähnchenbrustfilet", "400 g", 599, ["landmetzgerei-huber", "demo", "demo-bio"], {
              en: "chicken breast",
            }),
            it("Hähnchenschenkel", "1 kg", 549, ["demo", "landmetzgerei-huber"], { en: "chicken legs" }),
            it("Putenschnitzel", "400 g", 649, ["landmetzgerei-huber", "demo"], { en: "turkey escalope" }),
            piece("Hähnchen ganz", 1300, 599, ["demo", "demo-bio"], { en: "whole chicken" }),
          ],
          { nutrition: N.meat, attrs: ["glutenfree"] },
        ),
        leaf(
          "rind-schwein",
          "Rind & Schwein",
          "beef pork",
          "Vom Metzger zugeschnitten.",
          [
            it("Rinderhüftsteak", "300 g", 899, ["landmetzgerei-huber", "demo-beste-wahl"], {
              en: "beef steak",
            }),
            it("Schweineschnitzel", "500 g", 549, ["landmetzgerei-huber", "demo", "preisfuchs"], {
              en: "pork escalope",
            }),
            it("Schweinenacken Grillsteaks", "600 g", 599, ["demo", "landmetzgerei-huber"], {
              en: "pork neck steaks barbecue",
            }),
            it("Rinderrouladen", "500 g", 999, ["landmetzgerei-huber"], { en: "beef roulades" }),
            loose("Kasseler Aufschnitt", 1590, 100, ["landmetzgerei-huber"], { en: "smoked pork" }),
          ],
          { nutrition: N.meat, attrs: ["glutenfree"] },
        ),
        leaf(
          "hackfleisch",
          "Hackfleisch",
          "minced meat",
          "Frisch gewolft für Bolognese, Frikadellen und Burger.",
          [
            it(
              "Hackfleisch gemischt",
              "500 g",
              449,
              ["demo", "landmetzgerei-huber", "demo-bio", "preisfuchs"],
              { en: "minced meat" },
            ),
            it("Rinderhackfleisch", "400 g", 499, ["demo", "landmetzgerei-huber"], { en: "ground beef" }),
            it("Veggie Hack", "250 g", 299, ["gruenkraft", "demo"], { attrs: ["vegan"], en: "vegan mince" }),
          ],
          { nutrition: N.meat },
        ),
      ),
      mid(
        "wurst-aufschnitt",
        "Wurst & Aufschnitt",
        "sausages cold cuts",
        leaf(
          "aufschnitt",
          "Aufschnitt",
          "cold cuts ham salami",
          "Fein geschnitten für Brot und Brotzeit.",
          [
            it("Salami Scheiben", "100 g", 149, ["landmetzgerei-huber", "demo", "preisfuchs"], {
              en: "salami",
            }),
            it("Kochschinken", "200 g", 249, ["landmetzgerei-huber", "demo", "demo-bio"], { en: "ham" }),
            it("Schwarzwälder Schinken", "100 g", 229, ["landmetzgerei-huber"], { en: "black forest ham" }),
            it("Geflügelwurst", "150 g", 129, ["demo"], { en: "poultry sausage" }),
            it("Leberwurst fein", "125 g", 119, ["landmetzgerei-huber"], { en: "liver sausage" }),
            it("Veganer Aufschnitt Salami Art", "80 g", 199, ["gruenkraft"], {
              attrs: ["vegan"],
              en: "vegan salami",
            }),
          ],
          { nutrition: N.sausage },
        ),
        leaf(
          "wuerstchen",
          "Würstchen",
          "sausages",
          "Für Grill, Pfanne und Kochtopf.",
          [
            it("Wiener Würstchen", "6 Stück", 249, ["landmetzgerei-huber", "demo"], {
              en: "vienna sausages",
            }),
            it("Rostbratwürstchen", "300 g", 299, ["landmetzgerei-huber", "demo"], { en: "bratwurst" }),
            it("Weißwürste", "4 Stück", 349, ["landmetzgerei-huber"], { en: "white sausages" }),
            it("Vegane Bratwurst", "200 g", 279, ["gruenkraft", "demo-bio"], {
              attrs: ["vegan"],
              en: "vegan sausage",
            }),
          ],
          { nutrition: N.sausage },
        ),
      ),
      mid(
        "fisch-meeresfruechte",
        "Fisch & Meeresfrüchte",
        "fish seafood",
        leaf(
          "fischtheke",
          "Fischtheke",
          "fresh fish counter",
          "Fangfrisch von der Theke, in 100-g-Schritten.",
          [
            loose("Lachsfilet mit Haut", 2490, 100, ["nordseeperle", "demo"], { en: "salmon" }),
            loose("Kabeljaufilet", 2290, 100, ["nordseeperle"], { en: "cod" }),
            loose("Garnelen gekocht", 2990, 100, ["nordseeperle"], { en: "shrimps prawns" }),
            piece("Forelle ganz", 350, 1490, ["nordseeperle"], { en: "trout" }),
          ],
          { nutrition: N.fish, attrs: ["glutenfree"] },
        ),
        leaf(
          "raeucherfisch-konserven",
          "Räucherfisch & Fischkonserven",
          "smoked fish canned fish",
          "Herzhaft geräuchert oder praktisch in der Dose.",
          [
            it("Räucherlachs", "100 g", 349, ["nordseeperle", "demo", "demo-beste-wahl"], {
              en: "smoked salmon",
            }),
            it("Thunfisch in Wasser", "185 g", 199, ["nordseeperle", "demo", "preisfuchs"], { en: "tuna" }),
            it("Heringsfilets in Tomatensauce", "200 g", 149, ["nordseeperle"], { en: "herring" }),
            it("Sardinen in Olivenöl", "125 g", 179, ["nordseeperle", "demo-beste-wahl"], { en: "sardines" }),
            it("Matjesfilets", "200 g", 299, ["nordseeperle"], { en: "pickled herring" }),
          ],
          { nutrition: N.fish },
        ),
      ),
    ],
  },
  {
    slug: "tiefkuehl",
    name: "Tiefkühl",
    en: "frozen food",
    description: "Pizza, Gemüse und Eis – tiefgekühlt geliefert.",
    background: "#dbeafe",
    accent: "#1d4ed8",
    shape: "box",
    mids: [
      mid(
        "tk-pizza-snacks",
        "Pizza & Snacks",
        "frozen pizza snacks",
        leaf(
          "pizza",
          "Pizza & Flammkuchen",
          "frozen pizza",
          "Im Ofen in 12 Minuten knusprig gebacken.",
          [
            it("Steinofenpizza {v}", "1 Stück", 249, ["pizzeria-bella", "demo"], {
              variants: ["Margherita", "Salami", "Tonno", "Speciale"],
              en: "frozen pizza",
            }),
            it("Flammkuchen Elsässer Art", "2 Stück", 329, ["eiskristall"], { en: "tarte flambee" }),
          ],
          { nutrition: N.pizza },
        ),
        leaf(
          "tk-snacks",
          "Pommes & Snacks",
          "fries frozen snacks",
          "Schnell zubereitet im Ofen oder in der Heißluftfritteuse.",
          [
            it("Pommes Frites", "1 kg", 199, ["eiskristall", "demo", "preisfuchs"], {
              attrs: ["vegan"],
              en: "french fries chips",
            }),
            it("Kroketten", "750 g", 219, ["eiskristall"], { en: "croquettes" }),
            it("Fischstäbchen", "15 Stück", 299, ["nordseeperle", "demo"], {
              en: "fish fingers fish sticks",
            }),
            it("Frühlingsrollen", "8 Stück", 279, ["eiskristall"], {
              attrs: ["vegetarian"],
              en: "spring rolls",
            }),
          ],
          { nutrition: N.pizza },
        ),
      ),
      mid(
        "tk-gemuese-obst",
        "Gemüse & Obst",
        "frozen vegetables fruit",
        leaf(
          "tk-gemuese",
          "Gemüse",
          "frozen vegetables",
          "Direkt nach der Ernte schockgefrostet.",
          [
            it("Erbsen fein", "750 g", 169, ["eiskristall", "demo", "demo-bio"], { en: "peas" }),
            it("Rahmspinat", "750 g", 199, ["eiskristall", "demo"], { en: "creamed spinach" }),
            it("Buttergemüse", "750 g", 229, ["eiskristall"], { en: "buttered vegetables" }),
            it("Kaisergemüse", "1 kg", 199, ["demo", "preisfuchs"], { en: "mixed vegetables" }),
          ],
          { nutrition: N.frozenveg, attrs: ["vegetarian"] },
        ),
        leaf(
          "tk-obst",
          "Obst",
          "frozen fruit berries",
          "Perfekt für Smoothies, Desserts und Kuchen.",
          [
            it("Beerenmischung", "300 g", 299, ["eiskristall", "demo-bio"], { en: "frozen berries" }),
            it("Himbeeren tiefgefroren", "300 g", 279, ["eiskristall"], { en: "frozen raspberries" }),
            it("Mango Stücke", "400 g", 299, ["eiskristall"], { en: "frozen mango" }),
          ],
          { nutrition: N.fruit, attrs: ["vegan"] },
        ),
      ),
      mid(
        "eis",
        "Eis",
        "ice cream",
        leaf(
          "eis-packungen",
          "Eis in Packungen",
          "ice cream tub",
          "Cremiges Eis für die ganze Familie.",
          [
            it("Eiscreme {v}", "900 ml", 299, ["eiskristall", "demo"], {
              variants: ["Vanille", "Schokolade", "Erdbeere", "Stracciatella"],
              en: "ice cream",
            }),
            it("Sorbet Zitrone", "500 ml", 349, ["eiskristall"], { attrs: ["vegan"], en: "lemon sorbet" }),
          ],
          { nutrition: N.icecream, attrs: ["vegetarian"] },
        ),
        leaf(
          "eis-stiel",
          "Stieleis & Snacks",
          "ice lollies",
          "Die kleine Erfrischung zwischendurch.",
          [
            it("Milcheis am Stiel Schoko", "6 Stück", 249, ["eiskristall", "demo"], { en: "ice cream bars" }),
            it("Wassereis Frucht", "10 Stück", 199, ["eiskristall", "preisfuchs"], {
              attrs: ["vegan"],
              en: "ice lollies",
            }),
            it("Eis-Sandwich Vanille", "4 Stück", 299, ["eiskristall"], { en: "ice cream sandwich" }),
          ],
          { nutrition: N.icecream, attrs: ["vegetarian"] },
        ),
      ),
    ],
  },
  {
    slug: "getraenke",
    name: "Getränke",
    en: "drinks beverages",
    description: "Vom Mineralwasser bis zum Saft, auch in Mehrwegkisten mit Pfand.",
    background: "#e0f2fe",
    accent: "#0284c7",
    shape: "bottle",
    mids: [
      mid(
        "wasser",
        "Wasser",
        "water",
        leaf(
          "mineralwasser",
          "Mineralwasser",
          "sparkling mineral water",
          "Natürliches Mineralwasser mit feiner Perlage.",
          [
            it("Mineralwasser Classic", "12 x 0,7 l", 549, ["bergquelle", "waldquelle"], {
              deposit: { kind: "reusable", perBottle: 15, crate: true },
              en: "sparkling water",
              max: 5,
            }),
            it("Mineralwasser Medium", "12 x 1 l", 599, ["bergquelle"], {
              deposit: { kind: "reusable", perBottle: 15, crate: true },
              en: "sparkling water",
              max: 5,
            }),
            it("Mineralwasser Classic", "6 x 1,5 l", 199, ["demo", "preisfuchs", "waldquelle"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "sparkling water",
            }),
            it("Mineralwasser Medium", "1,5 l", 39, ["demo", "preisfuchs"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "sparkling water",
            }),
            it("Heilwasser", "0,75 l", 89, ["waldquelle"], {
              deposit: { kind: "reusable", perBottle: 15 },
              en: "medicinal water",
            }),
          ],
          { nutrition: N.water, attrs: ["vegan"] },
        ),
        leaf(
          "stilles-wasser",
          "Stilles Wasser",
          "still water",
          "Ohne Kohlensäure, weich im Geschmack.",
          [
            it("Mineralwasser Naturell", "12 x 0,7 l", 549, ["bergquelle"], {
              deposit: { kind: "reusable", perBottle: 15, crate: true },
              en: "still water",
              max: 5,
            }),
            it("Stilles Wasser", "6 x 1,5 l", 189, ["demo", "preisfuchs", "waldquelle"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "still water",
            }),
            it("Quellwasser still", "0,5 l", 69, ["waldquelle"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "spring water",
            }),
          ],
          { nutrition: N.water, attrs: ["vegan"] },
        ),
      ),
      mid(
        "saefte-softdrinks",
        "Säfte & Softdrinks",
        "juices soft drinks",
        leaf(
          "saefte",
          "Säfte & Schorlen",
          "juice",
          "Aus sonnengereiften Früchten gepresst.",
          [
            it("Orangensaft 100 % Saft", "1 l", 199, ["fruchtwerk", "demo", "demo-bio"], {
              en: "orange juice",
            }),
            it("Apfelsaft naturtrüb", "1 l", 179, ["fruchtwerk", "demo", "demo-bio"], {
              attrs: ["regional"],
              en: "apple juice",
            }),
            it("Multivitaminsaft", "1 l", 169, ["fruchtwerk", "preisfuchs"], { en: "multivitamin juice" }),
            it("Apfelschorle", "1 l", 99, ["fruchtwerk"], {
              deposit: { kind: "reusable", perBottle: 15 },
              en: "apple spritzer",
            }),
            it("Traubensaft rot", "0,7 l", 229, ["fruchtwerk"], {
              deposit: { kind: "reusable", perBottle: 15 },
              en: "grape juice",
            }),
            it("Smoothie Mango-Maracuja", "250 ml", 199, ["fruchtwerk"], { en: "smoothie" }),
          ],
          { nutrition: N.juice, attrs: ["vegan"] },
        ),
        leaf(
          "limonaden",
          "Limonaden & Cola",
          "soft drinks soda lemonade cola",
          "Spritzig und gut gekühlt am besten.",
          [
            it("Cola", "1,5 l", 129, ["spritzig", "demo", "preisfuchs"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "cola soda",
            }),
            it("Cola Zero", "1,5 l", 129, ["spritzig", "demo"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "sugar free cola",
            }),
            it("Cola", "12 x 1 l", 999, ["spritzig"], {
              deposit: { kind: "reusable", perBottle: 15, crate: true },
              en: "cola soda",
              max: 5,
            }),
            it("Orangenlimonade", "1,5 l", 119, ["spritzig", "demo"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "orange soda",
            }),
            it("Zitronenlimonade Dose", "6 x 0,33 l", 399, ["spritzig"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "lemonade cans",
            }),
            it("Eistee Pfirsich", "1,5 l", 119, ["spritzig", "demo"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "peach iced tea",
            }),
            it("Energy Drink", "0,25 l", 99, ["spritzig"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "energy drink",
            }),
          ],
          { nutrition: N.soda, attrs: ["vegan"] },
        ),
      ),
      mid(
        "bier",
        "Bier",
        "beer",
        leaf(
          "pils-helles",
          "Pils & Helles",
          "beer lager pils",
          "Frisch gezapft schmeckt es nicht besser.",
          [
            it("Pilsener", "20 x 0,5 l", 1399, ["brauerei-steinbach", "klosterbraeu-auental"], {
              deposit: { kind: "reusable", perBottle: 8, crate: true },
              en: "pilsner beer crate",
              max: 5,
            }),
            it("Helles", "20 x 0,5 l", 1499, ["klosterbraeu-auental", "brauerei-steinbach"], {
              deposit: { kind: "reusable", perBottle: 8, crate: true },
              en: "lager beer crate",
              max: 5,
            }),
            it("Pilsener", "6 x 0,33 l", 449, ["brauerei-steinbach"], {
              deposit: { kind: "reusable", perBottle: 8 },
              en: "pilsner beer",
            }),
            it("Pilsener Dose", "0,5 l", 99, ["preisfuchs", "demo"], {
              deposit: { kind: "singleUse", perBottle: 25 },
              en: "beer can",
            }),
            it("Radler", "6 x 0,33 l", 429, ["brauerei-steinbach"], {
              deposit: { kind: "reusable", perBottle: 8 },
              en: "shandy",
            }),
          ],
          { nutrition: N.beer, age: 16, attrs: ["vegan"] },
        ),
        leaf(
          "weizenbier",
          "Weizenbier",
          "wheat beer",
          "Naturtrüb und spritzig nach bayerischer Brautradition.",
          [
            it("Hefeweizen naturtrüb", "20 x 0,5 l", 1599, ["klosterbraeu-auental"], {
              deposit: { kind: "reusable", perBottle: 8, crate: true },
              en: "wheat beer crate",
              max: 5,
            }),
            it("Hefeweizen", "0,5 l", 109, ["klosterbraeu-auental", "brauerei-steinbach"], {
              deposit: { kind: "reusable", perBottle: 8 },
              en: "wheat beer",
            }),
            it("Weizen dunkel", "0,5 l", 115, ["klosterbraeu-auental"], {
              deposit: { kind: "reusable", perBottle: 8 },
              en: "dark wheat beer",
            }),
            it("Kristallweizen", "6 x 0,5 l", 549, ["brauerei-steinbach"], {
              deposit: { kind: "reusable", perBottle: 8 },
              en: "wheat beer",
            }),
          ],
          { nutrition: N.beer, age: 16, attrs: ["vegan"] },
        ),
        leaf(
          "alkoholfreies-bier",
          "Alkoholfreies Bier",
          "non alcoholic beer alcohol free",
          "Voller Biergeschmack ohne Alkohol.",
          [
            it("Pils alkoholfrei", "6 x 0,33 l", 429, ["brauerei-steinbach"], {
              deposit: { kind: "reusable", perBottle: 8 },
              en: "alcohol free beer",
              age: 0,
            }),
            it("Weizen alkoholfrei", "0,5 l", 109, ["klosterbraeu-auental", "brauerei-steinbach"], {
              deposit: { kind: "reusable", perBottle: 8 },
              en: "alcohol free wheat beer",
              age: 0,
            }),
            it("Radler alkoholfrei", "0,5 l", 99, ["brauerei-steinbach"], {
              deposit: { kind: "reusable", perBottle: 8 },
              en: "alcohol free shandy",
              age: 0,
            }),
          ],
          { nutrition: N.soda, attrs: ["vegan"] },
        ),
      ),
      mid(
        "wein-sekt",
        "Wein & Sekt",
        "wine sparkling wine",
        leaf(
          "rotwein",
          "Rotwein",
          "red wine",
          "Passt zu Pasta, Braten und Käse.",
          [
            it("Spätburgunder trocken", "0,75 l", 699, ["weingut-rebenhang", "demo-beste-wahl"], {
              en: "pinot noir red wine",
            }),
            it("Dornfelder halbtrocken", "0,75 l", 449, ["weingut-rebenhang", "demo", "preisfuchs"], {
              en: "red wine",
            }),
            it("Merlot", "0,75 l", 549, ["demo", "demo-bio"], { en: "merlot red wine" }),
            it("Primitivo", "0,75 l", 799, ["demo-beste-wahl"], { en: "primitivo red wine" }),
          ],
          { nutrition: N.wine, age: 16 },
        ),
        leaf(
          "weisswein",
          "Weißwein & Rosé",
          "white wine rose",
          "Fruchtig-frisch, gut gekühlt servieren.",
          [
            it("Riesling trocken", "0,75 l", 649, ["weingut-rebenhang", "demo", "demo-bio"], {
              attrs: ["regional"],
              en: "riesling white wine",
            }),
            it("Grauburgunder", "0,75 l", 749, ["weingut-rebenhang"], { en: "pinot gris white wine" }),
            it("Müller-Thurgau", "1 l", 399, ["weingut-rebenhang", "preisfuchs"], { en: "white wine" }),
            it("Rosé trocken", "0,75 l", 499, ["demo"], { en: "rose wine" }),
          ],
          { nutrition: N.wine, age: 16 },
        ),
        leaf(
          "sekt-prosecco",
          "Sekt & Prosecco",
          "sparkling wine prosecco",
          "Prickelnd für jeden Anlass.",
          [
            it("Sekt trocken", "0,75 l", 499, ["sektkellerei-rheinperle", "demo"], { en: "sparkling wine" }),
            it("Riesling Sekt brut", "0,75 l", 899, ["sektkellerei-rheinperle"], {
              en: "riesling sparkling wine",
            }),
            it("Prosecco Frizzante", "0,75 l", 599, ["demo-beste-wahl", "sektkellerei-rheinperle"], {
              en: "prosecco",
            }),
            it("Sekt alkoholfrei", "0,75 l", 399, ["sektkellerei-rheinperle"], {
              en: "alcohol free sparkling wine",
              age: 0,
            }),
          ],
          { nutrition: N.wine, age: 16 },
        ),
      ),
      mid(
        "spirituosen",
        "Spirituosen",
        "spirits liquor",
        leaf(
          "likoere",
          "Liköre",
          "liqueur",
          "Süß und aromatisch – pur, auf Eis oder im Cocktail.",
          [
            it("Kräuterlikör 35 %", "0,7 l", 1299, ["brennerei-hohenstein"], { en: "herbal liqueur" }),
            it("Eierlikör 20 %", "0,5 l", 899, ["brennerei-hohenstein"], { en: "egg liqueur" }),
            it("Haselnusslikör 20 %", "0,7 l", 999, ["brennerei-hohenstein"], { en: "hazelnut liqueur" }),
          ],
          { nutrition: N.spirit, age: 18 },
        ),
        leaf(
          "schnaps-braende",
          "Schnaps & Brände",
          "spirits schnapps brandy gin vodka",
          "Sorgfältig destilliert.",
          [
            it("Korn 32 %", "0,7 l", 799, ["brennerei-hohenstein", "preisfuchs"], { en: "grain spirit" }),
            it("Williams-Christ-Birnenbrand 40 %", "0,5 l", 2499, ["brennerei-hohenstein"], {
              en: "pear brandy",
            }),
            it("Kirschwasser 40 %", "0,5 l", 2299, ["brennerei-hohenstein"], { en: "cherry brandy" }),
            it("Wodka 37,5 %", "0,7 l", 899, ["demo", "preisfuchs"], { en: "vodka" }),
            it("Gin 41 %", "0,5 l", 2199, ["brennerei-hohenstein"], { en: "gin" }),
          ],
          { nutrition: N.spirit, age: 18, attrs: ["vegan"] },
        ),
      ),
    ],
  },
  {
    slug: "vorratsschrank",
    name: "Vorratsschrank",
    en: "pantry groceries",
    description: "Nudeln, Reis, Konserven, Frühstück, Kaffee und Tee.",
    background: "#fef9c3",
    accent: "#a16207",
    shape: "box",
    mids: [
      mid(
        "nudeln-reis",
        "Nudeln, Reis & Hülsenfrüchte",
        "pasta rice pulses",
        leaf(
          "nudeln",
          "Nudeln",
          "pasta noodles",
          "Aus Hartweizengrieß, bissfest in wenigen Minuten.",
          [
            it("Spaghetti", "500 g", 99, ["muehlenhof", "demo", "preisfuchs", "demo-bio"], {
              attrs: ["vegan"],
              en: "spaghetti pasta",
            }),
            it("Penne Rigate", "500 g", 99, ["muehlenhof", "demo", "demo-bio"], {
              attrs: ["vegan"],
              en: "penne pasta",
            }),
            it("Fusilli Vollkorn", "500 g", 149, ["muehlenhof", "demo-bio"], {
              attrs: ["vegan"],
              en: "wholemeal fusilli pasta",
            }),
            it("Eierspätzle", "500 g", 179, ["muehlenhof"], {
              attrs: ["vegetarian"],
              en: "egg noodles spaetzle",
            }),
            it("Glutenfreie Fusilli", "400 g", 249, ["muehlenhof"], {
              attrs: ["vegan", "glutenfree"],
              en: "gluten free pasta",
            }),
            it("Lasagneplatten", "250 g", 129, ["demo"], { attrs: ["vegetarian"], en: "lasagne sheets" }),
          ],
          { nutrition: N.pasta },
        ),
        leaf(
          "reis-huelsenfruechte",
          "Reis & Hülsenfrüchte",
          "rice lentils beans pulses",
          "Sättigend und vielseitig.",
          [
            it("Basmati Reis", "1 kg", 299, ["demo", "muehlenhof", "demo-bio"], { en: "basmati rice" }),
            it("Langkornreis Kochbeutel", "500 g", 129, ["demo", "preisfuchs"], { en: "long grain rice" }),
            it("Risottoreis", "1 kg", 279, ["demo-beste-wahl"], { en: "risotto rice" }),
            it("Rote Linsen", "500 g", 199, ["muehlenhof", "demo-bio"], { en: "red lentils" }),
            it("Kichererbsen getrocknet", "500 g", 179, ["muehlenhof"], { en: "dried chickpeas" }),
            it("Couscous", "500 g", 149, ["demo"], { en: "couscous" }),
          ],
          { nutrition: N.rice, attrs: ["vegan"] },
        ),
      ),
      mid(
        "konserven-saucen",
        "Konserven, Saucen & Öle",
        "canned food sauces oils",
        leaf(
          "konserven",
          "Konserven",
          "canned food tins",
          "Lange haltbar und schnell zubereitet.",
          [
            it("Gehackte Tomaten", "400 g", 69, ["sonnenfeld", "demo", "demo-bio", "preisfuchs"], {
              attrs: ["vegan"],
              en: "chopped tomatoes",
            }),
            it("Passierte Tomaten", "500 g", 79, ["sonnenfeld", "demo"], {
              attrs: ["vegan"],
              en: "passata tomatoes",
            }),
            it("Mais", "340 g", 89, ["sonnenfeld", "demo"], { attrs: ["vegan"], en: "sweetcorn" }),
            it("Kidneybohnen", "400 g", 79, ["sonnenfeld", "demo-bio"], {
              attrs: ["vegan"],
              en: "kidney beans",
            }),
            it("Kichererbsen", "400 g", 89, ["sonnenfeld"], { attrs: ["vegan"], en: "chickpeas" }),
            it("Ravioli in Tomatensauce", "800 g", 229, ["sonnenfeld"], { en: "ravioli" }),
            it("Erbseneintopf", "800 g", 249, ["sonnenfeld"], { en: "pea soup stew" }),
          ],
          { nutrition: N.canned },
        ),
        leaf(
          "saucen-oele-gewuerze",
          "Saucen, Öle & Gewürze",
          "sauces oils spices",
          "Für den letzten Schliff in der Küche.",
          [
            it("Tomatenketchup", "500 ml", 149, ["sonnenfeld", "demo"], { attrs: ["vegan"], en: "ketchup" }),
            it("Mayonnaise", "500 ml", 179, ["sonnenfeld", "demo"], {
              attrs: ["vegetarian"],
              en: "mayonnaise",
            }),
            it("Mittelscharfer Senf", "200 ml", 59, ["sonnenfeld", "demo"], {
              attrs: ["vegan"],
              en: "mustard",
            }),
            it("Pesto Genovese", "190 g", 249, ["demo-beste-wahl", "demo-bio"], {
              attrs: ["vegetarian"],
              en: "pesto",
            }),
            it("Natives Olivenöl extra", "750 ml", 699, ["demo-beste-wahl", "demo", "demo-bio"], {
              attrs: ["vegan"],
              en: "olive oil",
            }),
            it("Sonnenblumenöl", "1 l", 229, ["demo", "preisfuchs"], {
              attrs: ["vegan"],
              en: "sunflower oil",
            }),
            it("Jodsalz", "500 g", 49, ["demo"], { attrs: ["vegan"], en: "salt" }),
            it("Pfeffer schwarz gemahlen", "50 g", 149, ["demo", "demo-bio"], {
              attrs: ["vegan"],
              en: "black pepper",
            }),
          ],
          { nutrition: N.sauce },
        ),
      ),
      mid(
        "fruehstueck",
        "Frühstück",
        "breakfast",
        leaf(
          "muesli-cerealien",
          "Müsli & Cerealien",
          "muesli cereals granola",
          "Ein guter Start in den Tag.",
          [
            it("Knuspermüsli {v}", "500 g", 229, ["knusperland", "demo"], {
              variants: ["Schoko", "Beeren"],
              en: "granola",
            }),
            it("Früchtemüsli", "750 g", 249, ["muehlenhof", "demo-bio"], { en: "fruit muesli" }),
            it("Haferflocken zart", "500 g", 69, ["muehlenhof", "demo", "demo-bio", "preisfuchs"], {
              attrs: ["vegan"],
              en: "rolled oats",
            }),
            it("Cornflakes", "375 g", 149, ["knusperland", "demo"], {
              attrs: ["vegan"],
              en: "cornflakes cereal",
            }),
          ],
          { nutrition: N.muesli, attrs: ["vegetarian"] },
        ),
        leaf(
          "honig-aufstriche",
          "Honig & Aufstriche",
          "honey jam spreads",
          "Süßes für Brot und Brötchen.",
          [
            it("Blütenhonig cremig", "500 g", 449, ["imkerei-bluetenzauber", "demo"], {
              attrs: ["regional"],
              en: "honey",
            }),
            it("Waldhonig flüssig", "500 g", 599, ["imkerei-bluetenzauber"], { en: "forest honey" }),
            it("Erdbeer Konfitüre extra", "450 g", 199, ["sonnenfeld", "demo", "demo-bio"], {
              attrs: ["vegan"],
              en: "strawberry jam",
            }),
            it("Aprikosen Konfitüre extra", "450 g", 199, ["sonnenfeld"], {
              attrs: ["vegan"],
              en: "apricot jam",
            }),
            it("Nuss-Nougat-Creme", "400 g", 229, ["suesse-stunde", "demo"], {
              en: "chocolate hazelnut spread",
            }),
            it("Erdnussbutter crunchy", "350 g", 249, ["demo"], { attrs: ["vegan"], en: "peanut butter" }),
          ],
          { nutrition: N.spread, attrs: ["vegetarian"] },
        ),
      ),
      mid(
        "kaffee-tee",
        "Kaffee & Tee",
        "coffee tea",
        leaf(
          "kaffee",
          "Kaffee",
          "coffee",
          "Schonend geröstet für ein volles Aroma.",
          [
            it("Röstkaffee gemahlen", "500 g", 549, ["roesterei-braun", "demo", "preisfuchs"], {
              en: "ground coffee",
            }),
            it("Caffè Crema ganze Bohne", "1 kg", 1299, ["roesterei-braun", "demo-beste-wahl"], {
              en: "coffee beans",
            }),
            it("Espresso ganze Bohne", "1 kg", 1399, ["roesterei-braun", "demo-bio"], {
              attrs: ["fairtrade"],
              en: "espresso beans",
            }),
            it("Kaffeepads Classic", "36 Stück", 349, ["roesterei-braun", "demo"], { en: "coffee pads" }),
            it("Löslicher Kaffee", "200 g", 599, ["demo"], { en: "instant coffee" }),
          ],
          { nutrition: N.coffee, attrs: ["vegan"] },
        ),
        leaf(
          "tee",
          "Tee",
          "tea",
          "Zum Aufwärmen und Genießen.",
          [
            it("Ostfriesentee", "250 g", 349, ["teehaus-friesland"], { en: "black tea" }),
            it("Pfefferminztee", "20 Stück", 149, ["teehaus-friesland", "demo", "demo-bio"], {
              en: "peppermint tea",
            }),
            it("Kamillentee", "20 Stück", 149, ["teehaus-friesland", "demo"], { en: "chamomile tea" }),
            it("Grüner Tee", "20 Stück", 199, ["teehaus-friesland", "demo-bio"], { en: "green tea" }),
            it("Früchtetee Waldbeere", "20 Stück", 169, ["teehaus-friesland"], { en: "fruit tea" }),
          ],
          { nutrition: N.coffee, attrs: ["vegan"] },
        ),
      ),
    ],
  },
  {
    slug: "suesses-salziges",
    name: "Süßes & Salziges",
    en: "sweets snacks",
    description: "Schokolade, Fruchtgummi, Kekse, Chips und Nüsse.",
    background: "#fce7f3",
    accent: "#be185d",
    shape: "round",
    mids: [
      mid(
        "suesswaren",
        "Süßwaren",
        "sweets confectionery",
        leaf(
          "schokolade",
          "Schokolade",
          "chocolate",
          "Zartschmelzend aus feinstem Kakao.",
          [
            it("Vollmilchschokolade", "100 g", 99, ["suesse-stunde", "demo", "preisfuchs"], {
              attrs: ["vegetarian"],
              en: "milk chocolate",
            }),
            it("Zartbitterschokolade 70 %", "100 g", 129, ["suesse-stunde", "demo-bio"], {
              attrs: ["vegan", "fairtrade"],
              en: "dark chocolate",
            }),
            it("Nussschokolade ganze Haselnüsse", "100 g", 149, ["suesse-stunde"], {
              attrs: ["vegetarian"],
              en: "hazelnut chocolate",
            }),
            it("Pralinen Mischung", "200 g", 599, ["suesse-stunde", "demo-beste-wahl"], {
              attrs: ["vegetarian"],
              en: "pralines chocolates",
            }),
            it("Schokoriegel", "5 Stück", 199, ["suesse-stunde"], {
              attrs: ["vegetarian"],
              en: "chocolate bars",
            }),
          ],
          { nutrition: N.chocolate },
        ),
        leaf(
          "fruchtgummi-bonbons",
          "Fruchtgummi & Bonbons",
          "gummy sweets candy",
          "Bunt, fruchtig und zum Teilen.",
          [
            it("Fruchtgummi Bärchen", "200 g", 99, ["suesse-stunde", "demo"], { en: "gummy bears" }),
            it("Saure Schnüre", "200 g", 119, ["suesse-stunde"], { en: "sour candy" }),
            it("Lakritz Schnecken", "200 g", 129, ["suesse-stunde"], { en: "liquorice" }),
            it("Vegane Fruchtgummis", "175 g", 149, ["demo-bio"], { attrs: ["vegan"], en: "vegan gummies" }),
          ],
          { nutrition: N.candy },
        ),
        leaf(
          "kekse",
          "Kekse & Gebäck",
          "biscuits cookies",
          "Knusprig gebacken für die Kaffeepause.",
          [
            it("Butterkekse", "200 g", 99, ["knusperland", "demo", "preisfuchs"], { en: "butter biscuits" }),
            it("Schoko Cookies", "200 g", 179, ["knusperland", "demo"], { en: "chocolate cookies" }),
            it("Dinkel Vollkornkekse", "150 g", 199, ["demo-bio", "knusperland"], { en: "spelt biscuits" }),
            it("Waffelröllchen", "125 g", 149, ["knusperland"], { en: "wafer rolls" }),
          ],
          { nutrition: N.biscuit, attrs: ["vegetarian"] },
        ),
      ),
      mid(
        "knabbereien",
        "Knabbereien",
        "savoury snacks",
        leaf(
          "chips-flips",
          "Chips & Flips",
          "crisps chips snacks",
          "Für den Fernsehabend und die Party.",
          [
            it("Kartoffelchips {v}", "175 g", 149, ["knusperland", "demo"], {
              variants: ["Paprika", "Gesalzen", "Sour Cream"],
              en: "potato crisps chips",
            }),
            it("Tortilla Chips Nacho Cheese", "200 g", 179, ["knusperland"], { en: "tortilla chips" }),
            it("Salzstangen", "250 g", 89, ["knusperland", "demo", "preisfuchs"], {
              attrs: ["vegan"],
              en: "pretzel sticks",
            }),
            it("Erdnussflips", "200 g", 129, ["knusperland"], { attrs: ["vegan"], en: "peanut puffs" }),
          ],
          { nutrition: N.chips, attrs: ["vegetarian"] },
        ),
        leaf(
          "nuesse-trockenfruechte",
          "Nüsse & Trockenfrüchte",
          "nuts dried fruit",
          "Natürlich knackig und voller Energie.",
          [
            it("Erdnüsse geröstet gesalzen", "200 g", 149, ["knusperland", "demo"], {
              en: "roasted peanuts",
            }),
            it("Cashewkerne", "200 g", 349, ["demo", "demo-bio"], { en: "cashews" }),
            it("Studentenfutter", "200 g", 229, ["knusperland", "demo"], { en: "trail mix" }),
            it("Mandeln naturbelassen", "200 g", 299, ["demo", "demo-bio"], { en: "almonds" }),
          ],
          { nutrition: N.nuts, attrs: ["vegan"] },
        ),
      ),
    ],
  },
  {
    slug: "haushalt",
    name: "Haushalt",
    en: "household cleaning",
    description: "Waschmittel, Reiniger und Papierwaren.",
    background: "#f1f5f9",
    accent: "#475569",
    shape: "bottle",
    mids: [
      mid(
        "waschen-reinigen",
        "Waschen & Reinigen",
        "laundry cleaning",
        leaf("waschmittel", "Waschmittel", "laundry detergent", "Saubere Wäsche schon ab 30 °C.", [
          it("Vollwaschmittel Pulver", "20 WL", 599, ["frischwaesche", "demo", "preisfuchs"], {
            en: "laundry powder detergent",
          }),
          it("Colorwaschmittel flüssig", "25 WL", 699, ["frischwaesche", "demo"], { en: "liquid detergent" }),
          it("Feinwaschmittel", "20 WL", 549, ["frischwaesche"], { en: "delicates detergent" }),
          it("Weichspüler Sommerfrische", "1 l", 199, ["frischwaesche", "demo"], { en: "fabric softener" }),
        ]),
        leaf("reiniger", "Reiniger", "cleaner", "Für Glanz in Küche und Bad.", [
          it("Allzweckreiniger Zitrone", "1 l", 149, ["klarglanz", "demo"], { en: "all purpose cleaner" }),
          it("Glasreiniger", "500 ml", 179, ["klarglanz"], { en: "glass cleaner" }),
          it("Badreiniger", "500 ml", 199, ["klarglanz", "demo"], { en: "bathroom cleaner" }),
          it("WC Reiniger Gel", "750 ml", 149, ["klarglanz", "preisfuchs"], { en: "toilet cleaner" }),
          it("Essigreiniger", "1 l", 149, ["klarglanz"], { en: "vinegar cleaner" }),
        ]),
        leaf("geschirr", "Spülen & Geschirr", "dishwashing", "Fettlösend und materialschonend.", [
          it("Handspülmittel Original", "500 ml", 99, ["klarglanz", "demo", "preisfuchs"], {
            en: "dish soap washing up liquid",
          }),
          it("Spülmaschinentabs All-in-1", "40 Stück", 599, ["klarglanz", "demo"], {
            en: "dishwasher tablets",
          }),
          it("Klarspüler", "500 ml", 149, ["klarglanz"], { en: "rinse aid" }),
        ]),
      ),
      mid(
        "papierwaren",
        "Papierwaren",
        "paper goods",
        leaf("toilettenpapier", "Toilettenpapier", "toilet paper", "Weich und reißfest.", [
          it("Toilettenpapier 3-lagig", "8 Rollen", 349, ["softis", "demo", "preisfuchs"], {
            en: "toilet paper",
          }),
          it("Toilettenpapier 4-lagig", "8 Rollen", 449, ["softis"], { en: "toilet paper" }),
          it("Feuchtes Toilettenpapier", "50 Stück", 129, ["softis", "demo"], { en: "moist toilet tissue" }),
        ]),
        leaf(
          "kuechenrollen-taschentuecher",
          "Küchenrollen & Taschentücher",
          "kitchen roll tissues napkins",
          "Saugstark für jeden Tag.",
          [
            it("Küchenrolle", "4 Rollen", 299, ["softis", "demo", "preisfuchs"], {
              en: "kitchen roll paper towels",
            }),
            it("Taschentücher", "30 x 10 Stück", 299, ["softis", "demo"], { en: "tissues" }),
            it("Servietten", "50 Stück", 129, ["softis"], { en: "napkins" }),
          ],
        ),
      ),
    ],
  },
  {
    slug: "drogerie",
    name: "Drogerie & Kosmetik",
    en: "toiletries personal care",
    description: "Pflege für Körper, Haare und Zähne.",
    background: "#f5f3ff",
    accent: "#6d28d9",
    shape: "bottle",
    mids: [
      mid(
        "koerperpflege",
        "Körperpflege",
        "body care",
        leaf(
          "dusche-haare",
          "Dusche & Haare",
          "shower gel shampoo",
          "Sanfte Pflege, dermatologisch getestet.",
          [
            it("Duschgel {v}", "250 ml", 129, ["hautsache", "demo"], {
              variants: ["Sensitive", "Sport", "Kokos"],
              en: "shower gel",
            }),
            it("Shampoo Repair", "300 ml", 249, ["hautsache", "demo"], { en: "shampoo" }),
            it("Deo Roll-on", "50 ml", 169, ["hautsache"], { en: "deodorant" }),
            it("Handseife flüssig", "300 ml", 99, ["hautsache", "demo", "preisfuchs"], {
              en: "liquid hand soap",
            }),
          ],
        ),
        leaf("mundpflege", "Mundpflege", "oral care toothpaste", "Für gesunde Zähne und frischen Atem.", [
          it("Zahncreme Kariesschutz", "75 ml", 99, ["zahnfrisch", "demo", "preisfuchs"], {
            en: "toothpaste",
          }),
          it("Zahncreme Sensitiv", "75 ml", 199, ["zahnfrisch"], { en: "sensitive toothpaste" }),
          it("Zahnbürste mittel", "2 Stück", 249, ["zahnfrisch", "demo"], { en: "toothbrush" }),
          it("Mundspülung", "500 ml", 249, ["zahnfrisch"], { en: "mouthwash" }),
        ]),
      ),
    ],
  },
  {
    slug: "baby-kind",
    name: "Baby & Kind",
    en: "baby child",
    description: "Babynahrung, Windeln und Pflege für die Kleinen.",
    background: "#fff7ed",
    accent: "#ea580c",
    shape: "round",
    mids: [
      mid(
        "babynahrung",
        "Babynahrung",
        "baby food",
        leaf(
          "glaeschen",
          "Gläschen & Quetschies",
          "baby food jars pouches",
          "Ohne Zusatz von Zucker und Salz.",
          [
            it("Gläschen {v}", "190 g", 89, ["kleiner-stern", "demo-bio"], {
              variants: ["Karotte", "Kürbis mit Kartoffel", "Apfel-Birne", "Spaghetti Bolognese"],
              en: "baby food jar",
            }),
            it("Quetschie Apfel-Banane", "100 g", 99, ["kleiner-stern"], {
              attrs: ["vegan"],
              en: "fruit pouch",
            }),
          ],
          { nutrition: N.baby },
        ),
        leaf(
          "breie-snacks",
          "Breie & Snacks",
          "baby porridge snacks",
          "Für kleine Entdecker ab dem 6. Monat.",
          [
            it("Milchbrei Grieß", "400 g", 349, ["kleiner-stern"], {
              attrs: ["vegetarian"],
              en: "baby porridge",
            }),
            it("Hirse Vollkornbrei", "250 g", 299, ["kleiner-stern", "demo-bio"], {
              attrs: ["glutenfree", "vegan"],
              en: "millet porridge",
            }),
            it("Reiswaffeln Baby", "40 g", 149, ["kleiner-stern"], { attrs: ["vegan"], en: "rice cakes" }),
          ],
          { nutrition: N.baby },
        ),
      ),
      mid(
        "babypflege",
        "Babypflege",
        "baby care",
        leaf("windeln", "Windeln", "diapers nappies", "Bis zu 12 Stunden trocken.", [
          it("Windeln Größe {v}", "42 Stück", 899, ["kleiner-stern", "demo"], {
            variants: ["3 Midi", "4 Maxi", "5 Junior"],
            en: "diapers nappies",
          }),
        ]),
        leaf("pflege-tuecher", "Pflege & Feuchttücher", "baby wipes skin care", "Mild zu zarter Babyhaut.", [
          it("Feuchttücher sensitiv", "4 x 52 Stück", 449, ["kleiner-stern", "demo"], { en: "baby wipes" }),
          it("Baby Creme", "75 ml", 299, ["kleiner-stern"], { en: "baby cream" }),
          it("Baby Shampoo", "200 ml", 249, ["kleiner-stern"], { en: "baby shampoo" }),
        ]),
      ),
    ],
  },
  {
    slug: "tierbedarf",
    name: "Tierbedarf",
    en: "pet supplies",
    description: "Futter, Snacks und Streu für Hund und Katze.",
    background: "#ecfdf5",
    accent: "#047857",
    shape: "drop",
    mids: [
      mid(
        "hund",
        "Hund",
        "dog",
        leaf("hundefutter", "Hundefutter", "dog food", "Ausgewogene Ernährung für jeden Tag.", [
          it("Hundefutter Nass {v}", "400 g", 149, ["pfotenglueck", "demo"], {
            variants: ["Rind", "Huhn", "Lamm"],
            en: "wet dog food",
          }),
          it("Hundetrockenfutter Adult", "3 kg", 1299, ["pfotenglueck"], { en: "dry dog food" }),
        ]),
        leaf("hundesnacks", "Hundesnacks", "dog treats", "Belohnung zwischendurch.", [
          it("Kauknochen", "5 Stück", 299, ["pfotenglueck"], { en: "dog chews" }),
          it("Hundekekse", "500 g", 249, ["pfotenglueck", "demo"], { en: "dog biscuits" }),
        ]),
      ),
      mid(
        "katze",
        "Katze",
        "cat",
        leaf("katzenfutter", "Katzenfutter", "cat food", "Mit hohem Fleischanteil.", [
          it("Katzenfutter Schälchen {v}", "100 g", 59, ["samtpfote", "demo"], {
            variants: ["Lachs", "Geflügel", "Rind"],
            en: "wet cat food",
          }),
          it("Katzentrockenfutter", "2 kg", 799, ["samtpfote"], { en: "dry cat food" }),
        ]),
        leaf("katzenstreu", "Katzenstreu", "cat litter", "Bindet Gerüche zuverlässig.", [
          it("Katzenstreu klumpend", "10 l", 599, ["samtpfote", "demo"], { en: "cat litter" }),
          it("Katzenstreu Pflanzenfaser", "10 l", 699, ["samtpfote"], { en: "plant based cat litter" }),
        ]),
      ),
    ],
  },
];
