import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TTL_MS, REMEMBERED_BROWSER_TTL_MS, THREAD_LINK_TTL_MS } from '../../domain/inquiries/timing.ts';
import { BASE_URL, COUPLE, inquiryWorld } from '../../tests/support/fakes/inquiry-world.ts';

/** Issue 17 §2 and §6: the emailed link confirms the inquiry; the vendor hears of it at once. */

describe('confirming an inquiry from the emailed link', () => {
  it("delivers it and queues the owner's 'inquiry-new' email with the inquiry's details, in the same unit of work", async () => {
    const w = await inquiryWorld();
    const { inquiry } = await w.submit.execute(w.barn.id, w.form({ phone: null, guestCount: 180 }), w.ctx());
    const committed = w.transactions.committed;
    const result = await w.confirm.execute(w.lastConfirmToken());

    expect(w.transactions.committed).toBe(committed + 1);
    expect(result).toMatchObject({ vendor: { name: 'Magnolia Barn', slug: 'magnolia-barn' }, confirmedNow: true });
    expect(w.inquiries.stored(inquiry.id)).toMatchObject({ state: 'delivered', confirmedAt: w.clock.now(), deliveredAt: w.clock.now() });
    expect(w.emailsOf('inquiry-new')).toEqual([
      {
        template: 'inquiry-new',
        to: 'owner@barn.example',
        data: {
          vendorName: 'Magnolia Barn',
          coupleName: 'Sam Rivera',
          inboxLink: `${BASE_URL}/vendor/inquiries/${inquiry.id}`,
          email: COUPLE,
          phone: null,
          weddingDate: 'October 9, 2027',
          guestCount: 180,
          budgetLabel: '$10,000 or more',
          message: w.form().message,
        },
        idempotencyKey: `inquiry-new:${inquiry.id}`,
      },
    ]);
    const inbox = await w.inbox.execute(w.owner, w.barn.id, { page: 1 });
    expect(inbox.page.items.map((i) => [i.id, i.status, i.message])).toEqual([[inquiry.id, 'new', w.form().message]]);
    expect(inbox.summary.unread).toBe(1);
  });

  it('remembers the confirming browser for 90 days by a token only its hash of which is stored, and opens the thread', async () => {
    const w = await inquiryWorld();
    const { id, rememberedBrowser, threadToken } = await w.sendConfirmed();
    expect(rememberedBrowser!.expiresAt).toEqual(new Date(w.clock.now().getTime() + REMEMBERED_BROWSER_TTL_MS));
    expect(w.browsers.all()).toEqual([expect.objectContaining({ email: COUPLE, tokenHash: w.secrets.hash(rememberedBrowser!.token), revokedAt: null })]);
    expect(w.inquiries.allThreadLinks()).toEqual([expect.objectContaining({ inquiryId: id, tokenHash: w.secrets.hash(threadToken), expiresAt: new Date(w.clock.now().getTime() + THREAD_LINK_TTL_MS) })]);
    expect((await w.thread.execute(threadToken)).inquiry.id).toBe(id);
  });

  it('a second click does not deliver twice nor email the vendor twice, and remembers no second browser', async () => {
    const w = await inquiryWorld();
    await w.submit.execute(w.barn.id, w.form(), w.ctx());
    const token = w.lastConfirmToken();
    const first = await w.confirm.execute(token);
    const deliveredAt = w.inquiries.all()[0]!.deliveredAt;
    w.clock.advance(60_000);
    const second = await w.confirm.execute(token);

    expect(first.confirmedNow).toBe(true);
    expect(second).toMatchObject({ confirmedNow: false, rememberedBrowser: null, vendor: { name: 'Magnolia Barn' } });
    expect(w.inquiries.all()[0]!.deliveredAt).toEqual(deliveredAt);
    expect(w.emailsOf('inquiry-new')).toHaveLength(1);
    expect(w.browsers.all()).toHaveLength(1);
    // The second click still opens the thread.
    expect((await w.thread.execute(second.threadToken)).inquiry.state).toBe('delivered');
  });

  it('a repeat click opens the same thread link: twenty clicks keep one thread link, not one per click', async () => {
    const w = await inquiryWorld();
    await w.submit.execute(w.barn.id, w.form(), w.ctx());
    const token = w.lastConfirmToken();
    const tokens = new Set<string>();
    for (let click = 0; click < 20; click++) {
      tokens.add((await w.confirm.execute(token)).threadToken);
      w.clock.advance(60_000);
    }
    expect(tokens.size).toBe(1);
    expect(w.inquiries.allThreadLinks()).toHaveLength(1);
    expect((await w.thread.execute([...tokens][0]!)).inquiry.state).toBe('delivered');
    // Two clicks at once get the same link too.
    const [a, b] = await Promise.all([w.confirm.execute(token), w.confirm.execute(token)]);
    expect(a.threadToken).toBe(b.threadToken);
    expect(w.inquiries.allThreadLinks()).toHaveLength(1);
  });

  it('two clicks at once deliver once and email once', async () => {
    const w = await inquiryWorld();
    await w.submit.execute(w.barn.id, w.form(), w.ctx());
    const token = w.lastConfirmToken();
    const results = await Promise.all([w.confirm.execute(token), w.confirm.execute(token)]);
    expect(results.map((r) => r.confirmedNow).sort()).toEqual([false, true]);
    expect(w.emailsOf('inquiry-new')).toHaveLength(1);
    expect(w.browsers.all()).toHaveLength(1);
  });

  it('refuses a link past its 7 days (NOT_FOUND) and delivers nothing', async () => {
    const w = await inquiryWorld();
    await w.submit.execute(w.barn.id, w.form(), w.ctx());
    w.clock.advance(CONFIRMATION_TTL_MS);
    await expect(w.confirm.execute(w.lastConfirmToken())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(w.inquiries.all()[0]!.state).toBe('pending_confirmation');
    expect(w.emailsOf('inquiry-new')).toEqual([]);
    expect(w.browsers.all()).toEqual([]);
  });

  it('refuses a link nobody issued (NOT_FOUND)', async () => {
    const w = await inquiryWorld();
    await expect(w.confirm.execute('token-nobody-issued-000000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("holds a confirmed inquiry a spam rule matched: the couple's answer looks the same, and nobody is emailed", async () => {
    const w = await inquiryWorld();
    const { inquiry } = await w.submit.execute(w.barn.id, w.form({ website: 'filled by a bot' }), w.ctx());
    const before = w.emails().length;
    const result = await w.confirm.execute(w.lastConfirmToken());

    expect(result.confirmedNow).toBe(true);
    expect(Object.keys(result).sort()).toEqual(['confirmedNow', 'messages', 'reach', 'rememberedBrowser', 'threadToken', 'vendor']);
    // Told what a delivered one would say: the owner's listing.
    expect(result.reach).toBe('owner');
    expect(w.inquiries.stored(inquiry.id)).toMatchObject({ state: 'held', holdReasons: ['honeypot'], confirmedAt: w.clock.now(), deliveredAt: null });
    expect(w.emails().slice(before)).toEqual([]);
    expect((await w.inbox.execute(w.owner, w.barn.id, { page: 1 })).page.total).toBe(0);
  });

  it("delivers an owner-less listing's inquiry (it waits for an owner) but emails no vendor", async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed(w.unclaimed.id);
    expect(w.inquiries.stored(id)!.state).toBe('delivered');
    expect(w.emailsOf('inquiry-new')).toEqual([]);
    expect((await w.held.execute(1)).counts.waitingForOwner).toBe(1);
  });

  it('emails no vendor when the owner account was deactivated', async () => {
    const w = await inquiryWorld();
    w.users.users.set(w.owner.id, { ...w.owner, isActive: false });
    const { id } = await w.sendConfirmed(w.barn.id);
    expect(w.inquiries.stored(id)!.state).toBe('delivered');
    expect(w.emailsOf('inquiry-new')).toEqual([]);
  });
});

describe("'Forget this browser'", () => {
  it('revokes the remembered token once; forgetting again or without a token does nothing', async () => {
    const w = await inquiryWorld();
    const { rememberedBrowser } = await w.sendConfirmed();
    await w.forgetBrowser.execute(rememberedBrowser!.token);
    expect(w.browsers.all()[0]!.revokedAt).toEqual(w.clock.now());
    w.clock.advance(1000);
    await w.forgetBrowser.execute(rememberedBrowser!.token);
    await w.forgetBrowser.execute(null);
    expect(w.browsers.all()[0]!.revokedAt).toEqual(new Date(w.clock.now().getTime() - 1000));
  });
});

describe('confirming after the listing was taken down', () => {
  it('delivers nothing and emails nobody: the listing takes no messages any more', async () => {
    const w = await inquiryWorld();
    const { inquiry } = await w.submit.execute(w.barn.id, w.form(), w.ctx());
    w.vendors.add({ ...w.barn, isActive: false });
    await expect(w.confirm.execute(w.lastConfirmToken())).rejects.toMatchObject({ code: 'VENDOR_NOT_FOUND', message: 'Magnolia Barn is no longer taking messages through the directory.' });
    expect(w.inquiries.stored(inquiry.id)!.state).toBe('pending_confirmation');
    expect(w.emailsOf('inquiry-new')).toEqual([]);
  });
});
