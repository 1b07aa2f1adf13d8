import type { PortName } from '../../application/wiring.ts';

/**
 * Explicit inversify tokens for ports and process-wide adapters only (esbuild emits no decorator metadata,
 * so nothing is injected by type). Use cases name their ports by these keys in `static inject` and are resolved by their class (ADR 12).
 */
export const TOKENS = {
  Config: Symbol.for('Config'),
  /** The settings use cases read (UseCaseSettings), taken from the config. */
  Settings: Symbol.for('Settings'),
  Logger: Symbol.for('Logger'),
  Metrics: Symbol.for('Metrics'),
  Knex: Symbol.for('Knex'),
  Clock: Symbol.for('Clock'),
  IdGenerator: Symbol.for('IdGenerator'),
  Secrets: Symbol.for('Secrets'),
  FormTokens: Symbol.for('FormTokens'),
  RateLimiter: Symbol.for('RateLimiter'),
  FileStorage: Symbol.for('FileStorage'),
  ImageProcessor: Symbol.for('ImageProcessor'),
  RichTextSanitizer: Symbol.for('RichTextSanitizer'),
  Mailer: Symbol.for('Mailer'),
  EmailRenderer: Symbol.for('EmailRenderer'),
  JobQueue: Symbol.for('JobQueue'),
  HealthProbes: Symbol.for('HealthProbes'),
  UnitOfWork: Symbol.for('UnitOfWork'),
  // Repositories (read side and the non-transactional ones).
  CategoryRepository: Symbol.for('CategoryRepository'),
  VendorRepository: Symbol.for('VendorRepository'),
  VendorSearch: Symbol.for('VendorSearch'),
  FilterRepository: Symbol.for('FilterRepository'),
  ReviewRepository: Symbol.for('ReviewRepository'),
  ReviewReportReads: Symbol.for('ReviewReportReads'),
  ContactMessageRepository: Symbol.for('ContactMessageRepository'),
  UserRepository: Symbol.for('UserRepository'),
  LoginTokenRepository: Symbol.for('LoginTokenRepository'),
  AuthCodeRepository: Symbol.for('AuthCodeRepository'),
  SessionRepository: Symbol.for('SessionRepository'),
  OutboxStore: Symbol.for('OutboxStore'),
  MailDeliveryLog: Symbol.for('MailDeliveryLog'),
  AdminReadRepository: Symbol.for('AdminReadRepository'),
  MaintenanceRepository: Symbol.for('MaintenanceRepository'),
  InquiryRepository: Symbol.for('InquiryRepository'),
  InquiryInbox: Symbol.for('InquiryInbox'),
  InquiryModeration: Symbol.for('InquiryModeration'),
  SavedReplyRepository: Symbol.for('SavedReplyRepository'),
  RankingRepository: Symbol.for('RankingRepository'),
  AwardRepository: Symbol.for('AwardRepository'),
  EventCounter: Symbol.for('EventCounter'),
  VisitorKeys: Symbol.for('VisitorKeys'),
  ActiveListings: Symbol.for('ActiveListings'),
  InsightsRepository: Symbol.for('InsightsRepository'),
  AvailabilityRepository: Symbol.for('AvailabilityRepository'),
  BillingProcessor: Symbol.for('BillingProcessor'),
  // The HTTP adapter and what it shares between processes.
  HttpApp: Symbol.for('HttpApp'),
  PublicReadCache: Symbol.for('PublicReadCache'),
  RequestRedis: Symbol.for('RequestRedis'),
  CacheBroadcast: Symbol.for('CacheBroadcast'),
  Closers: Symbol.for('Closers'),
} as const;

// Every port a use case may name in its `inject` has a token here (a compile error otherwise).
TOKENS satisfies Record<PortName, symbol>;
