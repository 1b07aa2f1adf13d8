import { Redis } from 'ioredis';

/**
 * An ioredis client for request-time work (rate limits, cache broadcasts). Commands wait for the connection
 * at start, but never more than a second: while Redis is down a request is not held waiting for it.
 */
export const requestTimeRedis = (url: string, name: string): Redis =>
  new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectionName: name });

/** A subscriber connection: it reconnects and resubscribes on its own after an outage. */
export const subscriberRedis = (url: string, name: string): Redis => new Redis(url, { maxRetriesPerRequest: null, connectionName: name });
