import type { Knex } from 'knex';
import { GrantClaim, ListContactMessages, UpdateContactStatus } from '../../../application/admin/contact-messages.ts';
import { SubmitContactMessage } from '../../../application/contact/submit-contact-message.ts';
import { OwnerProvisioning } from '../../../application/identity/provision-vendor-owner.ts';
import type { ContactMessageRepository } from '../../../application/ports/contact-message-repository.ts';
import { KnexContactMessageRepository } from '../../../adapters/persistence/knex/repositories/knex-contact-message-repository.ts';
import { contactRoutes } from '../../../adapters/http/routes/contact.ts';
import { TOKENS } from '../tokens.ts';
import { bindClass, type AppModule } from './module.ts';

/** The contact form, the admin's inbox, and granting a listing claimed through it. */
export const contactModule: AppModule = {
  bind(c, config) {
    c.bind<ContactMessageRepository>(TOKENS.ContactMessageRepository).toResolvedValue((knex: Knex) => new KnexContactMessageRepository(knex), [TOKENS.Knex]);
    c.bind(SubmitContactMessage).toDynamicValue(
      (ctx) =>
        new SubmitContactMessage(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), { adminEmails: config.adminEmails }),
    );
    bindClass(c, ListContactMessages, [TOKENS.AdminReadRepository]);
    bindClass(c, UpdateContactStatus, [TOKENS.UnitOfWork, TOKENS.AdminReadRepository, TOKENS.Clock]);
    bindClass(c, GrantClaim, [TOKENS.UnitOfWork, OwnerProvisioning, TOKENS.AdminReadRepository, TOKENS.Clock]);
  },

  routes(c, config) {
    return [
      {
        path: '/contact',
        routes: contactRoutes({
          submitContactMessage: c.get(SubmitContactMessage),
          listContactMessages: c.get(ListContactMessages),
          updateContactStatus: c.get(UpdateContactStatus),
          trustProxy: config.trustProxy,
        }),
      },
    ];
  },
};
