import type { Knex } from 'knex';
import { DeliverEmail } from '../../../application/mail/deliver-email.ts';
import { RelayOutbox } from '../../../application/mail/relay-outbox.ts';
import type { MailDeliveryLog, OutboxStore } from '../../../application/ports/outbox.ts';
import { KnexMailDeliveryLog, KnexOutboxStore } from '../../../adapters/persistence/knex/repositories/knex-outbox.ts';
import { TOKENS } from '../tokens.ts';
import { bindClass, type AppModule } from './module.ts';

/** The outbox and its relay to the queue, and the job that sends one email. */
export const mailModule: AppModule = {
  bind(c) {
    c.bind<OutboxStore>(TOKENS.OutboxStore).toResolvedValue((knex: Knex) => new KnexOutboxStore(knex), [TOKENS.Knex]);
    c.bind<MailDeliveryLog>(TOKENS.MailDeliveryLog).toResolvedValue((knex: Knex) => new KnexMailDeliveryLog(knex), [TOKENS.Knex]);
    bindClass(c, RelayOutbox, [TOKENS.OutboxStore, TOKENS.JobQueue, TOKENS.Clock, TOKENS.Logger]);
    bindClass(c, DeliverEmail, [TOKENS.MailDeliveryLog, TOKENS.Mailer, TOKENS.EmailRenderer, TOKENS.Clock]);
  },
};
