import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturingLogger } from '../support/fakes/capturing-logger.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const CARD_NUMBER = '4111 1111 1113 1234';
const CARD_DIGITS = '4111111111131234';
const CVV = '987';

const TABLES = [
  'applications', 'payment_methods', 'outbox', 'contact_messages', 'users', 'vendors', 'subscriptions', 'upgrade_requests',
  'login_tokens', 'sessions', 'mail_deliveries',
  // Issue 37: what we mirror of the processor, and the local test processor's own books.
  'billing_customers', 'billing_events', 'invoices', 'local_processor_documents', 'local_processor_events',
];

describe.each(DIALECTS)('POST /api/applications [%s]', (dialect) => {
  let t: TestApp;
  let venues: string;
  const logger = new CapturingLogger();
  const application = (overrides: Record<string, unknown> = {}) => ({
    subscriptionTier: 'free',
    businessName: 'Magnolia Barn',
    category: venues,
    ownerName: 'Ann Lee',
    email: 'Ann@Magnolia.example',
    phone: '864-555-0100',
    description: 'A restored dairy barn.',
    website: 'https://magnolia.example',
    socialMedia: { instagram: 'https://instagram.com/magnolia' },
    location: { city: 'Travelers Rest', county: 'Greenville', state: 'SC', zipCode: '29690' },
    yearsInBusiness: 6,
    isLicensed: true,
    isInsured: false,
    startingPrice: 4500,
    priceRange: 'premium',
    additionalInfo: '',
    ...overrides,
  });
  const post = (body: unknown, raw?: string) =>
    t.app.request('/api/applications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ?? JSON.stringify(body) });
  const count = async (table: string) => Number(((await t.db.knex(table).count({ n: '*' }).first()) as { n: number | string }).n);

  beforeAll(async () => {
    t = await createTestApp(dialect, { logger, env: { ADMIN_EMAILS: 'admin@upstateweddingdirectory.com,second@upstateweddingdirectory.com' } });
    venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
  });
  afterAll(async () => t?.close());

  it('stores a free application as pending and emails the applicant and every admin', async () => {
    const res = await post(application());
    expect(res.status).toBe(201);
    const { applicationId } = await readJson(res);
    const row = await t.db.knex('applications').where({ id: applicationId }).first();
    expect(row).toMatchObject({ status: 'pending', subscription_tier: 'free', business_name: 'Magnolia Barn', email: 'ann@magnolia.example', city: 'Travelers Rest', state: 'SC', payment_method_id: null });
    const mails = await t.deliverMail();
    expect(mails.find((m) => m.to === 'ann@magnolia.example')?.subject).toBe('We received your application');
    expect(mails.filter((m) => m.subject === 'New application: Magnolia Barn').map((m) => m.to).sort()).toEqual([
      'admin@upstateweddingdirectory.com',
      'second@upstateweddingdirectory.com',
    ]);
  });

  it('keeps only brand, last 4, expiry and cardholder of a paid application’s card — nowhere the number or CVV', async () => {
    const res = await post(application({ subscriptionTier: 'featured', businessName: 'Golden Hour', creditCard: { cardholderName: 'Ann Lee', cardNumber: CARD_NUMBER, expiryDate: '09/29', cvv: CVV } }));
    expect(res.status).toBe(201);
    const body = JSON.stringify(await readJson(res));
    const { applicationId } = JSON.parse(body);
    const row = await t.db.knex('applications').where({ id: applicationId }).first();
    const card = await t.db.knex('payment_methods').where({ id: row.payment_method_id }).first();
    expect(card).toMatchObject({ brand: 'visa', last4: '1234', exp_month: 9, exp_year: 2029, cardholder_name: 'Ann Lee' });
    await t.deliverMail();
    const everything = [
      body,
      JSON.stringify(await Promise.all(TABLES.map((table) => t.db.knex(table).select('*')))),
      ...fs.readdirSync(path.join(t.dataDir, 'mail')).map((f) => fs.readFileSync(path.join(t.dataDir, 'mail', f), 'utf8')),
      ...logger.lines,
    ].join('\n');
    expect(everything).toContain('1234');
    expect(everything).not.toContain(CARD_DIGITS);
    expect(everything).not.toContain(CARD_NUMBER);
    expect(everything).not.toMatch(new RegExp(`"cvv"|\\b${CVV}\\b`));
  });

  it('answers 400 with the spec messages by field and stores nothing', async () => {
    const before = await Promise.all(['applications', 'outbox', 'payment_methods'].map(count));
    const res = await post({ subscriptionTier: 'premier', businessName: ' ', location: {} });
    expect(res.status).toBe(400);
    const { error } = await readJson(res);
    expect(error.fields).toMatchObject({
      businessName: 'Business name is required',
      category: 'Category is required',
      ownerName: 'Owner name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      'location.city': 'City is required',
      'location.county': 'County is required',
      'creditCard.cardNumber': 'Card number is required',
      'creditCard.cvv': 'CVV is required',
    });
    expect(await Promise.all(['applications', 'outbox', 'payment_methods'].map(count))).toEqual(before);
  });

  it('refuses an unknown category, wrong types, a description over 2 000 characters and malformed JSON with a 400', async () => {
    const before = await count('applications');
    const cases: Array<[unknown, string]> = [
      [application({ category: 'no-such-category' }), 'category'],
      [application({ isLicensed: 'yes' }), 'isLicensed'],
      [application({ startingPrice: -1 }), 'startingPrice'],
      [application({ location: { city: 'X', county: 'Y', state: 'TX' } }), 'location.state'],
      [application({ description: 'x'.repeat(2001) }), 'description'],
      [application({ subscriptionTier: 'featured', creditCard: { cardholderName: 'A', cardNumber: '4111', expiryDate: '01/20', cvv: '1' } }), 'creditCard.cardNumber'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, field).toBe(400);
      expect((await readJson(res)).error.fields, field).toHaveProperty([field]);
    }
    const malformed = await post(undefined, '{"businessName": ');
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).success).toBe(false);
    expect(await count('applications')).toBe(before);
  });

  it('refuses a website that is not an http(s) address with the profile\'s message, and takes an empty one', async () => {
    const before = await count('applications');
    for (const website of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'magnolia.example', '/relative/path']) {
      const res = await post(application({ website, email: 'bad-site@magnolia.example' }));
      expect(res.status, website).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({ website: 'Please enter a valid website address (starting with http:// or https://)' });
    }
    expect(await count('applications')).toBe(before);
    const empty = await post(application({ website: '  ', email: 'no-site@magnolia.example' }));
    expect(empty.status).toBe(201);
    expect((await t.db.knex('applications').where({ id: (await readJson(empty)).applicationId }).first()).website).toBeNull();
  });

  it('ignores fields a visitor may not set (status, vendorId)', async () => {
    const res = await post(application({ businessName: 'Sneaky Co', status: 'approved', vendorId: 'x', rejectionReason: 'none' }));
    const row = await t.db.knex('applications').where({ id: (await readJson(res)).applicationId }).first();
    expect(row).toMatchObject({ status: 'pending', vendor_id: null, rejection_reason: null });
  });
});

describe('claim requests through /api/contact/submit', () => {
  it('acknowledges the claimant by email and notifies the admins', async () => {
    const t = await createTestApp('sqlite');
    const res = await t.app.request('/api/contact/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'CLAIM_REQUEST', name: 'Bo Carter', email: 'bo@example.com', subject: 'Claim Request for Magnolia Barn', message: 'It is mine', businessName: 'Magnolia Barn' }),
    });
    expect(res.status).toBe(201);
    const mails = await t.deliverMail();
    expect(mails.find((m) => m.to === 'bo@example.com')?.subject).toBe('We received your claim request');
    expect(mails.find((m) => m.to === 'admin@upstateweddingdirectory.com')?.subject).toBe('New message: Claim Request for Magnolia Barn');
    await t.close();
  });
});
