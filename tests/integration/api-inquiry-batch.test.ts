import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMEMBERED_BROWSER_HEADER } from '../../domain/inquiries/inquiry-api.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 39 §3, §5, §6 over HTTP: POST /api/inquiries/batch and the one confirmation link, on both databases. */

const json = { 'content-type': 'application/json' };
const HOUR = 3_600_000;

/** The token GET /api/inquiries/form-token answers, issued 30 seconds before the clock's now. */
const formToken = async (t: TestApp, clock: FixedClock): Promise<string> => {
  const now = clock.now();
  clock.set(new Date(now.getTime() - 30_000));
  try {
    return (await readJson(await t.app.request('/api/inquiries/form-token'))).formToken as string;
  } finally {
    clock.set(now);
  }
};

const count = async (t: TestApp, table: string): Promise<number> => Number(((await t.db.knex(table).count({ n: '*' }).first()) as { n: number | string }).n);

describe.each(DIALECTS)('one message to several vendors [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  const ids: Record<string, string> = {};
  let barnOwner: Record<string, string>;
  let hallOwner: Record<string, string>;

  const aBatch = async (vendorIds: string[], overrides: Record<string, unknown> = {}) => ({
    name: 'Sam Rivera',
    email: 'sam@example.com',
    phone: '864-555-0100',
    weddingDate: '2027-10-09',
    dateUndecided: false,
    guestCount: 120,
    budgets: { venues: '10000-plus', photographers: '3500-5000' },
    message: 'We love your work and would like to hear what a Saturday in October would look like.',
    website: '',
    formToken: await formToken(t, clock),
    vendorIds,
    ...overrides,
  });
  const send = (body: unknown, headers: Record<string, string> = {}) => t.app.request('/api/inquiries/batch', { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const confirm = (token: string) => t.app.request('/api/inquiries/confirm', { method: 'POST', headers: json, body: JSON.stringify({ token }) });
  const mailTo = async (to: string, subject: string) => (await t.deliverMail()).filter((m) => m.to === to && m.subject === subject);
  const confirmToken = (text: string) => /\/inquiries\/confirm\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1] ?? null;
  const inbox = async (vendorId: string, headers: Record<string, string>) => (await readJson(await t.app.request(`/api/vendors/${vendorId}/inquiries`, { headers }))).inquiries as Array<Record<string, unknown>>;
  /** A new hour: the per-address window starts again (every request here comes from one address). */
  const nextHour = () => clock.advance(HOUR);

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const photographers = await insertCategory(k, 'photographers', 'Photographers', 2);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn' });
    ids.hall = await insertVendor(k, venues, { name: 'Wisteria Hall' });
    ids.photo = await insertVendor(k, photographers, { name: 'Golden Hour Photo' });
    ids.hidden = await insertVendor(k, venues, { name: 'Closed Venue', is_active: false });
    ids.extra1 = await insertVendor(k, venues, { name: 'Extra Venue One' });
    ids.extra2 = await insertVendor(k, venues, { name: 'Extra Venue Two' });
    ids.extra3 = await insertVendor(k, venues, { name: 'Extra Venue Three' });
    await insertUser(k, 'owner@barn.example', { vendorId: ids.barn });
    await insertUser(k, 'owner@hall.example', { vendorId: ids.hall });
    await insertUser(k, 'owner@photo.example', { vendorId: ids.photo });
    barnOwner = await signIn(t, 'owner@barn.example');
    hallOwner = await signIn(t, 'owner@hall.example');
  });
  afterAll(async () => t?.close());

  it('answers a bad body with 400 and a message per field, and stores nothing', async () => {
    const res = await send(await aBatch([ids.barn!, ids.barn!], { name: '', guestCount: 0, budgets: { venues: 'under-2000' }, weddingDate: '' }));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({
      name: 'Name is required',
      guestCount: 'Guest count must be a whole number of at least 1',
      'budgets.venues': 'Please choose a budget range',
      vendorIds: 'Each vendor can be chosen only once',
      weddingDate: "Please enter your wedding date or tick 'We haven't picked a date yet'",
    });
    expect(await count(t, 'inquiries')).toBe(0);
    expect((await t.deliverMail()).filter((m) => m.to === 'sam@example.com')).toEqual([]);
  });

  it('refuses a 6th vendor, an inactive one (404), and a vendor whose category has no budget, storing nothing', async () => {
    const six = await send(await aBatch([ids.barn!, ids.hall!, ids.photo!, ids.extra1!, ids.extra2!, ids.extra3!]));
    expect(six.status).toBe(400);
    expect((await readJson(six)).error.fields).toEqual({ vendorIds: 'You can message up to 5 vendors at once.' });
    const hidden = await send(await aBatch([ids.barn!, ids.hidden!]));
    expect(hidden.status).toBe(404);
    expect((await readJson(hidden)).error.message).toBe('One of the vendors you chose is no longer taking messages through the directory. Remove it and send again.');
    const noBudget = await send(await aBatch([ids.barn!, ids.photo!], { budgets: { venues: '10000-plus' } }));
    expect(noBudget.status).toBe(400);
    expect((await readJson(noBudget)).error.fields).toEqual({ 'budgets.photographers': 'Please choose a budget range' });
    expect(await count(t, 'inquiries')).toBe(0);
  });

  it('waits for one confirmation email for all, sends nothing before it, and one click sends each to its vendor', async () => {
    nextHour();
    const res = await send(await aBatch([ids.barn!, ids.hall!, ids.photo!]));
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({
      success: true,
      message: 'Almost there! Check your email to send your messages to 3 vendors.',
      delivery: 'confirm_email',
      vendors: [
        { _id: ids.barn, name: 'Magnolia Barn', slug: expect.any(String), reach: null },
        { _id: ids.hall, name: 'Wisteria Hall', slug: expect.any(String), reach: null },
        { _id: ids.photo, name: 'Golden Hour Photo', slug: expect.any(String), reach: null },
      ],
    });
    const sent = (await t.deliverMail()).filter((m) => !m.subject.startsWith('Your login link'));
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['sam@example.com', 'Confirm your messages to 3 vendors']]);
    expect(await inbox(ids.barn!, barnOwner)).toEqual([]);
    const rows = await t.db.knex('inquiries').select('vendor_id', 'state', 'from_shortlist', 'budget');
    expect(rows.map((r) => [r.vendor_id, r.state, Boolean(r.from_shortlist), r.budget]).sort()).toEqual(
      [
        [ids.barn, 'pending_confirmation', true, '10000-plus'],
        [ids.hall, 'pending_confirmation', true, '10000-plus'],
        [ids.photo, 'pending_confirmation', true, '3500-5000'],
      ].sort(),
    );

    const token = confirmToken(sent[0]!.text)!;
    const done = await confirm(token);
    expect(done.status).toBe(200);
    const answer = await readJson(done);
    expect(answer.message).toBe('Messages sent to 3 vendors!');
    expect(answer.vendors.map((v: { name: string; reach: string }) => [v.name, v.reach])).toEqual([
      ['Magnolia Barn', 'owner'],
      ['Wisteria Hall', 'owner'],
      ['Golden Hour Photo', 'owner'],
    ]);
    expect(answer.rememberedBrowser).not.toBeNull();
    expect((await mailTo('owner@barn.example', 'New inquiry from Sam Rivera')).length).toBe(1);
    expect((await mailTo('owner@hall.example', 'New inquiry from Sam Rivera')).length).toBe(1);
    expect((await mailTo('owner@photo.example', 'New inquiry from Sam Rivera')).length).toBe(1);
    // Each vendor finds its own, marked as from a shortlist.
    expect((await inbox(ids.barn!, barnOwner)).map((i) => [i.coupleName, i.fromShortlist, i.budgetLabel])).toEqual([['Sam Rivera', true, '$10,000 or more']]);
    expect((await inbox(ids.hall!, hallOwner)).map((i) => [i.coupleName, i.fromShortlist])).toEqual([['Sam Rivera', true]]);
    // Each thread link opens its own vendor's thread.
    const threads = await Promise.all(answer.vendors.map(async (v: { threadToken: string }) => (await readJson(await t.app.request(`/api/inquiries/thread/${v.threadToken}`))).thread.vendor.name));
    expect(threads).toEqual(['Magnolia Barn', 'Wisteria Hall', 'Golden Hour Photo']);

    // A second click says they were sent and sends nothing again.
    const again = await readJson(await confirm(token));
    expect(again).toMatchObject({ message: 'Your messages to 3 vendors were already sent.', rememberedBrowser: null });
    expect((await t.deliverMail()).filter((m) => !m.subject.startsWith('Your login link'))).toHaveLength(sent.length + 3);

    // That browser now sends straight through.
    nextHour();
    const straight = await send(await aBatch([ids.barn!, ids.hall!]), { [REMEMBERED_BROWSER_HEADER]: answer.rememberedBrowser.token });
    expect(await readJson(straight)).toMatchObject({ delivery: 'sent', message: 'Messages sent to 2 vendors!', vendors: [{ reach: 'owner' }, { reach: 'owner' }] });
    expect((await inbox(ids.barn!, barnOwner)).length).toBe(2);
  });

  it('counts every vendor toward the per-address limit: over 20 an hour, 429 and nothing created', async () => {
    nextHour();
    const before = await count(t, 'inquiries');
    // 4 × 5 vendors = 20 inquiries from this address within the hour.
    const five = [ids.barn!, ids.hall!, ids.extra1!, ids.extra2!, ids.extra3!];
    for (let i = 0; i < 4; i++) expect((await send(await aBatch(five, { email: `couple${i}@example.com` }))).status).toBe(201);
    const over = await send(await aBatch([ids.barn!], { email: 'late@example.com' }));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count(t, 'inquiries')).toBe(before + 20);
  });

  it('counts every vendor toward the per-email limit: over 30 a day, 429 and nothing created', async () => {
    const five = [ids.barn!, ids.hall!, ids.extra1!, ids.extra2!, ids.extra3!];
    const before = await count(t, 'inquiries');
    // 6 × 5 vendors = 30 inquiries from one email within the day, in new hours so the per-address limit is not the one met.
    for (let hour = 0; hour < 2; hour++) {
      nextHour();
      for (let i = 0; i < 3; i++) expect((await send(await aBatch(five, { email: 'many@example.com' }))).status).toBe(201);
    }
    nextHour();
    const over = await send(await aBatch([ids.photo!], { email: 'many@example.com' }));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count(t, 'inquiries')).toBe(before + 30);
    // Another email from the same address in the same hour still goes through.
    expect((await send(await aBatch([ids.photo!], { email: 'other@example.com' }))).status).toBe(201);
  });
});
