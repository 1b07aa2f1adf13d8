import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DEDUPE_TTL_SECONDS, MIN_FLUSH_INTERVAL_MS, type DailyCount } from '../../domain/insights/counting.ts';
import { EVENT_KINDS, type EventKind } from '../../domain/insights/insights-api.ts';
import type { EventCounter, EventHit } from '../../application/ports/insights.ts';
import type { Logger } from '../../application/ports/logger.ts';
import { InMemoryDailySalts, type DailySalts } from '../insights/hmac-visitor-keys.ts';

/**
 * For each hit: SET its dedupe key NX with an expiry (ARGV[1] seconds); when it was new, add 1 to its field of
 * the pending hash (KEYS[1]). ARGV[2..] are (dedupe key, field) pairs. One Redis, not a cluster: the dedupe
 * keys are not declared as KEYS.
 */
const RECORD = `
local added = 0
for i = 2, #ARGV - 1, 2 do
  if redis.call('SET', ARGV[i], '1', 'NX', 'EX', ARGV[1]) then
    redis.call('HINCRBY', KEYS[1], ARGV[i + 1], 1)
    added = added + 1
  end
end
return added
`;

/** Takes the whole pending hash at once (read and delete in one atomic step: no count is read twice or lost between). */
const TAKE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {} end
local all = redis.call('HGETALL', KEYS[1])
redis.call('DEL', KEYS[1])
return all
`;

const KINDS = new Set<string>(EVENT_KINDS);

/**
 * The production profile's buffer, shared by every API process through Redis: dedupe keys (the day, the
 * visitor key — a salted hash —, the vendor and the kind) live two days; the pending counts are one hash,
 * `vendor|day|kind` → count. One process at a time takes the hash, at most once per interval (a lock with
 * that expiry), so the database sees at most one write per interval whatever the number of processes.
 * While Redis is unreachable events are not counted (logged): a beacon never fails because of it.
 */
export class RedisEventCounter implements EventCounter {
  private readonly pendingKey: string;
  private readonly lockKey: string;

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly options: { prefix?: string; minIntervalMs?: number } = {},
  ) {
    const prefix = options.prefix ?? 'uwd:insights:';
    this.pendingKey = `${prefix}pending`;
    this.lockKey = `${prefix}flush-lock`;
  }

  private seenKey(day: string, visitorKey: string, hit: EventHit): string {
    return `${this.options.prefix ?? 'uwd:insights:'}seen:${day}|${visitorKey}|${hit.vendorId}|${hit.kind}`;
  }

  async record(day: string, visitorKey: string, hits: readonly EventHit[]): Promise<number> {
    if (hits.length === 0) return 0;
    const args = hits.flatMap((h) => [this.seenKey(day, visitorKey, h), `${h.vendorId}|${day}|${h.kind}`]);
    try {
      return Number(await this.redis.eval(RECORD, 1, this.pendingKey, String(DEDUPE_TTL_SECONDS), ...args));
    } catch (e) {
      this.logger.warn('Insights: Redis unavailable; events not counted', { error: e instanceof Error ? e.message : String(e) });
      return 0;
    }
  }

  async takePending(opts: { force?: boolean } = {}): Promise<DailyCount[]> {
    if (!opts.force) {
      const locked = await this.redis.set(this.lockKey, randomBytes(8).toString('hex'), 'PX', this.options.minIntervalMs ?? MIN_FLUSH_INTERVAL_MS, 'NX');
      if (locked !== 'OK') return [];
    }
    const flat = (await this.redis.eval(TAKE, 1, this.pendingKey)) as string[];
    const counts: DailyCount[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const [vendorId, day, kind] = flat[i]!.split('|');
      const count = Number(flat[i + 1]);
      if (vendorId && day && kind && KINDS.has(kind) && count > 0) counts.push({ vendorId, day, kind: kind as EventKind, count });
    }
    return counts;
  }

  async putBack(counts: readonly DailyCount[]): Promise<void> {
    if (counts.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const c of counts) pipeline.hincrby(this.pendingKey, `${c.vendorId}|${c.day}|${c.kind}`, c.count);
    await pipeline.exec();
  }
}

/**
 * The production profile's daily salts: one random salt per New York day in Redis (SET NX, so the first
 * process to need it makes it and every other one reads the same), expiring two days later. Cached in the
 * process for the day. While Redis is unreachable the process uses a salt of its own for the day (a visitor
 * may then count once per process that day: a beacon never fails because of Redis).
 */
export class RedisDailySalts implements DailySalts {
  private readonly cache = new Map<string, Buffer>();
  private readonly fallback = new InMemoryDailySalts();

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'uwd:insights:salt:',
  ) {}

  async saltFor(day: string): Promise<Buffer> {
    const cached = this.cache.get(day);
    if (cached) return cached;
    const key = this.prefix + day;
    let stored: string | null;
    try {
      await this.redis.set(key, randomBytes(32).toString('base64'), 'EX', DEDUPE_TTL_SECONDS, 'NX');
      stored = await this.redis.get(key);
    } catch {
      return this.fallback.saltFor(day);
    }
    if (!stored) return this.fallback.saltFor(day);
    const salt = Buffer.from(stored, 'base64');
    if (this.cache.size > 2) this.cache.clear();
    this.cache.set(day, salt);
    return salt;
  }
}
