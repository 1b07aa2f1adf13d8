import type { Knex } from 'knex';
import type { ExpiredUpload, MaintenanceRepository, PurgeCounts } from '../../../../application/ports/maintenance-repository.ts';

export class KnexMaintenanceRepository implements MaintenanceRepository {
  constructor(private readonly knex: Knex) {}

  async purge(before: { expired: Date; sessionsEnded: Date; outboxDispatched: Date; linksEnded: Date; reviewRequestsSent: Date }): Promise<Omit<PurgeCounts, 'photoUploads'>> {
    const k = this.knex;
    return {
      loginTokens: await k('login_tokens').where('expires_at', '<', before.expired).delete(),
      authCodes: await k('auth_codes').where('expires_at', '<', before.expired).delete(),
      sessions: await k('sessions')
        .where((w) => w.where('expires_at', '<', before.sessionsEnded).orWhere('revoked_at', '<', before.sessionsEnded))
        .delete(),
      outbox: await k('outbox').whereNotNull('dispatched_at').where('dispatched_at', '<', before.outboxDispatched).delete(),
      // Expired, or used (single use): neither opens anything again.
      claimLinks: await k('listing_claim_links')
        .where((w) => w.where('expires_at', '<', before.linksEnded).orWhere('consumed_at', '<', before.linksEnded))
        .delete(),
      // Expired, or stopped by the browser that made it: it opens nothing again.
      shortlistLinks: await k('shortlist_links')
        .where((w) => w.where('expires_at', '<', before.linksEnded).orWhere('stopped_at', '<', before.linksEnded))
        .delete(),
      // Sent before the cut-off: the link expired long ago and the vendor's list has shown its state.
      reviewRequests: await k('review_requests').where('created_at', '<', before.reviewRequestsSent).delete(),
    };
  }

  async expiredUploads(before: Date, limit: number): Promise<ExpiredUpload[]> {
    const rows = (await this.knex('photo_uploads').where('expires_at', '<', before).orderBy('expires_at').limit(limit).select('id', 'storage_key')) as Array<{ id: string; storage_key: string }>;
    return rows.map((r) => ({ id: String(r.id), storageKey: String(r.storage_key) }));
  }

  async deleteUploads(ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    return this.knex('photo_uploads').whereIn('id', ids).delete();
  }
}
