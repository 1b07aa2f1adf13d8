import type { Knex } from 'knex';
import type { TransactionalRepositories, UnitOfWork } from '../../../application/ports/unit-of-work.ts';
import { KnexApplicationRepository, KnexPaymentMethodRepository } from './repositories/knex-application-repository.ts';
import { KnexLoginTokenRepository, KnexSessionRepository } from './repositories/knex-auth-repositories.ts';
import { KnexContactMessageRepository } from './repositories/knex-contact-message-repository.ts';
import { KnexOutboxStore } from './repositories/knex-outbox.ts';
import { KnexUserRepository, KnexVendorOwnershipRepository } from './repositories/knex-user-repository.ts';
import { KnexFilterWriteRepository } from './repositories/knex-filter-repository.ts';
import { KnexReviewWriteRepository } from './repositories/knex-review-repository.ts';
import { KnexReviewReportRepository } from './repositories/knex-review-report-repository.ts';
import { KnexReviewPhotoRepository } from './repositories/knex-review-photo-repository.ts';
import { KnexListingWriteRepository } from './repositories/knex-listing-write-repository.ts';
import { KnexSubscriptionRepository, KnexUpgradeRequestRepository } from './repositories/knex-subscription-repository.ts';
import { KnexBillingRepository } from './repositories/knex-billing-repository.ts';
import { KnexShortlistLinkRepository } from './repositories/knex-shortlist-link-repository.ts';
import { KnexReviewRequestRepository } from './repositories/knex-review-request-repository.ts';
import { KnexInquiryRepository, KnexRememberedBrowserRepository } from './repositories/knex-inquiry-repository.ts';
import { retriedTransaction } from './retried-transaction.ts';

/** One knex transaction; the repositories handed to the work all write through it. */
export class KnexUnitOfWork implements UnitOfWork {
  constructor(
    private readonly knex: Knex,
    private readonly newId: () => string,
  ) {}

  run<T>(work: (repos: TransactionalRepositories) => Promise<T>): Promise<T> {
    return retriedTransaction(this.knex, (trx) =>
      work({
        users: new KnexUserRepository(trx),
        loginTokens: new KnexLoginTokenRepository(trx),
        sessions: new KnexSessionRepository(trx),
        contactMessages: new KnexContactMessageRepository(trx),
        outbox: new KnexOutboxStore(trx),
        applications: new KnexApplicationRepository(trx),
        paymentMethods: new KnexPaymentMethodRepository(trx),
        ownership: new KnexVendorOwnershipRepository(trx),
        listings: new KnexListingWriteRepository(trx),
        subscriptions: new KnexSubscriptionRepository(trx, this.newId),
        upgradeRequests: new KnexUpgradeRequestRepository(trx),
        billing: new KnexBillingRepository(trx, this.newId),
        filters: new KnexFilterWriteRepository(trx),
        reviews: new KnexReviewWriteRepository(trx),
        reviewReports: new KnexReviewReportRepository(trx),
        reviewPhotos: new KnexReviewPhotoRepository(trx),
        inquiries: new KnexInquiryRepository(trx),
        inquiryModeration: new KnexInquiryRepository(trx),
        inquirySweeps: new KnexInquiryRepository(trx),
        rememberedBrowsers: new KnexRememberedBrowserRepository(trx),
        shortlistLinks: new KnexShortlistLinkRepository(trx),
        reviewRequests: new KnexReviewRequestRepository(trx),
      }),
    );
  }
}
