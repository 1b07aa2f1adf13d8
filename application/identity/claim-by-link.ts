import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { normalizeEmail } from '../../domain/identity/user.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import type { Clock } from '../ports/clock.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { ListingClaimLink } from '../ports/user-repository.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { OwnerProvisioning, WAITING_LISTED } from './provision-vendor-owner.ts';

export const CLAIM_LINK_INVALID = 'This claim link has expired, was used already, or is not valid. You can still claim the listing with the claim form.';
export const CLAIM_LINK_TAKEN = (vendorName: string) => `${vendorName} has an owner now. If that is you, log in to read its messages.`;

/** Opening or using a claim link: per address, generous for a person, short for a guesser. */
export const CLAIM_LINK_RATE_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 } as const;

/** What the claim page shows before the person confirms. */
export interface ClaimLinkView {
  vendor: { name: string; slug: string };
  /** The business email that becomes the owner (the address the link was sent to). */
  email: string;
  /** Inquiries waiting for the owner (at most WAITING_LISTED counted). */
  waiting: number;
}

/**
 * The checks both steps share: a live link, for a listing that still states the address the link went to,
 * and that has no owner yet. The caller opens the transaction.
 */
const usableLink = async (vendors: VendorRepository, link: ListingClaimLink | null) => {
  const vendor = link ? await vendors.findCoreBySlugOrId(link.vendorId) : null;
  if (!link || !vendor || !vendor.email || normalizeEmail(vendor.email) !== link.email) throw new DomainError('NOT_FOUND', CLAIM_LINK_INVALID);
  if (vendor.ownerUserId) throw new DomainError('CONFLICT', CLAIM_LINK_TAKEN(vendor.name));
  return vendor;
};

const validShape = (token: string) => /^[A-Za-z0-9_-]{20,128}$/.test(token);

/**
 * 'Claim this listing to reply' (issue 36), step 1: the link from an inquiry emailed to an owner-less
 * listing's business email opens a page that names the listing and the address that becomes its owner, and
 * asks to confirm. Nothing is used up by opening it (mail scanners open links too).
 */
export class OpenClaimLink {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'RateLimiter', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'ownership'>,
    private readonly rateLimiter: RateLimiter,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(token: string, ip: string): Promise<ClaimLinkView> {
    await limit(this.rateLimiter, ip);
    if (!validShape(token)) throw new DomainError('NOT_FOUND', CLAIM_LINK_INVALID);
    const now = this.clock.now();
    const link = await this.uow.run((r) => r.ownership.findLiveClaimLink(this.secrets.hash(token), now));
    const vendor = await usableLink(this.vendors, link);
    const waiting = await this.uow.run((r) => r.ownership.waitingInquiries(vendor.id, WAITING_LISTED));
    return { vendor: { name: vendor.name, slug: vendor.slug }, email: link!.email, waiting: waiting.length };
  }
}

/**
 * Step 2, 'Claim this listing': the link is used (once, atomically) and its address becomes the listing's
 * owner the way a granted claim does (OwnerProvisioning: an account for the address if it has none, and one
 * email with a login link and the inquiries waiting). Holding the link proves control of the address the
 * listing states, so no admin needs to look; the login link goes to that same address (ADR 7, ADR 10).
 */
export class ClaimListingByLink {
  static readonly inject = ['VendorRepository', 'UnitOfWork', OwnerProvisioning, 'RateLimiter', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'ownership' | 'users' | 'loginTokens' | 'outbox'>,
    private readonly provisionOwner: OwnerProvisioning,
    private readonly rateLimiter: RateLimiter,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(token: string, ip: string): Promise<{ vendor: { name: string; slug: string }; email: string }> {
    await limit(this.rateLimiter, ip);
    if (!validShape(token)) throw new DomainError('NOT_FOUND', CLAIM_LINK_INVALID);
    const hash = this.secrets.hash(token);
    // The listing is read before the transaction (the embedded SQLite has one connection, which it holds).
    const live = await this.uow.run((r) => r.ownership.findLiveClaimLink(hash, this.clock.now()));
    const vendor = await usableLink(this.vendors, live);
    return this.uow.run(async (r) => {
      const link = await r.ownership.consumeClaimLink(hash, this.clock.now());
      if (!link) throw new DomainError('NOT_FOUND', CLAIM_LINK_INVALID);
      // Refused (and the link kept unused, the transaction undone) when someone else became the owner meanwhile.
      await this.provisionOwner.provision(r, { vendorId: link.vendorId, email: link.email, reason: 'claim' });
      return { vendor: { name: vendor.name, slug: vendor.slug }, email: link.email };
    });
  }
}

const limit = async (rateLimiter: RateLimiter, ip: string) => {
  const hit = await rateLimiter.hit(`claim-link:ip:${ip}`, CLAIM_LINK_RATE_LIMIT.limit, CLAIM_LINK_RATE_LIMIT.windowMs);
  if (!hit.allowed) throw new RateLimitedError(RATE_LIMITED_MESSAGE, hit.retryAfterMs);
};
