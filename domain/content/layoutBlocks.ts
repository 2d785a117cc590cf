import { Schema } from "effect";
import { ProductGroupSelection } from "../discovery/productGroup";
import { TeaserProps } from "./blocks";
import { PRODUCT_GROUP } from "./layoutRules";
import { Link } from "./page";

const Title = Schema.String.pipe(Schema.minLength(1));

/**
 * An image that never shifts the layout: its intrinsic width and height are known. With `sources`
 * (the same picture in other widths) and `sizes` the browser picks the file that fits.
 */
export const ResponsiveImage = Schema.Struct({
  src: Schema.String,
  alt: Schema.String,
  width: Schema.Int.pipe(Schema.positive()),
  height: Schema.Int.pipe(Schema.positive()),
  sources: Schema.optional(
    Schema.Array(Schema.Struct({ src: Schema.String, width: Schema.Int.pipe(Schema.positive()) })),
  ),
  sizes: Schema.optional(Schema.String),
});
export type ResponsiveImage = typeof ResponsiveImage.Type;

/** Questions and answers that open one by one (an FAQ); `multiple` lets several stay open. */
export const AccordionProps = Schema.Struct({
  title: Schema.optional(Schema.String),
  items: Schema.NonEmptyArray(Schema.Struct({ title: Title, text: Schema.String })),
  multiple: Schema.optional(Schema.Boolean),
});

/** Panels of text behind tabs; `label` names the tab list for assistive technology. */
export const TabsProps = Schema.Struct({
  label: Title,
  tabs: Schema.NonEmptyArray(Schema.Struct({ title: Title, text: Schema.String })),
});

/** One picture at a time, with previous/next buttons; `label` names the carousel. */
export const ImageSliderProps = Schema.Struct({
  label: Title,
  slides: Schema.NonEmptyArray(
    Schema.Struct({ image: ResponsiveImage, caption: Schema.optional(Schema.String) }),
  ),
});

/** Teasers (as the teaser block) one at a time, with previous/next buttons. */
export const TeaserSliderProps = Schema.Struct({
  label: Title,
  teasers: Schema.NonEmptyArray(TeaserProps),
});

/** A grid of pictures, each with an optional caption and link. */
export const ImageListProps = Schema.Struct({
  title: Schema.optional(Schema.String),
  columns: Schema.optional(Schema.Literal(2, 3, 4)),
  images: Schema.NonEmptyArray(
    Schema.Struct({
      image: ResponsiveImage,
      caption: Schema.optional(Schema.String),
      link: Schema.optional(Link),
    }),
  ),
});

/** A data table: a caption, column headers and rows of the same width (the first cell heads its row). */
export const TableProps = Schema.Struct({
  caption: Title,
  columns: Schema.NonEmptyArray(Schema.String),
  rows: Schema.Array(Schema.Array(Schema.String)),
  rowHeaders: Schema.optional(Schema.Boolean),
}).pipe(
  Schema.filter((t) =>
    t.rows.every((r) => r.length === t.columns.length)
      ? undefined
      : "every row has as many cells as there are columns",
  ),
);

export const FeatureIcon = Schema.Literal("leaf", "truck", "store", "clock", "heart", "star");
export type FeatureIcon = typeof FeatureIcon.Type;

/** One advantage of the shop: an icon, a title, a short text and an optional link. */
export const FeatureProps = Schema.Struct({
  icon: FeatureIcon,
  title: Title,
  text: Schema.String,
  link: Schema.optional(Link),
});

/** What a service or offer includes and what not: a list of options, each available or not. */
export const OptionProps = Schema.Struct({
  title: Schema.optional(Schema.String),
  options: Schema.NonEmptyArray(
    Schema.Struct({ label: Title, description: Schema.optional(Schema.String), available: Schema.Boolean }),
  ),
});

/** A downloadable document: title, publication day (yyyy-mm-dd), file format and size in bytes. */
export const PublicationProps = Schema.Struct({
  title: Title,
  description: Schema.optional(Schema.String),
  href: Schema.String,
  date: Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/)),
  format: Title,
  sizeBytes: Schema.Int.pipe(Schema.nonNegative()),
});

/** A note to the shopper: information, success, warning or error. */
export const UserMessageProps = Schema.Struct({
  severity: Schema.Literal("info", "success", "warning", "error"),
  title: Schema.optional(Schema.String),
  text: Schema.String,
});

export const SocialNetwork = Schema.Literal(
  "facebook",
  "instagram",
  "youtube",
  "pinterest",
  "tiktok",
  "linkedin",
);
export type SocialNetwork = typeof SocialNetwork.Type;

/** Links to the tenant's profiles on social networks. */
export const SocialFollowProps = Schema.Struct({
  title: Schema.optional(Schema.String),
  profiles: Schema.NonEmptyArray(Schema.Struct({ network: SocialNetwork, href: Schema.String })),
});

/**
 * Products from the list its source names (a category, a brand, skus in their order, the offers;
 * the offers without a source), at most `limit`. A source that does not decode renders nothing.
 */
export const ProductGroupProps = Schema.Struct({
  title: Schema.optional(Schema.String),
  ...ProductGroupSelection.fields,
});

/** The loyalty member's vouchers (coupons). */
export const VoucherGroupProps = Schema.Struct({ title: Schema.optional(Schema.String) });

export const layoutBlockPropSchemas = {
  accordion: AccordionProps,
  tabs: TabsProps,
  "image-slider": ImageSliderProps,
  "teaser-slider": TeaserSliderProps,
  "image-list": ImageListProps,
  table: TableProps,
  feature: FeatureProps,
  option: OptionProps,
  publication: PublicationProps,
  "user-message": UserMessageProps,
  "social-follow": SocialFollowProps,
  [PRODUCT_GROUP]: ProductGroupProps,
  "voucher-group": VoucherGroupProps,
} as const;
