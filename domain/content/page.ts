import { Schema } from "effect";

export interface ContentBlock {
  readonly id: string;
  readonly type: string;
  readonly props: { readonly [key: string]: unknown };
  readonly children?: ReadonlyArray<ContentBlock>;
}

/** Blocks nest (section > row > column > ...); props are decoded by each block type's own schema. */
export const ContentBlock: Schema.Schema<ContentBlock> = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  props: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  children: Schema.optional(Schema.Array(Schema.suspend(() => ContentBlock))),
});

/** The block type that lists the products on offer: a page holding one loads them (domain/app/routeLoaders). */
export const PRODUCT_PROMOTION = "product-promotion";

const OgImage = Schema.Struct({ url: Schema.String });

/** A CMS page with the page meta of document 1 section 2. */
export const ContentPage = Schema.Struct({
  slug: Schema.String,
  title: Schema.String,
  layout: Schema.optional(Schema.Literal("default", "focused")),
  description: Schema.optional(Schema.String),
  metaDescription: Schema.optional(Schema.String),
  keywords: Schema.optional(Schema.String),
  metaKeywords: Schema.optional(Schema.String),
  noFollow: Schema.optional(Schema.Boolean),
  noIndex: Schema.optional(Schema.Boolean),
  ogImage: Schema.optional(Schema.Array(OgImage)),
  backgroundColor: Schema.optional(Schema.String),
  backgroundImage: Schema.optional(Schema.String),
  backgroundImageRepeat: Schema.optional(Schema.String),
  backgroundImageSize: Schema.optional(Schema.String),
  blocks: Schema.Array(ContentBlock),
});
export type ContentPage = typeof ContentPage.Type;

export const Link = Schema.Struct({
  label: Schema.String,
  href: Schema.String,
  external: Schema.optional(Schema.Boolean),
});
export type Link = typeof Link.Type;

const TopBarBannerConfig = Schema.Struct({
  enabled: Schema.Boolean,
  text: Schema.String,
  link: Schema.optional(Link),
});
const HeaderConfig = Schema.Struct({
  logo: Schema.Struct({ src: Schema.String, alt: Schema.String }),
  navigation: Schema.Array(Link),
});
const FooterConfig = Schema.Struct({
  columns: Schema.Array(Schema.Struct({ title: Schema.String, links: Schema.Array(Link) })),
  copyright: Schema.String,
});
const SocialSharingAndSeoConfig = Schema.Struct({
  siteName: Schema.String,
  titleTemplate: Schema.String,
  defaultDescription: Schema.String,
  defaultOgImage: Schema.optional(Schema.String),
});

export const ComponentConfigType = Schema.Literal("topbarbanner", "header", "footer", "socialsharingandseo");
export type ComponentConfigType = typeof ComponentConfigType.Type;

/** Each config is optional: a failed fetch yields all empty. */
export const ComponentConfigs = Schema.Struct({
  topbarbanner: Schema.optional(TopBarBannerConfig),
  header: Schema.optional(HeaderConfig),
  footer: Schema.optional(FooterConfig),
  socialsharingandseo: Schema.optional(SocialSharingAndSeoConfig),
});
export type ComponentConfigs = typeof ComponentConfigs.Type;
