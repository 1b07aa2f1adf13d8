import { describe, expect, it } from 'vitest';
import { inquiryWorld, type InquiryWorld } from '../../tests/support/fakes/inquiry-world.ts';

/** Issue 17 §3 and §7: what the spam rules held waits for an admin: 'Release' delivers, 'Delete' removes. */

/** A confirmed inquiry with more than two links: held. */
const heldInquiry = async (w: InquiryWorld, vendorId = w.barn.id) => {
  const { id } = await w.sendConfirmed(vendorId, { message: 'Our pages: https://one.example.com https://two.example.com https://three.example.com' });
  expect(w.inquiries.stored(id)!.state).toBe('held');
  return id;
};

describe('the held list', () => {
  it('lists held inquiries newest first with their vendor, message and reasons, and counts them', async () => {
    const w = await inquiryWorld();
    const older = await heldInquiry(w);
    w.clock.advance(60_000);
    const newer = await heldInquiry(w, w.hall.id);
    await w.sendConfirmed(w.barn.id, { email: 'ok@example.com' });
    await w.submit.execute(w.barn.id, w.form({ email: 'later@example.com' }), w.ctx());

    const { page, counts } = await w.held.execute(1);
    expect(page.items.map((i) => [i.id, i.vendor.name, i.holdReasons])).toEqual([
      [newer, 'Wisteria Hall', ['links']],
      [older, 'Magnolia Barn', ['links']],
    ]);
    expect(page.items[0]!.message).toContain('https://one.example.com');
    expect(page.total).toBe(2);
    expect(counts).toEqual({ pendingConfirmation: 1, held: 2, delivered: 1, waitingForOwner: 0, heldMessages: 0 });
  });
});

describe("'Release'", () => {
  it("delivers the held inquiry (the reply clock starts now) and emails the owner, with the couple's message", async () => {
    const w = await inquiryWorld();
    const id = await heldInquiry(w);
    w.clock.advance(2 * 60 * 60 * 1000);
    await w.release.execute(id);

    expect(w.inquiries.stored(id)).toMatchObject({ state: 'delivered', deliveredAt: w.clock.now(), holdReasons: ['links'] });
    expect(w.emailsOf('inquiry-new').map((e) => [e.to, e.data.message])).toEqual([['owner@barn.example', expect.stringContaining('https://one.example.com')]]);
    expect((await w.inbox.execute(w.owner, w.barn.id, { page: 1 })).page.items.map((i) => i.id)).toEqual([id]);
  });

  it('releases once: a second release is NOT_FOUND and emails nobody again', async () => {
    const w = await inquiryWorld();
    const id = await heldInquiry(w);
    await w.release.execute(id);
    await expect(w.release.execute(id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(w.emailsOf('inquiry-new')).toHaveLength(1);
  });

  it("delivers an owner-less listing's held inquiry without an email; it waits for an owner", async () => {
    const w = await inquiryWorld();
    const id = await heldInquiry(w, w.unclaimed.id);
    await w.release.execute(id);
    expect(w.inquiries.stored(id)!.state).toBe('delivered');
    expect(w.emailsOf('inquiry-new')).toEqual([]);
    expect((await w.held.execute(1)).counts).toMatchObject({ held: 0, delivered: 1, waitingForOwner: 1 });
  });

  it('refuses an inquiry that is not held (a delivered one) with NOT_FOUND', async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    await expect(w.release.execute(id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(w.emailsOf('inquiry-new')).toHaveLength(1);
  });
});

describe("'Delete'", () => {
  it('removes the held inquiry with its messages and thread links, and emails nobody', async () => {
    const w = await inquiryWorld();
    const id = await heldInquiry(w);
    const before = w.emails().length;
    await w.deleteHeld.execute(id);
    expect(w.inquiries.stored(id)).toBeNull();
    expect(w.inquiries.allMessages().filter((m) => m.inquiryId === id)).toEqual([]);
    expect(w.inquiries.allThreadLinks().filter((l) => l.inquiryId === id)).toEqual([]);
    expect(w.emails().length).toBe(before);
    await expect(w.deleteHeld.execute(id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never deletes a delivered inquiry', async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    await expect(w.deleteHeld.execute(id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(w.inquiries.stored(id)!.state).toBe('delivered');
  });
});

describe("'Release' of a thread the couple closed meanwhile", () => {
  it('delivers it for the record but does not announce it to the vendor as a new inquiry', async () => {
    const w = await inquiryWorld();
    const { id, threadToken } = await w.sendConfirmed(w.barn.id, { message: 'Our pages: https://one.example.com https://two.example.com https://three.example.com' });
    await w.closeThread.execute(threadToken, 'not_interested');
    await w.release.execute(id);
    expect(w.inquiries.stored(id)!.state).toBe('delivered');
    expect(w.emailsOf('inquiry-new')).toEqual([]);
  });
});

/** A delivered inquiry whose couple then answered with known spam wording: that message is held. */
const heldMessage = async (w: InquiryWorld, vendorId = w.barn.id) => {
  const { id, threadToken } = await w.sendConfirmed(vendorId);
  await w.open.execute(w.owner, w.barn.id, id).catch(() => undefined);
  await w.coupleMessage.execute(threadToken, 'We can boost your sales with backlinks, reply for prices.', w.threadCtx());
  const [message] = (await w.held.execute(1)).messages;
  expect(message).toMatchObject({ inquiryId: id, holdReasons: ['spam_pattern'] });
  return { inquiryId: id, messageId: message!.id, threadToken };
};

describe("a couple's held message", () => {
  it("'Release' delivers it: the vendor sees it, unread, and gets 'New message from …'; a second release is NOT_FOUND", async () => {
    const w = await inquiryWorld();
    const { inquiryId, messageId } = await heldMessage(w);
    expect(w.emailsOf('inquiry-couple-message')).toEqual([]);
    w.clock.advance(60_000);
    await w.releaseMessage.execute(messageId);

    const opened = await w.open.execute(w.owner, w.barn.id, inquiryId);
    expect(opened.messages.map((m) => m.body).at(-1)).toBe('We can boost your sales with backlinks, reply for prices.');
    expect(opened.inquiry.vendorUnread).toBe(false);
    expect(w.emailsOf('inquiry-couple-message').map((e) => [e.to, e.data.message])).toEqual([['owner@barn.example', 'We can boost your sales with backlinks, reply for prices.']]);
    expect((await w.held.execute(1)).messages).toEqual([]);
    await expect(w.releaseMessage.execute(messageId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(w.emailsOf('inquiry-couple-message')).toHaveLength(1);
  });

  it('shows the released message as unread in the inbox until the vendor opens it', async () => {
    const w = await inquiryWorld();
    const { inquiryId, messageId } = await heldMessage(w);
    expect(w.inquiries.stored(inquiryId)!.vendorUnread).toBe(false);
    await w.releaseMessage.execute(messageId);
    expect(w.inquiries.stored(inquiryId)).toMatchObject({ vendorUnread: true, lastMessageBy: 'couple' });
  });

  it("'Delete' removes it from the thread and emails nobody; a second delete is NOT_FOUND", async () => {
    const w = await inquiryWorld();
    const { messageId, threadToken } = await heldMessage(w);
    const before = w.emails().length;
    await w.deleteHeldMessage.execute(messageId);
    expect((await w.thread.execute(threadToken)).messages.map((m) => m.id)).not.toContain(messageId);
    expect(w.emails()).toHaveLength(before);
    await expect(w.deleteHeldMessage.execute(messageId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never releases or deletes a delivered message', async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    const [first] = w.inquiries.allMessages().filter((m) => m.inquiryId === id);
    await expect(w.releaseMessage.execute(first!.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(w.deleteHeldMessage.execute(first!.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(w.inquiries.allMessages().filter((m) => m.inquiryId === id)).toHaveLength(1);
  });
});
