import type { Knex } from 'knex';
import type { ContactMessageRepository } from '../../../application/ports/contact-message-repository.ts';
import { KnexContactMessageRepository } from '../../../adapters/persistence/knex/repositories/knex-contact-message-repository.ts';
import { contactRoutes } from '../../../adapters/http/routes/contact.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** The contact form, the admin's inbox, and granting a listing claimed through it. */
export const contactModule: AppModule = {
  bind(c) {
    c.bind<ContactMessageRepository>(TOKENS.ContactMessageRepository).toResolvedValue((knex: Knex) => new KnexContactMessageRepository(knex), [TOKENS.Knex]);
  },

  routes(_c, config, use) {
    return [{ path: '/contact', routes: contactRoutes(use, { trustProxy: config.trustProxy }) }];
  },
};
