import type { Knex } from 'knex';
import type { InquiryInbox, InquiryModeration, InquiryRepository, SavedReplyRepository } from '../../../application/ports/inquiry-repository.ts';
import { KnexInquiryRepository, KnexSavedReplyRepository } from '../../../adapters/persistence/knex/repositories/knex-inquiry-repository.ts';
import { inquiryRoutes } from '../../../adapters/http/routes/inquiries.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** Couples reach vendors (issue 17): inquiries, their threads, the vendor's inbox and saved replies, the held list. */
export const inquiriesModule: AppModule = {
  bind(c) {
    // One knex repository serves the conversation, the inbox reads and the admins' held list.
    c.bind<KnexInquiryRepository>(KnexInquiryRepository).toResolvedValue((knex: Knex) => new KnexInquiryRepository(knex), [TOKENS.Knex]);
    c.bind<InquiryRepository>(TOKENS.InquiryRepository).toService(KnexInquiryRepository);
    c.bind<InquiryInbox>(TOKENS.InquiryInbox).toService(KnexInquiryRepository);
    c.bind<InquiryModeration>(TOKENS.InquiryModeration).toService(KnexInquiryRepository);
    c.bind<SavedReplyRepository>(TOKENS.SavedReplyRepository).toResolvedValue((knex: Knex) => new KnexSavedReplyRepository(knex), [TOKENS.Knex]);
  },

  routes(_c, config, use) {
    return [{ path: '/', routes: inquiryRoutes(use, { trustProxy: config.trustProxy }) }];
  },
};
