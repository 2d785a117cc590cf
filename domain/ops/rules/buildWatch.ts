/** Document 1 §9: the new-build check runs hourly; the manifest prefetch waits a second after start. */
export const NEW_BUILD_CHECK_MS = 3_600_000;
export const MANIFEST_PREFETCH_DELAY_MS = 1000;
/** Connections too slow for the manifest prefetch (navigator.connection.effectiveType). */
const SLOW_CONNECTION_TYPES: ReadonlyArray<string> = ["slow-2g", "2g"];

export interface ConnectionInfo {
  readonly effectiveType?: string | undefined;
  readonly saveData?: boolean | undefined;
}
/** The manifest prefetch is skipped on very slow connections and when the shopper saves data. */
export const shouldPrefetchManifest = (connection: ConnectionInfo | undefined): boolean =>
  !(
    connection !== undefined &&
    (connection.saveData === true ||
      (connection.effectiveType !== undefined && SLOW_CONNECTION_TYPES.includes(connection.effectiveType)))
  );
