import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurgeInquiries, SendInquiryReminders } from '../../application/inquiries/inquiry-sweeps.ts';
import { REMEMBERED_BROWSER_HEADER } from '../../domain/inquiries/inquiry-api.ts';
import { CapturingLogger } from '../support/fakes/capturing-logger.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const json = { 'content-type': 'application/json' };
const DAY = 86_400_000;

/** A form as a person fills it, without the token the server issues when it opens. */
const filledForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Rivera',
  email: 'sam@example.com',
  phone: '864-555-0100',
  weddingDate: '2027-10-09',
  dateUndecided: false,
  guestCount: 120,
  budget: '10000-plus',
  message: 'We love the barn and would like to see it in the spring, if you have a Saturday open.',
  website: '',
  ...overrides,
});

/**
 * The token GET /api/inquiries/form-token answers when the form opens `ago` ms before the clock's now: the
 * server's clock is set back for that request (negative `ago`: a token from the future).
 */
const formTokenFrom = async (t: TestApp, clock: FixedClock, ago: number): Promise<string> => {
  const now = clock.now();
  clock.set(new Date(now.getTime() - ago));
  try {
    const res = await t.app.request('/api/inquiries/form-token');
    expect(res.status).toBe(200);
    return (await readJson(res)).formToken as string;
  } finally {
    clock.set(now);
  }
};

/** The hold reasons column as stored (JSON text, or null for none). */
const reasonsOf = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : (v ?? []));

/** A form as a person fills it: opened 30 seconds before it is sent, with the token the API issued then. */
const aForm = async (t: TestApp, clock: FixedClock, overrides: Record<string, unknown> = {}) => filledForm({ formToken: await formTokenFrom(t, clock, 30_000), ...overrides });

describe.each(DIALECTS)('inquiries API [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  const ids: Record<string, string> = {};
  let owner: Record<string, string>;
  let otherOwner: Record<string, string>;
  let admin: Record<string, string>;

  const submit = (vendor: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(`/api/vendors/${vendor}/inquiries`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const mailTo = async (to: string, subject: string) => (await t.deliverMail()).filter((m) => m.to === to && m.subject === subject);
  const tokenIn = (text: string, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]{20,})`).exec(text)?.[1] ?? null;
  /** Submits a first inquiry from an email and clicks its confirmation link; the confirm answer. */
  const sendConfirmed = async (vendor: string, form: Record<string, unknown>, vendorName = 'Magnolia Barn') => {
    expect((await submit(vendor, form)).status).toBe(201);
    const [mail] = (await mailTo(String(form.email), `Confirm your message to ${vendorName}`)).slice(0, 1);
    const token = tokenIn(mail!.text, '/inquiries/confirm');
    const res = await t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token }) });
    expect(res.status).toBe(200);
    return readJson(res);
  };
  const inbox = async (vendorId = ids.barn!, query = '', headers = owner) => t.app.request(`/api/vendors/${vendorId}/inquiries${query}`, { headers });

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn', starting_price: 8000, capacity: 150 });
    ids.hall = await insertVendor(k, venues, { name: 'Wisteria Hall' });
    ids.hidden = await insertVendor(k, venues, { name: 'Closed Venue', is_active: false });
    ids.unclaimed = await insertVendor(k, venues, { name: 'Riverside Lawn' });
    await insertUser(k, 'owner@barn.example', { vendorId: ids.barn });
    await insertUser(k, 'owner@hall.example', { vendorId: ids.hall });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    owner = await signIn(t, 'owner@barn.example');
    otherOwner = await signIn(t, 'owner@hall.example');
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  describe('sending a message from a vendor page', () => {
    it('answers bad input with 400 and a message per field, and stores nothing', async () => {
      const res = await submit(ids.barn!, await aForm(t, clock, { name: '', email: 'nope', guestCount: 0, message: 'Too short', weddingDate: '' }));
      expect(res.status).toBe(400);
      const { error } = await readJson(res);
      expect(error.fields).toMatchObject({
        name: 'Name is required',
        email: 'Please enter a valid email address',
        guestCount: 'Guest count must be a whole number of at least 1',
        message: 'Message must be at least 20 characters',
        weddingDate: "Please enter your wedding date or tick 'We haven't picked a date yet'",
      });
      expect(await t.db.knex('inquiries').count({ n: '*' }).first()).toMatchObject({ n: expect.anything() });
      expect(Number(((await t.db.knex('inquiries').count({ n: '*' }).first()) as { n: number }).n)).toBe(0);
    });

    it('refuses a budget range of another category, an inactive vendor (404) and an unknown one (404)', async () => {
      const wrongBudget = await submit(ids.barn!, await aForm(t, clock, { budget: 'under-2000' }));
      expect(wrongBudget.status).toBe(400);
      expect((await readJson(wrongBudget)).error.fields).toEqual({ budget: 'Please choose a budget range' });
      expect((await submit(ids.hidden!, await aForm(t, clock))).status).toBe(404);
      expect((await submit('no-such-vendor', await aForm(t, clock))).status).toBe(404);
    });

    it("asks a first-time email to confirm: 'Almost there!', the confirmation email, and nothing for the vendor yet", async () => {
      const res = await submit(ids.barn!, await aForm(t, clock));
      expect(res.status).toBe(201);
      expect(await readJson(res)).toMatchObject({ delivery: 'confirm_email', message: 'Almost there! Check your email to send your message to Magnolia Barn.' });
      const [mail] = await mailTo('sam@example.com', 'Confirm your message to Magnolia Barn');
      expect(tokenIn(mail!.text, '/inquiries/confirm')).not.toBeNull();
      expect((await readJson(await inbox())).inquiries).toEqual([]);
      expect(await mailTo('owner@barn.example', 'New inquiry from Sam Rivera')).toEqual([]);
    });

    it("delivers on confirmation: 'Message sent to …!', the vendor's email with the details at once, and the inbox", async () => {
      const done = await sendConfirmed(ids.barn!, await aForm(t, clock, { email: 'jo@example.com', name: 'Jo Park' }));
      expect(done).toMatchObject({ message: 'Message sent to Magnolia Barn!', vendor: { name: 'Magnolia Barn' }, threadToken: expect.any(String) });
      expect(done.rememberedBrowser.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const [mail] = await mailTo('owner@barn.example', 'New inquiry from Jo Park');
      expect(mail!.text).toContain('October 9, 2027');
      expect(mail!.text).toContain('120');
      expect(mail!.text).toContain('$10,000');
      expect(mail!.text).toContain('jo@example.com');
      expect(mail!.text).toContain('would like to see it in the spring');
      const list = await readJson(await inbox());
      expect(list.inquiries).toHaveLength(1);
      expect(list.inquiries[0]).toMatchObject({ coupleName: 'Jo Park', email: 'jo@example.com', status: 'new', statusLabel: 'New', unread: true, guestCount: 120 });
      expect(list.inquiries[0].fitHints.map((h: { tone: string }) => h.tone)).toEqual(['good', 'good']);
      expect(list.summary.unread).toBe(1);
    });

    it('says a second click on the link was already sent, and refuses an unknown link', async () => {
      await submit(ids.barn!, await aForm(t, clock, { email: 'twice@example.com' }));
      const [mail] = await mailTo('twice@example.com', 'Confirm your message to Magnolia Barn');
      const token = tokenIn(mail!.text, '/inquiries/confirm');
      const confirm = () => t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token }) });
      expect((await readJson(await confirm())).message).toBe('Message sent to Magnolia Barn!');
      const again = await readJson(await confirm());
      expect(again).toMatchObject({ message: 'Your message to Magnolia Barn was already sent.', rememberedBrowser: null });
      expect(await mailTo('owner@barn.example', 'New inquiry from Sam Rivera')).toHaveLength(1);
      const unknown = await t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token: 'x'.repeat(43) }) });
      expect(unknown.status).toBe(404);
    });

    it('lets a remembered browser send straight through for its own email, and asks again for another email', async () => {
      const done = await sendConfirmed(ids.barn!, await aForm(t, clock, { email: 'lee@example.com', name: 'Lee Grant' }));
      const remembered = { [REMEMBERED_BROWSER_HEADER]: done.rememberedBrowser.token };
      const straight = await submit(ids.hall!, await aForm(t, clock, { email: 'lee@example.com', name: 'Lee Grant' }), remembered);
      expect(await readJson(straight)).toMatchObject({ delivery: 'sent', message: 'Message sent to Wisteria Hall!' });
      expect(await mailTo('owner@hall.example', 'New inquiry from Lee Grant')).toHaveLength(1);
      const other = await submit(ids.hall!, await aForm(t, clock, { email: 'someone-else@example.com' }), remembered);
      expect((await readJson(other)).delivery).toBe('confirm_email');
      // Forgotten: the next one asks again.
      expect((await t.app.request('/api/inquiries/forget-browser', { method: 'POST', headers: remembered })).status).toBe(200);
      expect((await readJson(await submit(ids.hall!, await aForm(t, clock, { email: 'lee@example.com' }), remembered))).delivery).toBe('confirm_email');
    });

    it('holds a bot-filled inquiry for an admin without telling the sender; Release delivers it, Delete removes one', async () => {
      const done = await sendConfirmed(ids.hall!, await aForm(t, clock, { email: 'bot@example.com', name: 'Bot', website: 'http://spam.example' }), 'Wisteria Hall');
      expect(done.message).toBe('Message sent to Wisteria Hall!');
      expect(await mailTo('owner@hall.example', 'New inquiry from Bot')).toEqual([]);
      const held = await readJson(await t.app.request('/api/admin/inquiries', { headers: admin }));
      expect(held.inquiries).toHaveLength(1);
      expect(held.inquiries[0]).toMatchObject({ coupleName: 'Bot', holdReasons: ['honeypot'], vendor: { name: 'Wisteria Hall' } });
      expect(held.counts.held).toBe(1);
      const id = held.inquiries[0]._id;
      expect((await t.app.request(`/api/admin/inquiries/${id}/release`, { method: 'PUT', headers: admin })).status).toBe(200);
      expect(await mailTo('owner@hall.example', 'New inquiry from Bot')).toHaveLength(1);
      expect((await t.app.request(`/api/admin/inquiries/${id}/release`, { method: 'PUT', headers: admin })).status).toBe(404);

      await sendConfirmed(ids.hall!, await aForm(t, clock, { email: 'links@example.com', message: 'Visit http://a.example http://b.example http://c.example for cheap deals!' }), 'Wisteria Hall');
      const next = await readJson(await t.app.request('/api/admin/inquiries', { headers: admin }));
      expect(next.inquiries[0].holdReasons).toEqual(['links']);
      expect((await t.app.request(`/api/admin/inquiries/${next.inquiries[0]._id}`, { method: 'DELETE', headers: admin })).status).toBe(200);
      expect((await readJson(await t.app.request('/api/admin/inquiries', { headers: admin }))).inquiries).toEqual([]);
    });

    it('answers 429 with Retry-After past 20 inquiries an hour from one address, and stores none past it', async () => {
      const limited = await createTestApp(dialect, { clock });
      try {
        const k = limited.db.knex;
        const venues = await insertCategory(k, 'venues', 'Venues', 1);
        const barn = await insertVendor(k, venues, { name: 'Magnolia Barn' });
        const send = async (i: number) =>
          limited.app.request(`/api/vendors/${barn}/inquiries`, { method: 'POST', headers: json, body: JSON.stringify(await aForm(limited, clock, { email: `c${i}@example.com` })) });
        for (let i = 0; i < 20; i++) expect((await send(i)).status).toBe(201);
        const over = await send(20);
        expect(over.status).toBe(429);
        expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(((await k('inquiries').count({ n: '*' }).first()) as { n: number }).n)).toBe(20);
      } finally {
        await limited.close();
      }
    });
  });

  describe('the conversation', () => {
    let thread: string;
    let inquiryId: string;

    beforeAll(async () => {
      const done = await sendConfirmed(ids.barn!, await aForm(t, clock, { email: 'ria@example.com', name: 'Ria Patel', guestCount: 300, budget: 'under-3000' }));
      thread = done.threadToken;
      inquiryId = (await readJson(await inbox())).inquiries.find((i: { coupleName: string }) => i.coupleName === 'Ria Patel')._id;
    });

    it("shows the vendor the inquiry with fit hints against the listing, and opening it marks it read", async () => {
      const res = await t.app.request(`/api/vendors/${ids.barn}/inquiries/${inquiryId}`, { headers: owner });
      expect(res.headers.get('cache-control')).toBe('no-store');
      const { inquiry } = await readJson(res);
      expect(inquiry.messages).toHaveLength(1);
      expect(inquiry.fitHints).toEqual([
        { kind: 'guests', tone: 'warning', text: '300 guests is more than your capacity of 150' },
        { kind: 'budget', tone: 'warning', text: 'Their budget (Under $3,000) is below your starting price of $8,000' },
      ]);
      const again = await readJson(await t.app.request(`/api/vendors/${ids.barn}/inquiries/${inquiryId}`, { headers: owner }));
      expect(again.inquiry.unread).toBe(false);
    });

    it("sends the vendor's reply to the couple as 'New reply from …' with a link to the thread page, where the couple answers", async () => {
      const reply = await t.app.request(`/api/vendors/${ids.barn}/inquiries/${inquiryId}/replies`, { method: 'POST', headers: owner, body: JSON.stringify({ body: 'Saturday the 9th is open! Would you like a tour?' }) });
      expect(reply.status).toBe(201);
      expect((await readJson(reply)).inquiry.status).toBe('replied');
      const [mail] = await mailTo('ria@example.com', 'New reply from Magnolia Barn');
      const link = tokenIn(mail!.text, '/inquiries');
      const page = await readJson(await t.app.request(`/api/inquiries/thread/${link}`));
      expect(page.thread).toMatchObject({ vendor: { name: 'Magnolia Barn' }, coupleName: 'Ria Patel', status: 'replied', closed: false });
      expect(page.thread.messages.map((m: { author: string }) => m.author)).toEqual(['couple', 'vendor']);

      const answer = await t.app.request(`/api/inquiries/thread/${thread}/messages`, { method: 'POST', headers: json, body: JSON.stringify({ body: 'Yes please, next Saturday?' }) });
      expect(answer.status).toBe(201);
      const [back] = await mailTo('owner@barn.example', 'New message from Ria Patel');
      expect(back!.text).toContain('Yes please, next Saturday?');
      const opened = await readJson(await t.app.request(`/api/vendors/${ids.barn}/inquiries/${inquiryId}`, { headers: owner }));
      expect(opened.inquiry.messages.map((m: { body: string }) => m.body).at(-1)).toBe('Yes please, next Saturday?');
    });

    it('counts the reply time in the summary', async () => {
      const { summary } = await readJson(await t.app.request(`/api/vendors/${ids.barn}/inquiries/summary`, { headers: owner }));
      expect(summary.replyTime.answered).toBeGreaterThanOrEqual(1);
      expect(summary.replyTime.medianMinutes).toBe(0);
      expect(summary.counts.replied).toBe(1);
    });

    it("lets the couple close the thread politely (the vendor is told) and then takes no reply", async () => {
      const closed = await t.app.request(`/api/inquiries/thread/${thread}/close`, { method: 'POST', headers: json, body: JSON.stringify({ reason: 'booked_elsewhere' }) });
      expect((await readJson(closed)).thread).toMatchObject({ closed: true, closeReason: 'booked_elsewhere' });
      const [mail] = await mailTo('owner@barn.example', 'Ria Patel closed their inquiry');
      expect(mail!.text).toContain("We've booked someone else");
      const late = await t.app.request(`/api/vendors/${ids.barn}/inquiries/${inquiryId}/replies`, { method: 'POST', headers: owner, body: JSON.stringify({ body: 'Are you sure?' }) });
      expect(late.status).toBe(409);
      expect((await t.app.request(`/api/inquiries/thread/${thread}/messages`, { method: 'POST', headers: json, body: JSON.stringify({ body: 'One more thing' }) })).status).toBe(409);
    });

    it('deletes the thread on the couple’s word: their personal data and messages are gone, and the link opens nothing', async () => {
      expect((await t.app.request(`/api/inquiries/thread/${thread}`, { method: 'DELETE' })).status).toBe(200);
      expect((await t.app.request(`/api/inquiries/thread/${thread}`)).status).toBe(404);
      const row = await t.db.knex('inquiries').where({ id: inquiryId }).first();
      expect(row).toMatchObject({ email: null, phone: null, couple_name: '', state: 'deleted' });
      expect(await t.db.knex('inquiry_messages').where({ inquiry_id: inquiryId })).toEqual([]);
    });

    it("'Not Available' sends a kind decline for that date in one click; 'Mark as Booked' needs no message", async () => {
      await sendConfirmed(ids.barn!, await aForm(t, clock, { email: 'kai@example.com', name: 'Kai Moore' }));
      const id = (await readJson(await inbox())).inquiries.find((i: { coupleName: string }) => i.coupleName === 'Kai Moore')._id;
      const res = await t.app.request(`/api/vendors/${ids.barn}/inquiries/${id}/status`, { method: 'PUT', headers: owner, body: JSON.stringify({ status: 'not_available' }) });
      expect((await readJson(res)).inquiry.status).toBe('not_available');
      const [mail] = await mailTo('kai@example.com', 'New reply from Magnolia Barn');
      expect(mail!.text).toContain('not available for your wedding on October 9, 2027');
      const booked = await t.app.request(`/api/vendors/${ids.barn}/inquiries/${id}/status`, { method: 'PUT', headers: owner, body: JSON.stringify({ status: 'booked' }) });
      expect((await readJson(booked)).inquiry.status).toBe('booked');
      const bad = await t.app.request(`/api/vendors/${ids.barn}/inquiries/${id}/status`, { method: 'PUT', headers: owner, body: JSON.stringify({ status: 'closed' }) });
      expect(bad.status).toBe(400);
    });

    it('filters the inbox by status, newest first', async () => {
      const booked = await readJson(await inbox(ids.barn, '?status=booked'));
      expect(booked.inquiries.map((i: { coupleName: string }) => i.coupleName)).toEqual(['Kai Moore']);
      expect((await inbox(ids.barn, '?status=nope')).status).toBe(400);
    });

    it("says in the fit hints when the couple's date is marked on the calendar, after 'Mark as Booked' and the calendar's PUT", async () => {
      await sendConfirmed(ids.barn!, await aForm(t, clock, { email: 'lee@example.com', name: 'Lee Park', weddingDate: '2027-06-12' }));
      const id = (await readJson(await inbox())).inquiries.find((i: { coupleName: string }) => i.coupleName === 'Lee Park')._id;
      const dateHints = (inquiry: { fitHints: { kind: string }[] }) => inquiry.fitHints.filter((h) => h.kind === 'date');
      const booked = await readJson(await t.app.request(`/api/vendors/${ids.barn}/inquiries/${id}/status`, { method: 'PUT', headers: owner, body: JSON.stringify({ status: 'booked' }) }));
      expect(dateHints(booked.inquiry)).toEqual([]);
      const mark = await t.app.request(`/api/vendors/${ids.barn}/availability`, { method: 'PUT', headers: owner, body: JSON.stringify({ from: '2027-06-12', to: '2027-06-12', status: 'booked' }) });
      expect(mark.status).toBe(200);
      const hint = { kind: 'date', tone: 'warning', text: 'You marked June 12, 2027 as booked on your calendar' };
      expect(dateHints((await readJson(await t.app.request(`/api/vendors/${ids.barn}/inquiries/${id}`, { headers: owner }))).inquiry)).toEqual([hint]);
      const listed = (await readJson(await inbox())).inquiries;
      expect(dateHints(listed.find((i: { _id: string }) => i._id === id))).toEqual([hint]);
      expect(listed.filter((i: { _id: string }) => i._id !== id).flatMap(dateHints)).toEqual([]);
    });
  });

  describe('who may read an inbox', () => {
    it('answers 401 signed out, 403 to another listing’s owner and to an admin, 404 for an inquiry of another listing', async () => {
      expect((await t.app.request(`/api/vendors/${ids.barn}/inquiries`)).status).toBe(401);
      expect((await inbox(ids.barn, '', otherOwner)).status).toBe(403);
      expect((await inbox(ids.barn, '', admin)).status).toBe(403);
      expect((await t.app.request(`/api/vendors/${ids.barn}/inquiries/summary`, { headers: otherOwner })).status).toBe(403);
      const theirs = (await readJson(await inbox())).inquiries[0]._id;
      expect((await t.app.request(`/api/vendors/${ids.hall}/inquiries/${theirs}`, { headers: otherOwner })).status).toBe(404);
      expect((await t.app.request('/api/admin/inquiries', { headers: owner })).status).toBe(403);
    });
  });

  describe('saved replies', () => {
    it('creates, lists, edits and deletes a saved reply, for the listing’s owner only', async () => {
      const base = `/api/vendors/${ids.barn}/saved-replies`;
      const bad = await t.app.request(base, { method: 'POST', headers: owner, body: JSON.stringify({ title: '', body: '' }) });
      expect((await readJson(bad)).error.fields).toEqual({ title: 'Title is required', body: 'Reply is required' });
      const made = await readJson(await t.app.request(base, { method: 'POST', headers: owner, body: JSON.stringify({ title: 'Tour times', body: 'We give tours on Saturdays at 10 and 2.' }) }));
      expect(made.reply.title).toBe('Tour times');
      await t.app.request(`${base}/${made.reply._id}`, { method: 'PUT', headers: owner, body: JSON.stringify({ title: 'Tours', body: 'Saturdays at 10.' }) });
      expect((await readJson(await t.app.request(base, { headers: owner }))).replies).toMatchObject([{ title: 'Tours', body: 'Saturdays at 10.' }]);
      expect((await t.app.request(base, { headers: otherOwner })).status).toBe(403);
      expect((await t.app.request(`${base}/${made.reply._id}`, { method: 'DELETE', headers: owner })).status).toBe(200);
      expect((await readJson(await t.app.request(base, { headers: owner }))).replies).toEqual([]);
    });
  });

  describe('the sweeps', () => {
    it('reminds the vendor once of an inquiry unanswered after 24 hours, never for an owner-less listing', async () => {
      await sendConfirmed(ids.barn!, await aForm(t, clock, { email: 'wait@example.com', name: 'Wes Waiting' }));
      await sendConfirmed(ids.unclaimed!, await aForm(t, clock, { email: 'wait@example.com', name: 'Wes Waiting' }), 'Riverside Lawn');
      clock.advance(23 * 3_600_000);
      await t.use(SendInquiryReminders).execute();
      expect(await mailTo('owner@barn.example', 'Wes Waiting is waiting for your reply')).toEqual([]);
      clock.advance(2 * 3_600_000);
      await t.use(SendInquiryReminders).execute();
      await t.use(SendInquiryReminders).execute();
      expect(await mailTo('owner@barn.example', 'Wes Waiting is waiting for your reply')).toHaveLength(1);
      const counts = (await readJson(await t.app.request('/api/admin/inquiries', { headers: admin }))).counts;
      expect(counts.waitingForOwner).toBe(1);
      const dashboard = await readJson(await t.app.request('/api/admin/inquiries/counts', { headers: admin }));
      expect(dashboard.counts).toEqual(counts);
      expect((await t.app.request('/api/admin/inquiries/counts', { headers: owner })).status).toBe(403);
    });

    it('deletes unconfirmed inquiries after 7 days, and a confirmation link then opens nothing', async () => {
      await submit(ids.barn!, await aForm(t, clock, { email: 'late@example.com' }));
      const [mail] = await mailTo('late@example.com', 'Confirm your message to Magnolia Barn');
      clock.advance(8 * DAY);
      const { unconfirmed } = await t.use(PurgeInquiries).execute();
      expect(unconfirmed).toBeGreaterThanOrEqual(1);
      const token = tokenIn(mail!.text, '/inquiries/confirm');
      expect((await t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token }) })).status).toBe(404);
    });
  });
});

describe('what the logs keep of an inquiry', () => {
  it('never logs a message body, a phone number or a link token, through submit, confirm, delivery, reply and a held release', async () => {
    const logger = new CapturingLogger();
    const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
    const t = await createTestApp('sqlite', { clock, logger });
    try {
      const k = t.db.knex;
      const venues = await insertCategory(k, 'venues', 'Venues', 1);
      const barn = await insertVendor(k, venues, { name: 'Magnolia Barn' });
      await insertUser(k, 'owner@barn.example', { vendorId: barn });
      await insertUser(k, 'admin@example.com', { isAdmin: true });
      const owner = await signIn(t, 'owner@barn.example');
      const admin = await signIn(t, 'admin@example.com');
      const secret = 'Our secret venue wish list: the hayloft at dusk';
      const send = async (email: string, extra: Record<string, unknown> = {}) => {
        const res = await t.app.request(`/api/vendors/${barn}/inquiries`, { method: 'POST', headers: json, body: JSON.stringify(await aForm(t, clock, { email, message: secret, phone: '864-555-0199', ...extra })) });
        expect(res.status).toBe(201);
        const mail = (await t.deliverMail()).find((m) => m.to === email)!;
        const token = /\/inquiries\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
        const done = await readJson(await t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token }) }));
        return { token, thread: done.threadToken as string };
      };
      const { token, thread } = await send('quiet@example.com');
      const id = (await readJson(await t.app.request(`/api/vendors/${barn}/inquiries`, { headers: owner }))).inquiries[0]._id;
      await t.app.request(`/api/vendors/${barn}/inquiries/${id}/replies`, { method: 'POST', headers: owner, body: JSON.stringify({ body: `${secret} — yes!` }) });
      await t.app.request(`/api/inquiries/thread/${thread}/messages`, { method: 'POST', headers: json, body: JSON.stringify({ body: secret }) });
      await send('held@example.com', { website: 'bot' });
      const held = (await readJson(await t.app.request('/api/admin/inquiries', { headers: admin }))).inquiries[0]._id;
      await t.app.request(`/api/admin/inquiries/${held}/release`, { method: 'PUT', headers: admin });
      await t.deliverMail();
      const logs = logger.lines.join('\n');
      expect(logs).toContain('/api/vendors/:id/inquiries');
      expect(logs).not.toContain('hayloft');
      expect(logs).not.toContain('555-0199');
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(thread);
    } finally {
      await t.close();
    }
  });
});

describe.each(DIALECTS)('the minimum time, measured by the server from the form token it signed [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  let barn: string;

  const submit = (body: unknown) => t.app.request(`/api/vendors/${barn}/inquiries`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const mailTo = async (to: string, subject: string) => (await t.deliverMail()).filter((m) => m.to === to && m.subject === subject);
  /** Submits a first inquiry and clicks its confirmation link: delivered, or held for an admin. */
  const sendConfirmed = async (form: Record<string, unknown>) => {
    expect((await submit(form)).status).toBe(201);
    const [mail] = await mailTo(String(form.email), 'Confirm your message to Magnolia Barn');
    const token = /\/inquiries\/confirm\/([A-Za-z0-9_-]{20,})/.exec(mail!.text)?.[1];
    expect((await t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token }) })).status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const k = t.db.knex;
    barn = await insertVendor(k, await insertCategory(k, 'venues', 'Venues', 1), { name: 'Magnolia Barn' });
    await insertUser(k, 'owner@barn.example', { vendorId: barn });
  });
  afterAll(async () => t?.close());

  const stateOf = async (email: string) => {
    const row = (await t.db.knex('inquiries').where({ email }).first()) as { state: string; hold_reasons: unknown };
    return { state: row.state, holdReasons: reasonsOf(row.hold_reasons) };
  };

  it("holds a message without a token as 'sent without the form', whatever start time the browser claims (0, the future)", async () => {
    await sendConfirmed(filledForm({ email: 'zero@example.com', startedAt: 0 }));
    await sendConfirmed(filledForm({ email: 'future@example.com', startedAt: clock.now().getTime() + 60 * DAY }));
    expect(await stateOf('zero@example.com')).toEqual({ state: 'held', holdReasons: ['no_start_time'] });
    expect(await stateOf('future@example.com')).toEqual({ state: 'held', holdReasons: ['no_start_time'] });
  });

  it('holds a forged token (a made-up signature, a changed time), one issued in the future, and one over a day old', async () => {
    const real = await formTokenFrom(t, clock, 30_000);
    const [issuedAt, signature] = real.split('.') as [string, string];
    const forged = {
      'made-up@example.com': `${issuedAt}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      'moved@example.com': `${Number(issuedAt) - 60_000}.${signature}`,
      'future@token.example': await formTokenFrom(t, clock, -60_000),
      'stale@token.example': await formTokenFrom(t, clock, 25 * 60 * 60 * 1000),
    };
    for (const [email, formToken] of Object.entries(forged)) {
      await sendConfirmed(filledForm({ email, formToken }));
      expect(await stateOf(email), email).toEqual({ state: 'held', holdReasons: ['bad_form_token'] });
    }
  });

  it('holds a message sent 1 s after the server issued its token as too fast, and delivers one sent 10 s after', async () => {
    await sendConfirmed(filledForm({ email: 'quick@example.com', formToken: await formTokenFrom(t, clock, 1_000) }));
    expect(await stateOf('quick@example.com')).toEqual({ state: 'held', holdReasons: ['too_fast'] });
    await sendConfirmed(filledForm({ email: 'calm@example.com', name: 'Cal Mendez', formToken: await formTokenFrom(t, clock, 10_000) }));
    expect(await stateOf('calm@example.com')).toEqual({ state: 'delivered', holdReasons: [] });
    expect(await mailTo('owner@barn.example', 'New inquiry from Cal Mendez')).toHaveLength(1);
  });

  it('refuses a token longer than any the server issues with 400, and stores nothing', async () => {
    const res = await submit(filledForm({ email: 'long@example.com', formToken: 'x'.repeat(201) }));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({ formToken: 'Please reload the page and try again' });
    expect(await t.db.knex('inquiries').where({ email: 'long@example.com' }).first()).toBeUndefined();
  });

  it('issues a new token on every request, never cached (no-store), with the public read cache on', async () => {
    const cached = await createTestApp(dialect, { clock, env: { PUBLIC_API_CACHE_SECONDS: '30' } });
    try {
      const first = await cached.app.request('/api/inquiries/form-token');
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(first.headers.get('x-cache')).toBeNull();
      const a = (await readJson(first)).formToken;
      clock.advance(1_000);
      const b = (await readJson(await cached.app.request('/api/inquiries/form-token'))).formToken;
      expect(a).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
      expect(b).not.toBe(a);
      expect(Number(b.split('.')[0]) - Number(a.split('.')[0])).toBe(1_000);
    } finally {
      clock.advance(-1_000);
      await cached.close();
    }
  });
});
