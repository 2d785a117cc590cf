/**
 * Splits an editor's ingredient line ("500 g Spaghetti", "1/2 TL Zimt", "1,5 l Milch") into its
 * amount, unit and name, so servings can scale the amount. A line without a leading amount ("Salz
 * und Pfeffer") keeps amount null: it is shown as written and never scaled.
 */
const UNITS = [
  "g",
  "kg",
  "ml",
  "l",
  "EL",
  "TL",
  "Bund",
  "Prise",
  "Prisen",
  "Dose",
  "Dosen",
  "Pck.",
  "Becher",
  "Zehe",
  "Zehen",
  "Scheiben",
];
const LINE = /^\s*(\d+\/\d+|\d+(?:[.,]\d+)?)\s*(.*)$/;

const parseAmount = (s: string): number => {
  const [n, d] = s.split("/");
  if (d !== undefined) return Number(n) / Number(d);
  return Number(s.replace(",", "."));
};

export interface ParsedIngredient {
  readonly amount: number | null;
  readonly unit: string;
  readonly name: string;
}

export const parseIngredient = (text: string): ParsedIngredient => {
  const m = LINE.exec(text);
  if (!m) return { amount: null, unit: "", name: text.trim() };
  const amount = parseAmount(m[1] ?? "");
  const rest = (m[2] ?? "").trim();
  const [first = "", ...others] = rest.split(/\s+/);
  if (UNITS.includes(first) && others.length > 0) return { amount, unit: first, name: others.join(" ") };
  return { amount, unit: "", name: rest };
};
