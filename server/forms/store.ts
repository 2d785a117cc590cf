import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { UploadKind } from "../../domain/forms/rules/uploads";
import type { Db } from "../db/db";
import { toJsonb } from "../http/jsonb";

/** The content forms' rows (migration 023): uploads, contact messages, guest subscriptions, answers. */

/** A reference the shopper can read out on the phone: prefix, date and 6 unambiguous characters. */
const referenceOf = (prefix: string, now: number) => {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(6);
  const tail = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
  const day = new Date(now).toISOString().slice(0, 10).replaceAll("-", "");
  return `${prefix}-${day}-${tail}`;
};

/** Stamped with the server's clock (not the database's): the sweep of unsent uploads ages them by it. */
export const storeUpload = async (
  db: Db,
  file: { readonly name: string; readonly kind: UploadKind; readonly bytes: Uint8Array },
  now: number,
): Promise<string> => {
  const id = `U-${randomUUID()}`;
  await db.query(
    "INSERT INTO contact_uploads (id, name, kind, size, bytes, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [id, file.name, file.kind, file.bytes.length, file.bytes, new Date(now)],
  );
  return id;
};

/** Deletes the uploads no message took that were uploaded before `before` (ms); answers how many. */
export const deleteUnsentUploads = async (db: Db, before: number): Promise<number> =>
  (
    await db.query<{ id: string }>(
      "DELETE FROM contact_uploads WHERE contact_id IS NULL AND uploaded_at < $1 RETURNING id",
      [new Date(before)],
    )
  ).length;

/** The ids among `ids` that name an upload not yet attached to a message. */
export const openUploads = async (db: Db, ids: ReadonlyArray<string>): Promise<Set<string>> =>
  new Set(
    (
      await db.query<{ id: string }>(
        "SELECT id FROM contact_uploads WHERE id = ANY($1::text[]) AND contact_id IS NULL",
        [ids],
      )
    ).map((r) => r.id),
  );

export const storeContactMessage = (
  db: Db,
  message: {
    readonly customerId: string | null;
    readonly fields: Readonly<Record<string, string>>;
    readonly uploadIds: ReadonlyArray<string>;
  },
  now: number,
): Promise<string> =>
  db.transaction(async (tx) => {
    const id = `M-${randomUUID()}`;
    const reference = referenceOf("K", now);
    await tx.query(
      "INSERT INTO contact_messages (id, reference, customer_id, fields) VALUES ($1, $2, $3, $4::jsonb)",
      [id, reference, message.customerId, toJsonb(message.fields)],
    );
    await tx.query("UPDATE contact_uploads SET contact_id = $1 WHERE id = ANY($2::text[])", [
      id,
      message.uploadIds,
    ]);
    return reference;
  });

export const storeQuestionnaireAnswers = async (
  db: Db,
  answers: {
    readonly questionnaireId: string;
    readonly customerId: string | null;
    readonly fields: Readonly<Record<string, string>>;
    readonly answers: Readonly<Record<string, string>>;
  },
  now: number,
): Promise<string> => {
  const reference = referenceOf("U", now);
  await db.query(
    `INSERT INTO questionnaire_answers (id, reference, questionnaire_id, customer_id, fields, answers)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      `Q-${randomUUID()}`,
      reference,
      answers.questionnaireId,
      answers.customerId,
      toJsonb(answers.fields),
      toJsonb(answers.answers),
    ],
  );
  return reference;
};

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A guest asks for a topic: a new token each time (the last mail's link counts). An address
 * already confirmed stays confirmed; null then (no mail needed).
 */
export const requestGuestSubscription = async (
  db: Db,
  email: string,
  topicId: string,
): Promise<string | null> => {
  const [row] = await db.query<{ confirmed_at: Date | null }>(
    "SELECT confirmed_at FROM newsletter_guest_subscriptions WHERE email = $1 AND topic_id = $2",
    [email, topicId],
  );
  if (row?.confirmed_at) return null;
  const token = randomBytes(24).toString("base64url");
  await db.query(
    `INSERT INTO newsletter_guest_subscriptions (email, topic_id, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (email, topic_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, requested_at = now()`,
    [email, topicId, hash(token)],
  );
  return token;
};

export const confirmGuestSubscription = async (
  db: Db,
  token: string,
  validHours: number,
): Promise<{ email: string; topicId: string } | undefined> => {
  const [row] = await db.query<{ email: string; topic_id: string }>(
    `UPDATE newsletter_guest_subscriptions SET confirmed_at = now(), token_hash = NULL
      WHERE token_hash = $1 AND requested_at > now() - make_interval(hours => $2)
      RETURNING email, topic_id`,
    [hash(token), validHours],
  );
  return row ? { email: row.email, topicId: row.topic_id } : undefined;
};

export const dropGuestSubscription = async (db: Db, email: string, topicId: string): Promise<void> => {
  await db.query("DELETE FROM newsletter_guest_subscriptions WHERE email = $1 AND topic_id = $2", [
    email,
    topicId,
  ]);
};

/** The question ids of the CMS's questionnaire block with this id, or null when no page has it. */
export const questionnaireQuestionIds = async (db: Db, questionnaireId: string): Promise<string[] | null> => {
  const pages = await db.query<{ page: unknown }>("SELECT page FROM content_pages");
  const find = (blocks: unknown): string[] | null => {
    if (!Array.isArray(blocks)) return null;
    for (const b of blocks as Array<{
      type?: unknown;
      props?: Record<string, unknown>;
      children?: unknown;
    }>) {
      if (b.type === "questionnaire" && b.props?.questionnaireId === questionnaireId) {
        const qs = Array.isArray(b.props.questions) ? (b.props.questions as Array<{ id?: unknown }>) : [];
        return qs.map((q) => String(q.id));
      }
      const inner = find(b.children);
      if (inner) return inner;
    }
    return null;
  };
  for (const { page } of pages) {
    const found = find((page as { blocks?: unknown } | null)?.blocks);
    if (found) return found;
  }
  return null;
};
