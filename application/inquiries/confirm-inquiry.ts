import type { Inquiry } from '../../domain/inquiries/inquiry.ts';
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

export interface ConfirmedInquiry {
  vendor: { name: string; slug: string };
  /** True when this click confirmed it; false when it was confirmed before (a second click). */
  confirmedNow: boolean;
  /** Where the message went (held: where it will go, as the couple is told). */
  reach: InquiryReach;
  threadToken: string;
  rememberedBrowser: { token: string; expiresAt: Date } | null;
}

/**
 * The link in 'Confirm your message to {vendor name}' (issue 17). Of two clicks one confirms (the
 * repository decides atomically): the inquiry is delivered and the vendor's email queued, or, when a spam
 * rule matched, held for an admin (the couple is not told). The confirming browser is remembered for 90
 * days (a token it keeps; only its hash is stored) so its next inquiries from this email go straight
 * through. A second click within the link's 7 days says it was sent and opens the same thread link (one
 * link per confirmation link, however often it is clicked).
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
    // The vendor is read before the transaction (the embedded SQLite has one connection, which it holds).
    const found = await this.inquiries.findByConfirmTokenHash(hash);
    const vendor = found ? await this.vendors.findCoreBySlugOrId(found.vendorId) : null;
    if (!found || !vendor) throw new DomainError('NOT_FOUND', CONFIRM_LINK_INVALID);
    // A listing taken down since the message was written takes none (a first click; a second only says so).
    if (!vendor.isActive && found.state === 'pending_confirmation') throw new DomainError('VENDOR_NOT_FOUND', VENDOR_GONE(vendor.name));
    return this.uow.run(async (r) => {
      const confirmed = await r.inquiries.confirm(hash, now);
      const inquiry: Inquiry | null = confirmed ?? (await r.inquiries.findByConfirmTokenHash(hash));
      const linkAlive = inquiry !== null && now.getTime() < inquiry.createdAt.getTime() + CONFIRMATION_TTL_MS;
      if (!inquiry || inquiry.state === 'deleted' || inquiry.state === 'pending_confirmation' || !inquiry.email || (!confirmed && !linkAlive)) {
        throw new DomainError('NOT_FOUND', CONFIRM_LINK_INVALID);
      }

      let rememberedBrowser: ConfirmedInquiry['rememberedBrowser'] = null;
      const to = { id: vendor.id, name: vendor.name, category: vendor.category.slug, email: vendor.email };
      let reach: InquiryReach | null = null;
      if (confirmed) {
        if (confirmed.state === 'delivered') {
          const [first] = await r.inquiries.messages(confirmed.id);
          reach = await deliverInquiry(r, this.secrets, this.ids, now, this.options.publicBaseUrl, to, confirmed, first?.body ?? '');
        }
        const browser = this.secrets.newToken();
        const expiresAt = rememberedBrowserExpiresAt(now);
        await r.rememberedBrowsers.create({ id: this.ids.next(), tokenHash: browser.hash, email: inquiry.email, createdAt: now, expiresAt, lastUsedAt: null, revokedAt: null });
        rememberedBrowser = { token: browser.token, expiresAt };
      }
      const threadToken = await confirmedThreadLink(r, this.secrets, this.ids, now, inquiry.id, token);
      return { vendor: { name: vendor.name, slug: vendor.slug }, confirmedNow: confirmed !== null, reach: reach ?? (await reachOf(r, to)), threadToken, rememberedBrowser };
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
