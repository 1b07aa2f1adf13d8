import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { countedPair, DEDUPE_TTL_SECONDS, MIN_FLUSH_INTERVAL_MS, VISITOR_DAILY_BUDGET, type DailyCount } from '../../domain/insights/counting.ts';
import { EVENT_KINDS, type EventKind } from '../../domain/insights/insights-api.ts';
import type { EventCounter, EventHit } from '../../application/ports/insights.ts';
import type { Logger } from '../../application/ports/logger.ts';
import { InMemoryDailySalts, type DailySalts } from '../insights/hmac-visitor-keys.ts';

/**
 * The hits of one visitor and day: KEYS[2] is the set of the (vendor, kind) pairs this visitor counted that
 * day. For each pair (ARGV[3..] are (pair, field) pairs), while the set holds fewer than ARGV[2] (the
 * visitor's budget): SADD it; when it was new, add 1 to its field of the pending hash (KEYS[1]). The set
 * expires ARGV[1] seconds after its last new pair. Atomic: two processes never spend one budget twice.
 */
const RECORD = `
local added = 0
local n = redis.call('SCARD', KEYS[2])
local budget = tonumber(ARGV[2])
for i = 3, #ARGV - 1, 2 do
  if n >= budget then break end
  if redis.call('SADD', KEYS[2], ARGV[i]) == 1 then
    n = n + 1
    redis.call('HINCRBY', KEYS[1], ARGV[i + 1], 1)
    added = added + 1
  end
end
if added > 0 then redis.call('EXPIRE', KEYS[2], ARGV[1]) end
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
 * The production profile's buffer, shared by every API process through Redis: one set per visitor and day
 * (the day and the visitor key — a salted hash of the address — name it; its members are `vendor|kind`)
 * lives two days and holds at most the visitor's daily budget; the pending counts are one hash,
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
    private readonly options: { prefix?: string; minIntervalMs?: number; maxKeysPerVisitor?: number } = {},
  ) {
    const prefix = options.prefix ?? 'uwd:insights:';
    this.pendingKey = `${prefix}pending`;
    this.lockKey = `${prefix}flush-lock`;
  }

  private seenKey(day: string, visitorKey: string): string {
    return `${this.options.prefix ?? 'uwd:insights:'}seen:${day}|${visitorKey}`;
  }

  async record(day: string, visitorKey: string, hits: readonly EventHit[]): Promise<number> {
    if (hits.length === 0) return 0;
    const args = hits.flatMap((h) => [countedPair(h.vendorId, h.kind), `${h.vendorId}|${day}|${h.kind}`]);
    const budget = String(this.options.maxKeysPerVisitor ?? VISITOR_DAILY_BUDGET);
    try {
      return Number(await this.redis.eval(RECORD, 2, this.pendingKey, this.seenKey(day, visitorKey), String(DEDUPE_TTL_SECONDS), budget, ...args));
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
