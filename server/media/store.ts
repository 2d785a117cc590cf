import type { Db } from "../db/db";

export interface MediaFile {
  readonly name: string;
  readonly contentType: string;
  readonly body: string;
  readonly etag: string;
}

export const findMedia = async (db: Db, name: string): Promise<MediaFile | undefined> => {
  const [row] = await db.query<{ name: string; content_type: string; body: string; etag: string }>(
    "SELECT name, content_type, body, etag FROM media WHERE name = $1",
    [name],
  );
  return row && { name: row.name, contentType: row.content_type, body: row.body, etag: row.etag };
};
