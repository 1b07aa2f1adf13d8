import type { Knex } from 'knex';
import type { MailDeliveryLog, OutboxStore } from '../../../application/ports/outbox.ts';
import { KnexMailDeliveryLog, KnexOutboxStore } from '../../../adapters/persistence/knex/repositories/knex-outbox.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** The outbox, relayed to the queue, and the log of sent mail the email job keeps (the jobs run in the worker). */
export const mailModule: AppModule = {
  bind(c) {
    c.bind<OutboxStore>(TOKENS.OutboxStore).toResolvedValue((knex: Knex) => new KnexOutboxStore(knex), [TOKENS.Knex]);
    c.bind<MailDeliveryLog>(TOKENS.MailDeliveryLog).toResolvedValue((knex: Knex) => new KnexMailDeliveryLog(knex), [TOKENS.Knex]);
  },
};
