import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TTL_MS, REMEMBERED_BROWSER_TTL_MS, REMINDER_AFTER_MS, THREAD_LINK_TTL_MS } from '../../domain/inquiries/timing.ts';
import { BASE_URL, inquiryWorld } from '../../tests/support/fakes/inquiry-world.ts';
import { PurgeInquiries, SendInquiryReminders } from './inquiry-sweeps.ts';

/** Issue 17 §6 and §8: one reminder after 24 hours, and the data's lifetimes. */

const HOUR = 60 * 60 * 1000;

describe('the 24-hour reminder', () => {
  it('goes out exactly once for an inquiry unanswered 24 hours after delivery, however often the sweep runs', async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    w.clock.advance(REMINDER_AFTER_MS - 1);
    expect(await w.reminders.execute()).toEqual({ sent: 0 });
    w.clock.advance(1);

    expect(await w.reminders.execute()).toEqual({ sent: 1 });
    w.clock.advance(15 * 60 * 1000);
    expect(await w.reminders.execute()).toEqual({ sent: 0 });
    expect(w.inquiries.stored(id)!.reminderSentAt).toEqual(new Date(w.clock.now().getTime() - 15 * 60 * 1000));
    expect(w.emailsOf('inquiry-reminder')).toEqual([
      {
        template: 'inquiry-reminder',
        to: 'owner@barn.example',
        data: { vendorName: 'Magnolia Barn', coupleName: 'Sam Rivera', inboxLink: `${BASE_URL}/vendor/inquiries/${id}`, weddingDate: 'October 9, 2027' },
        idempotencyKey: `inquiry-reminder:${id}`,
      },
    ]);
  });

  it('goes out exactly once when two sweeps run at the same time (two workers)', async () => {
    const w = await inquiryWorld();
    await w.sendConfirmed(w.barn.id, { email: 'a@example.com' });
    await w.sendConfirmed(w.hall.id, { email: 'b@example.com' });
    w.clock.advance(REMINDER_AFTER_MS);
    const otherWorker = new SendInquiryReminders(w.vendors, w.uow('inquirySweeps', 'outbox', 'ownership', 'users'), w.ids, w.clock, w.logger, { publicBaseUrl: BASE_URL });

    const results = await Promise.all([w.reminders.execute(), otherWorker.execute(), w.reminders.execute()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(w.emailsOf('inquiry-reminder').map((e) => e.to).sort()).toEqual(['owner@barn.example', 'owner@hall.example']);
  });

  it('never goes out for an owner-less listing, nor marks it, so its owner-to-be is reminded of nothing stale', async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed(w.unclaimed.id);
    w.clock.advance(2 * REMINDER_AFTER_MS);
    expect(await w.reminders.execute()).toEqual({ sent: 0 });
    expect(w.emailsOf('inquiry-reminder')).toEqual([]);
    expect(w.inquiries.stored(id)!.reminderSentAt).toBeNull();
  });

  it('is recorded but neither emailed nor counted as sent when the owner account was deactivated', async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed();
    w.users.users.set(w.owner.id, { ...w.owner, isActive: false });
    w.clock.advance(REMINDER_AFTER_MS);
    expect(await w.reminders.execute()).toEqual({ sent: 0 });
    expect(w.inquiries.stored(id)!.reminderSentAt).toEqual(w.clock.now());
    expect(w.emailsOf('inquiry-reminder')).toEqual([]);
    expect(await w.reminders.execute()).toEqual({ sent: 0 });
  });

  it('does not go out for an answered, booked, closed, held or unconfirmed inquiry', async () => {
    const w = await inquiryWorld();
    const answered = await w.sendConfirmed(w.barn.id, { email: 'a@example.com' });
    await w.reply.execute(w.owner, w.barn.id, answered.id, { body: 'Thank you, we are free.' });
    const booked = await w.sendConfirmed(w.barn.id, { email: 'b@example.com' });
    await w.reply.execute(w.owner, w.barn.id, booked.id, { status: 'booked' });
    const closed = await w.sendConfirmed(w.barn.id, { email: 'c@example.com' });
    await w.closeThread.execute(closed.threadToken, 'not_interested');
    await w.sendConfirmed(w.barn.id, { email: 'd@example.com', website: 'bot' });
    await w.submit.execute(w.barn.id, w.form({ email: 'e@example.com' }), w.ctx());
    w.clock.advance(2 * REMINDER_AFTER_MS);
    expect(await w.reminders.execute()).toEqual({ sent: 0 });
    expect(w.emailsOf('inquiry-reminder')).toEqual([]);
  });

  it('counts a released inquiry from its release, not its confirmation', async () => {
    const w = await inquiryWorld();
    const { id } = await w.sendConfirmed(w.barn.id, { website: 'bot' });
    w.clock.advance(20 * HOUR);
    await w.release.execute(id);
    w.clock.advance(REMINDER_AFTER_MS - HOUR);
    expect(await w.reminders.execute()).toEqual({ sent: 0 });
    w.clock.advance(HOUR);
    expect(await w.reminders.execute()).toEqual({ sent: 1 });
  });
});

describe('PurgeInquiries', () => {
  it('deletes an unconfirmed inquiry, with its message, 7 days after it was sent, and not before', async () => {
    const w = await inquiryWorld();
    const { inquiry } = await w.submit.execute(w.barn.id, w.form(), w.ctx());
    const delivered = await w.sendConfirmed(w.barn.id, { email: 'a@example.com' });
    w.clock.advance(CONFIRMATION_TTL_MS - 1);
    expect((await w.purge.execute()).unconfirmed).toBe(0);
    expect(w.inquiries.stored(inquiry.id)).not.toBeNull();
    w.clock.advance(1);

    expect((await w.purge.execute()).unconfirmed).toBe(1);
    expect(w.inquiries.stored(inquiry.id)).toBeNull();
    expect(w.inquiries.allMessages().filter((m) => m.inquiryId === inquiry.id)).toEqual([]);
    expect(w.inquiries.stored(delivered.id)!.state).toBe('delivered');
  });

  it('deletes every inquiry 18 months after its last message, with its messages and links; a later message keeps it', async () => {
    const w = await inquiryWorld();
    const quiet = await w.sendConfirmed(w.barn.id, { email: 'a@example.com' });
    const talking = await w.sendConfirmed(w.hall.id, { email: 'b@example.com' });
    const held = await w.sendConfirmed(w.barn.id, { email: 'c@example.com', website: 'bot' });
    const erased = await w.sendConfirmed(w.hall.id, { email: 'd@example.com' });
    await w.deleteThread.execute(erased.threadToken);
    w.clock.advance(30 * 24 * HOUR);
    await w.coupleMessage.execute(talking.threadToken, 'Still thinking about it!', w.threadCtx());
    w.clock.set(new Date('2028-05-25T15:00:00Z'));
    expect((await w.purge.execute()).inactive).toBe(0);
    w.clock.advance(1);

    expect((await w.purge.execute()).inactive).toBe(3);
    for (const gone of [quiet.id, held.id, erased.id]) expect(w.inquiries.stored(gone)).toBeNull();
    expect(w.inquiries.stored(talking.id)).not.toBeNull();
    expect(new Set(w.inquiries.allMessages().map((m) => m.inquiryId))).toEqual(new Set([talking.id]));
  });

  it('deletes expired thread links and remembered browsers that expired or were revoked', async () => {
    const w = await inquiryWorld();
    const first = await w.sendConfirmed(w.barn.id, { email: 'a@example.com' });
    const second = await w.sendConfirmed(w.barn.id, { email: 'b@example.com' });
    await w.forgetBrowser.execute(first.rememberedBrowser!.token);
    w.clock.advance(1);
    expect(await w.purge.execute()).toEqual({ unconfirmed: 0, inactive: 0, threadLinks: 0, browsers: 1 });
    expect(w.browsers.all().map((b) => b.tokenHash)).toEqual([w.secrets.hash(second.rememberedBrowser!.token)]);

    w.clock.advance(Math.max(THREAD_LINK_TTL_MS, REMEMBERED_BROWSER_TTL_MS));
    expect(await w.purge.execute()).toMatchObject({ threadLinks: 2, browsers: 1 });
    expect(w.inquiries.allThreadLinks()).toEqual([]);
    expect(w.browsers.all()).toEqual([]);
  });

  it('drains more than one batch in one run', async () => {
    const w = await inquiryWorld();
    const t0 = w.clock.now();
    for (let i = 0; i < 450; i++) {
      const id = `inq_${String(i).padStart(4, '0')}`;
      w.inquiries.seed(
        {
          id,
          vendorId: w.barn.id,
          coupleName: 'Sam',
          email: `c${i}@example.com`,
          phone: null,
          weddingDate: null,
          dateUndecided: true,
          guestCount: 50,
          budget: 'not-sure',
          status: 'new',
          closeReason: null,
          state: 'pending_confirmation',
          holdReasons: [],
          createdAt: t0,
          confirmedAt: null,
          deliveredAt: null,
          firstRepliedAt: null,
          lastMessageAt: t0,
          lastMessageBy: 'couple',
          reminderSentAt: null,
          vendorReadAt: null,
          vendorUnread: true,
          closedAt: null,
          fromShortlist: false,
          confirmTokenHash: `hash:${id}`,
          confirmExpiresAt: new Date(t0.getTime() + CONFIRMATION_TTL_MS),
        },
        { id: `msg_${id}`, inquiryId: id, author: 'couple', body: 'Hello there, is the barn free?', createdAt: t0 },
      );
    }
    w.clock.advance(CONFIRMATION_TTL_MS);
    const purge = new PurgeInquiries(w.uow('inquirySweeps', 'rememberedBrowsers'), w.clock, w.logger);
    expect((await purge.execute()).unconfirmed).toBe(450);
    expect(w.inquiries.all()).toEqual([]);
  });
});
