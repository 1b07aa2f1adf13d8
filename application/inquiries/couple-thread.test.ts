import { describe, expect, it } from 'vitest';
import { THREAD_LINK_TTL_MS } from '../../domain/inquiries/timing.ts';
import { BASE_URL, COUPLE, inquiryWorld, type InquiryWorld } from '../../tests/support/fakes/inquiry-world.ts';
import { COUPLE_MESSAGE_RATE_LIMITS } from './couple-thread.ts';
import { COUPLE_MESSAGE_EMAIL_WINDOW_MS } from './inquiry-mail.ts';

/** Issue 17 §4: the couple's thread page, without an account: read, answer, close politely, delete. */

const heldThread = async (w: InquiryWorld) => {
  const confirmed = await w.sendConfirmed(w.barn.id, { website: 'bot' });
  expect(w.inquiries.stored(confirmed.id)!.state).toBe('held');
  return confirmed;
};

describe("the couple's answer on the thread page", () => {
  it("is stored, makes the inquiry unread for the vendor and emails the owner 'New message from {couple name}'", async () => {
    const w = await inquiryWorld();
    const { id, threadToken } = await w.sendConfirmed();
    await w.open.execute(w.owner, w.barn.id, id);
    w.clock.advance(60_000);
    const view = await w.coupleMessage.execute(threadToken, 'Could we also see the garden?', w.threadCtx());

    expect(view.messages.map((m) => [m.author, m.body])).toEqual([
      ['couple', w.form().message],
      ['couple', 'Could we also see the garden?'],
    ]);
    expect(w.inquiries.stored(id)).toMatchObject({ vendorUnread: true, lastMessageBy: 'couple', lastMessageAt: w.clock.now() });
    expect(w.emailsOf('inquiry-couple-message')).toEqual([
      {
        template: 'inquiry-couple-message',
        to: 'owner@barn.example',
        data: { vendorName: 'Magnolia Barn', coupleName: 'Sam Rivera', inboxLink: `${BASE_URL}/vendor/inquiries/${id}`, message: 'Could we also see the garden?' },
        idempotencyKey: expect.stringMatching(/^inquiry-couple-message:/),
      },
    ]);
  });

  it('emails nobody while the inquiry is held', async () => {
    const w = await inquiryWorld();
    const { threadToken } = await heldThread(w);
    const before = w.emails().length;
    await w.coupleMessage.execute(threadToken, 'Hello again, are you there?', w.threadCtx());
    expect(w.emails()).toHaveLength(before);
  });

  it('emails nobody for an owner-less listing (delivered, waiting for an owner)', async () => {
    const w = await inquiryWorld();
    const { threadToken } = await w.sendConfirmed(w.unclaimed.id);
    await w.coupleMessage.execute(threadToken, 'Hello again, are you there?', w.threadCtx());
    expect(w.emailsOf('inquiry-couple-message')).toEqual([]);
  });

  it('is refused once the couple closed the thread (CONFLICT)', async () => {
    const w = await inquiryWorld();
    const { threadToken } = await w.sendConfirmed();
    await w.closeThread.execute(threadToken, 'not_interested');
    await expect(w.coupleMessage.execute(threadToken, 'Actually, wait!', w.threadCtx())).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(w.inquiries.allMessages()).toHaveLength(1);
  });

  it('is refused with NOT_FOUND once the link is past its 90 days', async () => {
    const w = await inquiryWorld();
    const { threadToken } = await w.sendConfirmed();
    w.clock.advance(THREAD_LINK_TTL_MS);
    await expect(w.thread.execute(threadToken)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(w.coupleMessage.execute(threadToken, 'Hello again!', w.threadCtx())).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

const MINUTE = 60_000;
const SPAM = 'Boost your sales with our SEO services: first page of Google guaranteed!';
const LINKS = 'Our work: https://one.example.com https://two.example.com https://three.example.com';

describe("limits on the couple's answers", () => {
  it('answers RATE_LIMITED with the wait past 5 messages a minute in one thread, stores none past it, and takes them again a minute later', async () => {
    const w = await inquiryWorld();
    const { id, threadToken } = await w.sendConfirmed();
    const ctx = w.threadCtx();
    for (let n = 1; n <= COUPLE_MESSAGE_RATE_LIMITS.perThreadMinute.limit; n++) await w.coupleMessage.execute(threadToken, `Question number ${n}`, ctx);
    await expect(w.coupleMessage.execute(threadToken, 'One too many', w.threadCtx())).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: MINUTE });
    expect(w.inquiries.allMessages().filter((m) => m.inquiryId === id)).toHaveLength(1 + 5);
    w.clock.advance(MINUTE);
    await w.coupleMessage.execute(threadToken, 'A minute later', ctx);
    expect(w.inquiries.allMessages().filter((m) => m.inquiryId === id)).toHaveLength(1 + 6);
  });

  it('answers RATE_LIMITED past 40 messages a day in one thread, however slowly they come', async () => {
    const w = await inquiryWorld();
    const { threadToken } = await w.sendConfirmed();
    for (let n = 1; n <= COUPLE_MESSAGE_RATE_LIMITS.perThreadDay.limit; n++) {
      await w.coupleMessage.execute(threadToken, `Question number ${n}`, w.threadCtx());
      w.clock.advance(MINUTE);
    }
    const refused = w.coupleMessage.execute(threadToken, 'One too many today', w.threadCtx());
    await expect(refused).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(((await refused.catch((e: unknown) => e)) as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(20 * 60 * MINUTE);
  });

  it('counts one address across threads: past 10 messages a minute it is refused in any thread', async () => {
    const w = await inquiryWorld();
    const ctx = w.threadCtx();
    const a = await w.sendConfirmed(w.barn.id);
    const b = await w.sendConfirmed(w.hall.id);
    const c = await w.sendConfirmed(w.hall.id, { email: 'other@example.com' });
    for (let n = 1; n <= 5; n++) await w.coupleMessage.execute(a.threadToken, `To the barn ${n}`, ctx);
    for (let n = 1; n <= 5; n++) await w.coupleMessage.execute(b.threadToken, `To the hall ${n}`, ctx);
    await expect(w.coupleMessage.execute(c.threadToken, 'From the same address', ctx)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await w.coupleMessage.execute(c.threadToken, 'From another address', w.threadCtx());
  });
});

describe("the spam rules on the couple's answers", () => {
  it('hold a message with more than two links or known spam wording for an admin: the couple sees it sent, the vendor sees and hears nothing', async () => {
    const w = await inquiryWorld();
    const { id, threadToken } = await w.sendConfirmed();
    await w.open.execute(w.owner, w.barn.id, id);
    const before = w.emails().length;
    const stored = w.inquiries.stored(id);
    w.clock.advance(MINUTE);
    const spam = await w.coupleMessage.execute(threadToken, SPAM, w.threadCtx());
    const links = await w.coupleMessage.execute(threadToken, LINKS, w.threadCtx());

    // The couple's answer is the one of any message: sent, in their thread.
    expect(spam.messages.at(-1)).toMatchObject({ author: 'couple', body: SPAM });
    expect(links.messages.map((m) => m.body)).toEqual([w.form().message, SPAM, LINKS]);
    expect((await w.thread.execute(threadToken)).messages.map((m) => m.body)).toEqual([w.form().message, SPAM, LINKS]);
    // The vendor: nothing new, not unread, no email.
    expect((await w.open.execute(w.owner, w.barn.id, id)).messages.map((m) => m.body)).toEqual([w.form().message]);
    expect(w.inquiries.stored(id)).toMatchObject({ vendorUnread: false, lastMessageAt: stored!.lastMessageAt });
    expect(w.emails()).toHaveLength(before);
    // The admins: both, with their reasons.
    const { messages, counts } = await w.held.execute(1);
    expect(messages.map((m) => [m.body, m.holdReasons, m.vendor.name, m.coupleName])).toEqual([
      [LINKS, ['links'], 'Magnolia Barn', 'Sam Rivera'],
      [SPAM, ['spam_pattern'], 'Magnolia Barn', 'Sam Rivera'],
    ]);
    expect(counts.heldMessages).toBe(2);
  });
});

describe("the vendor's email about the couple's answers", () => {
  it("goes at once for the first; the later ones within the window are gathered into one email at the window's end", async () => {
    const w = await inquiryWorld();
    const { id, threadToken } = await w.sendConfirmed();
    const t0 = w.clock.now().getTime();
    await w.coupleMessage.execute(threadToken, 'First: could we see the garden?', w.threadCtx());
    w.clock.advance(MINUTE);
    await w.coupleMessage.execute(threadToken, 'Second: and the bridal suite?', w.threadCtx());
    w.clock.advance(MINUTE);
    await w.coupleMessage.execute(threadToken, 'Third: Saturday works best.', w.threadCtx());

    const sent = w.outbox.messages.filter((m) => m.topic === 'email.send' && m.payload.template === 'inquiry-couple-message');
    expect(sent.map((m) => [m.availableAt.getTime() - t0, m.about])).toEqual([
      [0, `inquiry:${id}`],
      [COUPLE_MESSAGE_EMAIL_WINDOW_MS, `inquiry:${id}`],
    ]);
    expect(w.emailsOf('inquiry-couple-message').map((e) => [e.data.message, e.data.moreMessages ?? []])).toEqual([
      ['First: could we see the garden?', []],
      ['Second: and the bridal suite?', ['Third: Saturday works best.']],
    ]);
    // After a quiet window, the next one goes at once again.
    w.clock.advance(2 * COUPLE_MESSAGE_EMAIL_WINDOW_MS);
    await w.coupleMessage.execute(threadToken, 'Fourth, much later.', w.threadCtx());
    expect(w.outbox.messages.at(-1)!.availableAt).toEqual(w.clock.now());
  });
});

describe('closing the thread', () => {
  it("tells the vendor politely once, with the reason, and a second close changes nothing", async () => {
    const w = await inquiryWorld();
    const { id, threadToken } = await w.sendConfirmed();
    const view = await w.closeThread.execute(threadToken, 'booked_elsewhere');
    expect(view.inquiry).toMatchObject({ status: 'closed', closeReason: 'booked_elsewhere' });
    expect(w.inquiries.stored(id)).toMatchObject({ status: 'closed', closeReason: 'booked_elsewhere', closedAt: w.clock.now() });

    w.clock.advance(60_000);
    await w.closeThread.execute(threadToken, 'not_interested');
    expect(w.inquiries.stored(id)).toMatchObject({ closeReason: 'booked_elsewhere', closedAt: new Date(w.clock.now().getTime() - 60_000) });
    expect(w.emailsOf('inquiry-closed')).toEqual([
      {
        template: 'inquiry-closed',
        to: 'owner@barn.example',
        data: { vendorName: 'Magnolia Barn', coupleName: 'Sam Rivera', inboxLink: `${BASE_URL}/vendor/inquiries/${id}`, reasonLabel: "We've booked someone else" },
        idempotencyKey: `inquiry-closed:${id}`,
      },
    ]);
  });

  it('tells nobody about a held inquiry', async () => {
    const w = await inquiryWorld();
    const { threadToken } = await heldThread(w);
    await w.closeThread.execute(threadToken, 'not_interested');
    expect(w.emailsOf('inquiry-closed')).toEqual([]);
  });
});

describe('deleting the thread', () => {
  it("erases the couple's personal data, messages, links, the thread's emails and every browser remembered for that email", async () => {
    const w = await inquiryWorld();
    const first = await w.sendConfirmed(w.barn.id);
    const second = await w.sendConfirmed(w.hall.id);
    await w.sendConfirmed(w.hall.id, { email: 'someone-else@example.com' });
    w.clock.advance(60_000);
    await w.deleteThread.execute(first.threadToken);

    expect(w.inquiries.stored(first.id)).toMatchObject({ state: 'deleted', coupleName: '', email: null, phone: null, weddingDate: null, guestCount: 0, budget: '', confirmTokenHash: null, vendorUnread: false, closedAt: w.clock.now() });
    // Every email of the thread, to the couple or to the vendor, is gone from the outbox; the others' stay.
    expect(w.outbox.messages.filter((m) => m.about === `inquiry:${first.id}`)).toEqual([]);
    expect(w.emails().filter((e) => e.idempotencyKey.endsWith(first.id))).toEqual([]);
    expect(w.emails().filter((e) => e.idempotencyKey.endsWith(second.id)).map((e) => e.template).sort()).toEqual(['inquiry-confirm', 'inquiry-new']);
    expect(w.inquiries.allMessages().filter((m) => m.inquiryId === first.id)).toEqual([]);
    expect(w.inquiries.allThreadLinks().filter((l) => l.inquiryId === first.id)).toEqual([]);
    await expect(w.thread.execute(first.threadToken)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Both browsers that confirmed this email are deleted (the address goes with them); someone else's stays.
    expect(w.browsers.all().map((b) => [b.email, b.revokedAt !== null])).toEqual([['someone-else@example.com', false]]);
    const next = await w.submit.execute(w.barn.id, w.form(), w.ctx({ rememberedToken: second.rememberedBrowser!.token }));
    expect(next.delivery).toBe('confirm_email');
    // The couple's other thread is theirs to delete separately.
    expect((await w.thread.execute(second.threadToken)).inquiry.email).toBe(COUPLE);
  });

  it('makes the confirmation link useless afterwards', async () => {
    const w = await inquiryWorld();
    await w.submit.execute(w.barn.id, w.form(), w.ctx());
    const confirmToken = w.lastConfirmToken();
    const { threadToken } = await w.confirm.execute(confirmToken);
    await w.deleteThread.execute(threadToken);
    await expect(w.confirm.execute(confirmToken)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(w.deleteThread.execute(threadToken)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
