import type { Schema } from "effect";
import type {
  ButtonProps,
  ColumnProps,
  HeadlineProps,
  ImageProps,
  ProductPromotionProps,
  RowProps,
  SectionProps,
  TeaserProps,
} from "../../../domain/content/blocks";
import type { ContentBlock } from "../../../domain/content/page";

/** A block before it gets its id: ids are assigned from the page and position, so they are stable. */
export interface Draft {
  readonly type: string;
  readonly props: { readonly [key: string]: unknown };
  readonly children?: ReadonlyArray<Draft>;
}

type Props<S extends Schema.Schema.AnyNoContext> = Schema.Schema.Type<S>;

export const section = (props: Props<typeof SectionProps>, ...rows: Draft[]): Draft => ({
  type: "section",
  props,
  children: rows,
});
export const row = (props: Props<typeof RowProps>, ...columns: Draft[]): Draft => ({
  type: "row",
  props,
  children: columns,
});
export const column = (props: Props<typeof ColumnProps>, ...blocks: Draft[]): Draft => ({
  type: "column",
  props,
  children: blocks,
});
export const headline = (
  text: string,
  level: Props<typeof HeadlineProps>["level"],
  align?: "left" | "center",
): Draft => ({
  type: "headline",
  props: { text, level, ...(align ? { align } : {}) },
});
export const text = (body: string): Draft => ({ type: "text", props: { text: body } });
export const image = (props: Props<typeof ImageProps>): Draft => ({ type: "image", props });
export const button = (props: Props<typeof ButtonProps>): Draft => ({ type: "button", props });
export const teaser = (props: Props<typeof TeaserProps>): Draft => ({ type: "teaser", props });
export const separator = (): Draft => ({ type: "line-separator", props: {} });
export const productPromotion = (props: Props<typeof ProductPromotionProps>): Draft => ({
  type: "product-promotion",
  props,
});
/** A type the shell does not know: the client must render nothing for it and log it. */
export const unknownBlock = (type: string, props: Record<string, unknown>): Draft => ({ type, props });

/** One full-width column in one row in one section: the common case. */
export const single = (sectionProps: Props<typeof SectionProps>, ...blocks: Draft[]): Draft =>
  section(sectionProps, row({}, column({ span: 12 }, ...blocks)));

export const withIds = (prefix: string, drafts: ReadonlyArray<Draft>): ContentBlock[] =>
  drafts.map((d, i) => {
    const id = `${prefix}-${i + 1}`;
    return {
      id,
      type: d.type,
      props: d.props,
      ...(d.children ? { children: withIds(id, d.children) } : {}),
    };
  });
