import { Redis, type RedisOptions } from 'ioredis';

/**
 * Where Redis is: one server (REDIS_URL), or the primary that Sentinel names (REDIS_SENTINELS and
 * REDIS_SENTINEL_NAME), found through the sentinels on every (re)connect. The URL's user name, password,
 * database and rediss: scheme apply either way; with sentinels its host and port are not used.
 */
export interface RedisTarget {
  url: string;
  sentinel?: { name: string; hosts: Array<{ host: string; port: number }> };
}

/**
 * What a connection is for, which decides how it waits while Redis is away:
 * - `request`: rate limits and cache broadcasts at request time — a command waits at most a second;
 * - `subscriber`: a pub/sub listener — reconnects and resubscribes on its own, waits forever;
 * - `queue-producer`: BullMQ's Queue — fails fast (the outbox keeps the message);
 * - `queue-worker`: BullMQ's Worker — retries forever (DESIGN.md §9: `maxRetriesPerRequest: null`).
 */
export type RedisRole = 'request' | 'subscriber' | 'queue-producer' | 'queue-worker';

const ROLE_OPTIONS: Record<RedisRole, RedisOptions> = {
  request: { maxRetriesPerRequest: 1, commandTimeout: 1000 },
  subscriber: { maxRetriesPerRequest: null },
  'queue-producer': { maxRetriesPerRequest: 1, enableOfflineQueue: false },
  'queue-worker': { maxRetriesPerRequest: null, enableOfflineQueue: true },
};

const targetOf = (target: RedisTarget | string): RedisTarget => (typeof target === 'string' ? { url: target } : target);

/**
 * The one place that turns a RedisTarget into ioredis options; every Redis connection of the app (BullMQ's
 * included) is made from these, so a single server and Sentinel are chosen here alone.
 */
export const redisOptions = (target: RedisTarget | string, role: RedisRole, name?: string): RedisOptions => {
  const { url, sentinel } = targetOf(target);
  const u = new URL(url);
  const tls = u.protocol === 'rediss:';
  const where: RedisOptions = sentinel
    ? {
        sentinels: sentinel.hosts,
        name: sentinel.name,
        ...(tls ? { tls: {}, enableTLSForSentinelMode: true } : {}),
        // A primary that Sentinel demoted answers writes with READONLY: reconnect (asking the sentinels
        // again) and resend — the refused command did nothing.
        reconnectOnError: (e: Error) => (e.message.startsWith('READONLY') ? 2 : false),
      }
    : { host: u.hostname, port: u.port ? Number(u.port) : 6379, ...(tls ? { tls: {} } : {}) };
  return {
    ...where,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.pathname.length > 1 ? { db: Number(u.pathname.slice(1)) } : {}),
    ...(name ? { connectionName: name } : {}),
    ...ROLE_OPTIONS[role],
  };
};

/** A new ioredis client for `role` (see RedisRole). */
export const createRedis = (target: RedisTarget | string, role: RedisRole, name: string): Redis => new Redis(redisOptions(target, role, name));

/**
 * An ioredis client for request-time work (rate limits, cache broadcasts). Commands wait for the connection
 * at start, but never more than a second: while Redis is down a request is not held waiting for it.
 */
export const requestTimeRedis = (target: RedisTarget | string, name: string): Redis => createRedis(target, 'request', name);

/** A subscriber connection: it reconnects and resubscribes on its own after an outage. */
export const subscriberRedis = (target: RedisTarget | string, name: string): Redis => createRedis(target, 'subscriber', name);
