import {
  type Decoded,
  decodeRecordingText,
  MAX_RECORDING_BYTES,
  mb,
} from "../../domain/app/recording/format";

/** Reads a recording file: refused before reading when too large; parsed, checked and upcast otherwise. */
export const readRecordingFile = async (file: Blob): Promise<Decoded> => {
  if (file.size > MAX_RECORDING_BYTES)
    return {
      ok: false,
      error: {
        kind: "too-large",
        message: `recording is ${mb(file.size)}; the limit is ${mb(MAX_RECORDING_BYTES)}`,
      },
    };
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return { ok: false, error: { kind: "json", message: `the file could not be read: ${String(e)}` } };
  }
  return decodeRecordingText(text);
};

/** Saves text as a file download. */
export const downloadText = (name: string, text: string, type = "application/json"): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const fileStamp = (epochMs: number): string => new Date(epochMs).toISOString().replace(/[:.]/g, "-");
