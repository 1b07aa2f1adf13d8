import type { Knex } from 'knex';
import type { MaintenanceRepository } from '../../../application/ports/maintenance-repository.ts';
import { KnexMaintenanceRepository } from '../../../adapters/persistence/knex/repositories/knex-maintenance-repository.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** The scheduled purge of expired tokens, sessions, uploads and old mail records (its job runs in the worker). */
export const maintenanceModule: AppModule = {
  bind(c) {
    c.bind<MaintenanceRepository>(TOKENS.MaintenanceRepository).toResolvedValue((knex: Knex) => new KnexMaintenanceRepository(knex), [TOKENS.Knex]);
  },
};
