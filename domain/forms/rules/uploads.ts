/**
 * The contact form's uploads (document 1 §5): at most 3 files of at most 10,000,000 bytes each,
 * pdf, jpeg or png. The client checks name, type and size before sending; the server checks the
 * content itself (`kindOfContent`), since a name or a declared type proves nothing.
 */
export const MAX_UPLOAD_BYTES = 10_000_000;
export const MAX_UPLOADS = 3;

export type UploadKind = "pdf" | "jpeg" | "png";

export const UPLOAD_MIME: Readonly<Record<UploadKind, string>> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
};

const startsWith = (bytes: Uint8Array, magic: ReadonlyArray<number>) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The kind the file's first bytes prove (%PDF-, JPEG's SOI marker, PNG's signature), or null. */
export const kindOfContent = (bytes: Uint8Array): UploadKind | null => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  return null;
};

/** The kind a file's name claims, or null for any other extension. */
export const kindOfName = (name: string): UploadKind | null => {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === "pdf") return "pdf";
  if (ext === "jpg" || ext === "jpeg") return "jpeg";
  if (ext === "png") return "png";
  return null;
};

export type UploadProblem = "type" | "tooLarge" | "empty" | "tooMany";

export interface PickedFile {
  readonly name: string;
  readonly size: number;
}

/** Why one picked file may not be sent (before its bytes are read), or null. */
export const pickedFileProblem = (file: PickedFile): UploadProblem | null => {
  if (kindOfName(file.name) === null) return "type";
  if (file.size === 0) return "empty";
  return file.size > MAX_UPLOAD_BYTES ? "tooLarge" : null;
};

/** Why a set of files may not go with one message, or null. */
export const uploadCountProblem = (count: number): UploadProblem | null =>
  count > MAX_UPLOADS ? "tooMany" : null;
