import { addDays, countedPair, MIN_FLUSH_INTERVAL_MS, VISITOR_DAILY_BUDGET, type DailyCount } from '../../domain/insights/counting.ts';
import type { EventCounter, EventHit } from '../../application/ports/insights.ts';
import type { Logger } from '../../application/ports/logger.ts';

/** A day's dedupe keys: each visitor's (vendor, kind) pairs counted so far, and how many there are in all. */
interface DaySeen {
  byVisitor: Map<string, Set<string>>;
  size: number;
}

/**
 * The embedded profile's buffer (one API process): the (vendor, kind) pairs each visitor counted per New
 * York day, and the pending counts, both in memory. Yesterday's pairs are kept until the day after (a beacon
 * sent at 23:59:59 may arrive late); older ones are dropped. Each visitor (one address) has a budget of its
 * own per day (`maxKeysPerVisitor`): past it nothing more of that visitor counts, and nobody else is
 * touched. A cap on the pairs a day may hold in all (`maxKeysPerDay`) only guards the process's memory: it
 * takes a thousand addresses spending their whole budget to reach it (past it, new pairs are not counted
 * and a warning is logged once).
 */
export class InMemoryEventCounter implements EventCounter {
  private readonly seen = new Map<string, DaySeen>();
  private pending = new Map<string, DailyCount>();
  private lastTakeAt = Number.NEGATIVE_INFINITY;
  private warned = false;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly logger?: Logger,
    private readonly options: { minIntervalMs?: number; maxKeysPerDay?: number; maxKeysPerVisitor?: number } = {},
  ) {}

  private dayOf(day: string): DaySeen {
    let seen = this.seen.get(day);
    if (!seen) {
      seen = { byVisitor: new Map(), size: 0 };
      this.seen.set(day, seen);
      for (const d of this.seen.keys()) if (d < addDays(day, -1)) this.seen.delete(d);
    }
    return seen;
  }

  async record(day: string, visitorKey: string, hits: readonly EventHit[]): Promise<number> {
    const seen = this.dayOf(day);
    const max = this.options.maxKeysPerDay ?? 2_000_000;
    const budget = this.options.maxKeysPerVisitor ?? VISITOR_DAILY_BUDGET;
    let mine = seen.byVisitor.get(visitorKey);
    let added = 0;
    for (const { vendorId, kind } of hits) {
      const pair = countedPair(vendorId, kind);
      if (mine?.has(pair)) continue;
      if ((mine?.size ?? 0) >= budget) break;
      if (seen.size >= max) {
        if (!this.warned) this.logger?.warn('Insights: too many visitors today; further events are not counted', { day, max });
        this.warned = true;
        break;
      }
      if (!mine) {
        mine = new Set();
        seen.byVisitor.set(visitorKey, mine);
      }
      mine.add(pair);
      seen.size += 1;
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
