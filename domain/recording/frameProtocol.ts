/**
 * The messages between the recording viewer and the shop rendered in its frame (issue 19 #6): the
 * viewer sends the state after the selected entry, the frame shows it and says so. Both sides
 * check that a message comes from the other (same origin, the parent or the frame's window) and
 * carries this source tag; anything else is ignored.
 */
export const FRAME_SOURCE = "grocery-replay-frame";

/** Viewer → frame: show this state (the entry's seq, null for the state before the first entry). */
export interface ShowState {
  readonly source: typeof FRAME_SOURCE;
  readonly type: "show";
  readonly seq: number | null;
  readonly state: unknown;
}

/** Frame → viewer: ready for a state; or the state of `seq` is on screen, at `path`. */
export type FrameReport =
  | { readonly source: typeof FRAME_SOURCE; readonly type: "ready" }
  | {
      readonly source: typeof FRAME_SOURCE;
      readonly type: "shown";
      readonly seq: number | null;
      readonly path: string;
    };

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object";

const isSeq = (v: unknown): v is number | null =>
  v === null || (typeof v === "number" && Number.isInteger(v) && v >= 0);

export const isShowState = (v: unknown): v is ShowState =>
  isRecord(v) && v.source === FRAME_SOURCE && v.type === "show" && isSeq(v.seq) && isRecord(v.state);

export const isFrameReport = (v: unknown): v is FrameReport =>
  isRecord(v) &&
  v.source === FRAME_SOURCE &&
  (v.type === "ready" || (v.type === "shown" && isSeq(v.seq) && typeof v.path === "string"));
