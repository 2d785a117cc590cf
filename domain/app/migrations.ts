/**
 * Schema versions of commands and events, and the migrations between them (issue 19 #7). A type
 * starts at version 1; a change that an older recording's payload no longer decodes under bumps
 * the type's version here and adds the step that turns the old payload into the new one, beside
 * the schemas (./commands, ./events). Recordings name the version of every type they hold; on
 * import each payload is migrated step by step to today's version, or the recording is refused.
 */
type MessageStep = (payload: Readonly<Record<string, unknown>>) => Record<string, unknown>;

export interface MessageMigrations {
  /** Today's version of each type that has changed (every other type: 1). */
  readonly versions: Readonly<Record<string, number>>;
  /** steps[tag][v] turns a payload of version v into one of version v + 1. */
  readonly steps: Readonly<Record<string, Readonly<Record<number, MessageStep>>>>;
}

/** No command or event has changed incompatibly yet: every type is at version 1. */
export const MESSAGE_MIGRATIONS: MessageMigrations = { versions: {}, steps: {} };

export const messageVersion = (tag: string, migrations: MessageMigrations = MESSAGE_MIGRATIONS): number =>
  migrations.versions[tag] ?? 1;

export type Migrated =
  | { readonly ok: true; readonly payload: Record<string, unknown>; readonly from: number }
  | { readonly ok: false; readonly message: string };

/** One payload from the recorded version to today's, or why it cannot be. */
export const migrateMessage = (
  kind: "command" | "event",
  payload: Record<string, unknown>,
  recordedVersion: number,
  migrations: MessageMigrations = MESSAGE_MIGRATIONS,
): Migrated => {
  const tag = String(payload._tag);
  const today = messageVersion(tag, migrations);
  if (recordedVersion > today)
    return {
      ok: false,
      message: `${kind} ${tag} is version ${recordedVersion} in this recording; this app knows version ${today} (the recording comes from a newer build)`,
    };
  let out = payload;
  for (let v = recordedVersion; v < today; v++) {
    const step = migrations.steps[tag]?.[v];
    if (step === undefined)
      return {
        ok: false,
        message: `${kind} ${tag} is version ${recordedVersion} in this recording; this app has version ${today} and no migration from version ${v} to ${v + 1}`,
      };
    out = { ...step(out), _tag: tag };
  }
  return { ok: true, payload: out, from: recordedVersion };
};
