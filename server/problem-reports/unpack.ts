import { gunzipSync } from "node:zlib";
import type { RecordedEntry, Recording } from "../../domain/app/recording/format";
import { decodeRecordingText } from "../../domain/app/recording/format";
import { PROBLEM_BUNDLE_MAX_BYTES } from "../../domain/problem-report/model";
import { HttpError } from "../http/errors";

/** A recording unpacked may be this large (a bundle of 2,000 entries is far below). */
const UNPACKED_MAX_BYTES = 16 * 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const refuse = (status: 400 | 413, message: string, code: string): never => {
  throw new HttpError(status, message, { code, errors: [{ path: "body.recording", message }] });
};

/**
 * The upload's recording checked before anything is stored (issue 19 #2): base64 of gzip, at most
 * the client's cap compressed (413), at most UNPACKED_MAX_BYTES unpacked (413), a recording the
 * viewer and the replay can read (400 with the decoder's message).
 */
export const unpackRecording = (
  base64: string,
): { readonly recording: Recording; readonly bytes: number } => {
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64))
    refuse(400, "recording must be base64 of a gzip-compressed recording", "recording_not_base64");
  const packed = Buffer.from(base64, "base64");
  if (packed.length > PROBLEM_BUNDLE_MAX_BYTES)
    refuse(
      413,
      `recording too large: at most ${PROBLEM_BUNDLE_MAX_BYTES} bytes compressed`,
      "recording_too_large",
    );
  let text: string;
  try {
    text = gunzipSync(packed, { maxOutputLength: UNPACKED_MAX_BYTES }).toString("utf8");
  } catch (e) {
    if (e instanceof RangeError || (e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
      return refuse(
        413,
        `recording too large: at most ${UNPACKED_MAX_BYTES} bytes unpacked`,
        "recording_too_large",
      );
    return refuse(400, "recording is not gzip-compressed", "recording_not_gzip");
  }
  const decoded = decodeRecordingText(text);
  if (!decoded.ok)
    return refuse(
      decoded.error.kind === "too-large" ? 413 : 400,
      `not a recording (${decoded.error.kind}): ${decoded.error.message}${decoded.error.path ? ` at ${decoded.error.path}` : ""}`,
      "recording_invalid",
    );
  return { recording: decoded.recording, bytes: packed.length };
};

const FAILURE_EVENTS: Record<string, ReadonlyArray<string>> = {
  defect: ["CommandFailed"],
  payment: ["CheckoutFailed"],
  uncaught: ["ClientErrorReported"],
};

/** The entry QA is taken to: the last failure of the capture's kind, else the recording's last entry. */
export const focusSeq = (recording: Recording, kind: string): number => {
  const tags = FAILURE_EVENTS[kind] ?? [];
  const entries = recording.entries as ReadonlyArray<RecordedEntry & { event?: { _tag?: string } }>;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e && e.kind === "event" && tags.includes(e.event?._tag ?? "")) return e.seq;
  }
  return entries[entries.length - 1]?.seq ?? recording.snapshot.seq;
};
