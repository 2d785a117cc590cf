import {
  type ConsentModeCommand,
  type ConsentModeState,
  consentModeDefault,
  projectConsentMode,
} from "../../domain/tracking/consentMode";
import type { DataLayerEvent } from "../../domain/tracking/events";
import {
  CONSENT_DENIED,
  CONSENT_GRANTED,
  ECOMMERCE_NULL,
  type OutboundDraft,
  type OutboundReason,
} from "../../domain/tracking/outbound";
import { projectDataLayer } from "../../domain/tracking/projection";
import { admit, emptyQueue, type QueueState, setConsent } from "../../domain/tracking/queue";
import type { AppApplied } from "./buffer";

export interface DataLayerHost {
  dataLayer?: unknown[];
  /** The page's origin, put in front of the projected (root-relative) page_location and page_referrer. */
  readonly location?: { readonly origin: string };
}

/** GA4 takes page_location and page_referrer as full URLs: the projection's paths get the origin. */
const absolute = (event: DataLayerEvent, origin: string | undefined): DataLayerEvent => {
  if (event.event !== "page_view" || !origin) return event;
  return {
    ...event,
    page_location: `${origin}${event.page_location}`,
    ...(event.page_referrer === undefined ? {} : { page_referrer: `${origin}${event.page_referrer}` }),
  };
};

/**
 * gtag's command form, as Google's snippet makes it (`function gtag(){dataLayer.push(arguments);}`):
 * the tag manager reads an Arguments object as a command, and an array in its place as something else.
 */
function gtagArguments(
  _command: "consent",
  _action: "default" | "update",
  _state: ConsentModeState,
): IArguments {
  // biome-ignore lint/complexity/noArguments: the Arguments object itself is what the tag manager expects
  return arguments;
}

/**
 * The dataLayer adapter: pushes Google Consent Mode's `default` (everything consent-bound denied)
 * when it starts, before any tag can load, and an `update` on every consent change; runs the
 * projection on every applied event and pushes what the queue admits (statistics consent, at most
 * 250 events per page view) to window.dataLayer, clearing `ecommerce` before each ecommerce push.
 * Without statistics consent no event is pushed: the consent commands carry nothing of the shopper.
 */
export const createDataLayerSink = (
  host: DataLayerHost,
  /** Told what became of every event (pushed, held back and why), for the devtools. */
  report: (draft: OutboundDraft) => void = () => {},
  now: () => number = Date.now,
) => {
  let queue: QueueState<DataLayerEvent> = emptyQueue();
  const tell = (status: OutboundDraft["status"], name: string, payload: unknown, reason?: OutboundReason) =>
    report({ at: now(), channel: "tracking", status, name, payload, ...(reason ? { reason } : {}) });
  // Consent Mode's commands are on the record as "info": no event the GA4 and specification checks
  // read as a push, but what the tags were told.
  const consentMode = (command: ConsentModeCommand) => {
    host.dataLayer ??= [];
    host.dataLayer.push(gtagArguments(...command));
    tell("info", `gtag consent ${command[1]}`, [...command]);
  };
  consentMode(consentModeDefault);
  const push = (events: ReadonlyArray<DataLayerEvent>) => {
    if (events.length === 0) return;
    host.dataLayer ??= [];
    const layer = host.dataLayer;
    for (const e of events) {
      if ("ecommerce" in e) {
        layer.push({ ecommerce: null });
        tell("sent", ECOMMERCE_NULL, { ecommerce: null });
      }
      layer.push(e);
      tell("sent", e.event, e);
    }
  };
  const handle = ({ event, before, after }: AppApplied) => {
    // The tags learn the new consent before the events it lets through (or, withdrawn, stops).
    for (const command of projectConsentMode(event, before, after)) consentMode(command);
    if (event._tag === "ConsentChanged") {
      const step = setConsent(queue, event.categories.statistic ? "granted" : "notGranted");
      queue = step.state;
      tell("info", event.categories.statistic ? CONSENT_GRANTED : CONSENT_DENIED, null);
      push(step.push);
    }
    for (const e of projectDataLayer(event, before, after).map((p) => absolute(p, host.location?.origin))) {
      const before = queue;
      const step = admit(queue, e, e.event === "page_view");
      queue = step.state;
      // A new page view drops what the last one held without consent.
      if (e.event === "page_view") for (const h of before.held) tell("dropped", h.event, h, "page-left");
      if (step.push.length === 0)
        if (step.state.held.at(-1) === e) tell("held", e.event, e, "no-consent");
        else tell("dropped", e.event, e, "cap");
      push(step.push);
    }
  };
  return { handle, queue: () => queue };
};
