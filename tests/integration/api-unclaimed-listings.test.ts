import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor, updateVendorRow } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const json = { 'content-type': 'application/json' };
const DAY = 86_400_000;

/** A form as a person fills it. */
const filledForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Rivera',
  email: 'sam@example.com',
  phone: '864-555-0100',
  weddingDate: '2027-10-09',
  dateUndecided: false,
  guestCount: 120,
  budget: '10000-plus',
  message: 'We love the ballroom and would like to see it in the spring, if you have a Saturday open.',
  website: '',
  ...overrides,
});

/**
 * Issue 36: a couple's message to a listing without an owner reaches the business email the listing states,
 * with a single-use link to claim it; the couple is told the truth; the new owner gets one email listing
 * what waited; an admin's 'Release' says where the message went.
 */
describe.each(DIALECTS)('messages to listings without an owner [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  const ids: Record<string, string> = {};
  let admin: Record<string, string>;

  const formToken = async () => {
    const now = clock.now();
    clock.set(new Date(now.getTime() - 30_000));
    try {
      return (await readJson(await t.app.request('/api/inquiries/form-token'))).formToken as string;
    } finally {
      clock.set(now);
    }
  };
  const mailTo = async (to: string, subject?: string) => (await t.deliverMail()).filter((m) => m.to === to && (subject === undefined || m.subject === subject));
  const tokenIn = (text: string, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]{20,})`).exec(text)?.[1] ?? null;
  /** Submits a first inquiry from an email and clicks its confirmation link; the confirm answer. */
  const sendConfirmed = async (vendorId: string, vendorName: string, overrides: Record<string, unknown> = {}) => {
    const form = filledForm({ formToken: await formToken(), ...overrides });
    const submitted = await t.app.request(`/api/vendors/${vendorId}/inquiries`, { method: 'POST', headers: json, body: JSON.stringify(form) });
    expect(submitted.status).toBe(201);
    const [mail] = (await mailTo(String(form.email), `Confirm your message to ${vendorName}`)).slice(-1);
    const res = await t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token: tokenIn(mail!.text, '/inquiries/confirm') }) });
    expect(res.status).toBe(200);
    return readJson(res);
  };
  const claimLinkIn = async (businessEmail: string, coupleName: string, vendorName: string) => {
    const [mail] = await mailTo(businessEmail, `New inquiry from ${coupleName} for ${vendorName}`);
    return tokenIn(mail?.text ?? '', '/claim-listing/link');
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.riverbend = await insertVendor(k, venues, { name: 'The Riverbend Ballroom', email: 'Events@Riverbend.example' });
    ids.meadow = await insertVendor(k, venues, { name: 'Quiet Meadow' });
    ids.owned = await insertVendor(k, venues, { name: 'Magnolia Barn', email: 'hello@magnolia.example' });
    ids.granted = await insertVendor(k, venues, { name: 'Petal Garden', email: 'petals@garden.example' });
    await insertUser(k, 'owner@magnolia.example', { vendorId: ids.owned });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  it("tells the message page where a message will go — the owner, the business email, or nowhere until the listing is claimed — never the email itself", async () => {
    const k = t.db.knex;
    const venues = (await k('categories').where({ slug: 'venues' }).first()).id as string;
    const brook = await insertVendor(k, venues, { name: 'Brook Hall', email: 'events@brook.example' });
    const hidden = await insertVendor(k, venues, { name: 'Hidden Hall', email: 'hidden@hall.example', is_active: false });
    const reach = async (idOrSlug: string) => {
      const res = await t.app.request(`/api/inquiries/reach/${idOrSlug}`);
      const text = await res.text();
      return { status: res.status, body: JSON.parse(text), text };
    };
    const listing = await reach(brook);
    expect(listing.status).toBe(200);
    expect(listing.body).toEqual({ success: true, reach: 'listing' });
    expect(listing.text).not.toContain('@');
    expect((await reach(ids.meadow!)).body).toEqual({ success: true, reach: 'waiting' });
    expect((await reach(ids.owned!)).body).toEqual({ success: true, reach: 'owner' });
    const slug = (await k('vendors').where({ id: ids.owned }).first('slug')).slug as string;
    expect((await reach(slug)).body.reach).toBe('owner');
    expect((await reach(hidden)).status).toBe(404);
    expect((await reach('no-such-vendor')).status).toBe(404);
  });

  it("emails a confirmed message to the listing's business email with the couple's details and a claim link, and tells the couple the truth on screen and by email", async () => {
    const done = await sendConfirmed(ids.riverbend!, 'The Riverbend Ballroom');
    expect(done).toMatchObject({ message: 'The Riverbend Ballroom has not set up their inbox yet; we have emailed them your message', reach: 'listing' });

    const [vendorMail] = await mailTo('events@riverbend.example', 'New inquiry from Sam Rivera for The Riverbend Ballroom');
    for (const shown of ['Sam Rivera', 'sam@example.com', '864-555-0100', 'October 9, 2027', 'Guests: 120', 'We love the ballroom', 'Claim this listing to reply']) expect(vendorMail!.text).toContain(shown);
    const token = tokenIn(vendorMail!.text, '/claim-listing/link');
    expect(token).not.toBeNull();
    // Only the token's hash is stored, and the link lives 14 days.
    const [row] = await t.db.knex('listing_claim_links').where({ vendor_id: ids.riverbend });
    expect(row.token_hash).not.toBe(token);
    expect(row.email).toBe('events@riverbend.example');
    expect(new Date(row.expires_at).getTime() - clock.now().getTime()).toBe(14 * DAY);

    const [coupleMail] = await mailTo('sam@example.com', 'Your message to The Riverbend Ballroom');
    expect(coupleMail!.text).toContain('The Riverbend Ballroom has not set up their inbox yet; we have emailed them your message');
    expect(tokenIn(coupleMail!.text, '/inquiries')).not.toBeNull();
  });

  it('says so when the listing states no business email: the message waits for its owner and nobody else is emailed', async () => {
    // The mails already written (a frozen clock gives them one timestamp, so their order says nothing).
    const before = new Set((await t.deliverMail()).map((m) => `${m.to}|${m.subject}|${m.text}`));
    const done = await sendConfirmed(ids.meadow!, 'Quiet Meadow', { email: 'wes@example.com', name: 'Wes' });
    expect(done).toMatchObject({ message: 'Quiet Meadow has not set up their inbox yet; your message will be waiting for them when they do', reach: 'waiting' });
    const sent = (await t.deliverMail()).filter((m) => !before.has(`${m.to}|${m.subject}|${m.text}`) && !m.subject.startsWith('Confirm your message'));
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['wes@example.com', 'Your message to Quiet Meadow']]);
    expect(sent[0]!.text).not.toContain('we have emailed them');
  });

  it("says 'Message sent to …!' for a listing with an owner, and emails the owner, not the business email", async () => {
    const done = await sendConfirmed(ids.owned!, 'Magnolia Barn', { email: 'ann@example.com', name: 'Ann' });
    expect(done).toMatchObject({ message: 'Message sent to Magnolia Barn!', reach: 'owner' });
    expect(await mailTo('owner@magnolia.example', 'New inquiry from Ann')).toHaveLength(1);
    expect(await mailTo('hello@magnolia.example')).toEqual([]);
  });

  it('the claim link names the listing, works once, and makes the business email its owner, who gets one email listing the messages waiting', async () => {
    const token = await claimLinkIn('events@riverbend.example', 'Sam Rivera', 'The Riverbend Ballroom');
    expect((await t.app.request('/api/claim-links/made-up-token-000000000000000000000')).status).toBe(404);
    const opened = await t.app.request(`/api/claim-links/${token}`);
    expect(opened.status).toBe(200);
    expect(await readJson(opened)).toMatchObject({ vendor: { name: 'The Riverbend Ballroom' }, email: 'events@riverbend.example', waiting: 1 });

    const claimed = await t.app.request(`/api/claim-links/${token}/claim`, { method: 'POST' });
    expect(claimed.status).toBe(200);
    expect((await readJson(claimed)).message).toBe('The Riverbend Ballroom is yours. We emailed a login link to events@riverbend.example: open it to reply to the couples waiting.');
    const owner = await t.db.knex('users').where({ email: 'events@riverbend.example' }).first();
    expect(owner.vendor_id).toBe(ids.riverbend);
    expect((await t.db.knex('vendors').where({ id: ids.riverbend }).first()).owner_user_id).toBe(owner.id);

    // Once: the same link again is not valid, and changes nothing.
    const again = await t.app.request(`/api/claim-links/${token}/claim`, { method: 'POST' });
    expect(again.status).toBe(404);

    const welcome = await mailTo('events@riverbend.example', 'Your listing The Riverbend Ballroom is yours to manage');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toContain('1 message from a couple is waiting for you:');
    expect(welcome[0]!.text).toContain('Sam Rivera: wedding date October 9, 2027, 120 guests');
    // The login link signs the new owner in, and the inbox has the message.
    const headers = await signIn(t, 'events@riverbend.example');
    const inbox = await readJson(await t.app.request(`/api/vendors/${ids.riverbend}/inquiries`, { headers }));
    expect(inbox.inquiries.map((i: { coupleName: string }) => i.coupleName)).toEqual(['Sam Rivera']);
  });

  it('refuses a claim link once the listing states another email, or after 14 days', async () => {
    await sendConfirmed(ids.granted!, 'Petal Garden', { email: 'old@example.com', name: 'Olive' });
    const token = await claimLinkIn('petals@garden.example', 'Olive', 'Petal Garden');
    expect((await t.app.request(`/api/claim-links/${token}`)).status).toBe(200);
    await updateVendorRow(t.db.knex, ids.granted!, { email: 'new@garden.example' });
    expect((await t.app.request(`/api/claim-links/${token}/claim`, { method: 'POST' })).status).toBe(404);
    await updateVendorRow(t.db.knex, ids.granted!, { email: 'petals@garden.example' });
    const now = clock.now();
    clock.set(new Date(now.getTime() + 14 * DAY + 1000));
    try {
      expect((await t.app.request(`/api/claim-links/${token}`)).status).toBe(404);
      expect((await t.app.request(`/api/claim-links/${token}/claim`, { method: 'POST' })).status).toBe(404);
    } finally {
      clock.set(now);
    }
    expect((await t.db.knex('vendors').where({ id: ids.granted }).first()).owner_user_id).toBeNull();
  });

  it("an admin granting a claim sends the new owner one email that lists the messages waiting for them", async () => {
    await sendConfirmed(ids.granted!, 'Petal Garden', { email: 'pia@example.com', name: 'Pia' });
    const request = await t.app.request('/api/contact/submit', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ type: 'CLAIM_REQUEST', name: 'Gina', email: 'gina@garden.example', subject: 'Claim Request for Petal Garden', message: 'It is mine.', businessName: 'Petal Garden' }),
    });
    expect(request.status).toBe(201);
    const id = (await readJson(request)).id as string;
    const granted = await t.app.request(`/api/admin/claims/${id}/grant`, { method: 'PUT', headers: { ...admin, ...json }, body: JSON.stringify({ vendorId: ids.granted }) });
    expect(granted.status).toBe(200);
    const mails = await mailTo('gina@garden.example', 'Your listing Petal Garden is yours to manage');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('2 messages from couples are waiting for you:');
    expect(mails[0]!.text).toContain('Olive: wedding date October 9, 2027, 120 guests');
    expect(mails[0]!.text).toContain('Pia: wedding date October 9, 2027, 120 guests');
  });

  it("'Release' tells the admin where the message went: the owner, or the business email of a listing without one", async () => {
    const k = t.db.knex;
    const venues = (await k('categories').where({ slug: 'venues' }).first()).id as string;
    const lakeside = await insertVendor(k, venues, { name: 'Lakeside Lodge', email: 'lodge@lakeside.example' });
    const release = async (vendorId: string, vendorName: string, email: string) => {
      await sendConfirmed(vendorId, vendorName, { email, name: 'Held Couple', website: 'http://spam.example' });
      const held = await k('inquiries').where({ vendor_id: vendorId, state: 'held' }).first();
      const res = await t.app.request(`/api/admin/inquiries/${held.id}/release`, { method: 'PUT', headers: admin });
      expect(res.status).toBe(200);
      return (await readJson(res)).message as string;
    };
    expect(await release(lakeside, 'Lakeside Lodge', 'held1@example.com')).toBe("Released. Lakeside Lodge has no owner yet: we emailed the listing's business email.");
    expect(await mailTo('lodge@lakeside.example', 'New inquiry from Held Couple for Lakeside Lodge')).toHaveLength(1);
    expect(await release(ids.meadow!, 'Quiet Meadow', 'held2@example.com')).toBe("Released. Quiet Meadow has no owner yet: it waits for the listing's owner.");
    expect(await release(ids.owned!, 'Magnolia Barn', 'held3@example.com')).toBe('Released. The vendor has it now.');
  });

  it("'Release' of a couple's held later message says it waits when the listing has no owner", async () => {
    const releaseHeldAnswer = async (vendorId: string, vendorName: string, email: string) => {
      const { threadToken } = await sendConfirmed(vendorId, vendorName, { email, name: 'Later Couple' });
      const answered = await t.app.request(`/api/inquiries/thread/${threadToken}/messages`, { method: 'POST', headers: json, body: JSON.stringify({ body: 'We can boost your sales with backlinks, reply for prices.' }) });
      expect(answered.status).toBe(201);
      const held = await t.db.knex('inquiry_messages as m').join('inquiries as i', 'i.id', 'm.inquiry_id').where({ 'i.vendor_id': vendorId }).whereNotNull('m.held_at').first('m.id');
      const res = await t.app.request(`/api/admin/inquiries/messages/${held.id}/release`, { method: 'PUT', headers: admin });
      expect(res.status).toBe(200);
      return (await readJson(res)).message as string;
    };
    expect(await releaseHeldAnswer(ids.meadow!, 'Quiet Meadow', 'later1@example.com')).toBe("Released. Quiet Meadow has no owner yet: it waits for the listing's owner.");
    expect(await releaseHeldAnswer(ids.owned!, 'Magnolia Barn', 'later2@example.com')).toBe('Released. The vendor has the message now.');
  });

  it("delivers a couple's later messages to the business email of a listing still without an owner, gathered like the owner's, each email with a working claim link, and tells the couple so", async () => {
    const k = t.db.knex;
    const venues = (await k('categories').where({ slug: 'venues' }).first()).id as string;
    const willow = await insertVendor(k, venues, { name: 'Willow Farm', email: 'Hello@Willow.example' });
    const { threadToken } = await sendConfirmed(willow, 'Willow Farm', { email: 'wren@example.com', name: 'Wren' });
    await t.deliverMail();
    const opened = await readJson(await t.app.request(`/api/inquiries/thread/${threadToken}`));
    expect(opened.thread.reach).toBe('listing');
    const answer = (body: string) => t.app.request(`/api/inquiries/thread/${threadToken}/messages`, { method: 'POST', headers: json, body: JSON.stringify({ body }) });
    const later = () => mailTo('hello@willow.example', 'New message from Wren for Willow Farm');
    const claimOpens = async (text: string) => (await t.app.request(`/api/claim-links/${tokenIn(text, '/claim-listing/link')}`)).status;

    const first = await answer('Could we visit on a Sunday afternoon?');
    expect(first.status).toBe(201);
    expect(await readJson(first)).toMatchObject({ message: 'Willow Farm has not set up their inbox yet; we have emailed them your message', thread: { reach: 'listing' } });
    const [mail] = await later();
    for (const shown of ['Wren', 'wren@example.com', 'October 9, 2027', 'Could we visit on a Sunday afternoon?', 'Claim this listing to reply']) expect(mail!.text).toContain(shown);
    expect(await claimOpens(mail!.text)).toBe(200);

    // Answers within the window are gathered into one email at its end, as the owner's are.
    clock.advance(60_000);
    expect((await answer('And is the barn heated in March?')).status).toBe(201);
    clock.advance(60_000);
    expect((await answer('We would bring our own florist.')).status).toBe(201);
    expect(await later()).toHaveLength(1);
    clock.advance(5 * 60_000);
    const mails = await later();
    expect(mails).toHaveLength(2);
    const gathered = mails.find((m) => m.text.includes('And is the barn heated in March?'))!;
    expect(gathered.text).toContain('We would bring our own florist.');
    expect(gathered.text).not.toContain('Could we visit on a Sunday afternoon?');
    expect(await claimOpens(gathered.text)).toBe(200);
    clock.advance(86_400_000);
    expect(await later()).toHaveLength(2);
  });

  it("tells the couple on the thread page that a later message to a listing without an owner or email waits, and emails nobody", async () => {
    const { threadToken } = await sendConfirmed(ids.meadow!, 'Quiet Meadow', { email: 'willa@example.com', name: 'Willa' });
    await t.deliverMail();
    const before = new Set((await t.deliverMail()).map((m) => `${m.to}|${m.subject}|${m.text}`));
    expect((await readJson(await t.app.request(`/api/inquiries/thread/${threadToken}`))).thread.reach).toBe('waiting');
    const res = await t.app.request(`/api/inquiries/thread/${threadToken}/messages`, { method: 'POST', headers: json, body: JSON.stringify({ body: 'Is the meadow open in May?' }) });
    expect(res.status).toBe(201);
    expect(await readJson(res)).toMatchObject({ message: 'Quiet Meadow has not set up their inbox yet; your message will be waiting for them when they do', thread: { reach: 'waiting' } });
    clock.advance(10 * 60_000);
    expect((await t.deliverMail()).filter((m) => !before.has(`${m.to}|${m.subject}|${m.text}`))).toEqual([]);
  });

  it("'Release' of a couple's held later message to a listing without an owner emails the business email and says so", async () => {
    const k = t.db.knex;
    const venues = (await k('categories').where({ slug: 'venues' }).first()).id as string;
    const orchard = await insertVendor(k, venues, { name: 'Orchard House', email: 'orchard@house.example' });
    const { threadToken } = await sendConfirmed(orchard, 'Orchard House', { email: 'held-later@example.com', name: 'Hollis' });
    clock.advance(10 * 60_000);
    const answered = await t.app.request(`/api/inquiries/thread/${threadToken}/messages`, { method: 'POST', headers: json, body: JSON.stringify({ body: 'We can boost your sales with backlinks, reply for prices.' }) });
    expect(answered.status).toBe(201);
    expect(await mailTo('orchard@house.example', 'New message from Hollis for Orchard House')).toEqual([]);
    const held = await k('inquiry_messages as m').join('inquiries as i', 'i.id', 'm.inquiry_id').where({ 'i.vendor_id': orchard }).whereNotNull('m.held_at').first('m.id');
    const res = await t.app.request(`/api/admin/inquiries/messages/${held.id}/release`, { method: 'PUT', headers: admin });
    expect(res.status).toBe(200);
    expect((await readJson(res)).message).toBe("Released. Orchard House has no owner yet: we emailed the listing's business email.");
    expect(await mailTo('orchard@house.example', 'New message from Hollis for Orchard House')).toHaveLength(1);
  });
});
