import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 35 (points 2, 8 and 10): the couple's thread after the inquiry was confirmed. */

const json = { 'content-type': 'application/json' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A form as a person fills it: opened 30 seconds before it is sent. */
const aForm = (clock: FixedClock, overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Rivera',
  email: 'sam@example.com',
  phone: '864-555-0100',
  weddingDate: '2027-10-09',
  dateUndecided: false,
  guestCount: 120,
  budget: '10000-plus',
  message: 'We love the barn and would like to see it in the spring, if you have a Saturday open.',
  website: '',
  startedAt: clock.now().getTime() - 30_000,
  ...overrides,
});

describe.each(DIALECTS)("the couple's thread [%s]", (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  let barn: string;
  let owner: Record<string, string>;
  let admin: Record<string, string>;

  const mailTo = async (to: string, subject: string) => (await t.deliverMail()).filter((m) => m.to === to && m.subject === subject);
  const tokenIn = (text: string, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]{20,})`).exec(text)?.[1] ?? null;
  const confirm = (token: string | null) => t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token }) });
  /**
   * The inquiry form as a person sends it: with the form token the server issues as the form opens, when
   * it issues one, and sent 30 seconds later.
   */
  const aFilledForm = async (overrides: Record<string, unknown> = {}) => {
    const issued = await t.app.request('/api/inquiries/form-token');
    const formToken = issued.status === 200 ? (await readJson(issued)).formToken : undefined;
    clock.advance(30_000);
    return aForm(clock, { ...(formToken ? { formToken } : {}), ...overrides });
  };
  /** Submits a first inquiry from an email; the token of its confirmation link. */
  const submitted = async (overrides: Record<string, unknown>) => {
    const form = await aFilledForm(overrides);
    const res = await t.app.request(`/api/vendors/${barn}/inquiries`, { method: 'POST', headers: json, body: JSON.stringify(form) });
    expect(res.status).toBe(201);
    const [mail] = await mailTo(String(form.email), 'Confirm your message to Magnolia Barn');
    return tokenIn(mail!.text, '/inquiries/confirm');
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    barn = await insertVendor(k, venues, { name: 'Magnolia Barn' });
    await insertUser(k, 'owner@barn.example', { vendorId: barn });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    owner = await signIn(t, 'owner@barn.example');
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  describe('confirming', () => {
    it('opens the same thread link on every click of one confirmation link, and stores one thread link', async () => {
      const token = await submitted({ email: 'clicks@example.com' });
      const threads = new Set<string>();
      for (let click = 0; click < 6; click++) {
        const res = await confirm(token);
        expect(res.status).toBe(200);
        threads.add((await readJson(res)).threadToken);
      }
      expect(threads.size).toBe(1);
      const [thread] = [...threads];
      expect((await t.app.request(`/api/inquiries/thread/${thread}`)).status).toBe(200);
      const inquiry = await t.db.knex('inquiries').where({ email: 'clicks@example.com' }).first('id');
      expect(await t.db.knex('inquiry_thread_links').where({ inquiry_id: inquiry.id }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
    });
  });

  /** A confirmed inquiry from this email (delivered to the barn): its thread token and id. */
  const confirmedThread = async (email: string, overrides: Record<string, unknown> = {}) => {
    const done = await readJson(await confirm(await submitted({ email, ...overrides })));
    const inquiry = await t.db.knex('inquiries').where({ email }).first('id', 'state');
    expect(inquiry.state).toBe('delivered');
    return { token: done.threadToken as string, id: inquiry.id as string };
  };
  const answer = (token: string, body: string) =>
    t.app.request(`/api/inquiries/thread/${token}/messages`, { method: 'POST', headers: json, body: JSON.stringify({ body }) });
  const messagesOf = async (inquiryId: string) => Number(((await t.db.knex('inquiry_messages').where({ inquiry_id: inquiryId }).count({ n: '*' }).first()) as { n: number }).n);
  const vendorView = async (inquiryId: string) => (await readJson(await t.app.request(`/api/vendors/${barn}/inquiries/${inquiryId}`, { headers: owner }))).inquiry;
  const heldList = async () => readJson(await t.app.request('/api/admin/inquiries', { headers: admin }));

  describe("the couple's answers: limits", () => {
    it('answers 429 with Retry-After and the error body past 5 messages a minute in one thread, stores none past it, and takes them again a minute later', async () => {
      clock.advance(DAY); // every earlier window is over
      const thread = await confirmedThread('burst@example.com');
      for (let n = 1; n <= 5; n++) expect((await answer(thread.token, `Question number ${n}`)).status).toBe(201);
      const over = await answer(thread.token, 'One too many');
      expect(over.status).toBe(429);
      const wait = Number(over.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await readJson(over)).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: 'Too many messages. Please wait a little and try again.' } });
      expect(await messagesOf(thread.id)).toBe(1 + 5);
      clock.advance(MINUTE);
      expect((await answer(thread.token, 'A minute later')).status).toBe(201);
    });

    it('counts one address across threads: past 10 messages a minute it answers 429 in any thread', async () => {
      clock.advance(DAY);
      const a = await confirmedThread('house-a@example.com');
      const b = await confirmedThread('house-b@example.com');
      const c = await confirmedThread('house-c@example.com');
      for (let n = 1; n <= 5; n++) expect((await answer(a.token, `To the barn, ${n}`)).status).toBe(201);
      for (let n = 1; n <= 5; n++) expect((await answer(b.token, `Again to the barn, ${n}`)).status).toBe(201);
      const over = await answer(c.token, 'From the same address');
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await messagesOf(c.id)).toBe(1);
    });
  });

  describe("the couple's answers: the spam rules", () => {
    it('hold a message with links or spam wording for an admin (the couple is answered as usual); Release delivers it with the email, Delete removes one', async () => {
      clock.advance(DAY);
      const thread = await confirmedThread('spammy@example.com', { name: 'Spammy Sender' });
      await vendorView(thread.id); // the vendor read the inquiry
      await t.deliverMail();
      const spam = 'We can boost your sales: see https://a.example.com https://b.example.com https://c.example.com';
      const res = await answer(thread.token, spam);
      expect(res.status).toBe(201);
      const sent = await readJson(res);
      expect(sent.message).toBe('Message sent.');
      expect(sent.thread.messages.at(-1)).toMatchObject({ author: 'couple', body: spam });
      expect(Object.keys(sent.thread.messages.at(-1)).sort()).toEqual(['_id', 'author', 'body', 'createdAt']);
      expect((await readJson(await t.app.request(`/api/inquiries/thread/${thread.token}`))).thread.messages.map((m: { body: string }) => m.body).at(-1)).toBe(spam);

      // The vendor sees and hears nothing.
      expect((await vendorView(thread.id)).messages.map((m: { body: string }) => m.body)).not.toContain(spam);
      const inbox = (await readJson(await t.app.request(`/api/vendors/${barn}/inquiries`, { headers: owner }))).inquiries;
      expect(inbox.find((i: { _id: string }) => i._id === thread.id)).toMatchObject({ unread: false });
      expect(await mailTo('owner@barn.example', 'New message from Spammy Sender')).toEqual([]);

      // The admins do, with the reasons; Release delivers it and emails the vendor.
      const held = await heldList();
      expect(held.messages).toEqual([
        expect.objectContaining({ inquiryId: thread.id, body: spam, coupleName: 'Spammy Sender', holdReasons: ['links', 'spam_pattern'], vendor: expect.objectContaining({ name: 'Magnolia Barn' }) }),
      ]);
      expect(held.counts.heldMessages).toBe(1);
      const id = held.messages[0]._id;
      expect((await t.app.request(`/api/admin/inquiries/messages/${id}/release`, { method: 'PUT', headers: owner })).status).toBe(403);
      expect((await t.app.request(`/api/admin/inquiries/messages/${id}/release`, { method: 'PUT', headers: admin })).status).toBe(200);
      expect((await vendorView(thread.id)).messages.map((m: { body: string }) => m.body).at(-1)).toBe(spam);
      const [mail] = await mailTo('owner@barn.example', 'New message from Spammy Sender');
      expect(mail!.text).toContain('https://a.example.com');
      expect((await t.app.request(`/api/admin/inquiries/messages/${id}/release`, { method: 'PUT', headers: admin })).status).toBe(404);

      // Delete removes one, and nobody is emailed.
      clock.advance(MINUTE);
      expect((await answer(thread.token, 'Cheap viagra from our online pharmacy')).status).toBe(201);
      const again = (await heldList()).messages;
      expect(again.map((m: { body: string }) => m.body)).toEqual(['Cheap viagra from our online pharmacy']);
      expect((await t.app.request(`/api/admin/inquiries/messages/${again[0]._id}`, { method: 'DELETE', headers: admin })).status).toBe(200);
      expect((await heldList()).messages).toEqual([]);
      expect(await messagesOf(thread.id)).toBe(2);
      expect(await mailTo('owner@barn.example', 'New message from Spammy Sender')).toHaveLength(1);
    });
  });

  describe("the couple's answers: the vendor's email", () => {
    it("sends one 'New message from …' at once, and gathers the answers of the next minutes into one email at the window's end, never twice", async () => {
      clock.advance(DAY);
      const thread = await confirmedThread('chatty@example.com', { name: 'Chatty Couple' });
      await t.deliverMail();
      const vendorMail = () => mailTo('owner@barn.example', 'New message from Chatty Couple');
      expect((await answer(thread.token, 'First: could we see the garden?')).status).toBe(201);
      expect(await vendorMail()).toHaveLength(1);
      clock.advance(MINUTE);
      expect((await answer(thread.token, 'Second: and the bridal suite?')).status).toBe(201);
      clock.advance(MINUTE);
      expect((await answer(thread.token, 'Third: Saturday works best.')).status).toBe(201);
      expect(await vendorMail()).toHaveLength(1);
      clock.advance(5 * MINUTE);
      const mails = await vendorMail();
      expect(mails).toHaveLength(2);
      const gathered = mails.find((m) => m.text.includes('Second: and the bridal suite?'))!;
      expect(gathered.text).toContain('Third: Saturday works best.');
      expect(gathered.text).not.toContain('First: could we see the garden?');
      clock.advance(DAY);
      expect(await vendorMail()).toHaveLength(2);
      // Every answer is in the vendor's thread.
      expect((await vendorView(thread.id)).messages).toHaveLength(4);
    });
  });

  describe("the couple's 'Delete'", () => {
    it('removes every piece of their personal data at once: inquiry, messages, remembered browsers and outbox rows, pending and sent', async () => {
      const couple = { name: 'Quinn Delacroix', email: 'quinn.delete@example.com', phone: '864-555-0199', guestCount: 137, budget: '10000-plus' };
      const said = 'We dream of lavender fields at dusk for our ceremony.';
      const done = await readJson(await confirm(await submitted({ ...couple, message: said })));
      // Another couple's inquiry, which stays as it is.
      const theirs = await submitted({ email: 'keep.me@example.com', name: 'Kept Couple' });
      await t.deliverMail(); // the confirmation and the vendor's 'New inquiry' go out (dispatched rows)
      const inquiry = await t.db.knex('inquiries').where({ email: couple.email }).first('id');
      const reply = await t.app.request(`/api/vendors/${barn}/inquiries/${inquiry.id}/replies`, { method: 'POST', headers: owner, body: JSON.stringify({ body: 'Lavender fields sound lovely, Quinn!' }) });
      expect(reply.status).toBe(201);
      await t.deliverMail(); // 'New reply from …' to the couple goes out
      const answer = await t.app.request(`/api/inquiries/thread/${done.threadToken}/messages`, { method: 'POST', headers: json, body: JSON.stringify({ body: 'Lavender it is; can we visit on Saturday?' }) });
      expect(answer.status).toBe(201); // its email to the vendor is still pending

      const deleted = await t.app.request(`/api/inquiries/thread/${done.threadToken}`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);

      const k = t.db.knex;
      const row = await k('inquiries').where({ id: inquiry.id }).first();
      expect(row).toMatchObject({ state: 'deleted', couple_name: '', email: null, phone: null, wedding_date: null });
      expect(Number(row.guest_count)).not.toBe(couple.guestCount);
      expect(row.budget).not.toBe(couple.budget);
      expect(await k('inquiry_messages').where({ inquiry_id: inquiry.id })).toEqual([]);
      const everything = JSON.stringify({
        inquiries: await k('inquiries').where({ id: inquiry.id }),
        messages: await k('inquiry_messages'),
        browsers: await k('remembered_browsers'),
        outbox: await k('outbox'),
      }).toLowerCase();
      for (const piece of [couple.email, couple.name, couple.phone, 'lavender', '"guestcount":137']) expect(everything).not.toContain(piece.toLowerCase());
      // Nothing of theirs is left to send: the vendor's pending 'New message' went with the rest.
      expect(Number(((await k('outbox').whereNull('dispatched_at').count({ n: '*' }).first()) as { n: number }).n)).toBe(0);
      // The other couple's inquiry and emails are untouched.
      expect(everything).toContain('keep.me@example.com');
      expect((await confirm(theirs)).status).toBe(200);
    });
  });
});
