import type { Knex } from 'knex';
import type { MaintenanceRepository, PurgeCounts } from '../../../../application/ports/maintenance-repository.ts';

export class KnexMaintenanceRepository implements MaintenanceRepository {
  constructor(private readonly knex: Knex) {}

  async purge(before: { expired: Date; sessionsEnded: Date; outboxDispatched: Date }): Promise<PurgeCounts> {
    const k = this.knex;
    return {
      loginTokens: await k('login_tokens').where('expires_at', '<', before.expired).delete(),
      authCodes: await k('auth_codes').where('expires_at', '<', before.expired).delete(),
      sessions: await k('sessions')
        .where((w) => w.where('expires_at', '<', before.sessionsEnded).orWhere('revoked_at', '<', before.sessionsEnded))
        .delete(),
      outbox: await k('outbox').whereNotNull('dispatched_at').where('dispatched_at', '<', before.outboxDispatched).delete(),
      photoUploads: await k('photo_uploads').where('expires_at', '<', before.expired).delete(),
    };
  }
}
