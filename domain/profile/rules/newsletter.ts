/**
 * Newsletter topics (document 1 §4, §7). Double opt-in: a topic the customer has never confirmed
 * is only subscribed after the confirmation e-mail's link (the call answers 202, confirmation
 * pending); a topic the customer confirmed before is subscribed again at once, and unsubscribing
 * always applies at once (200).
 */
export interface NewsletterRequest {
  readonly subscribe: ReadonlyArray<string>;
  readonly unsubscribe: ReadonlyArray<string>;
}

export interface NewsletterDecision {
  /** The topics the customer has after the call. */
  readonly topics: ReadonlyArray<string>;
  /** Topics waiting for the customer's confirmation (non-empty: 202). */
  readonly pending: ReadonlyArray<string>;
}

export const newsletterDecision = (
  current: ReadonlyArray<string>,
  confirmedBefore: ReadonlyArray<string>,
  request: NewsletterRequest,
): NewsletterDecision => {
  const off = new Set(request.unsubscribe);
  const topics = current.filter((t) => !off.has(t));
  const pending: string[] = [];
  for (const t of request.subscribe) {
    if (off.has(t) || topics.includes(t) || pending.includes(t)) continue;
    if (confirmedBefore.includes(t)) topics.push(t);
    else pending.push(t);
  }
  return { topics, pending };
};

/** The request a form's wanted topics make from the customer's current ones. */
export const newsletterRequestOf = (
  current: ReadonlyArray<string>,
  wanted: ReadonlyArray<string>,
): NewsletterRequest => ({
  subscribe: wanted.filter((t) => !current.includes(t)),
  unsubscribe: current.filter((t) => !wanted.includes(t)),
});
