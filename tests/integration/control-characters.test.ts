import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A header injection and a forged console line in one value. */
const FORGED = 'Ann Lee\r\nBcc: everyone@example.com';
const TABLES = ['contact_messages', 'inquiries', 'applications', 'reviews', 'outbox'];

describe.each(DIALECTS)('line breaks and control characters in the public forms [%s]', (dialect) => {
  let t: TestApp;
  let venues: string;
  let barn: string;

  const post = (path: string, body: unknown) => t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES) out[table] = Number(((await t.db.knex(table).count({ n: '*' }).first()) as { n: number | string }).n);
    return out;
  };
  /** Sends the form; expects a 400 naming exactly `field` with `message`, and nothing stored or queued. */
  const refused = async (path: string, body: unknown, field: string, message: string) => {
    const before = await counts();
    const res = await post(path, body);
    expect(res.status, `${path} ${field}`).toBe(400);
    const error = (await readJson(res)).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ [field]: message });
    expect(await counts()).toEqual(before);
  };

  const contact = (overrides: Record<string, unknown> = {}) => ({ type: 'GENERAL_INQUIRY', name: 'Ann Lee', email: 'ann@example.com', subject: 'Dates in May', message: 'Hello', ...overrides });
  const inquiry = (overrides: Record<string, unknown> = {}) => ({
    name: 'Sam Rivera', email: 'sam@example.com', phone: '864-555-0100', weddingDate: '2027-10-09', dateUndecided: false, guestCount: 120, budget: '10000-plus',
    message: 'We love the barn and would like to see it in the spring, if you have a Saturday open.', website: '', ...overrides,
  });
  const application = (overrides: Record<string, unknown> = {}) => ({
    subscriptionTier: 'free', businessName: 'Magnolia Barn', category: venues, ownerName: 'Ann Lee', email: 'ann@magnolia.example', phone: '864-555-0100',
    location: { city: 'Travelers Rest', county: 'Greenville', state: 'SC' }, ...overrides,
  });
  const review = (overrides: Record<string, unknown> = {}) => ({ name: 'Sam Carter', email: 'sam@example.com', rating: 5, title: 'Lovely', text: 'A wonderful day.', ...overrides });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    barn = await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
  });
  afterAll(async () => t?.close());

  it('contact form: refuses a name or a subject with a line break, and stores and sends nothing', async () => {
    await refused('/api/contact/submit', contact({ name: FORGED }), 'name', 'Name cannot contain line breaks or control characters');
    await refused('/api/contact/submit', contact({ subject: 'Dates\r\nBcc: everyone@example.com' }), 'subject', 'Subject cannot contain line breaks or control characters');
    await refused('/api/contact/submit', contact({ type: 'CLAIM_REQUEST', businessName: 'Magnolia\nBarn' }), 'businessName', 'Business name cannot contain line breaks or control characters');
  });

  it('contact form: keeps line breaks in the message but refuses other control characters there', async () => {
    await refused('/api/contact/submit', contact({ message: 'Hello\u0000\u001b[2J' }), 'message', 'Message cannot contain control characters');
    const res = await post('/api/contact/submit', contact({ message: 'Hello,\r\n\r\nWe marry in May.' }));
    expect(res.status).toBe(201);
    const row = await t.db.knex('contact_messages').where({ id: (await readJson(res)).id }).first();
    expect(row.message).toBe('Hello,\r\n\r\nWe marry in May.');
  });

  it("inquiry form: refuses a couple's name with a line break", async () => {
    await refused(`/api/vendors/${barn}/inquiries`, inquiry({ name: FORGED }), 'name', 'Name cannot contain line breaks or control characters');
  });

  it('application form: refuses a business name with a line break', async () => {
    await refused('/api/applications', application({ businessName: 'Magnolia Barn\r\nBcc: everyone@example.com' }), 'businessName', 'Business name cannot contain line breaks or control characters');
    await refused('/api/applications', application({ location: { city: 'Travelers\nRest', county: 'Greenville', state: 'SC' } }), 'location.city', 'City cannot contain line breaks or control characters');
  });

  it("review form: refuses a reviewer's name or title with a line break", async () => {
    await refused('/api/vendors/magnolia-barn/reviews', review({ name: FORGED }), 'name', 'Name cannot contain line breaks or control characters');
    await refused('/api/vendors/magnolia-barn/reviews', review({ title: 'Lovely\u2028day' }), 'title', 'Title cannot contain line breaks or control characters');
  });
});
