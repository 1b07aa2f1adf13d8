import type { UnavailableKind } from '../../domain/availability/availability.ts';
import type { User } from '../../domain/identity/user.ts';
import { fitHints, type FitHint } from '../../domain/inquiries/fit-hints.ts';
import { canVendorSetStatus, SAVED_REPLY_LIMITS, statusAfterVendorReply, type Inquiry, type InquiryMessage, type InquiryStatus, type SavedReply } from '../../domain/inquiries/inquiry.ts';
import { INBOX_NOT_YOURS, notAvailableReply } from '../../domain/inquiries/inquiry-words.ts';
import { medianFirstReply, replyTimeWindowStart, type ReplyTimeSummary } from '../../domain/inquiries/timing.ts';
import type { VendorCore } from '../../domain/listings/vendor.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { AvailabilityRepository } from '../ports/availability-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { InquiryInbox, InquiryRepository, InquiryWithMessage, SavedReplyRepository } from '../ports/inquiry-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { aboutInquiry, newThreadLink } from './inquiry-mail.ts';

export const INBOX_PAGE_SIZE = 20;
export const INQUIRY_NOT_FOUND = 'Inquiry not found';

/**
 * The listing whose inbox this user may read: its owner only, not an admin (a couple wrote to the vendor).
 * 404 for a listing that does not exist, 403 for anyone else's.
 */
const ownListing = async (vendors: VendorRepository, user: User, vendorId: string): Promise<VendorCore> => {
  const vendor = await vendors.findCoreBySlugOrId(vendorId);
  if (!vendor) throw new DomainError('VENDOR_NOT_FOUND', 'VendorCore not found');
  if (user.vendorId !== vendor.id && vendor.ownerUserId !== user.id) throw new DomainError('FORBIDDEN', INBOX_NOT_YOURS);
  return vendor;
};

type DateMarks = ReadonlyMap<string, UnavailableKind>;

const hintsFor = (vendor: VendorCore, inquiry: Pick<Inquiry, 'guestCount' | 'budget' | 'weddingDate'>, marks: DateMarks): FitHint[] =>
  fitHints(inquiry, { category: vendor.category.slug, capacity: vendor.capacity, startingPrice: vendor.startingPrice }, (inquiry.weddingDate && marks.get(inquiry.weddingDate)) || null);

/**
 * The vendor's calendar marks on these inquiries' dates (one read from the first date to the last; none when
 * no inquiry has a date), for the hint 'You marked {date} as booked on your calendar'.
 */
const marksOn = async (availability: AvailabilityRepository, vendorId: string, inquiries: readonly Pick<Inquiry, 'weddingDate'>[]): Promise<DateMarks> => {
  const days = inquiries.map((i) => i.weddingDate).filter((d): d is string => d !== null).sort();
  if (days.length === 0) return new Map();
  const marks = await availability.marksBetween(vendorId, days[0]!, days.at(-1)!);
  return new Map(marks.map((m) => [m.day, m.kind]));
};

export interface InboxSummary {
  unread: number;
  counts: Record<InquiryStatus, number>;
  replyTime: ReplyTimeSummary;
}

const summaryOf = async (inbox: InquiryInbox, vendorId: string, now: Date): Promise<InboxSummary> => {
  const [unread, counts, pairs] = await Promise.all([inbox.unreadCount(vendorId), inbox.countsByStatus(vendorId), inbox.replyTimePairs(vendorId, replyTimeWindowStart(now))]);
  return { unread, counts, replyTime: medianFirstReply(pairs, now) };
};

export interface InboxPage {
  vendor: VendorCore;
  page: Page<InquiryWithMessage & { fitHints: FitHint[] }>;
  summary: InboxSummary;
}

/** GET /api/vendors/{id}/inquiries: newest first, by status, paged, with the fit hints and the summary. */
export class ListInbox {
  static readonly inject = ['VendorRepository', 'InquiryInbox', 'AvailabilityRepository', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly inbox: InquiryInbox,
    private readonly availability: AvailabilityRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string, query: { status?: InquiryStatus | undefined; page: number }): Promise<InboxPage> {
    const vendor = await ownListing(this.vendors, user, vendorId);
    const [page, summary] = await Promise.all([
      this.inbox.page(vendor.id, { ...(query.status ? { status: query.status } : {}), page: query.page, limit: INBOX_PAGE_SIZE }),
      summaryOf(this.inbox, vendor.id, this.clock.now()),
    ]);
    const marks = await marksOn(this.availability, vendor.id, page.items);
    return { vendor, page: { ...page, items: page.items.map((i) => ({ ...i, fitHints: hintsFor(vendor, i, marks) })) }, summary };
  }
}

/** GET /api/vendors/{id}/inquiries/summary: the dashboard's badge and the reply-time figure. */
export class GetInboxSummary {
  static readonly inject = ['VendorRepository', 'InquiryInbox', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly inbox: InquiryInbox,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string): Promise<InboxSummary> {
    const vendor = await ownListing(this.vendors, user, vendorId);
    return summaryOf(this.inbox, vendor.id, this.clock.now());
  }
}

export interface OpenedInquiry {
  vendor: VendorCore;
  inquiry: Inquiry;
  firstMessage: string;
  messages: InquiryMessage[];
  fitHints: FitHint[];
}

const opened = async (inquiries: Pick<InquiryRepository, 'messages'>, vendor: VendorCore, inquiry: Inquiry, marks: DateMarks): Promise<OpenedInquiry> => {
  const messages = await inquiries.messages(inquiry.id);
  return { vendor, inquiry, firstMessage: messages[0]?.body ?? '', messages, fitHints: hintsFor(vendor, inquiry, marks) };
};

/** GET /api/vendors/{id}/inquiries/{inquiryId}: one inquiry and its conversation; opening it marks it read. */
export class OpenInquiry {
  static readonly inject = ['VendorRepository', 'InquiryRepository', 'AvailabilityRepository', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly inquiries: InquiryRepository,
    private readonly availability: AvailabilityRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string, inquiryId: string): Promise<OpenedInquiry> {
    const vendor = await ownListing(this.vendors, user, vendorId);
    const inquiry = await this.inquiries.findDeliveredForVendor(vendor.id, inquiryId);
    if (!inquiry) throw new DomainError('NOT_FOUND', INQUIRY_NOT_FOUND);
    const now = this.clock.now();
    if (inquiry.vendorUnread) await this.inquiries.markReadByVendor(inquiry.id, now);
    const marks = await marksOn(this.availability, vendor.id, [inquiry]);
    return opened(this.inquiries, vendor, { ...inquiry, vendorUnread: false, vendorReadAt: inquiry.vendorUnread ? now : inquiry.vendorReadAt }, marks);
  }
}

/**
 * The vendor's answer ('Send Reply', or the kind decline of 'Not Available'): stored in the thread, the
 * status moved on, and 'New reply from {vendor name}' queued to the couple with a fresh thread link, in one
 * transaction. A thread the couple closed or deleted takes no reply.
 */
export class ReplyToInquiry {
  static readonly inject = ['VendorRepository', 'AvailabilityRepository', 'UnitOfWork', 'Secrets', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly availability: AvailabilityRepository,
    private readonly uow: UnitOfWork<'inquiries' | 'outbox'>,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { publicBaseUrl: string },
  ) {}

  async execute(user: User, vendorId: string, inquiryId: string, change: { body: string } | { status: 'booked' | 'not_available' }): Promise<OpenedInquiry> {
    const vendor = await ownListing(this.vendors, user, vendorId);
    const now = this.clock.now();
    // The calendar is read after the transaction: SQLite has one connection, which the transaction holds.
    const answer = await this.uow.run(async (r) => {
      const inquiry = await r.inquiries.findDeliveredForVendor(vendor.id, inquiryId);
      if (!inquiry) throw new DomainError('NOT_FOUND', INQUIRY_NOT_FOUND);
      if (inquiry.status === 'closed' || !inquiry.email) throw new DomainError('CONFLICT', 'The couple closed this conversation.');
      const next: InquiryStatus = 'body' in change ? statusAfterVendorReply(inquiry.status) : change.status;
      if (!('body' in change) && !canVendorSetStatus(inquiry.status, next)) throw new DomainError('CONFLICT', 'The couple closed this conversation.');
      // The decline goes once: a second 'Not Available' (a double click) sends the couple nothing more.
      const decline = !('body' in change) && change.status === 'not_available' && inquiry.status !== 'not_available';
      const body = 'body' in change ? change.body : decline ? notAvailableReply(vendor.name, inquiry.coupleName, inquiry.weddingDate) : null;
      let updated: Inquiry = { ...inquiry, status: next, vendorUnread: false };
      if (body !== null) {
        const message: InquiryMessage = { id: this.ids.next(), inquiryId: inquiry.id, author: 'vendor', body, createdAt: now };
        await r.inquiries.appendMessage(message);
        const threadToken = await newThreadLink(r, this.secrets, this.ids, now, inquiry.id);
        await r.outbox.add(
          outboxEmail(this.ids.next(), now, {
            template: 'inquiry-reply',
            to: inquiry.email,
            data: { vendorName: vendor.name, coupleName: inquiry.coupleName, message: body, threadLink: `${this.options.publicBaseUrl}/inquiries/${threadToken}` },
            idempotencyKey: `inquiry-reply:${message.id}`,
          }, { about: aboutInquiry(inquiry.id) }),
        );
        updated = { ...updated, lastMessageAt: now, lastMessageBy: 'vendor', firstRepliedAt: inquiry.firstRepliedAt ?? now };
      }
      if (next !== inquiry.status) await r.inquiries.setStatus(inquiry.id, next, now);
      return opened(r.inquiries, vendor, updated, new Map());
    });
    const marks = await marksOn(this.availability, vendor.id, [answer.inquiry]);
    return { ...answer, fitHints: hintsFor(vendor, answer.inquiry, marks) };
  }
}

/** Saved replies the vendor reuses in the reply box (at most 50 a listing). */
export class ManageSavedReplies {
  static readonly inject = ['VendorRepository', 'SavedReplyRepository', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly replies: SavedReplyRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async list(user: User, vendorId: string): Promise<SavedReply[]> {
    const vendor = await ownListing(this.vendors, user, vendorId);
    return this.replies.list(vendor.id);
  }

  async create(user: User, vendorId: string, input: { title: string; body: string }): Promise<SavedReply> {
    const vendor = await ownListing(this.vendors, user, vendorId);
    if ((await this.replies.count(vendor.id)) >= SAVED_REPLY_LIMITS.perVendor) {
      throw new DomainError('CONFLICT', `You can keep up to ${SAVED_REPLY_LIMITS.perVendor} saved replies. Delete one to add another.`);
    }
    const now = this.clock.now();
    const reply: SavedReply = { id: this.ids.next(), vendorId: vendor.id, title: input.title, body: input.body, createdAt: now, updatedAt: now };
    await this.replies.create(reply);
    return reply;
  }

  async update(user: User, vendorId: string, replyId: string, input: { title: string; body: string }): Promise<SavedReply> {
    const vendor = await ownListing(this.vendors, user, vendorId);
    if (!(await this.replies.update(vendor.id, replyId, input, this.clock.now()))) throw new DomainError('NOT_FOUND', 'Saved reply not found');
    return (await this.replies.find(vendor.id, replyId))!;
  }

  async remove(user: User, vendorId: string, replyId: string): Promise<void> {
    const vendor = await ownListing(this.vendors, user, vendorId);
    if (!(await this.replies.delete(vendor.id, replyId))) throw new DomainError('NOT_FOUND', 'Saved reply not found');
  }
}
