import type { ApplicationRepository, PaymentMethodRepository } from './application-repository.ts';
import type { LoginTokenRepository, SessionRepository } from './auth-repositories.ts';
import type { ContactMessageRepository } from './contact-message-repository.ts';
import type { FilterWriteRepository } from './filter-repository.ts';
import type { ReviewWriteRepository } from './review-repository.ts';
import type { OutboxWriter } from './outbox.ts';
import type { UserRepository, VendorOwnershipRepository } from './user-repository.ts';
import type { ListingWriteRepository } from './listing-write-repository.ts';
import type { SubscriptionRepository, UpgradeRequestRepository } from './subscription-repository.ts';

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
  filters: FilterWriteRepository;
  reviews: ReviewWriteRepository;
}

/** Runs work in one database transaction: all of it is stored, or none of it. */
export interface UnitOfWork {
  run<T>(work: (repos: TransactionalRepositories) => Promise<T>): Promise<T>;
}
