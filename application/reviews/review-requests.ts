import type { User } from '../../domain/identity/user.ts';
import { NOT_YOUR_LISTING } from '../../domain/listings/vendor-access.ts';
import type { VendorCore } from '../../domain/listings/vendor.ts';
import {
  planSend,
  REVIEW_REQUEST_DAYS,
  REVIEW_REQUEST_MESSAGES,
  REVIEW_REQUEST_REMINDER_MS,
  repeatWindowStart,
  requestDay,
  requestsLeftToday,
  reviewRequestExpiresAt,
  reviewRequestLinkProblem,
  reviewRequestLinkState,
  type Recipient,
  type RequestedReviewInput,
  type ReviewRequest,
  type SendReviewRequestsInput,
  type SkipReason,
} from '../../domain/reviews/review-request.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Logger } from '../ports/logger.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { ReviewPhotoAttachments } from './review-photos.ts';

/**
 * Review requests (issue 40 §1): the listing's owner asks Booked couples from the inbox, or clients it types,
 * for a review; each gets one email with a single-use link (60 days) and an unsubscribe link; one reminder
 * after 7 days if the link was not opened. A review written through the link is stored unpublished with
 * verifiedVia 'request' ('Verified client'). Rules in domain/reviews/review-request.ts.
 */

/** The pages the links open (the public remote). */
export const reviewLinkUrl = (baseUrl: string, token: string) => `${baseUrl}/reviews/write/${token}`;
export const unsubscribeLinkUrl = (baseUrl: string, token: string) => `${baseUrl}/reviews/unsubscribe/${token}`;

/** The outbox's `about` of a request's emails: they carry the client's address. */
export const aboutReviewRequest = (id: string): string => `review-request:${id}`;

/** How many of its latest requests the vendor's list shows. */
export const REVIEW_REQUEST_LIST_LIMIT = 200;

/**
 * The listing whose clients this user may ask: its owner only, as the inbox (the couples' and clients' emails
 * are the vendor's, not an admin's). 404 when it does not exist, 403 for anyone else.
 */
const ownListing = async (vendors: VendorRepository, user: User, vendorId: string): Promise<VendorCore> => {
  const vendor = await vendors.findCoreBySlugOrId(vendorId);
  if (!vendor) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
  if (user.vendorId !== vendor.id && vendor.ownerUserId !== user.id) throw new DomainError('FORBIDDEN', NOT_YOUR_LISTING);
  return vendor;
};

export interface SentReviewRequests {
  sent: Recipient[];
  skipped: Array<Recipient & { reason: SkipReason }>;
  leftToday: number;
}

/**
 * POST /api/vendors/{id}/review-requests. Picked inquiries must be this listing's, delivered and marked
 * 'Booked' (the couple's name and email are read from them), else a 400 and nothing sent. Emails already asked
 * by this listing within 90 days, or unsubscribed, are skipped and reported. More than the day's cap left → 429
 * with Retry-After (the next midnight in New York), nothing sent. Rows and emails are written in one transaction.
 */
export class SendReviewRequests {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'Secrets', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'reviewRequests' | 'inquiries' | 'outbox'>,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly settings: { publicBaseUrl: string },
  ) {}

  async execute(user: User, vendorId: string, input: SendReviewRequestsInput): Promise<SentReviewRequests> {
    const vendor = await ownListing(this.vendors, user, vendorId);
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      const recipients: Recipient[] = [];
      for (const id of input.inquiryIds) {
        const inquiry = await r.inquiries.findDeliveredForVendor(vendor.id, id);
        if (!inquiry || inquiry.status !== 'booked' || !inquiry.email) {
          throw new DomainError('VALIDATION_FAILED', REVIEW_REQUEST_MESSAGES.notBooked, { inquiryIds: REVIEW_REQUEST_MESSAGES.notBooked });
        }
        recipients.push({ name: inquiry.coupleName, email: inquiry.email, inquiryId: inquiry.id });
      }
      for (const c of input.clients) recipients.push({ name: c.name, email: c.email, inquiryId: null });

      const hashOf = new Map(recipients.map((p) => [p.email.trim().toLowerCase(), this.secrets.hash(p.email.trim().toLowerCase())]));
      const hashes = [...hashOf.values()];
      const unsubscribedHashes = await r.reviewRequests.unsubscribed(hashes);
      const lastByHash = await r.reviewRequests.lastAskedSince(vendor.id, hashes, repeatWindowStart(now));
      const unsubscribed = new Set<string>();
      const lastAskedAt = new Map<string, Date>();
      for (const [email, hash] of hashOf) {
        if (unsubscribedHashes.has(hash)) unsubscribed.add(email);
        const last = lastByHash.get(hash);
        if (last) lastAskedAt.set(email, last);
      }
      const plan = planSend(recipients, { unsubscribed, lastAskedAt }, now);

      const day = requestDay(now);
      const left = requestsLeftToday(await r.reviewRequests.countSentSince(vendor.id, day.start));
      if (plan.send.length > left) throw new RateLimitedError(REVIEW_REQUEST_MESSAGES.dailyCap, day.end.getTime() - now.getTime());

      for (const p of plan.send) await this.store(r, vendor, p, hashOf.get(p.email)!, now);
      return { sent: plan.send, skipped: plan.skipped, leftToday: left - plan.send.length };
    });
  }

  private async store(r: Repos<'reviewRequests' | 'outbox'>, vendor: VendorCore, p: Recipient, emailHash: string, now: Date): Promise<void> {
    const token = this.secrets.newToken();
    const request: ReviewRequest = {
      id: this.ids.next(),
      vendorId: vendor.id,
      clientName: p.name,
      email: p.email,
      emailHash,
      inquiryId: p.inquiryId,
      tokenHash: token.hash,
      createdAt: now,
      expiresAt: reviewRequestExpiresAt(now),
      openedAt: null,
      reviewedAt: null,
      reviewId: null,
      reminderSentAt: null,
      reminderTokenHash: null,
    };
    await r.reviewRequests.create(request);
    await r.outbox.add(
      outboxEmail(
        this.ids.next(),
        now,
        {
          template: 'review-request',
          to: p.email,
          data: {
            vendorName: vendor.name,
            clientName: p.name,
            link: reviewLinkUrl(this.settings.publicBaseUrl, token.token),
            unsubscribeLink: unsubscribeLinkUrl(this.settings.publicBaseUrl, token.token),
            expiresInDays: REVIEW_REQUEST_DAYS,
          },
          idempotencyKey: `review-request:${request.id}`,
        },
        { about: aboutReviewRequest(request.id) },
      ),
    );
  }
}

/** GET /api/vendors/{id}/review-requests: the listing's latest requests, newest first, and how many it may still send today. */
export class ListReviewRequests {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'reviewRequests'>,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string): Promise<{ vendor: VendorCore; requests: ReviewRequest[]; leftToday: number }> {
    const vendor = await ownListing(this.vendors, user, vendorId);
    const day = requestDay(this.clock.now());
    return this.uow.run(async (r) => ({
      vendor,
      requests: await r.reviewRequests.listForVendor(vendor.id, REVIEW_REQUEST_LIST_LIMIT),
      leftToday: requestsLeftToday(await r.reviewRequests.countSentSince(vendor.id, day.start)),
    }));
  }
}

/**
 * The request a link opens and its listing; unknown (or its listing gone) → 404. Read outside any
 * transaction (SQLite has one connection), so a caller's transaction re-checks what it changes.
 */
const requestByToken = async (uow: UnitOfWork<'reviewRequests'>, vendors: VendorRepository, secrets: Secrets, token: string): Promise<{ request: ReviewRequest; vendor: VendorCore }> => {
  const request = await uow.run((r) => r.reviewRequests.findByTokenHash(secrets.hash(token)));
  const vendor = request ? await vendors.findCoreBySlugOrId(request.vendorId) : null;
  if (!request || !vendor) throw new DomainError('NOT_FOUND', reviewRequestLinkProblem('unknown'));
  return { request, vendor };
};

/** A used or expired link: 410 with what happened. */
const assertOpen = (request: ReviewRequest, now: Date): void => {
  const state = reviewRequestLinkState(request, now);
  if (state !== 'open') throw new DomainError('GONE', reviewRequestLinkProblem(state));
};

export interface OpenedReviewRequest {
  vendor: VendorCore;
  clientName: string;
  expiresAt: Date;
}

/** GET /api/review-requests/{token}: the page behind the emailed link (records its first opening). */
export class OpenReviewRequest {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'reviewRequests'>,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<OpenedReviewRequest> {
    const now = this.clock.now();
    const { request, vendor } = await requestByToken(this.uow, this.vendors, this.secrets, token);
    assertOpen(request, now);
    await this.uow.run((r) => r.reviewRequests.markOpened(request.id, now));
    return { vendor, clientName: request.clientName, expiresAt: request.expiresAt };
  }
}

/**
 * POST /api/review-requests/{token}/review: the review, unpublished until an admin publishes it, written as
 * the request's client ('Verified client': verifiedVia 'request'). The link is used up in the same
 * transaction: of two writes, one wins and the other is a 410, nothing stored.
 */
export class ReviewThroughRequest {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'Secrets', 'IdGenerator', 'Clock', ReviewPhotoAttachments] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'reviewRequests' | 'reviews' | 'reviewPhotos'>,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly photos: ReviewPhotoAttachments,
  ) {}

  async execute(token: string, input: RequestedReviewInput): Promise<{ id: string; vendor: VendorCore }> {
    const now = this.clock.now();
    const { request, vendor } = await requestByToken(this.uow, this.vendors, this.secrets, token);
    assertOpen(request, now);
    // Its photos (issue 40 §3), checked before the transaction and stored in it, as on the vendor page.
    const photos = await this.photos.prepare(vendor.id, input.photoIds ?? [], now);
    const id = this.ids.next();
    await this.uow.run(async (r) => {
      if (!(await r.reviewRequests.markReviewed(request.id, id, now))) throw new DomainError('GONE', reviewRequestLinkProblem('used'));
      await r.reviewRequests.markOpened(request.id, now);
      await r.reviews.create({
        id,
        vendorId: vendor.id,
        reviewerName: request.clientName,
        reviewerEmail: request.email,
        rating: input.rating,
        title: input.title,
        body: input.text,
        weddingDate: input.weddingDate,
        isPublished: false,
        publishedAt: null,
        createdAt: now,
        reply: null,
        replyNotifiedAt: null,
        verifiedVia: 'request',
      });
      await photos.store(r, id, now);
    }).catch(async (e: unknown) => {
      await photos.discard();
      throw e;
    });
    await photos.finish();
    return { id, vendor };
  }
}

/**
 * The unsubscribe link (GET: the page, POST: unsubscribe): the email goes on the suppression list, for every
 * listing, for good. It works whatever the request's state (used or expired) while the request is kept.
 */
export class UnsubscribeFromReviewRequests {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'reviewRequests'>,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  /** Whether the link's email is unsubscribed already, and whose request it came with. */
  async status(token: string): Promise<{ vendor: VendorCore; unsubscribed: boolean }> {
    const { request, vendor } = await requestByToken(this.uow, this.vendors, this.secrets, token);
    return { vendor, unsubscribed: (await this.uow.run((r) => r.reviewRequests.unsubscribed([request.emailHash]))).size > 0 };
  }

  async execute(token: string): Promise<{ vendor: VendorCore }> {
    const now = this.clock.now();
    const { request, vendor } = await requestByToken(this.uow, this.vendors, this.secrets, token);
    await this.uow.run((r) => r.reviewRequests.unsubscribe(request.emailHash, now));
    return { vendor };
  }
}

const BATCH = 200;

/** How often the reminder sweep runs. */
export const REVIEW_REQUEST_REMINDERS_EVERY_MS = 60 * 60 * 1000;

/**
 * One reminder, exactly once, for a request whose link was not opened 7 days after it was sent (and still
 * works, and was not unsubscribed): recorded and queued in one transaction, only by the caller that records it.
 */
export class SendReviewRequestReminders {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'Secrets', 'IdGenerator', 'Clock', 'Logger', 'Settings'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'reviewRequests' | 'outbox'>,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: { publicBaseUrl: string },
  ) {}

  async execute(): Promise<{ sent: number }> {
    const now = this.clock.now();
    const due = await this.uow.run((r) => r.reviewRequests.dueReminders(new Date(now.getTime() - REVIEW_REQUEST_REMINDER_MS), now, BATCH));
    let sent = 0;
    for (const request of due) {
      const vendor = await this.vendors.findCoreBySlugOrId(request.vendorId);
      const emailed = await this.uow.run(async (r) => {
        // Recorded either way: an unsubscribed client or a listing gone is nobody to remind later either.
        const remind = !!vendor && (await r.reviewRequests.unsubscribed([request.emailHash])).size === 0;
        // The first email's token is stored only as its hash: the reminder carries a token of its own, to the same request.
        const token = this.secrets.newToken();
        if (!(await r.reviewRequests.markReminderSent(request.id, now, remind ? token.hash : null)) || !remind || !vendor) return false;
        await r.outbox.add(
          outboxEmail(
            this.ids.next(),
            now,
            {
              template: 'review-request-reminder',
              to: request.email,
              data: {
                vendorName: vendor.name,
                clientName: request.clientName,
                link: reviewLinkUrl(this.options.publicBaseUrl, token.token),
                unsubscribeLink: unsubscribeLinkUrl(this.options.publicBaseUrl, token.token),
                expiresInDays: REVIEW_REQUEST_DAYS,
              },
              idempotencyKey: `review-request-reminder:${request.id}`,
            },
            { about: aboutReviewRequest(request.id) },
          ),
        );
        return true;
      });
      if (emailed) sent++;
    }
    if (sent > 0) this.logger.info('Review request reminders queued', { sent });
    return { sent };
  }
}
