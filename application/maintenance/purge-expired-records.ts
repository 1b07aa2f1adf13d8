import type { Clock } from '../ports/clock.ts';
import type { Logger } from '../ports/logger.ts';
import type { MaintenanceRepository, PurgeCounts } from '../ports/maintenance-repository.ts';

const DAY = 24 * 60 * 60 * 1000;
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The hourly sweep: login links and callback codes a day past expiry, sessions ended (expired or
 * revoked) 30 days ago, outbox rows dispatched 7 days ago, abandoned uploads. Keeps tables small and
 * leaves nothing secret lying around longer than needed.
 */
export class PurgeExpiredRecords {
  constructor(
    private readonly repo: MaintenanceRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<PurgeCounts> {
    const now = this.clock.now().getTime();
    const counts = await this.repo.purge({
      expired: new Date(now - DAY),
      sessionsEnded: new Date(now - 30 * DAY),
      outboxDispatched: new Date(now - 7 * DAY),
    });
    if (Object.values(counts).some((n) => n > 0)) this.logger.info('Purged expired records', { ...counts });
    return counts;
  }
}
