import { describe, expect, it } from 'vitest';
import { THREAD_LINK_TTL_MS } from '../../domain/inquiries/timing.ts';
import { BASE_URL, COUPLE, inquiryWorld, type InquiryWorld } from '../../tests/support/fakes/inquiry-world.ts';

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
    const view = await w.coupleMessage.execute(threadToken, 'Could we also see the garden?');

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
    await w.coupleMessage.execute(threadToken, 'Hello again, are you there?');
    expect(w.emails()).toHaveLength(before);
  });

  it('emails nobody for an owner-less listing (delivered, waiting for an owner)', async () => {
    const w = await inquiryWorld();
    const { threadToken } = await w.sendConfirmed(w.unclaimed.id);
    await w.coupleMessage.execute(threadToken, 'Hello again, are you there?');
    expect(w.emailsOf('inquiry-couple-message')).toEqual([]);
  });

  it('is refused once the couple closed the thread (CONFLICT)', async () => {
    const w = await inquiryWorld();
    const { threadToken } = await w.sendConfirmed();
    await w.closeThread.execute(threadToken, 'not_interested');
    await expect(w.coupleMessage.execute(threadToken, 'Actually, wait!')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(w.inquiries.allMessages()).toHaveLength(1);
  });

  it('is refused with NOT_FOUND once the link is past its 90 days', async () => {
    const w = await inquiryWorld();
    const { threadToken } = await w.sendConfirmed();
    w.clock.advance(THREAD_LINK_TTL_MS);
    await expect(w.thread.execute(threadToken)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(w.coupleMessage.execute(threadToken, 'Hello again!')).rejects.toMatchObject({ code: 'NOT_FOUND' });
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
