/** A brand of the demo catalogue; factor scales the item's base price for this brand. */
export interface BrandSpec {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly own?: boolean;
  readonly factor: number;
}

const b = (slug: string, name: string, description: string, factor = 1.15, own = false): BrandSpec => ({
  slug,
  name,
  description,
  factor,
  ...(own ? { own } : {}),
});

/** Fictional brands (no real trademarks): the shop's own labels first. */
export const BRANDS: ReadonlyArray<BrandSpec> = [
  b("demo", "Demo Markt", "Die Eigenmarke von Demo Markt: gute Qualität zum fairen Preis.", 1, true),
  b("demo-bio", "Demo Bio", "Bio-Eigenmarke: aus kontrolliert ökologischer Landwirtschaft.", 1.4, true),
  b("demo-beste-wahl", "Demo Beste Wahl", "Feinkost und Spezialitäten für besondere Momente.", 1.3, true),
  b("preisfuchs", "Preisfuchs", "Die Preiseinstiegsmarke: clever sparen bei den Basics.", 0.75, true),
  b("obstgut-bodensee", "Obstgut Bodensee", "Äpfel und Birnen vom Bodensee, frisch geerntet."),
  b("sonnenhain", "Sonnenhain", "Exotische Früchte, reif geerntet und schonend transportiert."),
  b("gartenglueck", "Gartenglück", "Gemüse von Gärtnereien aus der Region."),
  b("kraeuterwiese", "Kräuterwiese", "Frische Kräuter im Topf und im Bund."),
  b("baeckerei-kornblume", "Bäckerei Kornblume", "Handwerklich gebacken, jeden Morgen frisch."),
  b("goldaehre", "Goldähre", "Brot, Toast und Aufbackwaren aus ausgewähltem Getreide."),
  b("friesenhof", "Friesenhof", "Milch und Molkereiprodukte von Weiden an der Nordsee."),
  b("alpenhof", "Alpenhof", "Käse und Joghurt aus Alpenmilch."),
  b("hofgut-linde", "Hofgut Linde", "Eier und Butter vom Familienhof."),
  b("haferglueck", "Haferglück", "Pflanzliche Drinks und Alternativen aus Hafer, Soja und Mandel."),
  b("gruenkraft", "Grünkraft", "Vegane Alternativen zu Fleisch und Wurst."),
  b("landmetzgerei-huber", "Landmetzgerei Huber", "Fleisch und Wurst aus der Landmetzgerei."),
  b("nordseeperle", "Nordseeperle", "Fisch und Meeresfrüchte aus nachhaltigem Fang."),
  b("eiskristall", "Eiskristall", "Tiefkühlkost und Eis."),
  b("pizzeria-bella", "Pizzeria Bella", "Steinofenpizza nach italienischem Rezept."),
  b("bergquelle", "Bergquelle", "Mineralwasser aus tiefen Gesteinsschichten, im Mehrwegkasten."),
  b("waldquelle", "Waldquelle", "Natürliches Mineralwasser und Heilwasser."),
  b("fruchtwerk", "Fruchtwerk", "Säfte, Schorlen und Smoothies."),
  b("spritzig", "Spritzig", "Limonaden, Cola und Eistee."),
  b("brauerei-steinbach", "Brauerei Steinbach", "Privatbrauerei seit 1862: Pils, Radler und Alkoholfreies."),
  b("klosterbraeu-auental", "Klosterbräu Auental", "Weißbier und Helles nach Klostertradition."),
  b("weingut-rebenhang", "Weingut Rebenhang", "Weine von den Steillagen an Mosel und Rhein."),
  b("sektkellerei-rheinperle", "Sektkellerei Rheinperle", "Sekt in klassischer Flaschengärung."),
  b("brennerei-hohenstein", "Brennerei Hohenstein", "Obstbrände und Liköre aus der Edelbrennerei."),
  b("muehlenhof", "Mühlenhof", "Nudeln, Reis, Hülsenfrüchte und Müsli."),
  b("sonnenfeld", "Sonnenfeld", "Konserven, Saucen und Konfitüren."),
  b("roesterei-braun", "Rösterei Braun", "Kaffee, langsam im Trommelröster geröstet."),
  b("teehaus-friesland", "Teehaus Friesland", "Tee aus Ostfriesland, seit Generationen."),
  b("imkerei-bluetenzauber", "Imkerei Blütenzauber", "Honig von heimischen Imkern."),
  b("suesse-stunde", "Süße Stunde", "Schokolade, Fruchtgummi und Pralinen."),
  b("knusperland", "Knusperland", "Chips, Kekse, Müsli und Nüsse."),
  b("klarglanz", "Klarglanz", "Reiniger und Spülmittel für den Haushalt."),
  b("frischwaesche", "Frischwäsche", "Waschmittel und Weichspüler."),
  b("softis", "Softis", "Toilettenpapier, Küchenrollen und Taschentücher."),
  b("hautsache", "Hautsache", "Dusche, Haare und Hände: Pflege für jeden Tag."),
  b("zahnfrisch", "Zahnfrisch", "Zahnpflege und Mundhygiene."),
  b("kleiner-stern", "Kleiner Stern", "Babynahrung und Babypflege."),
  b("pfotenglueck", "Pfotenglück", "Futter und Snacks für Hunde."),
  b("samtpfote", "Samtpfote", "Futter und Streu für Katzen."),
];
