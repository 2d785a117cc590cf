import { Schema } from "effect";
import { HeadlineProps, TeaserProps, TextProps } from "./blocks";
import { canSeeBlock } from "./contentAccess";
import { CustomHtmlProps } from "./embeddedBlocks";
import type { ContentBlock } from "./page";

/** Elements whose content is never text a shopper reads: code, styles, inert templates. */
const HIDDEN_ELEMENT = /<(script|style|template)\b(?:"[^"]*"|'[^']*'|[^'">])*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
/** A tag (its name captured); quoted attribute values may hold ">". */
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:"[^"]*"|'[^']*'|[^'">])*>/g;
/** Formatting inside a line: "<b>Voll</b>milch" is one word. Any other tag separates words. */
const INLINE: ReadonlySet<string> = new Set(
  [
    "a",
    "abbr",
    "b",
    "bdi",
    "bdo",
    "cite",
    "code",
    "del",
    "dfn",
    "em",
    "i",
    "ins",
    "kbd",
    "mark",
    "q",
    "s",
  ].concat(["samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr"]),
);
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

/** The named entities editors' HTML uses; an unknown name stays as written. */
const NAMED: ReadonlyMap<string, string> = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
  ["nbsp", " "],
  ["shy", ""],
  ["auml", "ä"],
  ["ouml", "ö"],
  ["uuml", "ü"],
  ["Auml", "Ä"],
  ["Ouml", "Ö"],
  ["Uuml", "Ü"],
  ["szlig", "ß"],
  ["eacute", "é"],
  ["egrave", "è"],
  ["agrave", "à"],
  ["ccedil", "ç"],
  ["euro", "€"],
  ["ndash", "–"],
  ["mdash", "—"],
  ["hellip", "…"],
  ["bdquo", "„"],
  ["ldquo", "“"],
  ["rdquo", "”"],
  ["lsquo", "‘"],
  ["rsquo", "’"],
  ["laquo", "«"],
  ["raquo", "»"],
  ["copy", "©"],
  ["reg", "®"],
  ["trade", "™"],
  ["deg", "°"],
  ["middot", "·"],
]);

const codePoint = (n: number): string =>
  n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : " ";

/**
 * The text a reader sees in editor HTML: script, style and template content and comments dropped,
 * tags between blocks become spaces, inline formatting tags vanish, entities decoded, whitespace
 * collapsed.
 * Tags go before entities are decoded, so "&lt;b&gt;" stays the text "<b>".
 */
export const htmlText = (html: string): string =>
  html
    .replace(COMMENT, " ")
    .replace(HIDDEN_ELEMENT, " ")
    .replace(TAG, (_tag, name: string) => (INLINE.has(name.toLowerCase()) ? "" : " "))
    .replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) =>
      dec !== undefined
        ? codePoint(Number.parseInt(dec, 10))
        : hex !== undefined
          ? codePoint(Number.parseInt(hex, 16))
          : (NAMED.get(name ?? "") ?? whole),
    )
    .replace(/\s+/g, " ")
    .trim();

const isHeadline = Schema.is(HeadlineProps);
const isText = Schema.is(TextProps);
const isTeaser = Schema.is(TeaserProps);
const isCustomHtml = Schema.is(CustomHtmlProps);

/** The words one block shows by itself (its children aside); a malformed block shows none. */
const blockText = (b: ContentBlock): ReadonlyArray<string> => {
  const p = b.props;
  switch (b.type) {
    case "headline":
      return isHeadline(p) ? [p.text] : [];
    case "text":
      return isText(p) ? ["text" in p ? p.text : htmlText(p.html)] : [];
    case "teaser":
      return isTeaser(p) ? [p.title, p.text] : [];
    case "custom-html":
      return isCustomHtml(p) ? [htmlText(p.html)] : [];
    default:
      return [];
  }
};

/**
 * A page's public search text (document 1 §7, issue 14): the text of its headline, text, teaser and
 * custom-html blocks at any depth that a guest sees. A block its content access keeps from guests
 * hides its children too (as it does on screen), so members' text never finds a page for everyone.
 */
export const publicSearchText = (blocks: ReadonlyArray<ContentBlock>): string => {
  const words: string[] = [];
  const visit = (list: ReadonlyArray<ContentBlock>) => {
    for (const b of list) {
      if (!canSeeBlock(b.props.contentAccess, "guest")) continue;
      words.push(...blockText(b));
      visit(b.children ?? []);
    }
  };
  visit(blocks);
  return words.filter((w) => w.trim() !== "").join(" ");
};
