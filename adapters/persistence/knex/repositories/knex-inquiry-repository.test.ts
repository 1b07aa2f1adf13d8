import { ulid } from 'ulid';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InquiryMessage } from '../../../../domain/inquiries/inquiry.ts';
import { confirmationExpiresAt, purgeCutoff, reminderCutoff, replyTimeWindowStart } from '../../../../domain/inquiries/timing.ts';
import type { NewInquiry } from '../../../../application/ports/inquiry-repository.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertUser, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexInquiryRepository, KnexRememberedBrowserRepository, KnexSavedReplyRepository } from './knex-inquiry-repository.ts';

const NOW = new Date('2026-11-25T15:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (d: Date, ms: number) => new Date(d.getTime() + ms);
const hash = (c: string) => c.repeat(64).slice(0, 64);

/** An inquiry delivered at NOW unless told otherwise: what the submit use case would store. */
const anInquiry = (vendorId: string, over: Partial<NewInquiry> = {}): NewInquiry => {
  const createdAt = over.createdAt ?? NOW;
  return {
    id: ulid(),
    vendorId,
    coupleName: 'Avery Brooks',
    email: 'avery@example.com',
    phone: '864-555-0142',
    weddingDate: '2027-06-12',
    dateUndecided: false,
    guestCount: 140,
    budget: '6000-10000',
    status: 'new',
    closeReason: null,
    state: 'delivered',
    holdReasons: [],
    createdAt,
    confirmedAt: createdAt,
    deliveredAt: createdAt,
    firstRepliedAt: null,
    lastMessageAt: createdAt,
    lastMessageBy: 'couple',
    reminderSentAt: null,
    vendorReadAt: null,
    vendorUnread: true,
    closedAt: null,
    fromShortlist: false,
    confirmTokenHash: null,
    confirmExpiresAt: null,
    ...over,
  };
};

const pending = (vendorId: string, tokenChar: string, over: Partial<NewInquiry> = {}): NewInquiry =>
  anInquiry(vendorId, {
    state: 'pending_confirmation',
    confirmedAt: null,
    deliveredAt: null,
    confirmTokenHash: hash(tokenChar),
    confirmExpiresAt: confirmationExpiresAt(over.createdAt ?? NOW),
    ...over,
  });

const firstMessage = (i: NewInquiry, body = 'We love the barn and would like to visit in the spring.'): InquiryMessage => ({
  id: ulid(),
  inquiryId: i.id,
  author: 'couple',
  body,
  createdAt: i.createdAt,
});

describe.each(DIALECTS)('KnexInquiryRepository [%s]', (dialect) => {
  let db: TestDatabase;
  let repo: KnexInquiryRepository;
  let categoryId: string;
  let vendor: string;
  let other: string;
  let ownerless: string;

  const store = async (i: NewInquiry, body?: string) => {
    await repo.create(i, firstMessage(i, body));
    return i;
  };

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    repo = new KnexInquiryRepository(db.knex);
    categoryId = await insertCategory(db.knex, 'venues', 'Venues', 1);
  });
  afterAll(async () => db?.destroy());

  beforeEach(async () => {
    // Each test gets fresh vendors (deleting the old ones cascades to their inquiries).
    await db.knex('users').update({ vendor_id: null });
    await db.knex('vendors').delete();
    await db.knex('users').delete();
    vendor = await insertVendor(db.knex, categoryId, { name: 'Magnolia Barn' });
    other = await insertVendor(db.knex, categoryId, { name: 'Reedy River Hall' });
    ownerless = await insertVendor(db.knex, categoryId, { name: 'Hidden Garden' });
    await insertUser(db.knex, 'owner@magnolia.example', { vendorId: vendor });
    await insertUser(db.knex, 'owner@reedy.example', { vendorId: other });
  });

  it('stores an inquiry with its first message and reads it back with dates, booleans and the wedding day normalised', async () => {
    const i = await store(anInquiry(vendor, { holdReasons: ['links'], phone: null }));
    const back = await repo.findById(i.id);
    const { confirmTokenHash: _h, confirmExpiresAt: _e, ...expected } = i;
    expect(back).toEqual(expected);
    expect(back?.createdAt).toBeInstanceOf(Date);
    expect(back?.vendorUnread).toBe(true);
    expect(back?.dateUndecided).toBe(false);
    expect(back?.weddingDate).toBe('2027-06-12');
    const undecided = await store(anInquiry(vendor, { weddingDate: null, dateUndecided: true }));
    expect((await repo.findById(undecided.id))?.dateUndecided).toBe(true);
    expect((await repo.messages(i.id)).map((m) => [m.author, m.body])).toEqual([['couple', 'We love the barn and would like to visit in the spring.']]);
  });

  it('confirms a pending inquiry once, delivering it, or holding it when a spam rule matched', async () => {
    const clean = await store(pending(vendor, 'a'));
    const spammy = await store(pending(vendor, 'b', { holdReasons: ['spam_pattern'] }));
    const at = later(NOW, HOUR);

    const delivered = await repo.confirm(hash('a'), at);
    expect(delivered).toEqual([expect.objectContaining({ id: clean.id, state: 'delivered', confirmedAt: at, deliveredAt: at })]);
    expect(await repo.confirm(hash('a'), later(at, 1))).toEqual([]);
    expect((await repo.findByConfirmTokenHash(hash('a'))).map((i) => i.state)).toEqual(['delivered']);

    const held = await repo.confirm(hash('b'), at);
    expect(held).toEqual([expect.objectContaining({ id: spammy.id, state: 'held', confirmedAt: at, deliveredAt: null, holdReasons: ['spam_pattern'] })]);
    expect(await repo.confirm(hash('z'), at)).toEqual([]);
  });

  it('confirms every inquiry of one multi-send link at once, each delivered or held, marked as from a shortlist', async () => {
    const first = await store(pending(vendor, 'm', { fromShortlist: true, createdAt: later(NOW, 1) }));
    const second = await store(pending(other, 'm', { fromShortlist: true, holdReasons: ['links'], createdAt: later(NOW, 2) }));
    const third = await store(pending(ownerless, 'm', { fromShortlist: true, createdAt: later(NOW, 3) }));
    expect((await repo.findByConfirmTokenHash(hash('m'))).map((i) => [i.id, i.state, i.fromShortlist])).toEqual([
      [first.id, 'pending_confirmation', true],
      [second.id, 'pending_confirmation', true],
      [third.id, 'pending_confirmation', true],
    ]);
    const at = later(NOW, HOUR);
    const confirmed = await repo.confirm(hash('m'), at);
    expect(confirmed.map((i) => [i.id, i.state, i.deliveredAt])).toEqual([
      [first.id, 'delivered', at],
      [second.id, 'held', null],
      [third.id, 'delivered', at],
    ]);
    expect(await repo.confirm(hash('m'), later(at, 1))).toEqual([]);
    // Two clicks together: one confirms all, the other none.
    await store(pending(vendor, 'n', { fromShortlist: true }));
    await store(pending(other, 'n', { fromShortlist: true, holdReasons: ['links'] }));
    const results = await Promise.all([repo.confirm(hash('n'), at), repo.confirm(hash('n'), at)]);
    expect(results.map((r) => r.length).sort()).toEqual([0, 2]);
  });

  it('refuses to confirm after the 7 days', async () => {
    const i = await store(pending(vendor, 'c'));
    expect(await repo.confirm(hash('c'), i.confirmExpiresAt!)).toEqual([]);
    expect((await repo.findById(i.id))?.state).toBe('pending_confirmation');
  });

  it('confirms exactly once when two clicks arrive together', async () => {
    await store(pending(vendor, 'd'));
    const results = await Promise.all([repo.confirm(hash('d'), later(NOW, 1000)), repo.confirm(hash('d'), later(NOW, 1000))]);
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
  });

  it('keeps the thread in order and moves its times with each message', async () => {
    const i = await store(anInquiry(vendor));
    const reply: InquiryMessage = { id: ulid(), inquiryId: i.id, author: 'vendor', body: 'Yes, June 12 is open!', createdAt: later(NOW, 2 * HOUR) };
    await repo.appendMessage(reply);
    let t = await repo.findById(i.id);
    expect(t).toMatchObject({ firstRepliedAt: reply.createdAt, lastMessageAt: reply.createdAt, lastMessageBy: 'vendor', vendorUnread: false, vendorReadAt: reply.createdAt });

    const answer: InquiryMessage = { id: ulid(), inquiryId: i.id, author: 'couple', body: 'Wonderful, can we tour?', createdAt: later(NOW, 3 * HOUR) };
    await repo.appendMessage(answer);
    await repo.appendMessage({ ...reply, id: ulid(), body: 'Saturday at 10?', createdAt: later(NOW, 4 * HOUR) });
    t = await repo.findById(i.id);
    expect(t?.firstRepliedAt).toEqual(reply.createdAt);
    expect((await repo.messages(i.id)).map((m) => m.body)).toEqual([
      'We love the barn and would like to visit in the spring.',
      'Yes, June 12 is open!',
      'Wonderful, can we tour?',
      'Saturday at 10?',
    ]);
  });

  it("counts a couple's new message as unread until the vendor opens it", async () => {
    const i = await store(anInquiry(vendor));
    await store(anInquiry(vendor, { state: 'held' }));
    await store(pending(vendor, 'e'));
    expect(await repo.unreadCount(vendor)).toBe(1);
    await repo.markReadByVendor(i.id, later(NOW, 1));
    expect(await repo.unreadCount(vendor)).toBe(0);
    await repo.appendMessage({ id: ulid(), inquiryId: i.id, author: 'couple', body: 'One more question!', createdAt: later(NOW, 2) });
    expect(await repo.unreadCount(vendor)).toBe(1);
    expect(await repo.unreadCount(other)).toBe(0);
  });

  it("holds a couple's message out of the vendor's thread until it is released; lists, counts and deletes held ones", async () => {
    const i = await store(anInquiry(vendor, { vendorUnread: false }));
    const spam: InquiryMessage = { id: ulid(), inquiryId: i.id, author: 'couple', body: 'Cheap backlinks here', createdAt: later(NOW, HOUR) };
    const more: InquiryMessage = { id: ulid(), inquiryId: i.id, author: 'couple', body: 'Viagra deals', createdAt: later(NOW, 2 * HOUR) };
    await repo.holdMessage(spam, ['spam_pattern'], spam.createdAt);
    await repo.holdMessage(more, ['links', 'spam_pattern'], more.createdAt);
    expect((await repo.messages(i.id)).map((m) => m.body)).toEqual(['We love the barn and would like to visit in the spring.']);
    expect((await repo.messages(i.id, { withHeld: true })).map((m) => m.body)).toEqual(['We love the barn and would like to visit in the spring.', 'Cheap backlinks here', 'Viagra deals']);
    expect(await repo.findById(i.id)).toMatchObject({ vendorUnread: false, lastMessageAt: NOW });
    expect((await repo.heldMessages(10)).map((m) => [m.body, m.holdReasons, m.coupleName, m.vendor.id])).toEqual([
      ['Viagra deals', ['links', 'spam_pattern'], 'Avery Brooks', vendor],
      ['Cheap backlinks here', ['spam_pattern'], 'Avery Brooks', vendor],
    ]);
    expect(await repo.heldMessage(spam.id)).toMatchObject({ id: spam.id, inquiryId: i.id, createdAt: spam.createdAt, email: 'avery@example.com' });
    expect((await repo.counts()).heldMessages).toBe(2);

    const released = await repo.releaseMessage(spam.id, later(NOW, 3 * HOUR));
    expect(released).toMatchObject({ message: { id: spam.id, body: 'Cheap backlinks here' }, inquiry: { id: i.id, vendorUnread: true, lastMessageAt: spam.createdAt, lastMessageBy: 'couple' } });
    expect(await repo.releaseMessage(spam.id, later(NOW, 3 * HOUR))).toBeNull();
    expect(await repo.heldMessage(spam.id)).toBeNull();
    expect((await repo.messages(i.id)).map((m) => m.body).at(-1)).toBe('Cheap backlinks here');
    expect(await repo.deleteHeldMessage(spam.id)).toBe(false);
    expect(await repo.deleteHeldMessage(more.id)).toBe(true);
    expect((await repo.messages(i.id, { withHeld: true })).map((m) => m.body)).not.toContain('Viagra deals');
    expect((await repo.counts()).heldMessages).toBe(0);
  });

  it('pages the inbox newest first, by status, with the first message and the total, delivered inquiries of this vendor only', async () => {
    const made = [];
    for (let k = 0; k < 5; k++) made.push(await store(anInquiry(vendor, { createdAt: ago((5 - k) * HOUR), coupleName: `Couple ${k}` }), `Message number ${k} for the barn, please.`));
    await repo.setStatus(made[1]!.id, 'booked', NOW);
    await store(anInquiry(other));
    await store(anInquiry(vendor, { state: 'held' }));
    await store(pending(vendor, 'f'));

    const first = await repo.page(vendor, { page: 1, limit: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((i) => i.coupleName)).toEqual(['Couple 4', 'Couple 3']);
    expect(first.items[0]?.message).toBe('Message number 4 for the barn, please.');
    const third = await repo.page(vendor, { page: 3, limit: 2 });
    expect(third.items.map((i) => i.coupleName)).toEqual(['Couple 0']);

    const booked = await repo.page(vendor, { status: 'booked', page: 1, limit: 10 });
    expect(booked.items.map((i) => i.id)).toEqual([made[1]!.id]);
    expect(booked.total).toBe(1);
    expect(await repo.countsByStatus(vendor)).toEqual({ new: 4, replied: 0, booked: 1, not_available: 0, closed: 0 });
    expect((await repo.findDeliveredForVendor(vendor, made[0]!.id))?.id).toBe(made[0]!.id);
    expect(await repo.findDeliveredForVendor(other, made[0]!.id)).toBeNull();
  });

  it('records the close reason with "closed" and clears it on another status', async () => {
    const i = await store(anInquiry(vendor));
    await repo.setStatus(i.id, 'closed', NOW, 'booked_elsewhere');
    expect(await repo.findById(i.id)).toMatchObject({ status: 'closed', closeReason: 'booked_elsewhere', closedAt: NOW });
    await repo.setStatus(i.id, 'replied', later(NOW, 1));
    expect(await repo.findById(i.id)).toMatchObject({ status: 'replied', closeReason: null, closedAt: null });
  });

  it('opens a thread by a live link only, and never a deleted thread', async () => {
    const i = await store(anInquiry(vendor));
    await repo.createThreadLink({ id: ulid(), inquiryId: i.id, tokenHash: hash('1'), createdAt: NOW, expiresAt: later(NOW, 90 * DAY) });
    expect((await repo.findByThreadLinkHash(hash('1'), later(NOW, 89 * DAY)))?.id).toBe(i.id);
    expect(await repo.findByThreadLinkHash(hash('1'), later(NOW, 90 * DAY))).toBeNull();
    expect(await repo.findByThreadLinkHash(hash('2'), NOW)).toBeNull();
  });

  it("knows a booked client of this vendor by email: 'Booked' and delivered only, this vendor only, any case", async () => {
    const booked = await store(anInquiry(vendor, { email: 'avery@example.com', status: 'booked' }));
    await store(anInquiry(vendor, { email: 'replied@example.com', status: 'replied' }));
    await store(anInquiry(other, { email: 'elsewhere@example.com', status: 'booked' }));
    expect(await repo.hasBookedInquiry(vendor, 'avery@example.com')).toBe(true);
    expect(await repo.hasBookedInquiry(vendor, ' Avery@Example.COM ')).toBe(true);
    expect(await repo.hasBookedInquiry(other, 'avery@example.com')).toBe(false);
    expect(await repo.hasBookedInquiry(vendor, 'replied@example.com')).toBe(false);
    expect(await repo.hasBookedInquiry(vendor, 'elsewhere@example.com')).toBe(false);
    expect(await repo.hasBookedInquiry(vendor, 'nobody@example.com')).toBe(false);
    await repo.erase(booked.id, NOW);
    expect(await repo.hasBookedInquiry(vendor, 'avery@example.com')).toBe(false);
  });

  it('erases a deleted thread: personal data, messages and links go, the reply times stay', async () => {
    const i = await store(anInquiry(vendor));
    await repo.appendMessage({ id: ulid(), inquiryId: i.id, author: 'vendor', body: 'Hello!', createdAt: later(NOW, HOUR) });
    await repo.createThreadLink({ id: ulid(), inquiryId: i.id, tokenHash: hash('3'), createdAt: NOW, expiresAt: later(NOW, 90 * DAY) });

    expect(await repo.erase(i.id, later(NOW, 2 * HOUR))).toBe(true);
    expect(await repo.erase(i.id, later(NOW, 3 * HOUR))).toBe(false);
    expect(await repo.findById(i.id)).toMatchObject({ state: 'deleted', coupleName: '', email: null, phone: null, weddingDate: null, firstRepliedAt: later(NOW, HOUR) });
    expect(await repo.messages(i.id)).toEqual([]);
    expect(await repo.findByThreadLinkHash(hash('3'), NOW)).toBeNull();
    expect((await repo.page(vendor, { page: 1, limit: 10 })).total).toBe(0);
    expect(await repo.replyTimePairs(vendor, replyTimeWindowStart(later(NOW, DAY)))).toEqual([{ receivedAt: NOW, firstRepliedAt: later(NOW, HOUR) }]);
  });

  it('gives the reply-time pairs of the window', async () => {
    await store(anInquiry(vendor, { createdAt: ago(100 * DAY), firstRepliedAt: ago(99 * DAY) }));
    await store(anInquiry(vendor, { createdAt: ago(10 * DAY), firstRepliedAt: ago(10 * DAY - HOUR) }));
    await store(anInquiry(vendor, { createdAt: ago(DAY) }));
    await store(anInquiry(other, { createdAt: ago(DAY) }));
    const pairs = await repo.replyTimePairs(vendor, replyTimeWindowStart(NOW));
    expect(pairs.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime())).toEqual([
      { receivedAt: ago(10 * DAY), firstRepliedAt: ago(10 * DAY - HOUR) },
      { receivedAt: ago(DAY), firstRepliedAt: null },
    ]);
  });

  it('lists held inquiries for the admins, releases and deletes them, and counts by state', async () => {
    const older = await store(anInquiry(vendor, { state: 'held', deliveredAt: null, holdReasons: ['honeypot'], createdAt: ago(2 * HOUR) }), 'Check out cheap.shop deals and more!');
    const newer = await store(anInquiry(other, { state: 'held', deliveredAt: null, holdReasons: ['links'], createdAt: ago(HOUR) }));
    await store(pending(vendor, 'g'));
    await store(anInquiry(ownerless));
    await store(anInquiry(ownerless, { firstRepliedAt: NOW }));

    const page = await repo.heldPage(1, 10);
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.id)).toEqual([newer.id, older.id]);
    expect(page.items[1]).toMatchObject({ message: 'Check out cheap.shop deals and more!', holdReasons: ['honeypot'], vendor: { id: vendor, name: 'Magnolia Barn' } });
    expect(await repo.counts()).toEqual({ pendingConfirmation: 1, held: 2, delivered: 2, waitingForOwner: 1, heldMessages: 0 });

    expect(await repo.release(older.id, NOW)).toMatchObject({ state: 'delivered', deliveredAt: NOW });
    expect(await repo.release(older.id, NOW)).toBeNull();
    expect(await repo.deleteHeld(older.id)).toBe(false);
    expect(await repo.deleteHeld(newer.id)).toBe(true);
    expect(await repo.findById(newer.id)).toBeNull();
    expect(await repo.messages(newer.id)).toEqual([]);
  });

  it('finds reminders due after 24 hours for owned listings, and records each exactly once', async () => {
    const due = await store(anInquiry(vendor, { createdAt: ago(25 * HOUR) }));
    await store(anInquiry(vendor, { createdAt: ago(23 * HOUR) }));
    await store(anInquiry(vendor, { createdAt: ago(30 * HOUR), firstRepliedAt: ago(29 * HOUR), status: 'replied' }));
    await store(anInquiry(vendor, { createdAt: ago(30 * HOUR), status: 'not_available' }));
    await store(anInquiry(vendor, { createdAt: ago(30 * HOUR), state: 'held' }));
    await store(anInquiry(ownerless, { createdAt: ago(30 * HOUR) }));

    expect((await repo.dueReminders(reminderCutoff(NOW), 10)).map((i) => i.id)).toEqual([due.id]);
    const marks = await Promise.all([repo.markReminderSent(due.id, NOW), repo.markReminderSent(due.id, NOW)]);
    expect(marks.filter(Boolean)).toHaveLength(1);
    expect(await repo.dueReminders(reminderCutoff(NOW), 10)).toEqual([]);
  });

  it('deletes unconfirmed inquiries after 7 days and purges threads 18 months after their last message', async () => {
    const expired = await store(pending(vendor, 'h', { createdAt: ago(7 * DAY) }));
    const fresh = await store(pending(vendor, 'i', { createdAt: ago(6 * DAY) }));
    expect(await repo.deleteExpiredUnconfirmed(NOW, 100)).toBe(1);
    expect(await repo.findById(expired.id)).toBeNull();
    expect(await repo.messages(expired.id)).toEqual([]);
    expect(await repo.findById(fresh.id)).not.toBeNull();

    const old = await store(anInquiry(vendor, { createdAt: ago(600 * DAY) }));
    await repo.appendMessage({ id: ulid(), inquiryId: old.id, author: 'vendor', body: 'Congratulations!', createdAt: later(purgeCutoff(NOW), -1) });
    const kept = await store(anInquiry(vendor, { createdAt: ago(600 * DAY) }));
    await repo.appendMessage({ id: ulid(), inquiryId: kept.id, author: 'couple', body: 'Thank you again!', createdAt: purgeCutoff(NOW) });
    await repo.createThreadLink({ id: ulid(), inquiryId: old.id, tokenHash: hash('4'), createdAt: NOW, expiresAt: later(NOW, DAY) });
    expect(await repo.purgeInactive(purgeCutoff(NOW), 100)).toBe(1);
    expect(await repo.findById(old.id)).toBeNull();
    expect(await repo.messages(old.id)).toEqual([]);
    expect(await repo.findById(kept.id)).not.toBeNull();
  });

  it('sweeps in batches of the given size', async () => {
    for (const c of ['j', 'k', 'l']) await store(pending(vendor, c, { createdAt: ago(8 * DAY) }));
    expect(await repo.deleteExpiredUnconfirmed(NOW, 2)).toBe(2);
    expect(await repo.deleteExpiredUnconfirmed(NOW, 2)).toBe(1);
    expect(await repo.deleteExpiredUnconfirmed(NOW, 2)).toBe(0);
    const i = await store(anInquiry(vendor));
    await repo.createThreadLink({ id: ulid(), inquiryId: i.id, tokenHash: hash('5'), createdAt: ago(91 * DAY), expiresAt: ago(DAY) });
    await repo.createThreadLink({ id: ulid(), inquiryId: i.id, tokenHash: hash('6'), createdAt: NOW, expiresAt: later(NOW, DAY) });
    expect(await repo.deleteExpiredThreadLinks(NOW, 10)).toBe(1);
    expect(await repo.findByThreadLinkHash(hash('6'), NOW)).not.toBeNull();
  });
});

describe.each(DIALECTS)('KnexRememberedBrowserRepository and KnexSavedReplyRepository [%s]', (dialect) => {
  let db: TestDatabase;
  let browsers: KnexRememberedBrowserRepository;
  let replies: KnexSavedReplyRepository;
  let vendor: string;
  let other: string;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    browsers = new KnexRememberedBrowserRepository(db.knex);
    replies = new KnexSavedReplyRepository(db.knex);
    const categoryId = await insertCategory(db.knex, 'venues', 'Venues', 1);
    vendor = await insertVendor(db.knex, categoryId);
    other = await insertVendor(db.knex, categoryId);
  });
  afterAll(async () => db?.destroy());

  it('finds a remembered browser while live, and not once revoked or expired', async () => {
    const b = { id: ulid(), tokenHash: hash('a'), email: 'avery@example.com', createdAt: NOW, expiresAt: later(NOW, 90 * DAY), lastUsedAt: null, revokedAt: null };
    await browsers.create(b);
    expect(await browsers.findLive(hash('a'), later(NOW, DAY))).toEqual(b);
    expect(await browsers.findLive(hash('a'), b.expiresAt)).toBeNull();
    await browsers.touch(b.id, later(NOW, HOUR));
    expect((await browsers.findLive(hash('a'), NOW))?.lastUsedAt).toEqual(later(NOW, HOUR));
    expect(await browsers.revoke(hash('a'), later(NOW, 2 * HOUR))).toBe(true);
    expect(await browsers.revoke(hash('a'), later(NOW, 3 * HOUR))).toBe(false);
    expect(await browsers.findLive(hash('a'), later(NOW, 3 * HOUR))).toBeNull();
  });

  it("deletes every browser of an email, and deletes ended ones", async () => {
    for (const c of ['b', 'c']) await browsers.create({ id: ulid(), tokenHash: hash(c), email: 'jordan@example.com', createdAt: NOW, expiresAt: later(NOW, 90 * DAY), lastUsedAt: null, revokedAt: null });
    await browsers.create({ id: ulid(), tokenHash: hash('d'), email: 'sam@example.com', createdAt: ago(100 * DAY), expiresAt: ago(10 * DAY), lastUsedAt: null, revokedAt: null });
    expect(await browsers.deleteAllForEmail('jordan@example.com')).toBe(2);
    expect(await browsers.findLive(hash('b'), NOW)).toBeNull();
    // 'a' (revoked in the test before) and 'd' (expired) have ended before NOW + 1 day; 'b' and 'c' are gone already.
    expect(await browsers.deleteEnded(later(NOW, DAY), 100)).toBe(2);
  });

  it("keeps each vendor's saved replies to that vendor", async () => {
    const r = { id: ulid(), vendorId: vendor, title: 'Tour times', body: 'We give tours on Saturdays at 10 and 2.', createdAt: NOW, updatedAt: NOW };
    await replies.create(r);
    await replies.create({ ...r, id: ulid(), title: 'Pricing', createdAt: later(NOW, 1), updatedAt: later(NOW, 1) });
    expect((await replies.list(vendor)).map((x) => x.title)).toEqual(['Tour times', 'Pricing']);
    expect(await replies.count(vendor)).toBe(2);
    expect(await replies.list(other)).toEqual([]);
    expect(await replies.find(other, r.id)).toBeNull();
    expect(await replies.update(other, r.id, { title: 'Mine now', body: 'x' }, NOW)).toBe(false);
    expect(await replies.delete(other, r.id)).toBe(false);

    expect(await replies.update(vendor, r.id, { title: 'Tours', body: 'Saturdays at 10.' }, later(NOW, HOUR))).toBe(true);
    expect(await replies.find(vendor, r.id)).toEqual({ ...r, title: 'Tours', body: 'Saturdays at 10.', updatedAt: later(NOW, HOUR) });
    expect(await replies.delete(vendor, r.id)).toBe(true);
    expect(await replies.count(vendor)).toBe(1);
  });
});
