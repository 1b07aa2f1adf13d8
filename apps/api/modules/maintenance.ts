import type { Knex } from 'knex';
import { PurgeExpiredRecords } from '../../../application/maintenance/purge-expired-records.ts';
import type { MaintenanceRepository } from '../../../application/ports/maintenance-repository.ts';
import { KnexMaintenanceRepository } from '../../../adapters/persistence/knex/repositories/knex-maintenance-repository.ts';
import { TOKENS } from '../tokens.ts';
import { bindClass, type AppModule } from './module.ts';

/** The scheduled purge of expired tokens, sessions, uploads and old mail records. */
export const maintenanceModule: AppModule = {
  bind(c) {
    c.bind<MaintenanceRepository>(TOKENS.MaintenanceRepository).toResolvedValue((knex: Knex) => new KnexMaintenanceRepository(knex), [TOKENS.Knex]);
    bindClass(c, PurgeExpiredRecords, [TOKENS.MaintenanceRepository, TOKENS.FileStorage, TOKENS.Clock, TOKENS.Logger]);
  },
};
