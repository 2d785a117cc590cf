import { readFileSync, statSync } from "node:fs";
import {
  type Decoded,
  decodeRecordingText,
  MAX_RECORDING_BYTES,
  mb,
} from "../../domain/app/recording/format";

/** The Node side of import: a recording file from disk, with the same checks as the panel's import. */
export const loadRecordingFile = (path: string): Decoded => {
  let size: number;
  try {
    size = statSync(path).size;
  } catch (e) {
    return { ok: false, error: { kind: "json", message: `cannot read ${path}: ${(e as Error).message}` } };
  }
  if (size > MAX_RECORDING_BYTES)
    return {
      ok: false,
      error: {
        kind: "too-large",
        message: `recording is ${mb(size)}; the limit is ${mb(MAX_RECORDING_BYTES)}`,
      },
    };
  return decodeRecordingText(readFileSync(path, "utf8"));
};
