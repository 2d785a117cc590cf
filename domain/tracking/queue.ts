/**
 * The dataLayer queue, pure: what the adapter may push, given consent and the per-page-view cap
 * (document 1 §9). Without statistics consent nothing is pushed: the current page view's events
 * are held (bounded by the cap) so that a shopper who accepts on this page gets this page's
 * events pushed; the next page view drops what an earlier page held.
 */
export const MAX_EVENTS_PER_PAGE_VIEW = 250;

export type TrackingConsent = "granted" | "notGranted";

export interface QueueState<E> {
  readonly consent: TrackingConsent;
  /** Events counted in the current page view (pushed or held); the page_view itself counts. */
  readonly inPageView: number;
  /** The current page view's events, waiting for consent. */
  readonly held: ReadonlyArray<E>;
  readonly dropped: number;
}
export const emptyQueue = <E>(consent: TrackingConsent = "notGranted"): QueueState<E> => ({
  consent,
  inPageView: 0,
  held: [],
  dropped: 0,
});

export interface Step<E> {
  readonly state: QueueState<E>;
  /** To push now, in order. */
  readonly push: ReadonlyArray<E>;
}

/** Admits one event: a page view starts a new count; past the cap an event is dropped. */
export const admit = <E>(state: QueueState<E>, event: E, isPageView: boolean): Step<E> => {
  const base = isPageView
    ? { ...state, inPageView: 0, held: [], dropped: state.dropped + state.held.length }
    : state;
  if (base.inPageView >= MAX_EVENTS_PER_PAGE_VIEW)
    return { state: { ...base, dropped: base.dropped + 1 }, push: [] };
  const counted = { ...base, inPageView: base.inPageView + 1 };
  if (base.consent === "granted") return { state: counted, push: [event] };
  return { state: { ...counted, held: [...base.held, event] }, push: [] };
};

/** Consent changed: granting pushes what this page view held; withdrawing stops all pushes. */
export const setConsent = <E>(state: QueueState<E>, consent: TrackingConsent): Step<E> =>
  consent === "granted"
    ? { state: { ...state, consent, held: [] }, push: state.held }
    : { state: { ...state, consent }, push: [] };
