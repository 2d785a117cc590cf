import { Either, Schema } from "effect";
import { CONTACT_UPLOAD_PATH, ContactUploadReceipt } from "../../domain/api/forms";
import { readCookie } from "../browser/cookies";
import { XSRF_COOKIE, XSRF_HEADER } from "../http/client";

/** How an upload ended: its receipt, or why not (the server's status: 400 content, 413 size, 0 network). */
export type UploadResult =
  | { readonly ok: true; readonly receipt: ContactUploadReceipt }
  | { readonly ok: false; readonly status: number };

const decode = Schema.decodeUnknownEither(ContactUploadReceipt);

/**
 * Sends one file's bytes to the contact form's upload with XMLHttpRequest, whose upload events
 * report progress (fetch cannot, for a request body). The file itself never enters a command or
 * the event log: only the receipt does.
 */
export const uploadContactFile = (
  file: Blob & { readonly name: string },
  onProgress: (fraction: number) => void,
): Promise<UploadResult> =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${CONTACT_UPLOAD_PATH}?name=${encodeURIComponent(file.name)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status !== 201) return resolve({ ok: false, status: xhr.status });
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        return resolve({ ok: false, status: 500 });
      }
      const receipt = decode(body);
      onProgress(1);
      resolve(Either.isRight(receipt) ? { ok: true, receipt: receipt.right } : { ok: false, status: 500 });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0 });
    xhr.send(file);
  });
