import type { CloseReason, Inquiry, InquiryMessage } from '../../domain/inquiries/inquiry.ts';
import { CLOSE_REASON_LABELS } from '../../domain/inquiries/inquiry-options.ts';
import { messageHoldReasons } from '../../domain/inquiries/spam.ts';
import type { CategorySlug } from '../../domain/categories/category.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { InquiryRepository } from '../ports/inquiry-repository.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { InquiryReach } from '../../domain/inquiries/inquiry-words.ts';
import { aboutInquiry, deliverCoupleMessage, inboxLink, ownerEmailOf, reachOf } from './inquiry-mail.ts';

export const THREAD_LINK_INVALID = 'This conversation link has expired or is not valid. Open the newest email about it, or write to the vendor again.';
export const THREAD_CLOSED = 'This conversation is closed.';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * Limits on the couple's answers that a real couple never reaches: per thread 5 a minute and 40 a day, per
 * address 10 a minute and 100 a day (a household answering several vendors at once stays under them).
 * Over any of them: 429 with Retry-After, and nothing stored or sent.
 */
export const COUPLE_MESSAGE_RATE_LIMITS = {
  perThreadMinute: { limit: 5, windowMs: MINUTE },
  perThreadDay: { limit: 40, windowMs: DAY },
  perAddressMinute: { limit: 10, windowMs: MINUTE },
  perAddressDay: { limit: 100, windowMs: DAY },
} as const;
export const COUPLE_MESSAGES_LIMITED = 'Too many messages. Please wait a little and try again.';

/** Where the couple's answer comes from. */
export interface CoupleMessageContext {
  ip: string;
}

/** The couple's thread page: the inquiry, its vendor and the whole conversation. */
export interface CoupleThreadView {
  inquiry: Inquiry;
  /** `email`: the business email the listing states, where a message goes while it has no owner (never shown to the couple). */
  vendor: { id: string; name: string; slug: string; category: CategorySlug; email: string | null };
  messages: InquiryMessage[];
  /** Where the couple's next message goes (issue 36): the owner, the listing's business email, or waiting for an owner. */
  reach: InquiryReach;
}

/** The inquiry a live thread link opens (404 otherwise: unknown, expired, or deleted by the couple). */
const openThread = async (inquiries: Pick<InquiryRepository, 'findByThreadLinkHash'>, secrets: Secrets, token: string, now: Date): Promise<Inquiry> => {
  const inquiry = await inquiries.findByThreadLinkHash(secrets.hash(token), now);
  if (!inquiry || inquiry.state === 'deleted' || inquiry.state === 'pending_confirmation') throw new DomainError('NOT_FOUND', THREAD_LINK_INVALID);
  return inquiry;
};

const viewOf = async (
  vendors: VendorRepository,
  inquiries: Pick<InquiryRepository, 'messages'>,
  uow: UnitOfWork<'ownership' | 'users'>,
  inquiry: Inquiry,
): Promise<CoupleThreadView> => {
  const vendor = await vendors.findCoreBySlugOrId(inquiry.vendorId);
  if (!vendor) throw new DomainError('NOT_FOUND', THREAD_LINK_INVALID);
  const messages = await inquiries.messages(inquiry.id, { withHeld: true });
  const reach = await uow.run((r) => reachOf(r, vendor));
  // The couple's own view: their messages held for an admin too (they are told nothing of a hold).
  return { inquiry, vendor: { id: vendor.id, name: vendor.name, slug: vendor.slug, category: vendor.category.slug, email: vendor.email }, messages, reach };
};

/** Tells the vendor's owner, when the inquiry reached them (a held one did not), in the same transaction. */
const tellVendor = async (
  r: Repos<'ownership' | 'users' | 'outbox'>,
  ids: IdGenerator,
  now: Date,
  baseUrl: string,
  view: CoupleThreadView,
  email: (about: { vendorName: string; coupleName: string; inboxLink: string }, to: string) => Parameters<typeof outboxEmail>[2],
): Promise<void> => {
  if (view.inquiry.state !== 'delivered') return;
  const to = await ownerEmailOf(r, view.vendor.id);
  if (to) await r.outbox.add(outboxEmail(ids.next(), now, email({ vendorName: view.vendor.name, coupleName: view.inquiry.coupleName, inboxLink: inboxLink(baseUrl, view.inquiry.id) }, to), { about: aboutInquiry(view.inquiry.id) }));
};

/** GET /api/inquiries/thread/{token}: no account needed; the link is the key (90 days). */
export class GetCoupleThread {
  static readonly inject = ['InquiryRepository', 'VendorRepository', 'UnitOfWork', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly inquiries: InquiryRepository,
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'ownership' | 'users'>,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<CoupleThreadView> {
    return viewOf(this.vendors, this.inquiries, this.uow, await openThread(this.inquiries, this.secrets, token, this.clock.now()));
  }
}

type VendorEmail = Parameters<typeof tellVendor>[5];
type ThreadRepos = Repos<'inquiries' | 'outbox' | 'ownership' | 'users'>;

/**
 * What the couple's answer and close share: the live link, the thread as it was, a `guard` (the limits)
 * once the thread is known to be open, the change in one transaction (checked again inside it, so a close
 * that won the race leaves the thread closed) and the vendor's email in the same transaction (`email`, or
 * queued by the change itself). A closed thread is a 409 (`conflict`) or answered as it is (`unchanged`).
 */
abstract class ChangeCoupleThread {
  /** The ports of the constructor below, for the subclasses' `inject`. */
  protected static readonly ports = ['VendorRepository', 'InquiryRepository', 'UnitOfWork', 'Secrets', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly inquiries: InquiryRepository,
    private readonly uow: UnitOfWork<'inquiries' | 'outbox' | 'ownership' | 'users'>,
    protected readonly secrets: Secrets,
    protected readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { publicBaseUrl: string },
  ) {}

  protected get publicBaseUrl(): string {
    return this.options.publicBaseUrl;
  }

  protected async change(
    token: string,
    ifClosed: 'conflict' | 'unchanged',
    apply: (r: ThreadRepos, inquiry: Inquiry, before: CoupleThreadView, now: Date) => Promise<{ view: CoupleThreadView; email?: VendorEmail }>,
    guard: (inquiry: Inquiry) => Promise<void> = async () => undefined,
  ): Promise<CoupleThreadView> {
    const now = this.clock.now();
    const inquiry = await openThread(this.inquiries, this.secrets, token, now);
    const whenClosed = (before: CoupleThreadView | null): CoupleThreadView => {
      if (ifClosed === 'conflict' || !before) throw new DomainError('CONFLICT', THREAD_CLOSED);
      return before;
    };
    if (inquiry.status === 'closed' && ifClosed === 'conflict') whenClosed(null);
    const before = await viewOf(this.vendors, this.inquiries, this.uow, inquiry);
    if (inquiry.status === 'closed') return whenClosed(before);
    await guard(inquiry);
    return this.uow.run(async (r) => {
      if ((await r.inquiries.findById(inquiry.id))?.status === 'closed') return whenClosed(before);
      const { view, email } = await apply(r, inquiry, before, now);
      if (email) await tellVendor(r, this.ids, now, this.options.publicBaseUrl, view, email);
      return view;
    });
  }
}

/**
 * The couple answers on the thread page, within COUPLE_MESSAGE_RATE_LIMITS. The spam rules of the text
 * (links, known patterns) apply to every answer: one that matches is held for an admin — stored, shown
 * to the couple as sent (they are told nothing), but not to the vendor, and nobody is emailed until an
 * admin releases it. Otherwise the vendor gets 'New message from {couple name}', at most one email per
 * thread per window — the owner, or, while the listing has none, the business email it states with a claim
 * link (deliverCoupleMessage, issue 36).
 */
export class PostCoupleMessage extends ChangeCoupleThread {
  static readonly inject = [...ChangeCoupleThread.ports, 'RateLimiter'] as const;
  constructor(
    vendors: VendorRepository,
    inquiries: InquiryRepository,
    uow: UnitOfWork<'inquiries' | 'outbox' | 'ownership' | 'users'>,
    secrets: Secrets,
    ids: IdGenerator,
    clock: Clock,
    options: { publicBaseUrl: string },
    private readonly rateLimiter: RateLimiter,
  ) {
    super(vendors, inquiries, uow, secrets, ids, clock, options);
  }

  async execute(token: string, body: string, ctx: CoupleMessageContext): Promise<CoupleThreadView> {
    const limits = COUPLE_MESSAGE_RATE_LIMITS;
    await this.within([
      [`couple-message:ip:${ctx.ip}`, limits.perAddressMinute],
      [`couple-message:ip-day:${ctx.ip}`, limits.perAddressDay],
    ]);
    const guard = (inquiry: Inquiry) =>
      this.within([
        [`couple-message:thread:${inquiry.id}`, limits.perThreadMinute],
        [`couple-message:thread-day:${inquiry.id}`, limits.perThreadDay],
      ]);
    return this.change(
      token,
      'conflict',
      async (r, inquiry, before, now) => {
        const message: InquiryMessage = { id: this.ids.next(), inquiryId: inquiry.id, author: 'couple', body, createdAt: now };
        const holdReasons = messageHoldReasons(body);
        let reach = before.reach;
        if (holdReasons.length > 0) {
          await r.inquiries.holdMessage(message, holdReasons, now);
        } else {
          await r.inquiries.appendMessage(message);
          // Where the first one went (issue 36): the owner, or the business email of a listing still without one.
          if (before.inquiry.state === 'delivered') reach = await deliverCoupleMessage(r, this.secrets, this.ids, now, this.publicBaseUrl, before.vendor, inquiry, message);
        }
        // The same answer either way: a sender learns nothing of a hold.
        return { view: { ...before, reach, inquiry: { ...inquiry, lastMessageAt: now, lastMessageBy: 'couple' as const, vendorUnread: true }, messages: [...before.messages, message] } };
      },
      guard,
    );
  }

  /** Counts the answer against each limit in turn; the first one over refuses it (429 with the wait). */
  private async within(rules: ReadonlyArray<readonly [string, { limit: number; windowMs: number }]>): Promise<void> {
    for (const [key, rule] of rules) {
      const hit = await this.rateLimiter.hit(key, rule.limit, rule.windowMs);
      if (!hit.allowed) throw new RateLimitedError(COUPLE_MESSAGES_LIMITED, hit.retryAfterMs);
    }
  }
}

/** 'We've booked someone else' / 'Not interested': the thread closes and the vendor is told politely. */
export class CloseCoupleThread extends ChangeCoupleThread {
  static readonly inject = ChangeCoupleThread.ports;
  execute(token: string, reason: CloseReason): Promise<CoupleThreadView> {
    return this.change(token, 'unchanged', async (r, inquiry, before, now) => {
      await r.inquiries.setStatus(inquiry.id, 'closed', now, reason);
      return {
        view: { ...before, inquiry: { ...inquiry, status: 'closed' as const, closeReason: reason, closedAt: now } },
        email: (about, to) => ({ template: 'inquiry-closed', to, data: { ...about, reasonLabel: CLOSE_REASON_LABELS[reason] }, idempotencyKey: `inquiry-closed:${inquiry.id}` }),
      };
    });
  }
}

/**
 * The couple deletes the thread: every piece of their personal data goes at once, in one transaction —
 * name, email, phone, wedding date, guests, budget and the messages (the row keeps only the times the
 * vendor's reply-time figure needs), the browsers remembered for their email, and every email of the
 * thread in the outbox, sent or still pending (to them or to the vendor: each carries their data).
 */
export class DeleteCoupleThread {
  static readonly inject = ['UnitOfWork', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'inquiries' | 'rememberedBrowsers' | 'outbox'>,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<void> {
    const now = this.clock.now();
    await this.uow.run(async (r) => {
      const inquiry = await openThread(r.inquiries, this.secrets, token, now);
      await r.inquiries.erase(inquiry.id, now);
      await r.outbox.eraseAbout(aboutInquiry(inquiry.id));
      if (inquiry.email) await r.rememberedBrowsers.deleteAllForEmail(inquiry.email);
    });
  }
}
