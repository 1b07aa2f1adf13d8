import type { AdminReadRepository } from './ports/admin-repositories.ts';
import type { AuthCodeRepository, LoginTokenRepository, SessionRepository } from './ports/auth-repositories.ts';
import type { CategoryRepository } from './ports/category-repository.ts';
import type { Clock } from './ports/clock.ts';
import type { ContactMessageRepository } from './ports/contact-message-repository.ts';
import type { EmailRenderer } from './ports/email-renderer.ts';
import type { FileStorage } from './ports/file-storage.ts';
import type { FilterRepository } from './ports/filter-repository.ts';
import type { FormTokens } from './ports/form-tokens.ts';
import type { IdGenerator } from './ports/id-generator.ts';
import type { ImageProcessor } from './ports/image-processor.ts';
import type { ActiveListings, EventCounter, InsightsRepository, VisitorKeys } from './ports/insights.ts';
import type { InquiryInbox, InquiryModeration, InquiryRepository, SavedReplyRepository } from './ports/inquiry-repository.ts';
import type { JobQueue } from './ports/job-queue.ts';
import type { Logger } from './ports/logger.ts';
import type { Mailer } from './ports/mailer.ts';
import type { MaintenanceRepository } from './ports/maintenance-repository.ts';
import type { MailDeliveryLog, OutboxStore } from './ports/outbox.ts';
import type { RateLimiter } from './ports/rate-limiter.ts';
import type { ReviewRepository } from './ports/review-repository.ts';
import type { ReviewReportReads } from './ports/review-report-repository.ts';
import type { RichTextSanitizer } from './ports/rich-text-sanitizer.ts';
import type { Secrets } from './ports/secrets.ts';
import type { UnitOfWork } from './ports/unit-of-work.ts';
import type { UserRepository } from './ports/user-repository.ts';
import type { VendorRepository } from './ports/vendor-repository.ts';
import type { VendorSearch } from './ports/vendor-search.ts';
import type { RankingRepository } from './ports/ranking-repository.ts';
import type { AwardRepository } from './ports/award-repository.ts';
import type { AvailabilityRepository } from './ports/availability-repository.ts';
import type { BillingProcessor } from './ports/billing-processor.ts';

/** The deployment's settings a use case may read (the composition root fills them from the config). */
export interface UseCaseSettings {
  /** Where staff notifications go. */
  adminEmails: readonly string[];
  /** The site's own address, for links in emails. */
  publicBaseUrl: string;
  /** How many upgrade requests one account may send in an hour. */
  requestsPerHour: number;
}

/**
 * Every port a use case may name, by name (ADR 12). The composition root binds an adapter for each; a use
 * case lists the names it needs in `static inject`, in constructor order, and the container builds it from
 * them. Names, not framework tokens or decorators: the application layer stays free of inversify.
 */
export interface Ports {
  AdminReadRepository: AdminReadRepository;
  AuthCodeRepository: AuthCodeRepository;
  CategoryRepository: CategoryRepository;
  Clock: Clock;
  ContactMessageRepository: ContactMessageRepository;
  EmailRenderer: EmailRenderer;
  FileStorage: FileStorage;
  FilterRepository: FilterRepository;
  FormTokens: FormTokens;
  IdGenerator: IdGenerator;
  ImageProcessor: ImageProcessor;
  InquiryInbox: InquiryInbox;
  InquiryModeration: InquiryModeration;
  InquiryRepository: InquiryRepository;
  JobQueue: JobQueue;
  Logger: Logger;
  LoginTokenRepository: LoginTokenRepository;
  MailDeliveryLog: MailDeliveryLog;
  Mailer: Mailer;
  MaintenanceRepository: MaintenanceRepository;
  OutboxStore: OutboxStore;
  RateLimiter: RateLimiter;
  ReviewRepository: ReviewRepository;
  ReviewReportReads: ReviewReportReads;
  RichTextSanitizer: RichTextSanitizer;
  SavedReplyRepository: SavedReplyRepository;
  Secrets: Secrets;
  SessionRepository: SessionRepository;
  Settings: UseCaseSettings;
  UnitOfWork: UnitOfWork;
  UserRepository: UserRepository;
  VendorRepository: VendorRepository;
  VendorSearch: VendorSearch;
  RankingRepository: RankingRepository;
  AwardRepository: AwardRepository;
  EventCounter: EventCounter;
  VisitorKeys: VisitorKeys;
  ActiveListings: ActiveListings;
  InsightsRepository: InsightsRepository;
  AvailabilityRepository: AvailabilityRepository;
  /** The payment processor (issue 37): Stripe in production, the local test processor by default. */
  BillingProcessor: BillingProcessor;
}

export type PortName = keyof Ports;

/** What a use case (or a transactional step it shares) is built from: ports by name, and steps by class. */
export type Dependency = PortName | Injectable;

/** A class the container can build: its constructor's arguments, named in order by `inject`. */
export interface Injectable<T = unknown> {
  new (...args: never[]): T;
  readonly inject: readonly Dependency[];
}

type Resolved<D> = D extends PortName ? Ports[D] : D extends Injectable<infer T> ? T : never;
type ResolvedAll<I extends readonly unknown[]> = { -readonly [K in keyof I]: Resolved<I[K]> };

/**
 * The class itself when what its `inject` names fits its constructor, argument by argument; `never`
 * otherwise, so resolving a miswired class is a compile error where it is resolved.
 */
export type Wired<C extends Injectable> = C extends new (...args: infer A) => unknown ? (ResolvedAll<C['inject']> extends A ? C : never) : never;

/** Resolves a use case by its class (routes, jobs and tests are given one of these). */
export type UseCases = <C extends Injectable>(type: C & Wired<C>) => InstanceType<C>;

/** The instances of a route group's use cases, by the names its handlers call them. */
export type UseCaseInstances<M> = { [K in keyof M]: M[K] extends Injectable<infer T> ? T : never };

/**
 * Resolves a map of use-case classes at once (a route group names the use cases it calls beside its
 * handlers, so a new one touches that file only); each class is checked against its `inject` like `use`.
 */
export const resolveAll = <M extends { [K in keyof M]: Injectable }>(use: UseCases, classes: { [K in keyof M]: M[K] & Wired<M[K]> }): UseCaseInstances<M> => {
  const instances: Partial<Record<keyof M, unknown>> = {};
  for (const name of Object.keys(classes) as Array<keyof M>) instances[name] = use(classes[name] as never);
  return instances as UseCaseInstances<M>;
};
