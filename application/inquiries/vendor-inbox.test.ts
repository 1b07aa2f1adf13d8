import { describe, expect, it } from 'vitest';
import { SAVED_REPLY_LIMITS } from '../../domain/inquiries/inquiry.ts';
import { notAvailableReply } from '../../domain/inquiries/inquiry-words.ts';
import { BASE_URL, COUPLE, inquiryWorld, tokenOf } from '../../tests/support/fakes/inquiry-world.ts';
import { INBOX_PAGE_SIZE } from './vendor-inbox.ts';

/** Issue 17 §4–§6: the owner's inbox, replies and statuses, saved replies. */

const HOUR = 60 * 60 * 1000;

describe('the inbox is only for the listing’s owner', () => {
  it("lists the owner's delivered inquiries, newest first, with fit hints and the summary", async () => {
    const w = await inquiryWorld();
    const first = await w.sendConfirmed(w.barn.id, { guestCount: 200 });
    w.clock.advance(HOUR);
    const second = await w.sendConfirmed(w.barn.id, { email: 'alex@example.com', guestCount: 90 });
    await w.sendConfirmed(w.hall.id, { email: 'other@example.com' });

    const { page, summary } = await w.inbox.execute(w.owner, w.barn.id, { page: 1 });
    expect(page.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(page.items[1]!.fitHints.find((h) => h.kind === 'guests')).toMatchObject({ tone: 'warning' });
    expect(page.items[0]!.fitHints.find((h) => h.kind === 'guests')).toMatchObject({ tone: 'good' });
    expect(summary).toMatchObject({ unread: 2, counts: { new: 2, replied: 0, booked: 0, not_available: 0, closed: 0 }, replyTime: { medianMs: null, answered: 0, unanswered: 2 } });
  });

  it(`pages by ${INBOX_PAGE_SIZE}, newest first, with the total`, async () => {
    const w = await inquiryWorld();
    const sent: string[] = [];
    for (let i = 0; i < INBOX_PAGE_SIZE + 3; i++) {
      sent.push((await w.sendConfirmed(w.barn.id, { email: `couple${i}@example.com` })).id);
      w.clock.advance(60_000);
    }
    const second = await w.inbox.execute(w.owner, w.barn.id, { page: 2 });
    expect(second.page).toMatchObject({ page: 2, limit: INBOX_PAGE_SIZE, total: INBOX_PAGE_SIZE + 3 });
    expect(second.page.items.map((i) => i.id)).toEqual(sent.slice(0, 3).reverse());
  });

  it('refuses an admin and another listing’s owner with FORBIDDEN, on every inbox use case', async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    for (const user of [w.admin, w.otherOwner]) {
      await expect(w.inbox.execute(user, w.barn.id, { page: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(w.inboxSummary.execute(user, w.barn.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(w.open.execute(user, w.barn.id, id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(w.reply.execute(user, w.barn.id, id, { body: 'Hello!' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(w.savedReplies.list(user, w.barn.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(w.inquiries.allMessages()).toHaveLength(1);
  });

  it('answers VENDOR_NOT_FOUND for a listing that does not exist', async () => {
    const w = await inquiryWorld();
    await expect(w.inbox.execute(w.owner, 'vendor_missing', { page: 1 })).rejects.toMatchObject({ code: 'VENDOR_NOT_FOUND' });
    await expect(w.inboxSummary.execute(w.owner, 'vendor_missing')).rejects.toMatchObject({ code: 'VENDOR_NOT_FOUND' });
  });

  it("does not open another listing's inquiry through one's own listing (NOT_FOUND)", async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed(w.hall.id);
    await expect(w.open.execute(w.owner, w.barn.id, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(w.reply.execute(w.owner, w.barn.id, id, { body: 'Hello!' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('opening an inquiry marks it read (the badge goes down)', async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    const opened = await w.open.execute(w.owner, w.barn.id, id);
    expect(opened.inquiry.vendorUnread).toBe(false);
    expect(opened.messages.map((m) => m.author)).toEqual(['couple']);
    expect((await w.inboxSummary.execute(w.owner, w.barn.id)).unread).toBe(0);
  });
});

describe("the couple's date against the vendor's calendar", () => {
  it('the list, the opened inquiry and a status change say when the date is already marked booked or unavailable', async () => {
    const w = await inquiryWorld();
    const booked = await w.sendConfirmed(w.barn.id, { weddingDate: '2027-10-09' });
    const away = await w.sendConfirmed(w.barn.id, { email: 'alex@example.com', weddingDate: '2027-11-13' });
    const open = await w.sendConfirmed(w.barn.id, { email: 'jo@example.com', weddingDate: '2027-12-04' });
    await w.availability.setRange(w.barn.id, '2027-10-09', '2027-10-09', 'booked');
    await w.availability.setRange(w.barn.id, '2027-11-13', '2027-11-13', 'unavailable');

    const dateHint = (hints: { kind: string; text: string }[]) => hints.find((h) => h.kind === 'date')?.text ?? null;
    const { page } = await w.inbox.execute(w.owner, w.barn.id, { page: 1 });
    const byId = new Map(page.items.map((i) => [i.id, dateHint(i.fitHints)]));
    expect(byId.get(booked.id)).toBe('You marked October 9, 2027 as booked on your calendar');
    expect(byId.get(away.id)).toBe('You marked November 13, 2027 as unavailable on your calendar');
    expect(byId.get(open.id)).toBeNull();
    expect(dateHint((await w.open.execute(w.owner, w.barn.id, booked.id)).fitHints)).toBe('You marked October 9, 2027 as booked on your calendar');
    expect(dateHint((await w.reply.execute(w.owner, w.barn.id, away.id, { status: 'booked' })).fitHints)).toBe('You marked November 13, 2027 as unavailable on your calendar');
  });

  it("another listing's marks say nothing about this one's inquiries", async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed(w.barn.id, { weddingDate: '2027-10-09' });
    await w.availability.setRange(w.hall.id, '2027-10-09', '2027-10-09', 'booked');
    expect((await w.open.execute(w.owner, w.barn.id, id)).fitHints.map((h) => h.kind)).not.toContain('date');
  });
});

describe('status changes', () => {
  it("a reply moves 'New' to 'Replied', is stored in the thread and emails the couple 'inquiry-reply' with a fresh thread link", async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    w.clock.advance(2 * HOUR);
    const opened = await w.reply.execute(w.owner, w.barn.id, id, { body: 'We have Saturdays open in April. Would you like a tour?' });

    expect(opened.inquiry).toMatchObject({ status: 'replied', firstRepliedAt: w.clock.now(), lastMessageBy: 'vendor' });
    expect(w.inquiries.stored(id)).toMatchObject({ status: 'replied', firstRepliedAt: w.clock.now(), vendorUnread: false });
    const [email] = w.emailsOf('inquiry-reply');
    expect(email).toMatchObject({ to: COUPLE, data: { vendorName: 'Magnolia Barn', coupleName: 'Sam Rivera', message: 'We have Saturdays open in April. Would you like a tour?' } });
    expect(email!.data.threadLink.startsWith(`${BASE_URL}/inquiries/`)).toBe(true);
    // The link in the email opens the thread, with the reply in it.
    const thread = await w.thread.execute(tokenOf(email!.data.threadLink));
    expect(thread.messages.map((m) => m.author)).toEqual(['couple', 'vendor']);
    expect((await w.inboxSummary.execute(w.owner, w.barn.id)).replyTime).toEqual({ medianMs: 2 * HOUR, answered: 1, unanswered: 0 });
  });

  it('a second reply keeps the first reply time and the status', async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    await w.reply.execute(w.owner, w.barn.id, id, { body: 'First answer.' });
    const firstRepliedAt = w.clock.now();
    w.clock.advance(HOUR);
    await w.reply.execute(w.owner, w.barn.id, id, { body: 'Second answer.' });
    expect(w.inquiries.stored(id)).toMatchObject({ status: 'replied', firstRepliedAt });
    expect(w.emailsOf('inquiry-reply')).toHaveLength(2);
  });

  it("'Not Available' sends the kind decline as the vendor's message and an 'inquiry-reply' email", async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    const opened = await w.reply.execute(w.owner, w.barn.id, id, { status: 'not_available' });
    const decline = notAvailableReply('Magnolia Barn', 'Sam Rivera', '2027-10-09');

    expect(opened.inquiry.status).toBe('not_available');
    expect(w.inquiries.stored(id)!.status).toBe('not_available');
    expect(opened.messages.at(-1)).toMatchObject({ author: 'vendor', body: decline });
    expect(decline).toContain('October 9, 2027');
    expect(w.emailsOf('inquiry-reply').map((e) => [e.to, e.data.message])).toEqual([[COUPLE, decline]]);
  });

  it("a second 'Not Available' (a double click) sends the couple no second decline", async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    await w.reply.execute(w.owner, w.barn.id, id, { status: 'not_available' });
    w.clock.advance(1000);
    const again = await w.reply.execute(w.owner, w.barn.id, id, { status: 'not_available' });
    expect(again.inquiry.status).toBe('not_available');
    expect(again.messages.map((m) => m.author)).toEqual(['couple', 'vendor']);
    expect(w.emailsOf('inquiry-reply')).toHaveLength(1);
  });

  it("'Mark as Booked' sets 'Booked' without a message or an email", async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    const before = w.emails().length;
    const opened = await w.reply.execute(w.owner, w.barn.id, id, { status: 'booked' });
    expect(opened.inquiry.status).toBe('booked');
    expect(w.inquiries.stored(id)!.status).toBe('booked');
    expect(w.inquiries.allMessages()).toHaveLength(1);
    expect(w.emails()).toHaveLength(before);
    // A reply to a booked couple keeps it booked.
    await w.reply.execute(w.owner, w.barn.id, id, { body: 'See you in October!' });
    expect(w.inquiries.stored(id)!.status).toBe('booked');
  });

  it('takes nothing after the couple closed the thread (CONFLICT): no reply, no status, no email', async () => {
    const w = await inquiryWorld();
    const { id, threadToken } = await w.sendConfirmed();
    await w.closeThread.execute(threadToken, 'booked_elsewhere');
    const before = w.emails().length;
    for (const change of [{ body: 'Are you sure?' }, { status: 'booked' as const }, { status: 'not_available' as const }]) {
      await expect(w.reply.execute(w.owner, w.barn.id, id, change)).rejects.toMatchObject({ code: 'CONFLICT' });
    }
    expect(w.inquiries.stored(id)!.status).toBe('closed');
    expect(w.inquiries.allMessages()).toHaveLength(1);
    expect(w.emails()).toHaveLength(before);
  });

  it('a thread the couple deleted is gone from the inbox (NOT_FOUND) but still counts in the reply time', async () => {
    const w = await inquiryWorld();
    const { id, threadToken } = await w.sendConfirmed();
    w.clock.advance(HOUR);
    await w.reply.execute(w.owner, w.barn.id, id, { body: 'Hello!' });
    await w.deleteThread.execute(threadToken);
    await expect(w.reply.execute(w.owner, w.barn.id, id, { body: 'Hello?' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const summary = await w.inboxSummary.execute(w.owner, w.barn.id);
    expect(summary.replyTime).toEqual({ medianMs: HOUR, answered: 1, unanswered: 0 });
    expect((await w.inbox.execute(w.owner, w.barn.id, { page: 1 })).page.total).toBe(0);
  });

  it('filters the inbox by status', async () => {
    const w = await inquiryWorld();
    const a = await w.sendConfirmed(w.barn.id, { email: 'a@example.com' });
    const b = await w.sendConfirmed(w.barn.id, { email: 'b@example.com' });
    await w.reply.execute(w.owner, w.barn.id, b.id, { status: 'booked' });
    expect((await w.inbox.execute(w.owner, w.barn.id, { status: 'booked', page: 1 })).page.items.map((i) => i.id)).toEqual([b.id]);
    expect((await w.inbox.execute(w.owner, w.barn.id, { status: 'new', page: 1 })).page.items.map((i) => i.id)).toEqual([a.id]);
  });
});

describe('saved replies', () => {
  it("are the vendor's own: another listing's owner cannot see, change or delete them", async () => {
    const w = await inquiryWorld();
    const reply = await w.savedReplies.create(w.owner, w.barn.id, { title: 'Tour', body: 'Come and see us on a Saturday.' });
    expect(await w.savedReplies.list(w.owner, w.barn.id)).toEqual([reply]);
    expect(await w.savedReplies.list(w.otherOwner, w.hall.id)).toEqual([]);
    await expect(w.savedReplies.update(w.otherOwner, w.hall.id, reply.id, { title: 'Mine', body: 'Mine now.' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(w.savedReplies.remove(w.otherOwner, w.hall.id, reply.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    w.clock.advance(1000);
    const updated = await w.savedReplies.update(w.owner, w.barn.id, reply.id, { title: 'Tour', body: 'Come on a Sunday.' });
    expect(updated).toMatchObject({ body: 'Come on a Sunday.', updatedAt: w.clock.now() });
    await w.savedReplies.remove(w.owner, w.barn.id, reply.id);
    expect(await w.savedReplies.list(w.owner, w.barn.id)).toEqual([]);
  });

  it(`are at most ${SAVED_REPLY_LIMITS.perVendor} a listing (CONFLICT after)`, async () => {
    const w = await inquiryWorld();
    for (let i = 0; i < SAVED_REPLY_LIMITS.perVendor; i++) await w.savedReplies.create(w.owner, w.barn.id, { title: `Reply ${i}`, body: 'Thank you!' });
    await expect(w.savedReplies.create(w.owner, w.barn.id, { title: 'One more', body: 'Thank you!' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
