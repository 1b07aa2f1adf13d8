import type { Clock } from '../ports/clock.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { Logger } from '../ports/logger.ts';
import type { MaintenanceRepository, PurgeCounts } from '../ports/maintenance-repository.ts';
import { REVIEW_REQUEST_KEEP_MS } from '../../domain/reviews/review-request.ts';

const DAY = 24 * 60 * 60 * 1000;
export const PURGE_EVERY_MS = 60 * 60 * 1000;
/** How long after its URL expired an upload (pending or closed) and the file at its key are removed. */
export const UPLOAD_GRACE_MS = 60 * 60 * 1000;
/**
 * How long after its expiry or its use a 'Claim this listing to reply' link (issue 36) is deleted, and a
 * shortlist link (issue 39) after its expiry or its stop.
 */
export const LINK_GRACE_MS = DAY;
const UPLOAD_BATCH = 200;
const UPLOAD_BATCHES_PER_SWEEP = 10;

/**
 * The hourly sweep: login links and callback codes a day past expiry, sessions ended (expired or
 * revoked) 30 days ago, outbox rows dispatched 7 days ago, claim links a day past their expiry or their
 * use (issue 36), shortlist links a day past their expiry or their stop (issue 39), review requests 120 days after they were sent (issue 40), and uploads an hour past their URL's expiry — pending ones never confirmed and closed
 * ones alike — with the file at their key (DESIGN.md §6: pending
 * uploads expire with their stored files; whatever a late PUT left at a confirmed upload's key goes too).
 * Keeps tables and storage small and leaves nothing secret lying around longer than needed.
 */
export class PurgeExpiredRecords {
  static readonly inject = ['MaintenanceRepository', 'FileStorage', 'Clock', 'Logger'] as const;
  constructor(
    private readonly repo: MaintenanceRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<PurgeCounts> {
    const now = this.clock.now().getTime();
    const rows = await this.repo.purge({
      expired: new Date(now - DAY),
      sessionsEnded: new Date(now - 30 * DAY),
      outboxDispatched: new Date(now - 7 * DAY),
      linksEnded: new Date(now - LINK_GRACE_MS),
      reviewRequestsSent: new Date(now - REVIEW_REQUEST_KEEP_MS),
    });
    const counts: PurgeCounts = { ...rows, photoUploads: await this.purgeUploads(new Date(now - UPLOAD_GRACE_MS)) };
    if (Object.values(counts).some((n) => n > 0)) this.logger.info('Purged expired records', { ...counts });
    return counts;
  }

  /** Deletes each expired upload's file, then its row; a row whose file could not be deleted stays for the next sweep. */
  private async purgeUploads(before: Date): Promise<number> {
    let purged = 0;
    for (let batch = 0; batch < UPLOAD_BATCHES_PER_SWEEP; batch++) {
      const uploads = await this.repo.expiredUploads(before, UPLOAD_BATCH);
      const deleted: string[] = [];
      for (const u of uploads) {
        try {
          await this.storage.delete(u.storageKey);
          deleted.push(u.id);
        } catch (e) {
          this.logger.warn('could not delete the file of an expired upload', { key: u.storageKey, error: String(e) });
        }
      }
      purged += await this.repo.deleteUploads(deleted);
      if (uploads.length < UPLOAD_BATCH || deleted.length < uploads.length) break;
    }
    return purged;
  }
}
