import { Schema } from "effect";

/**
 * Props of the block types the shell renders. The CMS seed is checked against these and each
 * block component decodes its props with them, so a malformed block renders nothing. The table of
 * all of them is ./blockSchemas (with the consent's blocks, not needed by the first load).
 */
export const SectionProps = Schema.Struct({
  title: Schema.optional(Schema.String),
  background: Schema.optional(Schema.String),
  fullWidth: Schema.optional(Schema.Boolean),
});
export const RowProps = Schema.Struct({ gap: Schema.optional(Schema.Literal("s", "m", "l")) });
/** Column widths in twelfths per breakpoint (xs below sm, md from 960, lg from 1280). */
export const ColumnProps = Schema.Struct({
  span: Schema.Int.pipe(Schema.between(1, 12)),
  spanMd: Schema.optional(Schema.Int.pipe(Schema.between(1, 12))),
  spanLg: Schema.optional(Schema.Int.pipe(Schema.between(1, 12))),
});
export const HeadlineProps = Schema.Struct({
  text: Schema.String,
  level: Schema.Int.pipe(Schema.between(1, 6)),
  align: Schema.optional(Schema.Literal("left", "center")),
});
/** Plain text; blank lines separate paragraphs. */
const PlainTextProps = Schema.Struct({ text: Schema.String });
/** Rich text: the editor's HTML, sanitised before it is shown (src/content/embedded/sanitize). */
const RichTextProps = Schema.Struct({ html: Schema.String.pipe(Schema.maxLength(100_000)) });
/** The text block holds plain text (as it always did) or rich text. */
export const TextProps = Schema.Union(PlainTextProps, RichTextProps);
export const ImageProps = Schema.Struct({
  src: Schema.String,
  alt: Schema.String,
  width: Schema.Int,
  height: Schema.Int,
  caption: Schema.optional(Schema.String),
});
export const ButtonProps = Schema.Struct({
  label: Schema.String,
  href: Schema.String,
  variant: Schema.optional(Schema.Literal("primary", "secondary")),
  /** Without it a link to another site is refused (document 1 §2). */
  external: Schema.optional(Schema.Boolean),
});
export const TeaserProps = Schema.Struct({
  title: Schema.String,
  text: Schema.String,
  /** width/height: the image's own size, so its box is reserved before it loads (no layout shift). */
  image: Schema.Struct({
    src: Schema.String,
    alt: Schema.String,
    width: Schema.optional(Schema.Number),
    height: Schema.optional(Schema.Number),
  }),
  link: Schema.Struct({
    label: Schema.String,
    href: Schema.String,
    external: Schema.optional(Schema.Boolean),
  }),
  layout: Schema.optional(Schema.Literal("horizontal", "vertical")),
});
export const LineSeparatorProps = Schema.Struct({});
/** The product promotion block: the products on offer, with their prices and the add-to-cart button. */
export const ProductPromotionProps = Schema.Struct({ title: Schema.optional(Schema.String) });
