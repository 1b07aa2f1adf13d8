import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { budgetFieldError, type Inquiry, type InquiryContact, type InquiryInput } from '../../domain/inquiries/inquiry.ts';
import type { VendorCore } from '../../domain/listings/vendor.ts';
import { spamHoldReasons } from '../../domain/inquiries/spam.ts';
import { CONFIRMATION_TTL_MS, confirmationExpiresAt } from '../../domain/inquiries/timing.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { FormTokens } from '../ports/form-tokens.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { InquiryReach } from '../../domain/inquiries/inquiry-words.ts';
import { aboutInquiry, deliverInquiry, reachOf } from './inquiry-mail.ts';

/**
 * Limits that stop a flood without stopping a couple: per address 20 an hour (a wedding planner's office
 * writing for several couples stays under it), per email 30 a day (one couple writing to every venue in a
 * county stays under it). Over either, 429 with Retry-After.
 */
export const INQUIRY_RATE_LIMITS = {
  perAddress: { limit: 20, windowMs: 60 * 60 * 1000 },
  perEmail: { limit: 30, windowMs: 24 * 60 * 60 * 1000 },
} as const;

/** What the inquiry form's tokens are signed for (a token of another form is not one of these). */
export const INQUIRY_FORM = 'inquiry';

/**
 * The inquiry form opens: a token with the server's time in it, signed, which the form sends back with the
 * message. The spam rules measure the minimum time from it by the server's clock alone (ADR 14).
 */
export class IssueInquiryFormToken {
  static readonly inject = ['FormTokens', 'Clock'] as const;
  constructor(
    private readonly formTokens: FormTokens,
    private readonly clock: Clock,
  ) {}

  execute(): string {
    return this.formTokens.issue(INQUIRY_FORM, this.clock.now());
  }
}

/**
 * Where a message to this listing would go (issue 36), for the message page to say so before it is sent:
 * the owner, the business email the listing states (not given out), or waiting for an owner. The same rule
 * the delivery follows (reachOf). Only an active listing; otherwise VENDOR_NOT_FOUND.
 */
export class GetInquiryReach {
  static readonly inject = ['VendorRepository', 'UnitOfWork'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'ownership' | 'users'>,
  ) {}

  async execute(vendorIdOrSlug: string): Promise<InquiryReach> {
    const vendor = await this.vendors.findCoreBySlugOrId(vendorIdOrSlug);
    if (!vendor || !vendor.isActive) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
    return this.uow.run((r) => reachOf(r, vendor));
  }
}

export interface SubmitInquiryContext {
  ip: string;
  /** The remembered-browser token this browser keeps (sent in a header), if any. */
  rememberedToken: string | null;
}

export interface SubmittedInquiry {
  /** 'confirm_email': waits for the link emailed to the couple; 'sent': it went through (or to an admin: the couple is not told). */
  delivery: 'confirm_email' | 'sent';
  vendorName: string;
  inquiry: Inquiry;
  /** Where a sent one went (a held one: where it will go, as the couple is told); null while it waits for the couple's confirmation. */
  reach: InquiryReach | null;
}

/** One vendor of a submission and the budget the couple gave for it (its category's range). */
export interface InquiryRecipient {
  vendor: VendorCore;
  budget: string;
}

/** What a submission did: every inquiry, in the order of its recipients. */
export interface SubmittedInquiries {
  delivery: 'confirm_email' | 'sent';
  sent: Array<{ vendor: { id: string; name: string; slug: string }; inquiry: Inquiry; reach: InquiryReach | null }>;
}

/** The ports a submission uses (SubmitInquiry's and SubmitInquiryBatch's, the same). */
export interface InquirySubmissionPorts {
  uow: UnitOfWork<'inquiries' | 'rememberedBrowsers' | 'outbox' | 'ownership' | 'users'>;
  rateLimiter: RateLimiter;
  secrets: Secrets;
  formTokens: FormTokens;
  ids: IdGenerator;
  clock: Clock;
  options: { publicBaseUrl: string };
}

/**
 * The one path of 'Send Message' (issue 17), for one vendor or several at once (issue 39 §3: a single
 * inquiry is a submission of one). The recipients are active listings with their budgets checked. Every
 * recipient is a hit on the per-address and the per-email limit (a multi-send of 5 is 5), and over either
 * nothing is stored. Then, in one transaction, one inquiry per recipient, each with its first message,
 * under the same spam rules: a browser that confirmed this email before (its remembered token) sends them
 * straight through (held ones to an admin, the couple not told); otherwise they all wait for one email,
 * 'Confirm your message to {vendor name}' or, for several, 'Confirm your messages to N vendors', whose one
 * link (one token, its hash on each) confirms them all. Stored with the outbox, none is lost or sent twice.
 */
export const submitInquiries = async (
  p: InquirySubmissionPorts,
  recipients: readonly InquiryRecipient[],
  input: InquiryContact,
  ctx: SubmitInquiryContext,
  mark: { fromShortlist: boolean },
): Promise<SubmittedInquiries> => {
  for (const [key, rule] of [
    [`inquiry:ip:${ctx.ip}`, INQUIRY_RATE_LIMITS.perAddress],
    [`inquiry:email:${input.email}`, INQUIRY_RATE_LIMITS.perEmail],
  ] as const) {
    for (const _recipient of recipients) {
      const hit = await p.rateLimiter.hit(key, rule.limit, rule.windowMs);
      if (!hit.allowed) throw new RateLimitedError(RATE_LIMITED_MESSAGE, hit.retryAfterMs);
    }
  }

  const now = p.clock.now();
  // When the server issued the form's token, by its own clock; the browser's clock is never asked.
  const formIssuedAt = input.formToken === null ? 'missing' : (p.formTokens.issuedAt(input.formToken, INQUIRY_FORM) ?? 'invalid');
  const holdReasons = spamHoldReasons({ name: input.name, message: input.message, website: input.website, formIssuedAt }, now);

  return p.uow.run(async (r) => {
    const remembered = ctx.rememberedToken ? await r.rememberedBrowsers.findLive(p.secrets.hash(ctx.rememberedToken), now) : null;
    const straight = remembered !== null && remembered.email === input.email;
    const confirm = straight ? null : p.secrets.newToken();
    const state = straight ? (holdReasons.length > 0 ? 'held' : 'delivered') : 'pending_confirmation';
    const sent: SubmittedInquiries['sent'] = [];
    for (const { vendor, budget } of recipients) {
      const inquiry: Inquiry = {
        id: p.ids.next(),
        vendorId: vendor.id,
        coupleName: input.name,
        email: input.email,
        phone: input.phone,
        weddingDate: input.weddingDate,
        dateUndecided: input.dateUndecided,
        guestCount: input.guestCount,
        budget,
        status: 'new',
        closeReason: null,
        state,
        holdReasons,
        createdAt: now,
        confirmedAt: straight ? now : null,
        deliveredAt: state === 'delivered' ? now : null,
        firstRepliedAt: null,
        lastMessageAt: now,
        lastMessageBy: 'couple',
        reminderSentAt: null,
        vendorReadAt: null,
        vendorUnread: true,
        closedAt: null,
        fromShortlist: mark.fromShortlist,
      };
      await r.inquiries.create(
        { ...inquiry, confirmTokenHash: confirm?.hash ?? null, confirmExpiresAt: confirm ? confirmationExpiresAt(now) : null },
        { id: p.ids.next(), inquiryId: inquiry.id, author: 'couple', body: input.message, createdAt: now },
      );
      let reach: InquiryReach | null = null;
      if (!confirm) {
        const about = { id: vendor.id, name: vendor.name, category: vendor.category.slug, email: vendor.email };
        reach = state === 'delivered' ? await deliverInquiry(r, p.secrets, p.ids, now, p.options.publicBaseUrl, about, inquiry, input.message) : await reachOf(r, about);
      }
      sent.push({ vendor: { id: vendor.id, name: vendor.name, slug: vendor.slug }, inquiry, reach });
    }
    if (confirm) {
      const [first] = sent;
      const vendorNames = sent.map((s) => s.vendor.name);
      await r.outbox.add(
        outboxEmail(p.ids.next(), now, {
          template: 'inquiry-confirm',
          to: input.email,
          data: {
            vendorName: first!.vendor.name,
            ...(vendorNames.length > 1 ? { vendorNames } : {}),
            coupleName: input.name,
            link: `${p.options.publicBaseUrl}/inquiries/confirm/${confirm.token}`,
            expiresInDays: CONFIRMATION_TTL_MS / 86_400_000,
          },
          idempotencyKey: `inquiry-confirm:${first!.inquiry.id}`,
        }, { about: aboutInquiry(first!.inquiry.id) }),
      );
    } else {
      await r.rememberedBrowsers.touch(remembered!.id, now);
    }
    return { delivery: straight ? 'sent' : 'confirm_email', sent };
  });
};

/**
 * 'Send Message' on a vendor's page (issue 17): a submission of one (submitInquiries). An active listing
 * only; the budget must be one of its category's ranges. The spam rules hold an inquiry for an admin
 * instead of delivering it, without telling the sender.
 */
export class SubmitInquiry {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'RateLimiter', 'Secrets', 'FormTokens', 'IdGenerator', 'Clock', 'Settings'] as const;
  private readonly ports: InquirySubmissionPorts;
  constructor(
    private readonly vendors: VendorRepository,
    uow: InquirySubmissionPorts['uow'],
    rateLimiter: RateLimiter,
    secrets: Secrets,
    formTokens: FormTokens,
    ids: IdGenerator,
    clock: Clock,
    options: { publicBaseUrl: string },
  ) {
    this.ports = { uow, rateLimiter, secrets, formTokens, ids, clock, options };
  }

  async execute(vendorIdOrSlug: string, input: InquiryInput, ctx: SubmitInquiryContext): Promise<SubmittedInquiry> {
    const vendor = await this.vendors.findCoreBySlugOrId(vendorIdOrSlug);
    if (!vendor || !vendor.isActive) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
    const budgetError = budgetFieldError(vendor.category.slug, input.budget);
    if (budgetError) throw new DomainError('VALIDATION_FAILED', budgetError.budget, budgetError);

    const { budget, ...contact } = input;
    const { delivery, sent } = await submitInquiries(this.ports, [{ vendor, budget }], contact, ctx, { fromShortlist: false });
    const [one] = sent;
    return { delivery, vendorName: vendor.name, inquiry: one!.inquiry, reach: one!.reach };
  }
}
