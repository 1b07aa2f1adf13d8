import { describe, expect, it } from 'vitest';
import type { RepoName } from '../ports/unit-of-work.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { SHORTLIST_LINK_EXPIRED, SHORTLIST_LINK_NOT_VALID, SHORTLIST_LINK_STOPPED, SHORTLIST_LINK_TTL_MS, SHORTLIST_VENDORS_GONE } from '../../domain/couples/shortlist-link.ts';
import { FixedClock, SequentialIds } from '../../tests/support/fakes/fixed-clock.ts';
import { CountingRateLimiter, SequentialSecrets } from '../../tests/support/fakes/in-memory-auth-repositories.ts';
import { CollectingOutbox, InMemoryTransactions, InMemoryUnitOfWork } from '../../tests/support/fakes/in-memory-inquiries.ts';
import { InMemoryShortlistLinks } from '../../tests/support/fakes/in-memory-shortlist-links.ts';
import { aVendor, InMemoryVendors } from '../../tests/support/fakes/in-memory-vendors.ts';
import { EmailShortlist, OpenShortlistLink, SHORTLIST_LINK_RATE_LIMITS, ShareShortlist, StopShortlistLink, aboutShortlistLink } from './shortlist-links.ts';

const BASE = 'https://upstateweddingdirectory.com';
const ctx = { ip: '203.0.113.7' };

const world = () => {
  const clock = new FixedClock(new Date('2026-12-03T10:00:00Z'));
  const ids = new SequentialIds();
  const secrets = new SequentialSecrets();
  const limiter = new CountingRateLimiter(clock);
  const vendors = new InMemoryVendors();
  vendors.add(aVendor('barn', { name: 'Magnolia Barn' }));
  vendors.add(aVendor('lens', { name: 'Blue Lens', categorySlug: 'photographers' }));
  vendors.add(aVendor('closed', { name: 'Closed Hall', isActive: false }));
  const links = new InMemoryShortlistLinks();
  const outbox = new CollectingOutbox();
  const transactions = new InMemoryTransactions([links, outbox]);
  const all = { shortlistLinks: links, outbox };
  const uow = <K extends RepoName>(...names: K[]) => new InMemoryUnitOfWork<K>(all, names, transactions);
  const settings = { publicBaseUrl: BASE };
  return {
    clock,
    secrets,
    limiter,
    links,
    outbox,
    email: new EmailShortlist(vendors, uow('shortlistLinks', 'outbox'), limiter, secrets, ids, clock, settings),
    share: new ShareShortlist(vendors, uow('shortlistLinks'), limiter, secrets, ids, clock, settings),
    open: new OpenShortlistLink(uow('shortlistLinks'), secrets, clock),
    stop: new StopShortlistLink(uow('shortlistLinks', 'outbox'), secrets, clock),
  };
};

const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as DomainError;
  }
  throw new Error('expected a failure');
};

describe('Email me my shortlist', () => {
  it('stores the listed vendors and two hashes, nothing of the couple, and emails the link in the same transaction', async () => {
    const w = world();
    const made = await w.email.execute({ email: 'sam@example.com', vendorIds: ['barn', 'closed', 'lens'] }, ctx);

    expect(made).toMatchObject({ kind: 'keep', url: null, vendorCount: 2 });
    expect(made.expiresAt.getTime() - w.clock.now().getTime()).toBe(SHORTLIST_LINK_TTL_MS);
    const [row] = w.links.all();
    expect(row).toEqual({
      id: expect.any(String),
      kind: 'keep',
      vendorIds: ['barn', 'lens'],
      tokenHash: expect.stringMatching(/^hash:/),
      keyHash: w.secrets.hash(made.key),
      createdAt: w.clock.now(),
      expiresAt: made.expiresAt,
      stoppedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain('sam@example.com');

    const [message] = w.outbox.messages;
    expect(message?.about).toBe(aboutShortlistLink(row!.id));
    const [mail] = w.outbox.emails();
    expect(mail).toMatchObject({ template: 'shortlist-link', to: 'sam@example.com', data: { vendorCount: 2, expiresInDays: 180 } });
    const link = mail!.template === 'shortlist-link' ? mail!.data.link : '';
    expect(link).toMatch(new RegExp(`^${BASE}/shortlist/open/`));
    expect(w.secrets.hash(tokenOf(link))).toBe(row!.tokenHash);
    // The emailed token is not the stop key, and each is stored only as its hash.
    expect(tokenOf(link)).not.toBe(made.key);
    expect(Object.values(row!)).not.toContain(tokenOf(link));
    expect(Object.values(row!)).not.toContain(made.key);
  });

  it('opens the emailed link in another browser: the vendors, kind and expiry', async () => {
    const w = world();
    await w.email.execute({ email: 'sam@example.com', vendorIds: ['lens', 'barn'] }, ctx);
    const link = w.outbox.emails()[0]!;
    const opened = await w.open.execute(tokenOf(link.template === 'shortlist-link' ? link.data.link : ''));
    expect(opened).toEqual({ kind: 'keep', vendorIds: ['lens', 'barn'], expiresAt: w.links.all()[0]!.expiresAt });
  });

  it('refuses a list with no listed vendor and stores and sends nothing', async () => {
    const w = world();
    const e = await failure(w.email.execute({ email: 'sam@example.com', vendorIds: ['closed', 'nobody'] }, ctx));
    expect(e).toBeInstanceOf(DomainError);
    expect(e).toMatchObject({ code: 'VALIDATION_FAILED', message: SHORTLIST_VENDORS_GONE, fields: { vendorIds: SHORTLIST_VENDORS_GONE } });
    expect(w.links.all()).toEqual([]);
    expect(w.outbox.messages).toEqual([]);
  });

  it('is limited per email (its hash, not the address, in the key) and per address; over a limit nothing is stored', async () => {
    const w = world();
    for (let i = 0; i < SHORTLIST_LINK_RATE_LIMITS.perEmail.limit; i++) await w.email.execute({ email: 'sam@example.com', vendorIds: ['barn'] }, { ip: `198.51.100.${i}` });
    const e = await failure(w.email.execute({ email: 'sam@example.com', vendorIds: ['barn'] }, { ip: '198.51.100.99' }));
    expect(e).toBeInstanceOf(RateLimitedError);
    expect(w.links.all()).toHaveLength(SHORTLIST_LINK_RATE_LIMITS.perEmail.limit);
    expect(w.limiter.keys).toContain(`shortlist-link:email:${w.secrets.hash('sam@example.com')}`);
    expect(w.limiter.keys).not.toContain('shortlist-link:email:sam@example.com');

    const v = world();
    for (let i = 0; i < SHORTLIST_LINK_RATE_LIMITS.perAddress.limit; i++) await v.share.execute({ vendorIds: ['barn'] }, ctx);
    expect(await failure(v.email.execute({ email: 'other@example.com', vendorIds: ['barn'] }, ctx))).toBeInstanceOf(RateLimitedError);
    expect(v.outbox.messages).toEqual([]);
  });
});

describe('Share with my partner', () => {
  it('gives a read-only link to the site and a stop key, and emails nobody', async () => {
    const w = world();
    const made = await w.share.execute({ vendorIds: ['barn', 'lens'] }, ctx);
    expect(made).toMatchObject({ kind: 'share', vendorCount: 2, url: expect.stringMatching(new RegExp(`^${BASE}/shortlist/shared/[A-Za-z0-9_-]{20,}$`)) });
    expect(w.outbox.messages).toEqual([]);
    expect(await w.open.execute(tokenOf(made.url!))).toMatchObject({ kind: 'share', vendorIds: ['barn', 'lens'] });
  });
});

describe('opening and stopping a link', () => {
  it('says a stopped link is no longer shared, and stopping forgets its vendors', async () => {
    const w = world();
    const made = await w.share.execute({ vendorIds: ['barn'] }, ctx);
    expect(await w.stop.execute(made.key)).toEqual({ kind: 'share' });
    expect(w.links.all()[0]).toMatchObject({ vendorIds: [], stoppedAt: w.clock.now() });
    expect(await failure(w.open.execute(tokenOf(made.url!)))).toMatchObject({ code: 'NOT_FOUND', message: SHORTLIST_LINK_STOPPED });
    // Stopping twice answers the same.
    expect(await w.stop.execute(made.key)).toEqual({ kind: 'share' });
  });

  it('stopping an emailed link removes its email (pending or sent) from the outbox', async () => {
    const w = world();
    const made = await w.email.execute({ email: 'sam@example.com', vendorIds: ['barn'] }, ctx);
    expect(w.outbox.messages).toHaveLength(1);
    await w.stop.execute(made.key);
    expect(w.outbox.messages).toEqual([]);
  });

  it('says an expired link has expired, and an unknown link or key is not valid', async () => {
    const w = world();
    const made = await w.share.execute({ vendorIds: ['barn'] }, ctx);
    w.clock.advance(SHORTLIST_LINK_TTL_MS);
    expect(await failure(w.open.execute(tokenOf(made.url!)))).toMatchObject({ code: 'NOT_FOUND', message: SHORTLIST_LINK_EXPIRED });
    expect(await failure(w.open.execute('made-up-token-000000000000000000000000000'))).toMatchObject({ code: 'NOT_FOUND', message: SHORTLIST_LINK_NOT_VALID });
    expect(await failure(w.stop.execute('made-up-key-00000000000000000000000000000'))).toMatchObject({ code: 'NOT_FOUND', message: SHORTLIST_LINK_NOT_VALID });
  });

  it('a link token does not stop a link, and a stop key does not open one', async () => {
    const w = world();
    const made = await w.share.execute({ vendorIds: ['barn'] }, ctx);
    expect(await failure(w.stop.execute(tokenOf(made.url!)))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failure(w.open.execute(made.key))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await w.open.execute(tokenOf(made.url!))).toMatchObject({ kind: 'share' });
  });
});
