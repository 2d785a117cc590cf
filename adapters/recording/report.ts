import { type Decoded, decodeRecordingText } from "../../domain/app/recording/format";

/**
 * A problem report's recording from the reference server's QA inbox (issue 19 #2), with the
 * browser's operator session cookie: the standalone viewer's `?report=` source.
 */
export const fetchReportRecording = async (
  reference: string,
): Promise<
  { readonly ok: true; readonly decoded: Decoded } | { readonly ok: false; readonly message: string }
> => {
  const response = await window.fetch(`/qa/reports/${encodeURIComponent(reference)}/recording.json`, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  const text = await response.text();
  if (response.status === 401) return { ok: false, message: "Log in as a QA operator at /qa first." };
  if (!response.ok)
    return { ok: false, message: `The server answered ${response.status}: ${text.slice(0, 200)}` };
  return { ok: true, decoded: decodeRecordingText(text) };
};

/** Whether this origin still serves a file (a build's frame page, issue 19 #6). */
export const served = async (path: string): Promise<boolean> => {
  try {
    return (await window.fetch(path, { method: "HEAD", credentials: "same-origin" })).ok;
  } catch {
    return false;
  }
};

/** The id of the build this origin serves now (builds/latest.json). */
export const latestBuild = async (): Promise<string | null> => {
  const response = await window.fetch("/builds/latest.json", { headers: { accept: "application/json" } });
  if (!response.ok) return null;
  const body = (await response.json()) as { id?: unknown };
  return typeof body.id === "string" ? body.id : null;
};
