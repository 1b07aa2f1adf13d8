import type { ApplicationRepository, PaymentMethodRepository } from './application-repository.ts';
import type { LoginTokenRepository, SessionRepository } from './auth-repositories.ts';
import type { ContactMessageRepository } from './contact-message-repository.ts';
import type { FilterWriteRepository } from './filter-repository.ts';
import type { ReviewWriteRepository } from './review-repository.ts';
import type { ReviewReportRepository } from './review-report-repository.ts';
import type { ReviewPhotoWriteRepository } from './review-photo-repository.ts';
import type { OutboxWriter } from './outbox.ts';
import type { UserRepository, VendorOwnershipRepository } from './user-repository.ts';
import type { ListingWriteRepository } from './listing-write-repository.ts';
import type { SubscriptionRepository, UpgradeRequestRepository } from './subscription-repository.ts';
import type { BillingRepository } from './billing-repository.ts';
import type { InquiryModeration, InquiryRepository, InquirySweeps, RememberedBrowserRepository } from './inquiry-repository.ts';
import type { ShortlistLinkRepository } from './shortlist-link-repository.ts';
import type { ReviewRequestRepository } from './review-request-repository.ts';

/** Repositories bound to one transaction. */
export interface TransactionalRepositories {
  users: UserRepository;
  loginTokens: LoginTokenRepository;
  /** Sessions, so a change can end them in its own transaction (a deactivated or deleted listing's owner). */
  sessions: SessionRepository;
  contactMessages: ContactMessageRepository;
  outbox: OutboxWriter;
  applications: ApplicationRepository;
  paymentMethods: PaymentMethodRepository;
  ownership: VendorOwnershipRepository;
  listings: ListingWriteRepository;
  subscriptions: SubscriptionRepository;
  upgradeRequests: UpgradeRequestRepository;
  /** The processor's customers, invoices and events we mirror (issue 37). */
  billing: BillingRepository;
  filters: FilterWriteRepository;
  reviews: ReviewWriteRepository;
  /** A vendor's reports of reviews and the admin's decisions (issue 40 §4). */
  reviewReports: ReviewReportRepository;
  /** A couple's review photo uploads and the photos stored with a review (issue 40 §3). */
  reviewPhotos: ReviewPhotoWriteRepository;
  /** A couple's inquiries and their threads (issue 17). */
  inquiries: InquiryRepository;
  inquiryModeration: InquiryModeration;
  inquirySweeps: InquirySweeps;
  rememberedBrowsers: RememberedBrowserRepository;
  /** A couple's shortlist links (issue 39), stored with the email that carries one (the outbox). */
  shortlistLinks: ShortlistLinkRepository;
  /** A vendor's review requests and the unsubscribe list (issue 40 §1). */
  reviewRequests: ReviewRequestRepository;
}

/** The names of the transactional repositories. */
export type RepoName = keyof TransactionalRepositories;

/** Only the named repositories of one transaction: what a use case or a transactional step may touch. */
export type Repos<K extends RepoName> = Pick<TransactionalRepositories, K>;

/**
 * Runs work in one database transaction: all of it is stored, or none of it. A use case names the
 * repositories it uses (`UnitOfWork<'listings' | 'outbox'>`), so its constructor says what it touches and a
 * test fake hands it exactly those; the knex unit of work, which yields them all, fits every narrowing.
 */
export interface UnitOfWork<K extends RepoName = RepoName> {
  run<T>(work: (repos: Repos<K>) => Promise<T>): Promise<T>;
}
