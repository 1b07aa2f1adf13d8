/**
 * Issue 37 §2 on both databases, with the local test processor: a vendor's own change of plan runs on the
 * processor with no admin in the loop — the first paid plan starts its trial, a lapsed plan restarts and is
 * charged at once, Featured → Premier is prorated and charged now, Premier → Featured waits for the period's
 * end; the card on file is used, a declined card stores nothing; the page previews each before it is asked.
 * In stripe mode the card fields are refused (Stripe's own fields take the card).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { SyncBillingEvent } from '../../application/billing/sync-billing-event.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { CARD_DECLINED_MESSAGE, type BillingEvent } from '../../domain/billing/billing.ts';
import { planChangedSchema, planPreviewSchema } from '../../domain/billing/plan-change-api.ts';
import { addMonthsUtc } from '../../domain/subscriptions/tiers.ts';
import { DIALECTS } from '../support/databases.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { STRIPE_TEST_ENV } from '../support/stripe-test-env.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const card = (cardNumber: string) => ({ cardholderName: 'Ann Lee', cardNumber, expiryDate: '12/30', cvv: '123' });
const ADMIN_INBOX = 'admin@upstateweddingdirectory.com';

describe.each(DIALECTS)('a vendor changing plan on the processor [%s]', (dialect) => {
  let t: TestApp;
  let processor: LocalBillingProcessor;
  let venues: string;
  let n = 0;
  const clock = new FixedClock(new Date('2026-12-02T15:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    processor = t.container.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
    venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
  });
  afterAll(async () => t?.close());

  const newVendor = async (name: string) => {
    n++;
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`;
    const email = `owner-${n}@${slug}.example`;
    const id = await insertVendor(t.db.knex, venues, { name, slug });
    await insertUser(t.db.knex, email, { vendorId: id });
    const headers = await signIn(t, email);
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: res.status, body: await readJson(res) };
    };
    return { id, slug, email, call };
  };
  type V = Awaited<ReturnType<typeof newVendor>>;
  const change = (v: V, tier: 'featured' | 'premier', pay: Record<string, unknown>) =>
    v.call('POST', '/api/upgrades', { businessName: 'Anything', email: 'billing@example.com', subscriptionTier: tier, vendorId: v.id, ...pay });
  const preview = async (v: V, tier: 'featured' | 'premier') => {
    const r = await v.call('GET', `/api/vendors/${v.id}/plan-change?tier=${tier}`);
    expect(r.status).toBe(200);
    return planPreviewSchema.parse(r.body);
  };
  const billing = async (v: V) => (await v.call('GET', `/api/vendors/${v.id}/billing`)).body;
  /** A listing on a paid plan the processor runs, paid at once (no trial), with 4242 on file. */
  const paying = async (name: string, tier: 'featured' | 'premier') => {
    const v = await newVendor(name);
    expect((await v.call('PUT', `/api/vendors/${v.id}/billing/card`, { creditCard: card('4242 4242 4242 4242') })).status).toBe(200);
    const { processor_customer_id: customerId } = await t.db.knex('billing_customers').where({ vendor_id: v.id }).first();
    const now = await processor.now();
    const sub = await processor.startSubscription({ customerId, vendorId: v.id, tier, trialEnd: null, priceLockedUntil: addMonthsUtc(now, 12) }, `paying:${v.id}`);
    return { ...v, subscriptionId: sub.id };
  };

  it('starts the first paid plan at once with the 3-month trial, on a new card, and tells the owner and the admins', async () => {
    const v = await newVendor('Magnolia Barn');
    const p = await preview(v, 'featured');
    expect(p).toMatchObject({ kind: 'start', effective: 'now', amountDueNowCents: 0, monthlyCents: 2900, card: null });
    expect(p.trialEndsAt).toBe('2027-03-02T15:00:00.000Z');
    await t.deliverMail();
    const r = await change(v, 'featured', { creditCard: card('4242 4242 4242 4242') });
    expect(r.status).toBe(201);
    const answer = planChangedSchema.parse(r.body);
    expect(answer).toMatchObject({ tier: 'featured', effective: 'now', amountChargedCents: 0, card: { brand: 'visa', last4: '4242' } });
    expect(answer.trialEndsAt).toBe(p.trialEndsAt);
    expect(answer.message).toBe('Your plan has started. Your free trial runs until March 2, 2027.');
    const b = await billing(v);
    expect(b.plan).toMatchObject({ tier: 'featured', status: 'trialing', billed: true, trialEndsAt: answer.trialEndsAt });
    expect(b.card).toMatchObject({ last4: '4242' });
    expect(b.invoices).toEqual([]);
    expect(Boolean((await t.db.knex('vendors').where({ id: v.id }).first()).is_featured)).toBe(true);
    const mail = await t.deliverMail();
    expect(mail.filter((m) => m.to === v.email && m.subject === 'Your upgrade to Featured Listing is live')).toHaveLength(1);
    expect(mail.filter((m) => m.to === ADMIN_INBOX && m.subject.includes('Plan changed: Magnolia Barn'))).toHaveLength(1);
    // No request waits for an admin.
    expect(await t.db.knex('upgrade_requests').where({ vendor_id: v.id })).toEqual([]);
  });

  it('restarts a lapsed plan without a trial, charged at once to the card on file', async () => {
    const v = await paying('Harvest Hall', 'featured');
    await processor.cancelNow(v.subscriptionId);
    expect((await billing(v)).plan).toMatchObject({ tier: 'free', status: 'cancelled' });
    const p = await preview(v, 'featured');
    expect(p).toMatchObject({ kind: 'start', effective: 'now', trialEndsAt: null, amountDueNowCents: 2900, card: { last4: '4242' } });
    const r = await change(v, 'featured', { useCardOnFile: true });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ trialEndsAt: null, amountChargedCents: 2900, message: 'Your plan has changed.' });
    const b = await billing(v);
    expect(b.plan).toMatchObject({ tier: 'featured', status: 'active', trialEndsAt: null });
    expect(b.invoices.filter((i: { status: string; amountPaidCents: number }) => i.status === 'paid' && i.amountPaidCents === 2900)).toHaveLength(2);
  });

  it('refuses a restart whose first charge fails as a declined card, and the listing stays on the free tier', async () => {
    const v = await paying('Lakeside Lodge', 'featured');
    await processor.cancelNow(v.subscriptionId);
    expect((await v.call('PUT', `/api/vendors/${v.id}/billing/card`, { creditCard: card('4000 0000 0000 0341') })).status).toBe(200);
    const r = await change(v, 'featured', { useCardOnFile: true });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ creditCard: CARD_DECLINED_MESSAGE });
    expect((await billing(v)).plan).toMatchObject({ tier: 'free', status: 'cancelled' });
    expect(Boolean((await t.db.knex('vendors').where({ id: v.id }).first()).is_featured)).toBe(false);
  });

  it("sends no 'Payment failed', plan-ended or plan-changed email for a refused restart, even when its events come again late", async () => {
    const v = await paying('Pine Hollow', 'featured');
    await processor.cancelNow(v.subscriptionId);
    expect((await v.call('PUT', `/api/vendors/${v.id}/billing/card`, { creditCard: card('4000 0000 0000 0341') })).status).toBe(200);
    const earlier = (await t.deliverMail()).length;
    const seen: BillingEvent[] = [];
    processor.deliverTo(async (e) => {
      seen.push(e);
      await t.use(SyncBillingEvent).execute(e);
    });
    try {
      expect((await change(v, 'featured', { useCardOnFile: true })).status).toBe(400);
      // The processor's events of that short-lived subscription arrive again, out of order, under new ids.
      for (const e of [...seen].reverse()) await t.use(SyncBillingEvent).execute({ ...e, id: `${e.id}_late` });
    } finally {
      processor.deliverTo(async (e) => {
        await t.use(SyncBillingEvent).execute(e);
      });
    }
    expect(seen.map((e) => e.type)).toEqual(expect.arrayContaining(['invoice.payment_failed', 'customer.subscription.deleted']));
    const all = await t.deliverMail();
    const mail = all.slice(0, all.length - earlier).filter((m) => m.to === v.email);
    expect(mail.map((m) => m.subject)).toEqual([]);
    const row = await t.db.knex('subscriptions').where({ vendor_id: v.id }).first();
    expect(row).toMatchObject({ tier: 'free', status: 'cancelled', past_due_since: null });
    expect((await billing(v)).plan).toMatchObject({ tier: 'free', status: 'cancelled', graceEndsAt: null });
  });

  it('moves Featured up to Premier at once and charges the prorated difference now, as the preview said', async () => {
    const v = await paying('River Hall', 'featured');
    await processor.advanceClock(10 * DAY);
    const p = await preview(v, 'premier');
    expect(p).toMatchObject({ kind: 'change', effective: 'now', monthlyCents: 12900 });
    expect(p.amountDueNowCents).toBeGreaterThan(0);
    expect(p.amountDueNowCents).toBeLessThan(10000);
    const r = await change(v, 'premier', { useCardOnFile: true });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ tier: 'premier', effective: 'now', amountChargedCents: p.amountDueNowCents });
    const b = await billing(v);
    expect(b.plan).toMatchObject({ tier: 'premier', status: 'active' });
    expect(b.invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: p.amountDueNowCents });
    const row = await t.db.knex('vendors').where({ id: v.id }).first();
    expect(Boolean(row.premier_partner)).toBe(true);
  });

  it('moves Premier down to Featured at the end of the paid period, charging nothing now', async () => {
    const v = await paying('Stone Mill', 'premier');
    const p = await preview(v, 'featured');
    expect(p).toMatchObject({ kind: 'change', effective: 'period_end', amountDueNowCents: 0, monthlyCents: 2900 });
    await t.deliverMail();
    const r = await change(v, 'featured', { useCardOnFile: true });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ tier: 'featured', effective: 'period_end', amountChargedCents: 0, effectiveAt: p.effectiveAt });
    expect(r.body.message).toMatch(/^Your plan changes on .+, at the end of the period you have paid for\.$/);
    const b = await billing(v);
    expect(b.plan).toMatchObject({ tier: 'premier', scheduledTier: 'featured', currentPeriodEnd: p.effectiveAt });
    const mail = await t.deliverMail();
    expect(mail.filter((m) => m.to === v.email && m.subject.startsWith('Your plan becomes Featured Listing on '))).toHaveLength(1);
  });

  it('asks for a card when none is on file and none is given', async () => {
    const v = await newVendor('Peach Orchard');
    const r = await change(v, 'featured', { useCardOnFile: true });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ creditCard: 'Please enter a card for your plan.' });
  });

  it("refuses a declined card with the payment block's message and stores nothing", async () => {
    const v = await newVendor('Cedar Chapel');
    const tables = ['subscriptions', 'billing_customers', 'outbox', 'upgrade_requests'];
    const before = await Promise.all(tables.map((table) => t.db.knex(table).count({ c: '*' }).first()));
    const r = await change(v, 'featured', { creditCard: card('4000 0000 0000 0002') });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ creditCard: CARD_DECLINED_MESSAGE });
    expect(await Promise.all(tables.map((table) => t.db.knex(table).count({ c: '*' }).first()))).toEqual(before);
    expect((await billing(v)).plan).toMatchObject({ tier: 'free', status: 'none' });
  });

  it('refuses card fields that fail their checks with the upgrade form messages', async () => {
    const v = await newVendor('Blue Ridge Blooms');
    const r = await change(v, 'featured', { creditCard: { cardholderName: '', cardNumber: '1234', expiryDate: '', cvv: '1' } });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toMatchObject({
      'creditCard.cardholderName': 'Cardholder name is required',
      'creditCard.cardNumber': 'Please enter a valid 15 or 16-digit card number',
      'creditCard.expiryDate': 'Expiry date is required',
      'creditCard.cvv': 'Please enter a valid 3 or 4-digit CVV',
    });
  });

  it('answers 409 to the plan already held', async () => {
    const v = await paying('Twin Oaks', 'featured');
    const r = await change(v, 'featured', { useCardOnFile: true });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe('Your listing is already on the Featured Listing plan.');
  });

  it("refuses another listing's plan change and preview", async () => {
    const mine = await newVendor('Willow Gardens');
    const theirs = await newVendor('Foothills Farm');
    expect((await mine.call('GET', `/api/vendors/${theirs.id}/plan-change?tier=featured`)).status).toBe(403);
    expect((await change({ ...mine, id: theirs.id }, 'featured', { useCardOnFile: true })).status).toBe(403);
  });
});

describe.each(DIALECTS)('a plan change in stripe mode [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: STRIPE_TEST_ENV });
  });
  afterAll(async () => t?.close());

  it('refuses card fields in the body: the card is typed into Stripe’s own fields, and nothing is stored', async () => {
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    const id = await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    await insertUser(t.db.knex, 'owner@magnolia.example', { vendorId: id });
    const headers = await signIn(t, 'owner@magnolia.example');
    const res = await t.app.request('/api/upgrades', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ businessName: 'Magnolia Barn', email: 'owner@magnolia.example', subscriptionTier: 'featured', vendorId: id, creditCard: card('4242 4242 4242 4242') }),
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({ creditCard: 'Please enter your card in the secure card form' });
    expect(await t.db.knex('billing_customers')).toEqual([]);
    expect(await t.db.knex('upgrade_requests')).toEqual([]);
  });
});
