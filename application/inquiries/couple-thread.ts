import type { CloseReason, Inquiry, InquiryMessage } from '../../domain/inquiries/inquiry.ts';
import { CLOSE_REASON_LABELS } from '../../domain/inquiries/inquiry-options.ts';
import type { CategorySlug } from '../../domain/categories/category.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { InquiryRepository } from '../ports/inquiry-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { aboutInquiry, inboxLink, ownerEmailOf } from './inquiry-mail.ts';

export const THREAD_LINK_INVALID = 'This conversation link has expired or is not valid. Open the newest email about it, or write to the vendor again.';
export const THREAD_CLOSED = 'This conversation is closed.';

/** The couple's thread page: the inquiry, its vendor and the whole conversation. */
export interface CoupleThreadView {
  inquiry: Inquiry;
  vendor: { id: string; name: string; slug: string; category: CategorySlug };
  messages: InquiryMessage[];
}

/** The inquiry a live thread link opens (404 otherwise: unknown, expired, or deleted by the couple). */
const openThread = async (inquiries: Pick<InquiryRepository, 'findByThreadLinkHash'>, secrets: Secrets, token: string, now: Date): Promise<Inquiry> => {
  const inquiry = await inquiries.findByThreadLinkHash(secrets.hash(token), now);
  if (!inquiry || inquiry.state === 'deleted' || inquiry.state === 'pending_confirmation') throw new DomainError('NOT_FOUND', THREAD_LINK_INVALID);
  return inquiry;
};

const viewOf = async (vendors: VendorRepository, inquiries: Pick<InquiryRepository, 'messages'>, inquiry: Inquiry): Promise<CoupleThreadView> => {
  const vendor = await vendors.findCoreBySlugOrId(inquiry.vendorId);
  if (!vendor) throw new DomainError('NOT_FOUND', THREAD_LINK_INVALID);
  return { inquiry, vendor: { id: vendor.id, name: vendor.name, slug: vendor.slug, category: vendor.category.slug }, messages: await inquiries.messages(inquiry.id) };
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
  static readonly inject = ['InquiryRepository', 'VendorRepository', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly inquiries: InquiryRepository,
    private readonly vendors: VendorRepository,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<CoupleThreadView> {
    return viewOf(this.vendors, this.inquiries, await openThread(this.inquiries, this.secrets, token, this.clock.now()));
  }
}

type VendorEmail = Parameters<typeof tellVendor>[5];

/**
 * What the couple's answer and close share: the live link, the thread as it was, the change in one
 * transaction (checked again inside it, so a close that won the race leaves the thread closed) and the
 * vendor's email in the same transaction. A closed thread is a 409 (`conflict`) or answered as it is (`unchanged`).
 */
abstract class ChangeCoupleThread {
  static readonly inject = ['VendorRepository', 'InquiryRepository', 'UnitOfWork', 'Secrets', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly inquiries: InquiryRepository,
    private readonly uow: UnitOfWork<'inquiries' | 'outbox' | 'ownership' | 'users'>,
    private readonly secrets: Secrets,
    protected readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { publicBaseUrl: string },
  ) {}

  protected async change(
    token: string,
    ifClosed: 'conflict' | 'unchanged',
    apply: (r: Repos<'inquiries'>, inquiry: Inquiry, before: CoupleThreadView, now: Date) => Promise<{ view: CoupleThreadView; email: VendorEmail }>,
  ): Promise<CoupleThreadView> {
    const now = this.clock.now();
    const inquiry = await openThread(this.inquiries, this.secrets, token, now);
    const whenClosed = (before: CoupleThreadView | null): CoupleThreadView => {
      if (ifClosed === 'conflict' || !before) throw new DomainError('CONFLICT', THREAD_CLOSED);
      return before;
    };
    if (inquiry.status === 'closed' && ifClosed === 'conflict') whenClosed(null);
    const before = await viewOf(this.vendors, this.inquiries, inquiry);
    if (inquiry.status === 'closed') return whenClosed(before);
    return this.uow.run(async (r) => {
      if ((await r.inquiries.findById(inquiry.id))?.status === 'closed') return whenClosed(before);
      const { view, email } = await apply(r, inquiry, before, now);
      await tellVendor(r, this.ids, now, this.options.publicBaseUrl, view, email);
      return view;
    });
  }
}

/** The couple answers on the thread page; the vendor gets 'New message from {couple name}'. */
export class PostCoupleMessage extends ChangeCoupleThread {
  execute(token: string, body: string): Promise<CoupleThreadView> {
    return this.change(token, 'conflict', async (r, inquiry, before, now) => {
      const message: InquiryMessage = { id: this.ids.next(), inquiryId: inquiry.id, author: 'couple', body, createdAt: now };
      await r.inquiries.appendMessage(message);
      return {
        view: { ...before, inquiry: { ...inquiry, lastMessageAt: now, lastMessageBy: 'couple' as const, vendorUnread: true }, messages: [...before.messages, message] },
        email: (about, to) => ({ template: 'inquiry-couple-message', to, data: { ...about, message: body }, idempotencyKey: `inquiry-couple-message:${message.id}` }),
      };
    });
  }
}

/** 'We've booked someone else' / 'Not interested': the thread closes and the vendor is told politely. */
export class CloseCoupleThread extends ChangeCoupleThread {
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
