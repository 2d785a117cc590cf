/**
 * Text folding for substring search: lower case, accents and umlauts dropped (ä → a), ß → ss.
 * Matches what the German stemmer does with umlauts, so "Äpfel" and "apfel" meet.
 */
export const foldText = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/ß/g, "ss")
    .toLowerCase();

/** URL slug: folded, letters and digits joined by single dashes ("Äpfel & Birnen" → "apfel-birnen"). */
export const slugify = (s: string): string =>
  foldText(s.replace(/[äÄ]/g, "ae").replace(/[öÖ]/g, "oe").replace(/[üÜ]/g, "ue"))
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
