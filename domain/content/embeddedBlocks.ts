import { Schema } from "effect";

/**
 * Props of the embedded-content block types (issue 14): editor HTML (rich text, custom html) and
 * third-party embeds (iframe, video, script) that wait for their consent category.
 */

/** The consent category (document 1 §3) an embed needs before it loads anything from its host. */
export const EmbedConsent = Schema.Literal("marketing", "statistic", "targetGroupSelection");
export type EmbedConsent = typeof EmbedConsent.Type;

/** An absolute https address: embeds never load over plain http nor from javascript: or data: URLs. */
const HttpsUrl = Schema.String.pipe(
  Schema.pattern(/^https:\/\/[^\s/]+(\/\S*)?$/i, { message: () => "an https URL" }),
);
const Pixels = Schema.Int.pipe(Schema.between(1, 4000));

/** Editor HTML, sanitised before it is shown (allow-list in ./sanitizePolicy). */
export const CustomHtmlProps = Schema.Struct({ html: Schema.String.pipe(Schema.maxLength(100_000)) });
export type CustomHtmlProps = typeof CustomHtmlProps.Type;

/** An iframe (a map, a form of a partner): sandboxed, lazy, sized so nothing shifts; title required. */
export const IframeProps = Schema.Struct({
  src: HttpsUrl,
  title: Schema.NonEmptyTrimmedString,
  width: Pixels,
  height: Pixels,
  consent: EmbedConsent,
  /** Extra sandbox permissions beyond scripts; only these may be granted. */
  allow: Schema.optional(Schema.Array(Schema.Literal("allow-forms", "allow-popups", "allow-same-origin"))),
});
export type IframeProps = typeof IframeProps.Type;

/** A video of a video platform, played in its embed player. */
export const VideoProps = Schema.Struct({
  embedUrl: HttpsUrl,
  title: Schema.NonEmptyTrimmedString,
  width: Pixels,
  height: Pixels,
  consent: EmbedConsent,
});
export type VideoProps = typeof VideoProps.Type;

/**
 * A third-party script (a widget) with the element it draws into. Only a src: an inline script
 * would need the page's policy to allow inline code, which it never does.
 */
export const ScriptProps = Schema.Struct({
  src: HttpsUrl,
  consent: EmbedConsent,
  /** The id of the element the widget draws into, placed where the block is. */
  containerId: Schema.optional(Schema.String.pipe(Schema.pattern(/^[A-Za-z][\w-]{0,63}$/))),
  /** What the placeholder says the widget is ("Stellenangebote"). */
  label: Schema.NonEmptyTrimmedString,
});
export type ScriptProps = typeof ScriptProps.Type;

export const embeddedBlockPropSchemas = {
  "custom-html": CustomHtmlProps,
  iframe: IframeProps,
  video: VideoProps,
  script: ScriptProps,
} as const;
