import { addDays, countKey, MIN_FLUSH_INTERVAL_MS, type DailyCount } from '../../domain/insights/counting.ts';
import type { EventCounter, EventHit } from '../../application/ports/insights.ts';
import type { Logger } from '../../application/ports/logger.ts';

/**
 * The embedded profile's buffer (one API process): a dedupe set per New York day and the pending counts,
 * both in memory. Yesterday's set is kept until the day after (a beacon sent at 23:59:59 may arrive late);
 * older ones are dropped. A cap on the keys a day may hold keeps a flood of made-up vendor ids from growing
 * the process without bound (past it, new keys are not counted and a warning is logged once).
 */
export class InMemoryEventCounter implements EventCounter {
  private readonly seen = new Map<string, Set<string>>();
  private pending = new Map<string, DailyCount>();
  private lastTakeAt = Number.NEGATIVE_INFINITY;
  private warned = false;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly logger?: Logger,
    private readonly options: { minIntervalMs?: number; maxKeysPerDay?: number } = {},
  ) {}

  async record(day: string, visitorKey: string, hits: readonly EventHit[]): Promise<number> {
    let seen = this.seen.get(day);
    if (!seen) {
      seen = new Set();
      this.seen.set(day, seen);
      for (const d of this.seen.keys()) if (d < addDays(day, -1)) this.seen.delete(d);
    }
    const max = this.options.maxKeysPerDay ?? 2_000_000;
    let added = 0;
    for (const { vendorId, kind } of hits) {
      const key = countKey(day, visitorKey, vendorId, kind);
      if (seen.has(key)) continue;
      if (seen.size >= max) {
        if (!this.warned) this.logger?.warn('Insights: too many visitors today; further events are not counted', { day, max });
        this.warned = true;
        break;
      }
      seen.add(key);
      const slot = `${vendorId}|${day}|${kind}`;
      const p = this.pending.get(slot);
      if (p) p.count += 1;
      else this.pending.set(slot, { vendorId, day, kind, count: 1 });
      added += 1;
    }
    return added;
  }

  async takePending(opts: { force?: boolean } = {}): Promise<DailyCount[]> {
    const now = this.now();
    if (!opts.force && now - this.lastTakeAt < (this.options.minIntervalMs ?? MIN_FLUSH_INTERVAL_MS)) return [];
    if (this.pending.size === 0) return [];
    this.lastTakeAt = now;
    const taken = [...this.pending.values()];
    this.pending = new Map();
    return taken;
  }

  async putBack(counts: readonly DailyCount[]): Promise<void> {
    for (const c of counts) {
      const slot = `${c.vendorId}|${c.day}|${c.kind}`;
      const p = this.pending.get(slot);
      if (p) p.count += c.count;
      else this.pending.set(slot, { ...c });
    }
  }
}
