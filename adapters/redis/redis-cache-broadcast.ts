import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../../application/ports/logger.ts';

export const CACHE_INVALIDATION_CHANNEL = 'uwd:public-cache:invalidate';

/**
 * Tells every API process that a write happened, so each empties its public read cache (ADR 6): with
 * several processes behind a load balancer, a write answered by one must not leave the others serving
 * the old read for 30 s. Each process ignores its own messages.
 */
export class RedisCacheBroadcast {
  private readonly origin = randomUUID();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly logger: Logger,
    private readonly channel = CACHE_INVALIDATION_CHANNEL,
  ) {}

  /** Calls `onRemoteInvalidation` whenever another process invalidates. */
  async listen(onRemoteInvalidation: () => void): Promise<void> {
    this.subscriber.on('error', (e: Error) => this.logger.debug('Redis (cache invalidations) connection error', { error: e.message }));
    this.subscriber.on('message', (channel: string, origin: string) => {
      if (channel === this.channel && origin !== this.origin) onRemoteInvalidation();
    });
    await this.subscriber.subscribe(this.channel);
  }

  /** Fire and forget: a failed publish is logged (the other processes' entries expire within the TTL). */
  publish(): void {
    this.publisher.publish(this.channel, this.origin).catch((e: unknown) => {
      this.logger.warn('Could not broadcast a cache invalidation', { error: e instanceof Error ? e.message : String(e) });
    });
  }

  /** Quits politely when connected; while reconnecting, drops the connection (nothing to flush). */
  async close(): Promise<void> {
    if (this.subscriber.status === 'ready') {
      await this.subscriber.quit().catch(() => this.subscriber.disconnect());
    } else {
      this.subscriber.disconnect();
    }
  }
}
