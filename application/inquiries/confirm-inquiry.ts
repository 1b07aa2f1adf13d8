import type { VendorCore } from '../../domain/listings/vendor.ts';
import { CONFIRMATION_TTL_MS, rememberedBrowserExpiresAt } from '../../domain/inquiries/timing.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { InquiryRepository } from '../ports/inquiry-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { InquiryReach } from '../../domain/inquiries/inquiry-words.ts';
import { confirmedThreadLink, deliverInquiry, reachOf } from './inquiry-mail.ts';

export const VENDOR_GONE = (name: string) => `${name} is no longer taking messages through the directory.`;
export const CONFIRM_LINK_INVALID = 'This link has expired or is not valid. Please send your message again from the vendor’s page.';

/** One confirmed message: its vendor, where it went and the thread page's token. */
export interface ConfirmedMessage {
  vendor: { name: string; slug: string };
  /** Where the message went (held: where it will go, as the couple is told). */
  reach: InquiryReach;
  threadToken: string;
}

export interface ConfirmedInquiry extends ConfirmedMessage {
  /** True when this click confirmed it; false when it was confirmed before (a second click). */
  confirmedNow: boolean;
  rememberedBrowser: { token: string; expiresAt: Date } | null;
  /** Every message the link confirmed (one, or the several of a multi-send, issue 39), the first as above. */
  messages: ConfirmedMessage[];
}

/**
 * The link in 'Confirm your message to {vendor name}' or 'Confirm your messages to N vendors' (issues 17,
 * 39). Of two clicks one confirms every inquiry of the link (the repository decides atomically): each is
 * delivered and its vendor's email queued, or, when a spam rule matched, held for an admin (the couple is
 * not told). The confirming browser is remembered for 90 days (a token it keeps; only its hash is stored)
 * so its next inquiries from this email go straight through. A second click within the link's 7 days says
 * they were sent and opens the same thread links (one link per inquiry and confirmation link, however often
 * it is clicked).
 */
export class ConfirmInquiry {
  static readonly inject = ['VendorRepository', 'InquiryRepository', 'UnitOfWork', 'Secrets', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly inquiries: Pick<InquiryRepository, 'findByConfirmTokenHash'>,
    private readonly uow: UnitOfWork<'inquiries' | 'rememberedBrowsers' | 'outbox' | 'ownership' | 'users'>,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { publicBaseUrl: string },
  ) {}

  async execute(token: string): Promise<ConfirmedInquiry> {
    const hash = this.secrets.hash(token);
    const now = this.clock.now();
    // The vendors are read before the transaction (the embedded SQLite has one connection, which it holds).
    const found = await this.inquiries.findByConfirmTokenHash(hash);
    const vendors = new Map<string, VendorCore>();
    for (const i of found) {
      const vendor = await this.vendors.findCoreBySlugOrId(i.vendorId);
      if (vendor) vendors.set(i.vendorId, vendor);
    }
    if (found.length === 0 || found.some((i) => !vendors.has(i.vendorId))) throw new DomainError('NOT_FOUND', CONFIRM_LINK_INVALID);
    // A listing taken down since the message was written takes none (a first click; a second only says so).
    const gone = found.find((i) => !vendors.get(i.vendorId)!.isActive && i.state === 'pending_confirmation');
    if (gone) throw new DomainError('VENDOR_NOT_FOUND', VENDOR_GONE(vendors.get(gone.vendorId)!.name));
    return this.uow.run(async (r) => {
      const confirmed = await r.inquiries.confirm(hash, now);
      const inquiries = confirmed.length > 0 ? confirmed : await r.inquiries.findByConfirmTokenHash(hash);
      const linkAlive = inquiries.every((i) => now.getTime() < i.createdAt.getTime() + CONFIRMATION_TTL_MS);
      const [first] = inquiries;
      if (!first || inquiries.some((i) => i.state === 'deleted' || i.state === 'pending_confirmation' || !i.email) || (confirmed.length === 0 && !linkAlive)) {
        throw new DomainError('NOT_FOUND', CONFIRM_LINK_INVALID);
      }

      const messages: ConfirmedMessage[] = [];
      for (const inquiry of inquiries) {
        const vendor = vendors.get(inquiry.vendorId)!;
        const to = { id: vendor.id, name: vendor.name, category: vendor.category.slug, email: vendor.email };
        let reach: InquiryReach | null = null;
        if (confirmed.length > 0 && inquiry.state === 'delivered') {
          const [message] = await r.inquiries.messages(inquiry.id);
          reach = await deliverInquiry(r, this.secrets, this.ids, now, this.options.publicBaseUrl, to, inquiry, message?.body ?? '');
        }
        // One thread link per inquiry, each derived from the link (a single inquiry's as before).
        const linkToken = inquiries.length === 1 ? token : `${token}:${inquiry.id}`;
        const threadToken = await confirmedThreadLink(r, this.secrets, this.ids, now, inquiry.id, linkToken);
        messages.push({ vendor: { name: vendor.name, slug: vendor.slug }, reach: reach ?? (await reachOf(r, to)), threadToken });
      }

      let rememberedBrowser: ConfirmedInquiry['rememberedBrowser'] = null;
      if (confirmed.length > 0) {
        const browser = this.secrets.newToken();
        const expiresAt = rememberedBrowserExpiresAt(now);
        await r.rememberedBrowsers.create({ id: this.ids.next(), tokenHash: browser.hash, email: first.email!, createdAt: now, expiresAt, lastUsedAt: null, revokedAt: null });
        rememberedBrowser = { token: browser.token, expiresAt };
      }
      return { ...messages[0]!, confirmedNow: confirmed.length > 0, rememberedBrowser, messages };
    });
  }
}

/** 'Forget this browser': its remembered token stops letting inquiries through (the next one asks to confirm). */
export class ForgetBrowser {
  static readonly inject = ['UnitOfWork', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'rememberedBrowsers'>,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | null): Promise<void> {
    if (!token) return;
    await this.uow.run((r) => r.rememberedBrowsers.revoke(this.secrets.hash(token), this.clock.now()));
  }
}
