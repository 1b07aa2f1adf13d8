import {
  SHORTLIST_LINK_DAYS,
  SHORTLIST_LINK_NOT_VALID,
  SHORTLIST_LINKS_LIMITED,
  SHORTLIST_VENDORS_GONE,
  shortlistLinkExpiresAt,
  shortlistLinkProblem,
  shortlistLinkState,
  type ShortlistLink,
  type ShortlistLinkKind,
} from '../../domain/couples/shortlist-link.ts';
import type { EmailShortlistInput, ShareShortlistInput } from '../../domain/couples/shortlist-link-api.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Limits that stop a flood without stopping a couple (as the inquiries' limits): per address 20 links an
 * hour, emailed or shared (a couple making a few links, or a planner's office, stays under it); per email 5
 * emailed links a day (an address typed by someone else gets at most that many). Over either, 429 with
 * Retry-After, and nothing stored or sent.
 */
export const SHORTLIST_LINK_RATE_LIMITS = {
  perAddress: { limit: 20, windowMs: HOUR },
  perEmail: { limit: 5, windowMs: DAY },
} as const;

/** The outbox's `about` of a link's email: stopping the link erases it, pending or sent (it holds the address). */
export const aboutShortlistLink = (linkId: string): string => `shortlist-link:${linkId}`;

/** The pages the links open (the public remote). */
export const keepLinkUrl = (baseUrl: string, token: string) => `${baseUrl}/shortlist/open/${token}`;
export const shareLinkUrl = (baseUrl: string, token: string) => `${baseUrl}/shortlist/shared/${token}`;

export interface ShortlistLinkContext {
  ip: string;
}

/** What the browser that made a link is given: the key that stops it, and the link itself when it is to be shared. */
export interface MadeShortlistLink {
  kind: ShortlistLinkKind;
  key: string;
  url: string | null;
  vendorCount: number;
  expiresAt: Date;
}

/** What a live link opens. */
export interface OpenedShortlistLink {
  kind: ShortlistLinkKind;
  vendorIds: string[];
  expiresAt: Date;
}

type Rule = { limit: number; windowMs: number };

/** What both kinds of link share: the limits, the listed vendors, the two secrets and the row. */
abstract class MakeShortlistLink {
  protected static readonly ports = ['VendorRepository', 'UnitOfWork', 'RateLimiter', 'Secrets', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly rateLimiter: RateLimiter,
    protected readonly secrets: Secrets,
    protected readonly ids: IdGenerator,
    protected readonly clock: Clock,
    protected readonly options: { publicBaseUrl: string },
  ) {}

  /** Counts the request against each limit in turn; the first one over refuses it (429 with the wait). */
  protected async within(rules: ReadonlyArray<readonly [string, Rule]>): Promise<void> {
    for (const [key, rule] of rules) {
      const hit = await this.rateLimiter.hit(key, rule.limit, rule.windowMs);
      if (!hit.allowed) throw new RateLimitedError(SHORTLIST_LINKS_LIMITED, hit.retryAfterMs);
    }
  }

  /** The ids of listed vendors among those given, in their order; none listed is a 400. */
  protected async listed(vendorIds: readonly string[]): Promise<string[]> {
    const listed = new Set((await this.vendors.summariesByIds(vendorIds)).map((v) => v.id));
    const ids = vendorIds.filter((id) => listed.has(id));
    if (ids.length === 0) throw new DomainError('VALIDATION_FAILED', SHORTLIST_VENDORS_GONE, { vendorIds: SHORTLIST_VENDORS_GONE });
    return ids;
  }

  /** Stores a new link (its token and its key only as hashes) in the caller's transaction; returns the token too. */
  protected async store(r: Repos<'shortlistLinks'>, kind: ShortlistLinkKind, vendorIds: string[], now: Date): Promise<{ link: ShortlistLink; token: string; key: string }> {
    const token = this.secrets.newToken();
    const key = this.secrets.newToken();
    const link: ShortlistLink = { id: this.ids.next(), kind, vendorIds, tokenHash: token.hash, keyHash: key.hash, createdAt: now, expiresAt: shortlistLinkExpiresAt(now), stoppedAt: null };
    await r.shortlistLinks.create(link);
    return { link, token: token.token, key: key.token };
  }
}

/**
 * 'Email me my shortlist': a link that opens and keeps the shortlist in another browser, emailed to the
 * address typed (through the outbox, in the same transaction as the link). The address is not stored with
 * the link; the email is 'about' the link, so stopping the link erases it from the outbox.
 */
export class EmailShortlist extends MakeShortlistLink {
  static readonly inject = MakeShortlistLink.ports;
  constructor(
    vendors: VendorRepository,
    private readonly uow: UnitOfWork<'shortlistLinks' | 'outbox'>,
    rateLimiter: RateLimiter,
    secrets: Secrets,
    ids: IdGenerator,
    clock: Clock,
    options: { publicBaseUrl: string },
  ) {
    super(vendors, rateLimiter, secrets, ids, clock, options);
  }

  async execute(input: EmailShortlistInput, ctx: ShortlistLinkContext): Promise<MadeShortlistLink> {
    await this.within([
      [`shortlist-link:ip:${ctx.ip}`, SHORTLIST_LINK_RATE_LIMITS.perAddress],
      // The address's hash, so the limiter's keys (in Redis in production) hold no address either.
      [`shortlist-link:email:${this.secrets.hash(input.email)}`, SHORTLIST_LINK_RATE_LIMITS.perEmail],
    ]);
    const vendorIds = await this.listed(input.vendorIds);
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      const { link, token, key } = await this.store(r, 'keep', vendorIds, now);
      await r.outbox.add(
        outboxEmail(
          this.ids.next(),
          now,
          {
            template: 'shortlist-link',
            to: input.email,
            data: { link: keepLinkUrl(this.options.publicBaseUrl, token), vendorCount: vendorIds.length, expiresInDays: SHORTLIST_LINK_DAYS },
            idempotencyKey: `shortlist-link:${link.id}`,
          },
          { about: aboutShortlistLink(link.id) },
        ),
      );
      return { kind: 'keep', key, url: null, vendorCount: vendorIds.length, expiresAt: link.expiresAt };
    });
  }
}

/** 'Share with my partner': a read-only link for the couple to copy; nothing is emailed. */
export class ShareShortlist extends MakeShortlistLink {
  static readonly inject = MakeShortlistLink.ports;
  constructor(
    vendors: VendorRepository,
    private readonly uow: UnitOfWork<'shortlistLinks'>,
    rateLimiter: RateLimiter,
    secrets: Secrets,
    ids: IdGenerator,
    clock: Clock,
    options: { publicBaseUrl: string },
  ) {
    super(vendors, rateLimiter, secrets, ids, clock, options);
  }

  async execute(input: ShareShortlistInput, ctx: ShortlistLinkContext): Promise<MadeShortlistLink> {
    await this.within([[`shortlist-link:ip:${ctx.ip}`, SHORTLIST_LINK_RATE_LIMITS.perAddress]]);
    const vendorIds = await this.listed(input.vendorIds);
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      const { link, token, key } = await this.store(r, 'share', vendorIds, now);
      return { kind: 'share', key, url: shareLinkUrl(this.options.publicBaseUrl, token), vendorCount: vendorIds.length, expiresAt: link.expiresAt };
    });
  }
}

/** GET a link by its token: a live one's vendors; a stopped, expired or unknown one is a 404 that says which. */
export class OpenShortlistLink {
  static readonly inject = ['UnitOfWork', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'shortlistLinks'>,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<OpenedShortlistLink> {
    const link = await this.uow.run((r) => r.shortlistLinks.findByTokenHash(this.secrets.hash(token)));
    if (!link) throw new DomainError('NOT_FOUND', SHORTLIST_LINK_NOT_VALID);
    const state = shortlistLinkState(link, this.clock.now());
    if (state !== 'live') throw new DomainError('NOT_FOUND', shortlistLinkProblem(state));
    return { kind: link.kind, vendorIds: link.vendorIds, expiresAt: link.expiresAt };
  }
}

/**
 * 'Stop sharing' from the browser that made the link (its key): the link stops opening at once, its
 * vendors are forgotten and its email, if any, is erased from the outbox. Stopping twice answers the same.
 */
export class StopShortlistLink {
  static readonly inject = ['UnitOfWork', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'shortlistLinks' | 'outbox'>,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(key: string): Promise<{ kind: ShortlistLinkKind }> {
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      const link = await r.shortlistLinks.findByKeyHash(this.secrets.hash(key));
      if (!link) throw new DomainError('NOT_FOUND', SHORTLIST_LINK_NOT_VALID);
      await r.shortlistLinks.stop(link.id, now);
      await r.outbox.eraseAbout(aboutShortlistLink(link.id));
      return { kind: link.kind };
    });
  }
}
