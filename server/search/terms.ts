import { foldText } from "../../domain/discovery/text";

/** At most this many words of a term take part in a search. */
const MAX_SEARCH_WORDS = 12;
const MAX_WORD_LENGTH = 60;
/** Shorter words match by their prefix only; longer ones also inside compound words ("milch" in "Vollmilch"). */
const MIN_SUBSTRING_LENGTH = 4;

export interface SearchWords {
  /** The term as it may be stored: control, format and lone surrogate characters become spaces. */
  readonly clean: string;
  /** Lower-case words: letters and digits only, so none can carry a tsquery operator or SQL. */
  readonly words: ReadonlyArray<string>;
  /** Each word as a prefix tsquery ("milch:*"); a single character only as itself ("c"). */
  readonly prefixQueries: ReadonlyArray<string>;
  /** Each word folded (umlauts and accents dropped), for substring matches. */
  readonly folded: ReadonlyArray<string>;
  /** All words OR'ed as prefixes ("milch:* | frisch:*"), for ranking. */
  readonly anyQuery: string;
  /** All words OR'ed as whole words ("milch | frisch"): exact words rank above prefixes. */
  readonly anyExactQuery: string;
}

/**
 * Splits a term into words. Everything that is not a letter or a digit separates words, so quotes,
 * %, _, backslashes, tsquery operators (& | ! : * ( ) <->) and SQL punctuation never reach a query
 * as syntax; the words go to PostgreSQL only as bound parameters.
 */
export const searchWords = (term: string): SearchWords => {
  const clean = term
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, " ")
    .trim();
  const words = [
    ...new Set(
      clean
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0)
        .map((w) => w.slice(0, MAX_WORD_LENGTH)),
    ),
  ].slice(0, MAX_SEARCH_WORDS);
  // A one-character prefix ("a:*") would match nearly everything.
  const prefixQueries = words.map((w) => ([...w].length > 1 ? `${w}:*` : w));
  return {
    clean,
    words,
    prefixQueries,
    folded: words.map(foldText),
    anyQuery: prefixQueries.join(" | "),
    anyExactQuery: words.join(" | "),
  };
};

/** Builds numbered placeholders while collecting their values. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * SQL for matching a table (alias `t` with search_vector and search_text) against the words:
 * `with` defines the CTE "active" (words that are not a stop word in German or English); `match`
 * requires every active word to match by stemmed prefix or, for words of 4 or more characters, as
 * a substring of the folded text; `score` ranks by ts_rank of the prefixes plus three times that of
 * the whole words, with bonuses for substring hits and for a text that starts with the first word
 * (more when it is the whole first word).
 */
export const matchSql = (w: SearchWords, params: Params, alias = "t") => {
  const q = params.add(w.prefixQueries);
  const f = params.add(w.folded);
  const any = params.add(w.anyQuery);
  const exact = params.add(w.anyExactQuery);
  const first = params.add(w.folded[0] ?? "");
  return {
    with: `words AS (
      SELECT w.f AS folded, to_tsquery('german', w.q) AS qd, to_tsquery('english', w.q) AS qe
      FROM unnest(${q}::text[], ${f}::text[]) AS w(q, f)
    ), active AS (
      SELECT folded, qd || qe AS tsq FROM words WHERE numnode(qd) > 0 AND numnode(qe) > 0
    )`,
    match: `(EXISTS (SELECT 1 FROM active) AND NOT EXISTS (
      SELECT 1 FROM active a WHERE NOT (
        ${alias}.search_vector @@ a.tsq
        OR (length(a.folded) >= ${MIN_SUBSTRING_LENGTH} AND strpos(${alias}.search_text, a.folded) > 0)
      )))`,
    score: `(ts_rank(${alias}.search_vector, to_tsquery('german', ${any}) || to_tsquery('english', ${any}))
      + 3 * ts_rank(${alias}.search_vector, to_tsquery('german', ${exact}) || to_tsquery('english', ${exact}))
      + 0.05 * (SELECT count(*) FROM active a WHERE strpos(${alias}.search_text, a.folded) > 0)
      + CASE WHEN ${first} = '' THEN 0
          WHEN starts_with(${alias}.search_text, ${first} || ' ') THEN 0.2
          WHEN starts_with(${alias}.search_text, ${first}) THEN 0.05 ELSE 0 END)`,
  };
};
