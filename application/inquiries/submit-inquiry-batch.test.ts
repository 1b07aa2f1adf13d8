import { describe, expect, it } from 'vitest';
import { INQUIRY_MESSAGES } from '../../domain/inquiries/inquiry.ts';
import type { InquiryBatchInput } from '../../domain/inquiries/inquiry-batch-api.ts';
import { BATCH_VENDOR_NOT_FOUND } from '../../domain/inquiries/inquiry-batch-words.ts';
import { CONFIRMATION_TTL_MS } from '../../domain/inquiries/timing.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { BASE_URL, COUPLE, inquiryWorld, type InquiryWorld } from '../../tests/support/fakes/inquiry-world.ts';
import { aVendor } from '../../tests/support/fakes/in-memory-vendors.ts';
import { INQUIRY_RATE_LIMITS } from './submit-inquiry.ts';

/** Issue 39 §3, §5, §6: one message to several vendors, each an inquiry exactly as a single one is. */

const rejection = async (p: Promise<unknown>): Promise<DomainError> => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(e instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(e)}`);
  return e;
};

/** The world with a photographer beside the three venues: Magnolia Barn, Wisteria Hall (owned), Riverside Lawn (no owner). */
const batchWorld = async () => {
  const w = await inquiryWorld();
  const photo = w.vendors.add(aVendor('vendor_photo', { name: 'Golden Hour Photo', slug: 'golden-hour-photo', categorySlug: 'photographers' }));
  const batch = (o: Partial<InquiryBatchInput> = {}): InquiryBatchInput => {
    const { budget: _budget, ...contact } = w.form();
    return { ...contact, budgets: { venues: '10000-plus', photographers: '3500-5000' }, vendorIds: [w.barn.id, w.hall.id, w.unclaimed.id], origin: 'shortlist', ...o };
  };
  return Object.assign(w, { photo, batch });
};

const nothingStored = (w: InquiryWorld) => {
  expect(w.inquiries.all()).toEqual([]);
  expect(w.inquiries.allMessages()).toEqual([]);
  expect(w.emails()).toEqual([]);
};

describe('one message to several vendors waits for one confirmation', () => {
  it('stores one inquiry per vendor, marked as from a shortlist, and queues one "Confirm your messages" in one unit of work', async () => {
    const w = await batchWorld();
    const result = await w.submitBatch.execute(w.batch(), w.ctx());

    expect(result.delivery).toBe('confirm_email');
    expect(result.sent.map((s) => [s.vendor.name, s.reach])).toEqual([
      ['Magnolia Barn', null],
      ['Wisteria Hall', null],
      ['Riverside Lawn', null],
    ]);
    const stored = w.inquiries.all();
    expect(stored.map((i) => [i.vendorId, i.state, i.fromShortlist, i.budget])).toEqual([
      [w.barn.id, 'pending_confirmation', true, '10000-plus'],
      [w.hall.id, 'pending_confirmation', true, '10000-plus'],
      [w.unclaimed.id, 'pending_confirmation', true, '10000-plus'],
    ]);
    // One link for all: one hash, one expiry, the token itself never stored.
    expect(new Set(stored.map((i) => i.confirmTokenHash))).toEqual(new Set([w.secrets.hash(w.secrets.lastToken)]));
    expect(stored[0]!.confirmExpiresAt).toEqual(new Date(w.clock.now().getTime() + CONFIRMATION_TTL_MS));
    // Each vendor its own thread with the couple's message.
    expect(w.inquiries.allMessages().map((m) => [m.inquiryId, m.author, m.body])).toEqual(stored.map((i) => [i.id, 'couple', w.form().message]));
    expect(w.transactions.committed).toBe(1);
    expect(w.emails()).toEqual([
      {
        template: 'inquiry-confirm',
        to: COUPLE,
        data: {
          vendorName: 'Magnolia Barn',
          vendorNames: ['Magnolia Barn', 'Wisteria Hall', 'Riverside Lawn'],
          coupleName: 'Sam Rivera',
          link: `${BASE_URL}/inquiries/confirm/${w.secrets.lastToken}`,
          expiresInDays: 7,
        },
        idempotencyKey: `inquiry-confirm:${stored[0]!.id}`,
      },
    ]);
    // Nothing reaches a vendor before the link.
    expect((await w.inbox.execute(w.owner, w.barn.id, { page: 1 })).page.total).toBe(0);
  });

  it("'Also ask similar vendors' sends the same way, but not marked as from a shortlist", async () => {
    const w = await batchWorld();
    await w.submitBatch.execute(w.batch({ origin: 'similar', vendorIds: [w.barn.id, w.hall.id] }), w.ctx());
    expect(w.inquiries.all().map((i) => [i.vendorId, i.state, i.fromShortlist])).toEqual([
      [w.barn.id, 'pending_confirmation', false],
      [w.hall.id, 'pending_confirmation', false],
    ]);
  });

  it('takes each vendor’s budget from its category', async () => {
    const w = await batchWorld();
    await w.submitBatch.execute(w.batch({ vendorIds: [w.barn.id, w.photo.id] }), w.ctx());
    expect(w.inquiries.all().map((i) => [i.vendorId, i.budget])).toEqual([
      [w.barn.id, '10000-plus'],
      [w.photo.id, '3500-5000'],
    ]);
  });

  it('one click confirms them all: each delivered to its vendor, each with its own thread, the browser remembered once', async () => {
    const w = await batchWorld();
    await w.submitBatch.execute(w.batch(), w.ctx());
    const ids = w.inquiries.all().map((i) => i.id);
    const committed = w.transactions.committed;
    const done = await w.confirm.execute(w.lastConfirmToken());

    expect(w.transactions.committed).toBe(committed + 1);
    expect(done.confirmedNow).toBe(true);
    expect(done.messages.map((m) => [m.vendor.name, m.reach])).toEqual([
      ['Magnolia Barn', 'owner'],
      ['Wisteria Hall', 'owner'],
      ['Riverside Lawn', 'waiting'],
    ]);
    expect(w.inquiries.all().map((i) => [i.state, i.deliveredAt])).toEqual(ids.map(() => ['delivered', w.clock.now()]));
    expect(w.emailsOf('inquiry-new').map((e) => [e.to, e.data.inboxLink])).toEqual([
      ['owner@barn.example', `${BASE_URL}/vendor/inquiries/${ids[0]}`],
      ['owner@hall.example', `${BASE_URL}/vendor/inquiries/${ids[1]}`],
    ]);
    expect(w.browsers.all()).toHaveLength(1);
    // Each thread link opens its own vendor's thread.
    const threads = await Promise.all(done.messages.map((m) => w.thread.execute(m.threadToken)));
    expect(threads.map((t) => t.inquiry.id)).toEqual(ids);
    // Each vendor sees it in its inbox, marked as from a shortlist.
    const barnInbox = await w.inbox.execute(w.owner, w.barn.id, { page: 1 });
    expect(barnInbox.page.items.map((i) => [i.id, i.fromShortlist])).toEqual([[ids[0], true]]);
    const hallInbox = await w.inbox.execute(w.otherOwner, w.hall.id, { page: 1 });
    expect(hallInbox.page.items.map((i) => [i.id, i.fromShortlist])).toEqual([[ids[1], true]]);

    // A second click says they were sent, and sends nothing again.
    const emails = w.emails().length;
    const again = await w.confirm.execute(w.lastConfirmToken());
    expect(again.confirmedNow).toBe(false);
    expect(again.messages.map((m) => m.threadToken)).toEqual(done.messages.map((m) => m.threadToken));
    expect(w.emails()).toHaveLength(emails);
    expect(w.browsers.all()).toHaveLength(1);
  });

  it('a link past its 7 days confirms none of them', async () => {
    const w = await batchWorld();
    await w.submitBatch.execute(w.batch(), w.ctx());
    w.clock.advance(CONFIRMATION_TTL_MS);
    expect((await rejection(w.confirm.execute(w.lastConfirmToken()))).code).toBe('NOT_FOUND');
    expect(w.inquiries.all().map((i) => i.state)).toEqual(['pending_confirmation', 'pending_confirmation', 'pending_confirmation']);
  });

  it('a batch of one reads as a single inquiry', async () => {
    const w = await batchWorld();
    await w.submitBatch.execute(w.batch({ vendorIds: [w.barn.id] }), w.ctx());
    expect(w.emailsOf('inquiry-confirm').map((e) => e.data)).toEqual([
      { vendorName: 'Magnolia Barn', coupleName: 'Sam Rivera', link: `${BASE_URL}/inquiries/confirm/${w.secrets.lastToken}`, expiresInDays: 7 },
    ]);
  });

  it('the spam rules apply to each: a filled honeypot holds all of them after the link, and no vendor hears of them', async () => {
    const w = await batchWorld();
    await w.submitBatch.execute(w.batch({ website: 'https://cheap-seo.example' }), w.ctx());
    await w.confirm.execute(w.lastConfirmToken());
    expect(w.inquiries.all().map((i) => [i.state, i.holdReasons])).toEqual([
      ['held', ['honeypot']],
      ['held', ['honeypot']],
      ['held', ['honeypot']],
    ]);
    expect(w.emailsOf('inquiry-new')).toEqual([]);
  });
});

describe('a remembered browser sends them straight through', () => {
  it('delivers each at once, emails each owner, asks for no confirmation', async () => {
    const w = await batchWorld();
    const { rememberedBrowser } = await w.sendConfirmed(w.photo.id, { budget: '3500-5000' });
    const before = w.emails().length;
    const result = await w.submitBatch.execute(w.batch({ vendorIds: [w.barn.id, w.hall.id] }), w.ctx({ rememberedToken: rememberedBrowser!.token }));

    expect(result.delivery).toBe('sent');
    expect(result.sent.map((s) => [s.vendor.name, s.reach])).toEqual([
      ['Magnolia Barn', 'owner'],
      ['Wisteria Hall', 'owner'],
    ]);
    const batch = w.inquiries.all().slice(1);
    expect(batch.map((i) => [i.state, i.confirmTokenHash, i.fromShortlist])).toEqual([
      ['delivered', null, true],
      ['delivered', null, true],
    ]);
    expect(w.emails().slice(before).map((e) => [e.template, e.to])).toEqual([
      ['inquiry-new', 'owner@barn.example'],
      ['inquiry-new', 'owner@hall.example'],
    ]);
  });
});

describe('limits (issue 39 §6)', () => {
  it(`counts every vendor toward the per-email limit: over ${INQUIRY_RATE_LIMITS.perEmail.limit} a day, 429 and nothing created`, async () => {
    const w = await batchWorld();
    for (let i = 0; i < INQUIRY_RATE_LIMITS.perEmail.limit - 2; i++) await w.limiter.hit(`inquiry:email:${COUPLE}`, INQUIRY_RATE_LIMITS.perEmail.limit, INQUIRY_RATE_LIMITS.perEmail.windowMs);
    const e = await rejection(w.submitBatch.execute(w.batch(), w.ctx()));
    expect(e).toBeInstanceOf(RateLimitedError);
    expect((e as RateLimitedError).retryAfterMs).toBeGreaterThan(0);
    nothingStored(w);
  });

  it(`counts every vendor toward the per-address limit: a batch of 5 is 5 of the ${INQUIRY_RATE_LIMITS.perAddress.limit} an hour`, async () => {
    const w = await batchWorld();
    const extra = [1, 2].map((n) => w.vendors.add(aVendor(`vendor_extra${n}`, { name: `Extra Venue ${n}` })));
    const five = [w.barn.id, w.hall.id, w.unclaimed.id, ...extra.map((v) => v.id)];
    const ip = '203.0.113.7';
    for (let i = 0; i < 4; i++) await w.submitBatch.execute(w.batch({ vendorIds: five, email: `couple${i}@example.com` }), w.ctx({ ip }));
    expect(w.inquiries.all()).toHaveLength(20);
    const e = await rejection(w.submitBatch.execute(w.batch({ vendorIds: [w.barn.id], email: 'late@example.com' }), w.ctx({ ip })));
    expect(e.code).toBe('RATE_LIMITED');
    expect(w.inquiries.all()).toHaveLength(20);
  });

  it('refuses an inactive or unknown vendor with VENDOR_NOT_FOUND, before any limit is counted, and creates none', async () => {
    const w = await batchWorld();
    for (const gone of [w.hidden.id, 'vendor_nobody']) {
      const e = await rejection(w.submitBatch.execute(w.batch({ vendorIds: [w.barn.id, gone] }), w.ctx()));
      expect([e.code, e.message]).toEqual(['VENDOR_NOT_FOUND', BATCH_VENDOR_NOT_FOUND]);
    }
    expect(w.limiter.keys).toEqual([]);
    nothingStored(w);
  });

  it('refuses a vendor whose category has no budget, naming the field, and creates none', async () => {
    const w = await batchWorld();
    const e = await rejection(w.submitBatch.execute(w.batch({ vendorIds: [w.barn.id, w.photo.id], budgets: { venues: '10000-plus' } }), w.ctx()));
    expect([e.code, e.fields]).toEqual(['VALIDATION_FAILED', { 'budgets.photographers': INQUIRY_MESSAGES.budget }]);
    nothingStored(w);
  });
});
