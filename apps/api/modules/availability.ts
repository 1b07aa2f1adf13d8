import type { Knex } from 'knex';
import type { AvailabilityRepository } from '../../../application/ports/availability-repository.ts';
import { KnexAvailabilityRepository } from '../../../adapters/persistence/knex/repositories/knex-availability-repository.ts';
import { availabilityRoutes } from '../../../adapters/http/routes/availability.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** Availability (issue 18): the vendor's calendar of marked days and the public read the inquiry form checks. */
export const availabilityModule: AppModule = {
  bind(c) {
    c.bind<AvailabilityRepository>(TOKENS.AvailabilityRepository).toResolvedValue((knex: Knex) => new KnexAvailabilityRepository(knex), [TOKENS.Knex]);
  },

  routes(_c, _config, use) {
    return [{ path: '/', routes: availabilityRoutes(use) }];
  },
};
