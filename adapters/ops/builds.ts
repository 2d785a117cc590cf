import type { AppCommand } from "../../domain/app/commands";
import {
  MANIFEST_PREFETCH_DELAY_MS,
  NEW_BUILD_CHECK_MS,
  shouldPrefetchManifest,
} from "../../domain/ops/rules/buildWatch";

/** The build id vite build writes into the page (scripts/build-info.ts); null in development. */
export const pageBuildId = (doc: Document): string | null =>
  doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || null;

/**
 * The new-build scheduler: the running build is identified at once (from the page, or from the first
 * latest.json answer), then CheckForNewBuild is dispatched every hour.
 */
export const startBuildWatch = (options: {
  readonly buildId: string | null;
  readonly dispatch: (command: AppCommand) => void;
  readonly setInterval: (fn: () => void, ms: number) => unknown;
}): void => {
  options.dispatch(
    options.buildId ? { _tag: "IdentifyRunningBuild", id: options.buildId } : { _tag: "CheckForNewBuild" },
  );
  options.setInterval(() => options.dispatch({ _tag: "CheckForNewBuild" }), NEW_BUILD_CHECK_MS);
};

type Connection = { effectiveType?: string; saveData?: boolean } | undefined;

/** The manifest prefetch (builds/meta/{id}.json) 1 s after start, skipped on very slow connections. */
export const scheduleManifestPrefetch = (options: {
  readonly buildId: () => string | null;
  readonly connection: Connection;
  readonly fetch: (url: string) => Promise<unknown>;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
}): void => {
  options.setTimeout(() => {
    const id = options.buildId();
    if (!id || !shouldPrefetchManifest(options.connection)) return;
    options.fetch(`/builds/meta/${encodeURIComponent(id)}.json`).catch(() => {});
  }, MANIFEST_PREFETCH_DELAY_MS);
};
