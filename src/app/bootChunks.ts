/**
 * The page's boot chunks, as the build names them (scripts/boot-chunk.ts) for the page's entry
 * (src/entry-client.ts): a JSON block in the page's head.
 */
export const BOOT_CHUNKS_ID = "boot-chunks";

export interface BootChunks {
  /** Every file of the shop's boot, to preload at once. */
  readonly preload: ReadonlyArray<string>;
  /** The libraries' chunks and the domain's, in the order to evaluate them, each in a task of its own. */
  readonly steps: ReadonlyArray<string>;
}
