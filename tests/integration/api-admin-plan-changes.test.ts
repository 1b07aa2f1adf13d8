/**
 * Issue 37 §2 on both databases, with the local test processor: each change a vendor makes to its own plan is
 * kept, and the admin dashboard's 'Plan changes' (GET /api/admin/billing/plan-changes, where the admins' 'Plan
 * changed' email links: /admin#plan-changes) lists them newest first — the listing, from → to, when, and when
 * it takes effect. Keeping Premier Partner while a move to Featured waits withdraws the move and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { adminPlanChangesRoute } from '../../domain/billing/plan-changes-api.ts';
import { addMonthsUtc } from '../../domain/subscriptions/tiers.ts';
import { DIALECTS } from '../support/databases.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const ADMIN = 'admin@upstateweddingdirectory.com';
const card = { cardholderName: 'Ann Lee', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };

describe.each(DIALECTS)("the admins' 'Plan changes' [%s]", (dialect) => {
  let t: TestApp;
  let processor: LocalBillingProcessor;
  let venues: string;
  let admin: Record<string, string>;
  let n = 0;
  const clock = new FixedClock(new Date('2026-12-02T15:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    processor = t.container.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
    venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    await insertUser(t.db.knex, ADMIN, { isAdmin: true });
    admin = await signIn(t, ADMIN);
  });
  afterAll(async () => t?.close());

  const request = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: await readJson(res) };
  };
  const newVendor = async (name: string) => {
    n++;
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`;
    const email = `owner-${n}@${slug}.example`;
    const id = await insertVendor(t.db.knex, venues, { name, slug });
    await insertUser(t.db.knex, email, { vendorId: id });
    const headers = await signIn(t, email);
    const change = (tier: 'featured' | 'premier', pay: Record<string, unknown> = { useCardOnFile: true }) =>
      request('POST', '/api/upgrades', headers, { businessName: name, email, subscriptionTier: tier, vendorId: id, ...pay });
    return { id, slug, name, email, headers, change };
  };
  /** On Premier Partner at the processor, paid from today, with 4242 on file (not a change the vendor made here). */
  const onPremier = async (name: string) => {
    const v = await newVendor(name);
    expect((await request('PUT', `/api/vendors/${v.id}/billing/card`, v.headers, { creditCard: card })).status).toBe(200);
    const { processor_customer_id: customerId } = await t.db.knex('billing_customers').where({ vendor_id: v.id }).first();
    const now = await processor.now();
    await processor.startSubscription({ customerId, vendorId: v.id, tier: 'premier', trialEnd: null, priceLockedUntil: addMonthsUtc(now, 12) }, `premier:${v.id}`);
    return v;
  };
  /** The keys of the mail written so far, and the mail written since. */
  const mailKeys = async () => new Set((await t.deliverMail()).map((m) => m.idempotencyKey));
  const mailSince = async (seen: Set<string>) => (await t.deliverMail()).filter((m) => !seen.has(m.idempotencyKey));
  const listed = async () => {
    const r = await request('GET', '/api/admin/billing/plan-changes', admin);
    expect(r.status).toBe(200);
    return adminPlanChangesRoute.answer.parse(r.body).planChanges;
  };

  it("lists each vendor's own change (listing, from → to, when, when it takes effect), newest first, and the admins' email links there", async () => {
    const barn = await newVendor('Magnolia Barn');
    const before = await mailKeys();
    expect((await barn.change('featured', { creditCard: card })).status).toBe(201);
    const mill = await onPremier('Stone Mill');
    const down = await mill.change('featured');
    expect(down.status).toBe(201);

    const mine = (await listed()).filter((c) => [barn.id, mill.id].includes(c.vendor._id));
    expect(mine.map(({ _id, ...rest }) => rest)).toEqual([
      { vendor: { _id: mill.id, name: 'Stone Mill', slug: mill.slug }, kind: 'down', fromTier: 'premier', toTier: 'featured', changedAt: clock.now().toISOString(), effectiveAt: down.body.effectiveAt },
      { vendor: { _id: barn.id, name: 'Magnolia Barn', slug: barn.slug }, kind: 'start', fromTier: 'free', toTier: 'featured', changedAt: clock.now().toISOString(), effectiveAt: clock.now().toISOString() },
    ]);
    expect(Date.parse(down.body.effectiveAt)).toBeGreaterThan(clock.now().getTime());

    const mail = (await mailSince(before)).filter((m) => m.to === ADMIN && m.subject.includes('Plan changed: '));
    expect(mail.map((m) => m.subject).sort()).toEqual([
      `New message: Plan changed: Magnolia Barn started Featured Listing with a free trial until March 2, 2027`,
      `New message: Plan changed: Stone Mill moves to Featured Listing on ${new Date(down.body.effectiveAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`,
    ]);
    for (const m of mail) {
      expect(m.text).toMatch(/https?:\/\/\S+\/admin#plan-changes\b/);
      expect(m.text).toContain('Open Plan Changes');
    }
  });

  it('keeps Premier Partner when asked for while a move to Featured waits: the move is withdrawn, listed as kept, and the answer says so', async () => {
    const v = await onPremier('Harvest Hall');
    expect((await v.change('featured')).status).toBe(201);
    expect((await request('GET', `/api/vendors/${v.id}/billing`, v.headers)).body.plan).toMatchObject({ tier: 'premier', scheduledTier: 'featured' });
    const before = await mailKeys();

    const kept = await v.change('premier');
    expect(kept.status).toBe(201);
    expect(kept.body).toMatchObject({ tier: 'premier', effective: 'now', amountChargedCents: 0, effectiveAt: clock.now().toISOString(), message: 'You keep Premier Partner. Nothing changes for you.' });
    expect((await request('GET', `/api/vendors/${v.id}/billing`, v.headers)).body.plan).toMatchObject({ tier: 'premier', scheduledTier: null });
    expect((await listed()).filter((c) => c.vendor._id === v.id).map((c) => [c.kind, c.fromTier, c.toTier])).toEqual([
      ['keep', 'premier', 'premier'],
      ['down', 'premier', 'featured'],
    ]);
    const mail = (await mailSince(before));
    // The owner is not told of a move that no longer happens; the admins hear it was withdrawn.
    expect(mail.filter((m) => m.to === v.email).map((m) => m.subject)).toEqual(['Your plan is now Premier Partner']);
    expect(mail.filter((m) => m.to === ADMIN).map((m) => m.subject)).toEqual(['New message: Plan changed: Harvest Hall keeps Premier Partner; the move to Featured Listing is withdrawn']);
  });

  it('says when there is none yet, and is for admins alone', async () => {
    const fresh = await createTestApp(dialect, { clock });
    try {
      await insertUser(fresh.db.knex, ADMIN, { isAdmin: true });
      const res = await fresh.app.request('/api/admin/billing/plan-changes', { headers: await signIn(fresh, ADMIN) });
      expect(res.status).toBe(200);
      expect(await readJson(res)).toEqual({ success: true, planChanges: [] });
    } finally {
      await fresh.close();
    }
    const v = await newVendor('Peach Orchard');
    expect((await request('GET', '/api/admin/billing/plan-changes', v.headers)).status).toBe(403);
    expect((await t.app.request('/api/admin/billing/plan-changes')).status).toBe(401);
  });
});
