import { Either, Schema } from "effect";
import { canonical } from "../recording/canonical";

/**
 * What the tracking and insights adapters did with each event, as they did it (issue 15 "Devtools
 * for analysts"): pushed to window.dataLayer or posted to the insights collector ("sent", including
 * the `{ecommerce: null}` pushes), held back and why, or failed. "info" records mark what the
 * checks need to read the stream: a page load and each consent change.
 */
export const OutboundChannel = Schema.Literal("tracking", "insights");
export type OutboundChannel = typeof OutboundChannel.Type;

const OutboundStatus = Schema.Literal("sent", "held", "dropped", "failed", "info");

export const OutboundReason = Schema.Literal(
  /** Statistics consent not (yet) given: held for this page view, pushed if it is given here. */
  "no-consent",
  /** Held without consent, then the next page view started: never sent. */
  "page-left",
  /** Document 1 §9: more than 250 events in one page view. */
  "cap",
  /** Consent was withdrawn while the event waited for its batch. */
  "consent-withdrawn",
  "offline",
  "request-failed",
);
export type OutboundReason = typeof OutboundReason.Type;

/** The insights request an event went out in. */
const OutboundRequest = Schema.Struct({
  id: Schema.Number,
  events: Schema.Number,
  region: Schema.String,
  appId: Schema.String,
});

export const OutboundRecord = Schema.Struct({
  id: Schema.Number,
  /** Epoch milliseconds when the adapter acted. */
  at: Schema.Number,
  channel: OutboundChannel,
  status: OutboundStatus,
  reason: Schema.optional(OutboundReason),
  /** The dataLayer event or insights eventName; "ecommerce: null" for the clearing push. */
  name: Schema.String,
  /** Exactly what was pushed or posted (or would have been). */
  payload: Schema.Unknown,
  request: Schema.optional(OutboundRequest),
  error: Schema.optional(Schema.String),
});
export type OutboundRecord = typeof OutboundRecord.Type;
/** A record before the log numbers it. */
export type OutboundDraft = Omit<OutboundRecord, "id">;

export const ECOMMERCE_NULL = "ecommerce: null";
export const PAGE_LOAD = "page load";
export const CONSENT_GRANTED = "statistics consent granted";
export const CONSENT_DENIED = "statistics consent not granted";

export const OUTBOUND_FORMAT = "grocery-storefront/outbound";
const OutboundFile = Schema.Struct({
  format: Schema.Literal(OUTBOUND_FORMAT),
  version: Schema.Literal(1),
  records: Schema.Array(OutboundRecord),
});

/** The export of the real stream: every record of the channels given, in order. */
export const outboundToJson = (records: ReadonlyArray<OutboundRecord>): string =>
  JSON.stringify({ format: OUTBOUND_FORMAT, version: 1, records }, null, 2);

const csvCell = (v: string): string => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** One line per record; the payload as canonical JSON in the last column. */
export const outboundToCsv = (records: ReadonlyArray<OutboundRecord>): string => {
  const header = ["id", "at", "channel", "status", "reason", "name", "request", "error", "payload"];
  const lines = [header.join(",")];
  for (const r of records)
    lines.push(
      [
        String(r.id),
        new Date(r.at).toISOString(),
        r.channel,
        r.status,
        r.reason ?? "",
        r.name,
        r.request ? String(r.request.id) : "",
        r.error ?? "",
        canonical(r.payload),
      ]
        .map(csvCell)
        .join(","),
    );
  return `${lines.join("\n")}\n`;
};

const decodeRecords = Schema.decodeUnknownEither(Schema.Array(OutboundRecord));
const decodeFile = Schema.decodeUnknownEither(OutboundFile);

/**
 * The outbound records of a parsed file: an outbound export, or a recording exported with its
 * `outbound` list. Null when the document carries none (a recording from before this record).
 */
export const outboundOf = (doc: unknown): ReadonlyArray<OutboundRecord> | null => {
  if (doc === null || typeof doc !== "object") return null;
  const d = doc as Record<string, unknown>;
  if (d.format === OUTBOUND_FORMAT) {
    const file = decodeFile(d);
    return Either.isRight(file) ? file.right.records : null;
  }
  if (!("outbound" in d)) return null;
  const records = decodeRecords(d.outbound);
  return Either.isRight(records) ? records.right : null;
};
