import { LOGIN_LINK_TTL_MS, newLoginToken } from '../../domain/identity/auth-rules.ts';
import { normalizeEmail } from '../../domain/identity/user.ts';
import { weddingDateText } from '../../domain/inquiries/inquiry-words.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Tier } from '../../domain/subscriptions/tiers.ts';
import { dollars, longDate } from '../mail/email-format.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { Repos } from '../ports/unit-of-work.ts';

export const ALREADY_CLAIMED_MESSAGE = 'This listing has already been claimed by another user.';
/** At most this many waiting inquiries are listed in the new owner's email (the inbox has them all). */
export const WAITING_LISTED = 50;

export interface ProvisionOwnerInput {
  vendorId: string;
  email: string;
  /** 'approved': a new listing from an application; 'claim': an existing listing claimed by its owner. */
  reason: 'approved' | 'claim';
  ownerName?: string;
  /** A paid plan that starts with the listing (approval of a Featured or Premier application): named in the email. */
  plan?: { tier: Exclude<Tier, 'free'>; trialEndsAt: Date; monthlyCents: number };
}

/**
 * A transactional step, not a use case (it opens no transaction and no route calls it): makes an email
 * the owner of a listing and emails them a login link, inside the caller's transaction (approving an
 * application, granting a claim, an admin adding a listing with an owner). Refused when the listing already has
 * a different owner, or the user already owns another listing. A claimed listing's welcome lists the
 * inquiries that waited for an owner (issue 36): the new owner gets one email, with all of it.
 */
export class OwnerProvisioning {
  static readonly inject = ['Secrets', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { publicBaseUrl: string },
  ) {}

  async provision(r: Repos<'ownership' | 'users' | 'loginTokens' | 'outbox'>, input: ProvisionOwnerInput): Promise<{ userId: string }> {
    const email = normalizeEmail(input.email);
    const now = this.clock.now();
    const vendorName = await r.ownership.vendorName(input.vendorId);
    if (vendorName === null) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');

    let user = await r.users.findByEmail(email);
    const currentOwner = await r.ownership.ownerOf(input.vendorId);
    if (currentOwner && currentOwner !== user?.id) throw new DomainError('CONFLICT', ALREADY_CLAIMED_MESSAGE);
    if (user?.vendorId && user.vendorId !== input.vendorId) {
      throw new DomainError('CONFLICT', 'This email already manages another listing.');
    }
    if (!user) {
      user = { id: this.ids.next(), email, isAdmin: false, isActive: true, vendorId: null, lastLoginAt: null, createdAt: now, updatedAt: now };
      await r.users.create(user);
    }
    await r.ownership.assign(input.vendorId, user.id, now);

    await r.loginTokens.invalidateOpenFor(email, now);
    const { token, hash } = this.secrets.newToken();
    const tokenId = this.ids.next();
    await r.loginTokens.create(
      newLoginToken(
        {
          id: tokenId,
          email,
          tokenHash: hash,
          purpose: input.reason === 'claim' ? 'claim' : 'login',
          userId: user.id,
          vendorId: input.vendorId,
          // No browser asked for this link: whoever opens it is asked 'Sign in as {email}?' (ADR 10).
          browserKeyHash: null,
        },
        now,
      ),
    );
    const welcome = {
      link: `${this.options.publicBaseUrl}/auth/verify/${token}`,
      businessName: vendorName,
      ownerName: input.ownerName ?? null,
      expiresInMinutes: Math.round(LOGIN_LINK_TTL_MS / 60_000),
    };
    const waiting =
      input.reason === 'claim'
        ? (await r.ownership.waitingInquiries(input.vendorId, WAITING_LISTED)).map((w) => ({
            coupleName: w.coupleName,
            weddingDate: weddingDateText(w),
            guestCount: w.guestCount,
            receivedOn: longDate(w.receivedAt),
          }))
        : [];
    const idempotencyKey = `owner-welcome:${tokenId}`;
    await r.outbox.add(
      outboxEmail(
        this.ids.next(),
        now,
        input.reason === 'claim'
          ? { template: 'claim-granted', to: email, data: waiting.length > 0 ? { ...welcome, waiting } : welcome, idempotencyKey }
          : {
              template: 'application-approved',
              to: email,
              data: input.plan ? { ...welcome, tier: input.plan.tier, trialEndDate: longDate(input.plan.trialEndsAt), monthlyPrice: dollars(input.plan.monthlyCents) } : welcome,
              idempotencyKey,
            },
      ),
    );
    return { userId: user.id };
  }
}
