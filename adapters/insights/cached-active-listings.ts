import type { ActiveListings } from '../../application/ports/insights.ts';
import type { Logger } from '../../application/ports/logger.ts';

/** How long the set of active listings is used before it is read again (a listing opened or closed counts, or stops, within this). */
export const ACTIVE_LISTINGS_REFRESH_MS = 30_000;

/**
 * The active listings a beacon's ids are checked against (issue 35 §9), as one set of ids in memory read
 * from the database at most once per refresh interval (the concurrent beacons of a refresh share its read):
 * a beacon never reads the database, and no made-up id reaches it. When a refresh fails the last set is
 * kept (and logged) until the next interval; with no set yet, the failure is the beacon's.
 */
export class CachedActiveListings implements ActiveListings {
  private ids: Set<string> | null = null;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<Set<string>> | null = null;

  constructor(
    private readonly load: () => Promise<Iterable<string>>,
    private readonly now: () => number = Date.now,
    private readonly options: { refreshMs?: number; logger?: Logger } = {},
  ) {}

  async activeVendorIds(ids: readonly string[]): Promise<Set<string>> {
    const all = await this.current();
    return new Set(ids.filter((id) => all.has(id)));
  }

  private current(): Promise<Set<string>> {
    if (this.ids && this.now() - this.loadedAt < (this.options.refreshMs ?? ACTIVE_LISTINGS_REFRESH_MS)) return Promise.resolve(this.ids);
    this.loading ??= this.refresh().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async refresh(): Promise<Set<string>> {
    try {
      this.ids = new Set(await this.load());
    } catch (e) {
      if (!this.ids) throw e;
      this.options.logger?.warn('Insights: active listings not refreshed; the last set is used', { error: e instanceof Error ? e.message : String(e) });
    }
    this.loadedAt = this.now();
    return this.ids;
  }
}
