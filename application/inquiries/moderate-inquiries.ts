import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { HeldInquiry, HeldMessage, InquiryAdminCounts, InquiryModeration, InquiryRepository } from '../ports/inquiry-repository.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { InquiryReach } from '../../domain/inquiries/inquiry-words.ts';
import type { Secrets } from '../ports/secrets.ts';
import { deliverCoupleMessage, deliverInquiry, reachOf } from './inquiry-mail.ts';

export const HELD_PAGE_SIZE = 20;
/** Held messages of threads the list shows at once, newest first (the count says how many there are). */
export const HELD_MESSAGES_SHOWN = 50;
const NOT_HELD = 'This inquiry is not waiting for review (it was released or deleted already).';
const MESSAGE_NOT_HELD = 'This message is not waiting for review (it was released or deleted already).';

/**
 * GET /api/admin/inquiries: what the spam rules held, newest first — inquiries by page, and the couples'
 * later messages held in their threads — and the counts for the dashboard.
 */
export class ListHeldInquiries {
  static readonly inject = ['InquiryModeration'] as const;
  constructor(private readonly moderation: InquiryModeration) {}

  async execute(page: number): Promise<{ page: Page<HeldInquiry>; messages: HeldMessage[]; counts: InquiryAdminCounts }> {
    const [held, messages, counts] = await Promise.all([this.moderation.heldPage(page, HELD_PAGE_SIZE), this.moderation.heldMessages(HELD_MESSAGES_SHOWN), this.moderation.counts()]);
    return { page: held, messages, counts };
  }
}

/** The admin dashboard's inquiry figures, including how many wait for an owner on unclaimed listings. */
export class GetInquiryCounts {
  static readonly inject = ['InquiryModeration'] as const;
  constructor(private readonly moderation: Pick<InquiryModeration, 'counts'>) {}

  execute(): Promise<InquiryAdminCounts> {
    return this.moderation.counts();
  }
}

/**
 * 'Release': the held inquiry is delivered, and its emails go out, in one transaction — to the listing's
 * owner, or, without one, to the listing's business email with a claim link (issue 36). Returns where it
 * went and the vendor's name, so the admin is told the truth.
 */
export class ReleaseInquiry {
  static readonly inject = ['VendorRepository', 'InquiryRepository', 'UnitOfWork', 'Secrets', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly inquiries: Pick<InquiryRepository, 'findById'>,
    private readonly uow: UnitOfWork<'inquiries' | 'inquiryModeration' | 'outbox' | 'ownership' | 'users'>,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { publicBaseUrl: string },
  ) {}

  async execute(id: string): Promise<{ vendorName: string; reach: InquiryReach }> {
    const now = this.clock.now();
    // The vendor is read before the transaction (the embedded SQLite has one connection, which it holds).
    const held = await this.inquiries.findById(id);
    const vendor = held ? await this.vendors.findCoreBySlugOrId(held.vendorId) : null;
    return this.uow.run(async (r) => {
      const inquiry = await r.inquiryModeration.release(id, now);
      if (!inquiry || !vendor) throw new DomainError('NOT_FOUND', NOT_HELD);
      const to = { id: vendor.id, name: vendor.name, category: vendor.category.slug, email: vendor.email };
      const [first] = await r.inquiries.messages(inquiry.id);
      // A couple who closed the thread meanwhile is not announced to the vendor as a new inquiry.
      const reach = inquiry.status !== 'closed' ? await deliverInquiry(r, this.secrets, this.ids, now, this.options.publicBaseUrl, to, inquiry, first?.body ?? '') : await reachOf(r, to);
      return { vendorName: vendor.name, reach };
    });
  }
}

/** 'Delete': a held inquiry and its messages are removed; nobody is emailed. */
export class DeleteHeldInquiry {
  static readonly inject = ['UnitOfWork'] as const;
  constructor(private readonly uow: UnitOfWork<'inquiryModeration'>) {}

  async execute(id: string): Promise<void> {
    if (!(await this.uow.run((r) => r.inquiryModeration.deleteHeld(id)))) throw new DomainError('NOT_FOUND', NOT_HELD);
  }
}

/**
 * 'Release' of a couple's held message: the vendor sees it (unread) and gets 'New message from …' in the
 * same transaction, gathered like any answer — the owner, or the business email of a listing without one
 * (issue 36) — unless the inquiry itself is not delivered or was closed.
 */
export class ReleaseHeldMessage {
  static readonly inject = ['InquiryModeration', 'VendorRepository', 'UnitOfWork', 'Secrets', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly moderation: Pick<InquiryModeration, 'heldMessage'>,
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'inquiryModeration' | 'outbox' | 'ownership' | 'users'>,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { publicBaseUrl: string },
  ) {}

  /** Where the message went (or would have, for a thread not delivered or closed), and the vendor's name. */
  async execute(id: string): Promise<{ vendorName: string; reach: InquiryReach }> {
    const now = this.clock.now();
    // Its vendor is read before the transaction (the embedded SQLite has one connection, which it holds).
    const held = await this.moderation.heldMessage(id);
    if (!held) throw new DomainError('NOT_FOUND', MESSAGE_NOT_HELD);
    const vendor = await this.vendors.findCoreBySlugOrId(held.vendor.id);
    if (!vendor) throw new DomainError('NOT_FOUND', MESSAGE_NOT_HELD);
    const to = { id: vendor.id, name: vendor.name, category: vendor.category.slug, email: vendor.email };
    return this.uow.run(async (r) => {
      const released = await r.inquiryModeration.releaseMessage(id, now);
      if (!released) throw new DomainError('NOT_FOUND', MESSAGE_NOT_HELD);
      const { inquiry, message } = released;
      const reach =
        inquiry.state === 'delivered' && inquiry.status !== 'closed'
          ? await deliverCoupleMessage(r, this.secrets, this.ids, now, this.options.publicBaseUrl, to, inquiry, message)
          : await reachOf(r, to);
      return { vendorName: held.vendor.name, reach };
    });
  }
}

/** 'Delete' of a couple's held message: it is removed from the thread; nobody is emailed. */
export class DeleteHeldMessage {
  static readonly inject = ['UnitOfWork'] as const;
  constructor(private readonly uow: UnitOfWork<'inquiryModeration'>) {}

  async execute(id: string): Promise<void> {
    if (!(await this.uow.run((r) => r.inquiryModeration.deleteHeldMessage(id)))) throw new DomainError('NOT_FOUND', MESSAGE_NOT_HELD);
  }
}
