/**
 * Issue 37 §7, the admins' side of billing through the API, on both databases, with the local test processor:
 * revenue at a glance, each vendor's billing status in the vendor table, free months, and the test clock
 * (a 404 with Stripe).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { adminRevenueRoute, grantFreeMonthsRoute, NO_BILLED_PLAN, testClockRoute, type RevenueDto } from '../../domain/billing/admin-billing-api.ts';
import { adminVendorListAnswerSchema } from '../../domain/admin/admin-answers.ts';
import { addMonthsUtc } from '../../domain/subscriptions/tiers.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { STRIPE_TEST_ENV } from '../support/stripe-test-env.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const card = (cardNumber: string) => ({ creditCard: { cardholderName: 'Ann Lee', cardNumber, expiryDate: '12/30', cvv: '123' } });

describe.each(DIALECTS)('the admins’ billing [%s]', (dialect) => {
  let t: TestApp;
  let processor: LocalBillingProcessor;
  let a: string;
  let b: string;
  let sessions: Record<'a' | 'b' | 'admin', Record<string, string>>;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    processor = t.container.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
    const categoryId = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    a = await insertVendor(t.db.knex, categoryId, { name: 'Riverbend Ballroom', email: 'hello@riverbend.example' });
    b = await insertVendor(t.db.knex, categoryId, { name: 'Magnolia Barn', email: 'hello@magnolia.example' });
    await insertUser(t.db.knex, 'owner@riverbend.example', { vendorId: a });
    await insertUser(t.db.knex, 'owner@magnolia.example', { vendorId: b });
    await insertUser(t.db.knex, 'boss@example.com', { isAdmin: true });
    sessions = { a: await signIn(t, 'owner@riverbend.example'), b: await signIn(t, 'owner@magnolia.example'), admin: await signIn(t, 'boss@example.com') };
  });
  afterEach(async () => t.close());

  const call = async (who: keyof typeof sessions, method: string, path: string, body?: unknown) => {
    const res = await t.app.request(path, { method, headers: sessions[who], ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: await readJson(res) };
  };
  /** A card on file through the API, then a plan started at the processor whose trial ends in `trialDays`. */
  const plan = async (vendorId: string, who: 'a' | 'b', cardNumber: string, tier: 'featured' | 'premier', trialDays: number) => {
    expect((await call(who, 'PUT', `/api/vendors/${vendorId}/billing/card`, card(cardNumber))).status).toBe(200);
    const { processor_customer_id: customerId } = await t.db.knex('billing_customers').where({ vendor_id: vendorId }).first();
    const trialEnd = new Date((await processor.now()).getTime() + trialDays * DAY_MS);
    return processor.startSubscription({ customerId, vendorId, tier, trialEnd, priceLockedUntil: addMonthsUtc(trialEnd, 12) }, `t:${vendorId}`);
  };
  const revenue = async (): Promise<RevenueDto> => {
    const { status, body } = await call('admin', 'GET', '/api/admin/billing/revenue');
    expect(status).toBe(200);
    return adminRevenueRoute.answer.parse(body).revenue;
  };
  const rowOf = async (vendorId: string) => {
    const { body } = await call('admin', 'GET', '/api/admin/vendors?limit=50');
    return adminVendorListAnswerSchema.parse(body).vendors.find((v) => v._id === vendorId)!;
  };
  const paidTotal = (r: RevenueDto) => r.months.reduce((sum, m) => sum + m.paidCents, 0);

  it('counts trials, paid plans, past due and the revenue per month as plans start, pay, fall past due and end', async () => {
    const empty = await revenue();
    expect(empty).toMatchObject({ mrrCents: 0, paidPlans: 0, trials: 0, trialMrrCents: 0, pastDue: 0, trialsEndingIn7Days: 0, processor: 'local' });
    expect(empty.months).toHaveLength(12);
    const now = await processor.now();
    expect(empty.months.at(-1)!.month).toBe(now.toISOString().slice(0, 7));
    expect(paidTotal(empty)).toBe(0);

    await plan(a, 'a', '4242 4242 4242 4242', 'featured', 5);
    const subB = await plan(b, 'b', '4000 0000 0000 0341', 'premier', 30);
    expect(await revenue()).toMatchObject({ mrrCents: 0, paidPlans: 0, trials: 2, trialMrrCents: 2900 + 12900, trialsEndingIn7Days: 1, pastDue: 0 });
    expect(await rowOf(a)).toMatchObject({ planStatus: 'trialing', trialEndsAt: expect.any(String) });
    expect(await rowOf(b)).toMatchObject({ planStatus: 'trialing' });

    // A's trial ends and its first invoice is paid.
    await processor.advanceClock(6 * DAY_MS);
    const paid = await revenue();
    expect(paid).toMatchObject({ mrrCents: 2900, paidPlans: 1, trials: 1, trialMrrCents: 12900, trialsEndingIn7Days: 0, pastDue: 0 });
    expect(paidTotal(paid)).toBe(2900);
    expect(paid.months.filter((m) => m.invoices > 0)).toEqual([{ month: expect.any(String), paidCents: 2900, invoices: 1 }]);
    expect(await rowOf(a)).toMatchObject({ planStatus: 'active', trialEndsAt: null });

    // B's first payment fails: past due, still counted in the monthly recurring revenue, nothing paid.
    await processor.advanceClock(25 * DAY_MS);
    expect(await revenue()).toMatchObject({ mrrCents: 2900 + 12900, paidPlans: 1, trials: 0, pastDue: 1 });
    expect(await rowOf(b)).toMatchObject({ planStatus: 'past_due', subscriptionTier: 'premier' });

    // B's plan ends: back on free, out of the figures; what A paid stays.
    await processor.cancelNow(subB.id);
    const ended = await revenue();
    expect(ended).toMatchObject({ mrrCents: 2900, paidPlans: 1, trials: 0, pastDue: 0 });
    expect(paidTotal(ended)).toBe(2900);
    expect(await rowOf(b)).toMatchObject({ planStatus: 'cancelled', subscriptionTier: 'free' });
  });

  it('gives a billed plan free months with a reason: recorded, mirrored, shown on the Billing tab and emailed to the owner', async () => {
    await plan(a, 'a', '4242 4242 4242 4242', 'featured', 90);
    const { status, body } = await call('admin', 'POST', `/api/admin/vendors/${a}/billing/free-months`, { months: 2, reason: '  Sorry for the outage in March  ' });
    expect(status).toBe(200);
    const answer = grantFreeMonthsRoute.answer.parse(body);
    expect(answer.message).toBe('Riverbend Ballroom has 2 free months.');
    expect(answer.freeUntil).not.toBeNull();

    const billing = (await call('a', 'GET', `/api/vendors/${a}/billing`)).body;
    expect(billing.freeMonths).toEqual([{ months: 2, reason: 'Sorry for the outage in March', grantedAt: expect.any(String) }]);
    expect(billing.plan.freeUntil).toBe(answer.freeUntil);
    const admin = await t.db.knex('users').where({ email: 'boss@example.com' }).first('id');
    expect(await t.db.knex('billing_free_months').where({ vendor_id: a }).first('granted_by_user_id')).toEqual({ granted_by_user_id: admin.id });
    const mail = (await t.deliverMail()).filter((m) => m.subject === '2 free months on your plan');
    expect(mail.map((m) => m.to)).toEqual(['owner@riverbend.example']);
  });

  it('refuses free months for a listing without a billed plan (409) or an unknown one (404), and changes nothing', async () => {
    const free = await call('admin', 'POST', `/api/admin/vendors/${b}/billing/free-months`, { months: 1, reason: 'Goodwill' });
    expect(free).toMatchObject({ status: 409, body: { success: false, error: { code: 'CONFLICT', message: NO_BILLED_PLAN } } });
    const unknown = await call('admin', 'POST', '/api/admin/vendors/no-such-vendor/billing/free-months', { months: 1, reason: 'Goodwill' });
    expect(unknown.status).toBe(404);
    expect(await t.db.knex('billing_free_months').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('refuses bad months and reasons with field messages, and changes nothing', async () => {
    await plan(a, 'a', '4242 4242 4242 4242', 'featured', 90);
    const tries: Array<[unknown, Record<string, string>]> = [
      [{ months: 0, reason: 'Goodwill' }, { months: 'Choose between 1 and 12 free months' }],
      [{ months: 13, reason: 'Goodwill' }, { months: 'Choose between 1 and 12 free months' }],
      [{ months: 1.5, reason: 'Goodwill' }, { months: 'Choose between 1 and 12 free months' }],
      [{ months: 1, reason: '   ' }, { reason: 'Please give a reason' }],
      [{ months: 1 }, { reason: 'Please give a reason' }],
      [{ months: 1, reason: 'One\nTwo' }, { reason: 'Keep the reason on one line' }],
      [{ months: 1, reason: 'x'.repeat(201) }, { reason: 'Keep the reason under 200 characters' }],
    ];
    for (const [body, fields] of tries) {
      const res = await call('admin', 'POST', `/api/admin/vendors/${a}/billing/free-months`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect(await t.db.knex('billing_free_months').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect((await call('a', 'GET', `/api/vendors/${a}/billing`)).body.plan.freeUntil).toBeNull();
  });

  it('moves the test clock forward by 1, 7 or 30 days, runs what fell due, and refuses other steps', async () => {
    const before = testClockRoute.answer.parse((await call('admin', 'GET', '/api/admin/billing/test-clock')).body).clock;
    expect(before.offsetDays).toBe(0);
    await plan(a, 'a', '4242 4242 4242 4242', 'featured', 5);
    const moved = await call('admin', 'POST', '/api/admin/billing/test-clock', { days: 7 });
    expect(moved.status).toBe(200);
    expect(moved.body.clock.offsetDays).toBe(7);
    expect(new Date(moved.body.clock.now).getTime() - new Date(before.now).getTime()).toBeGreaterThanOrEqual(7 * DAY_MS);
    // The trial ended on the way: the first invoice is paid.
    expect(await revenue()).toMatchObject({ paidPlans: 1, mrrCents: 2900 });
    const bad = await call('admin', 'POST', '/api/admin/billing/test-clock', { days: 2 });
    expect(bad).toMatchObject({ status: 400, body: { error: { fields: { days: 'Advance by 1, 7 or 30 days' } } } });
    expect(testClockRoute.answer.parse((await call('admin', 'GET', '/api/admin/billing/test-clock')).body).clock.offsetDays).toBe(7);
  });
});

describe.each(DIALECTS)('the test clock with Stripe [%s]', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { env: STRIPE_TEST_ENV });
  });
  afterEach(async () => t.close());

  it('is not there: 404 to an admin, for reading and for moving it', async () => {
    await insertUser(t.db.knex, 'boss@example.com', { isAdmin: true });
    const admin = await signIn(t, 'boss@example.com');
    expect((await t.app.request('/api/admin/billing/test-clock', { headers: admin })).status).toBe(404);
    expect((await t.app.request('/api/admin/billing/test-clock', { method: 'POST', headers: admin, body: JSON.stringify({ days: 7 }) })).status).toBe(404);
    const revenue = await t.app.request('/api/admin/billing/revenue', { headers: admin });
    expect(revenue.status).toBe(200);
    expect(((await revenue.json()) as { revenue: RevenueDto }).revenue.processor).toBe('stripe');
  });
});
