import { Schema } from "effect";

/**
 * The error page's behaviour (document 1 §2), configured by the editor as a block on a CMS error
 * page: scroll to an element of the page, then forward the visitor to another page once the
 * consent group the target needs is allowed. Props that do not decode give no behaviour at all.
 */

/** After the page is shown, the scroll waits this long (document 1 §2). */
export const ERROR_PAGE_SCROLL_DELAY_MS = 500;
/** Once the consent allows it, the redirect waits this long (document 1 §2). */
export const ERROR_PAGE_REDIRECT_DELAY_MS = 1500;

/** An element id as HTML allows it in practice: no whitespace, at most 100 characters. */
const ElementId = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z][\w:.-]{0,99}$/, {
    message: () => "an element id (a letter, then letters, digits, - _ : .)",
  }),
);

/**
 * The consent script's group ids that stand for a category (domain/consent/rules): statistics
 * (C0002), marketing (C0004), target group selection (C0007).
 */
const RedirectConsentGroup = Schema.Literal("C0002", "C0004", "C0007");

export const ErrorPageBehaviourProps = Schema.Struct({
  /** The id the block's own notice carries, so `scrollTo` can name it. */
  anchor: Schema.optional(ElementId),
  /** The id of the element to scroll to (a block's anchor); absent: no scroll. */
  scrollTo: Schema.optional(ElementId),
  /** Where to forward the visitor: a path of the shop (Navigate refuses other sites); absent: stay. */
  redirectTo: Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(2048))),
  /** The consent group the redirect waits for; absent: the redirect needs no consent. */
  redirectConsent: Schema.optional(RedirectConsentGroup),
});
export type ErrorPageBehaviourProps = typeof ErrorPageBehaviourProps.Type;

export const errorPageBlockPropSchemas = {
  "error-page-behaviour": ErrorPageBehaviourProps,
} as const;
