import { useEffect, useState } from "react";
import { downloadText, fileStamp } from "../adapters/recording/file";
import {
  idbRecordingStore,
  openRecordingDb,
  recordingDbAvailable,
  type StoredSessionSummary,
  storedSessions,
} from "../adapters/recording/idb";
import { encodeRecording, type Recording } from "../domain/app/recording/format";
import { makeRecording } from "../domain/app/recording/recording";

/** A stored session as a recording (redacted again on the way out, as every export is). */
const loadStored = async (
  sessionId: string,
  describe: { appVersion: string; tenant: string },
): Promise<Recording | null> => {
  const db = await openRecordingDb();
  const stored = await idbRecordingStore(db).load(sessionId);
  if (!stored) return null;
  return makeRecording({
    meta: { ...describe, sessionId: stored.sessionId, startedAt: stored.startedAt },
    policy: { personalData: stored.personalData },
    snapshot: stored.snapshot,
    entries: stored.entries,
  });
};

/**
 * The sessions recorded in this browser (issue 19 #2), the current one and closed tabs' alike:
 * each can be opened in the panel or exported as a file.
 */
export const StoredSessions = ({
  current,
  describe,
  onOpen,
}: {
  readonly current: string | null;
  readonly describe: { readonly appVersion: string; readonly tenant: string };
  readonly onOpen: (recording: Recording, name: string) => void;
}) => {
  const [sessions, setSessions] = useState<ReadonlyArray<StoredSessionSummary> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!recordingDbAvailable()) return;
    // Read again every few seconds: another tab (or one just closed) may still be writing its session.
    const read = () =>
      openRecordingDb()
        .then(storedSessions)
        .then(setSessions, (e: unknown) => setFailed(e instanceof Error ? e.message : String(e)));
    read();
    const timer = setInterval(read, 2_000);
    return () => clearInterval(timer);
  }, []);
  if (failed) return <p className="dt-msg dt-error">Stored sessions could not be read: {failed}</p>;
  if (sessions === null) return null;
  const withRecording = async (id: string, use: (r: Recording) => void) => {
    const recording = await loadStored(id, describe);
    if (recording) use(recording);
  };
  return (
    <section className="dt-stored" aria-labelledby="dt-stored-title" data-testid="devtools-stored-sessions">
      <h3 id="dt-stored-title" className="dt-subtitle">
        Sessions in this browser ({sessions.length})
      </h3>
      <ul className="dt-stored__list">
        {sessions.map((s) => (
          <li key={s.sessionId} className="dt-stored__item" data-session={s.sessionId}>
            <span>
              {s.sessionId.slice(0, 8)} · {new Date(s.startedAt).toISOString().slice(0, 19).replace("T", " ")}{" "}
              · {s.entries.toLocaleString("en")} entries{s.sessionId === current ? " · this tab" : ""}
            </span>
            <button
              type="button"
              className="dt-btn"
              onClick={() =>
                void withRecording(s.sessionId, (r) => onOpen(r, `stored session ${s.sessionId.slice(0, 8)}`))
              }
            >
              Open
            </button>
            <button
              type="button"
              className="dt-btn"
              onClick={() =>
                void withRecording(s.sessionId, (r) =>
                  downloadText(
                    `recording-${s.sessionId.slice(0, 8)}-${fileStamp(r.startedAt)}.json`,
                    encodeRecording(r),
                  ),
                )
              }
            >
              Export
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
