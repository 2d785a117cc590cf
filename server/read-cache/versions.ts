import type { Db } from "../db/db";

/** The areas of cached data; migration 027's triggers bump an area's counter on every write to it. */
export type DataArea = "catalogue" | "content" | "tenant";

export type Versions = Readonly<Record<DataArea, string>>;

/**
 * The data versions as this process last read them. Reads ask `current()`: at most one SELECT per
 * `checkEveryMs`, shared by all requests in that window, so a change another process commits is
 * seen within that time. A write through this process calls `changed()`: the next read checks
 * again at once, so an editor sees their own change on their next read.
 */
export class DataVersions {
  private known: Versions | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<Versions> | undefined;
  private stale = false;

  constructor(
    private readonly db: Db,
    private readonly checkEveryMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  current(): Promise<Versions> {
    if (this.known && !this.stale && this.now() - this.checkedAt < this.checkEveryMs)
      return Promise.resolve(this.known);
    this.pending ??= this.read().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  changed(): void {
    this.stale = true;
  }

  private async read(): Promise<Versions> {
    // Cleared before the query: a write that lands while it runs makes the next read check again.
    this.stale = false;
    const started = this.now();
    const rows = await this.db.query<{ area: string; version: string | number }>(
      "SELECT area, version FROM data_version",
    );
    const versions: Record<string, string> = { catalogue: "", content: "", tenant: "" };
    for (const r of rows) versions[r.area] = String(r.version);
    this.known = versions as Versions;
    this.checkedAt = started;
    return this.known;
  }
}
