import { CONSENT_DENIED, CONSENT_GRANTED, type OutboundRecord, PAGE_LOAD } from "../outbound";
import { checkAlgoliaEvents, checkAlgoliaRequest } from "./algolia";
import type { Finding } from "./finding";
import { checkGa4 } from "./ga4";
import { checkSpecInsights, checkSpecTracking } from "./spec";

/** A finding placed on the record it is about. */
export interface RecordFinding extends Finding {
  readonly recordId: number;
}

/**
 * Runs every check on a recorded outbound stream: GA4 and the specification on the dataLayer
 * pushes that were sent, Algolia's schema and the specification on the insights events posted.
 * Consent at each moment comes from the stream's own markers (a page load starts without it).
 */
export const checkOutbound = (records: ReadonlyArray<OutboundRecord>, now: number): RecordFinding[] => {
  let consent = false;
  const pushes: Array<{ record: OutboundRecord; consent: boolean }> = [];
  const events: Array<{ record: OutboundRecord; consent: boolean }> = [];
  for (const r of records) {
    if (r.status === "info") {
      if (r.name === PAGE_LOAD || r.name === CONSENT_DENIED) consent = false;
      if (r.name === CONSENT_GRANTED) consent = true;
      continue;
    }
    if (r.status !== "sent") continue;
    (r.channel === "tracking" ? pushes : events).push({ record: r, consent });
  }
  const place = <T extends { record: OutboundRecord }>(
    list: ReadonlyArray<T>,
    found: ReadonlyArray<Finding>,
  ) => found.map((f) => ({ ...f, recordId: (list[f.index] as T).record.id }));

  // One finding per request, on its first event.
  const requests = new Map<number, OutboundRecord>();
  for (const { record } of events)
    if (record.request && !requests.has(record.request.id)) requests.set(record.request.id, record);
  const requestFindings = [...requests.values()].flatMap((first) =>
    checkAlgoliaRequest(first.request?.events ?? 0, 0).map((f) => ({ ...f, recordId: first.id })),
  );
  return [
    ...place(pushes, checkGa4(pushes.map((p) => p.record.payload))),
    ...place(pushes, checkSpecTracking(pushes.map((p) => ({ push: p.record.payload, consent: p.consent })))),
    ...place(
      events,
      checkAlgoliaEvents(
        events.map((e) => e.record.payload),
        now,
      ),
    ),
    ...place(events, checkSpecInsights(events)),
    ...requestFindings,
  ];
};
