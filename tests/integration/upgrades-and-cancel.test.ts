/**
 * Issue 15, points 5, 11 and 13: the upgrade form emails only the account's own address and is rate-limited
 * per account; the dashboard's plan answer shows a pending request (made before plans ran on the processor,
 * issue 37: an admin still applies or declines it, and the vendor is emailed); the vendor cancels their own
 * paid plan (it runs to the end of the trial or billing period, then reverts to the free Standard tier).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendTrialReminders } from '../../application/subscriptions/send-trial-reminders.ts';
import { EndCancelledPlans } from '../../application/subscriptions/upgrades.ts';
import { planCancelledSchema, upgradeEligibilitySchema } from '../../domain/subscriptions/upgrade-request.ts';
import { DIALECTS } from '../support/databases.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { legacyUpgradeRequest } from '../support/legacy-upgrade.ts';

const card = { cardholderName: 'Ann Lee', cardNumber: '4242 4242 4242 4242', expiryDate: '12/39', cvv: '123' };
const ADMIN_INBOX = 'admin@upstateweddingdirectory.com';

describe.each(DIALECTS)('upgrade requests and self-service cancel [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-30T15:00:00Z'));
  let venues: string;
  let admin: Record<string, string>;
  let n = 0;

  const call = async (method: string, path: string, headers: Record<string, string> | undefined, body?: unknown) => {
    const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, headers: res.headers, body: await readJson(res) };
  };
  /** A fresh listing with its owner signed in (each test its own, so limits and pending requests don't mix). */
  const newVendor = async (name: string) => {
    n++;
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`;
    const email = `owner-${n}@${slug}.example`;
    const id = await insertVendor(t.db.knex, venues, { name, slug });
    await insertUser(t.db.knex, email, { vendorId: id });
    return { id, slug, email, headers: await signIn(t, email) };
  };
  const ask = (v: { id: string; headers: Record<string, string> }, tier: 'featured' | 'premier' = 'featured', email = 'billing@example.com') =>
    call('POST', '/api/upgrades', v.headers, { businessName: 'Anything typed', email, subscriptionTier: tier, creditCard: card, vendorId: v.id });
  /** A request made before plans ran on the processor (issue 37): pending until an admin applies or declines it. */
  const legacy = (v: { id: string; slug: string }, name: string, tier: 'featured' | 'premier' = 'featured') => legacyUpgradeRequest(t, { ...v, name }, tier, {}, clock.now());
  const check = async (v: { slug: string; headers: Record<string, string> }) => {
    const r = await call('GET', `/api/upgrades/check/${v.slug}`, v.headers);
    expect(r.status).toBe(200);
    return upgradeEligibilitySchema.parse(r.body);
  };
  const flags = async (id: string) => {
    const v = await t.db.knex('vendors').where({ id }).first();
    return { featured: Boolean(v.is_featured), premier: Boolean(v.premier_partner), active: Boolean(v.is_active) };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    await insertUser(t.db.knex, 'boss@directory.example', { isAdmin: true });
    admin = await signIn(t, 'boss@directory.example');
  });
  afterAll(async () => t?.close());

  describe('asking for an upgrade', () => {
    it("emails the confirmation only to the signed-in account's own address, never to the email typed into the form", async () => {
      const v = await newVendor('Magnolia Barn');
      await t.deliverMail();
      const r = await ask(v, 'featured', 'victim@elsewhere.example');
      expect(r.status).toBe(201);
      const mail = await t.deliverMail();
      expect(mail.filter((m) => m.to === 'victim@elsewhere.example')).toEqual([]);
      const mine = mail.filter((m) => m.to === v.email && m.subject === 'Your upgrade to Featured Listing is live');
      expect(mine).toHaveLength(1);
      // The listing's own name, not the free text of the form.
      expect(mine[0]!.text).toContain('Magnolia Barn');
      expect(mine[0]!.text).not.toContain('Anything typed');
    });

    it('answers 409 to a second change to the plan just started, also when two arrive at once', async () => {
      const v = await newVendor('River Hall');
      expect((await ask(v)).status).toBe(201);
      const second = await ask(v);
      expect(second.status).toBe(409);
      expect(second.body.error).toMatchObject({ code: 'CONFLICT', message: 'Your listing is already on the Featured Listing plan.' });
      expect(await t.db.knex('upgrade_requests').where('vendor_id', v.id).count({ n: '*' }).first()).toMatchObject({ n: 0 });
    });

    it('rate-limits upgrade requests per account: the sixth within an hour answers 429', async () => {
      const v = await newVendor('Blue Ridge Blooms');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await ask(v)).status);
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      const limited = await ask(v);
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      // When to try again, for the screen's 'Please try again in …' (the rest of the hour, in seconds).
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
      // Another account is not affected.
      expect((await ask(await newVendor('Peach Orchard'))).status).toBe(201);
    });

    it('shows a pending request from before self-service in the plan answer until an admin applies it', async () => {
      const v = await newVendor('Cedar Chapel');
      expect((await check(v)).pendingUpgrade).toBeNull();
      await legacy(v, 'Cedar Chapel', 'premier');
      const answer = await check(v);
      expect(answer).toMatchObject({ currentTier: 'free', pendingUpgrade: { tier: 'premier', requestedAt: clock.now().toISOString() }, subscription: null });
    });

    it("answers 403 to the plan of someone else's listing", async () => {
      const mine = await newVendor('Willow Gardens');
      const theirs = await newVendor('Stone Mill');
      const r = await call('GET', `/api/upgrades/check/${theirs.slug}`, mine.headers);
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('FORBIDDEN');
    });
  });

  describe('an admin applying or declining', () => {
    const pendingId = async (vendorId: string) => (await t.db.knex('upgrade_requests').where({ vendor_id: vendorId, status: 'pending' }).first()).id as string;

    it("emails the vendor's account when the upgrade is applied, naming the plan and the trial end", async () => {
      const v = await newVendor('Harvest Hall');
      await legacy(v, 'Harvest Hall', 'featured');
      await t.deliverMail();
      expect((await call('PUT', `/api/admin/upgrades/${await pendingId(v.id)}/apply`, admin)).status).toBe(200);
      const mail = (await t.deliverMail()).filter((m) => m.to === v.email && m.subject === 'Your upgrade to Featured Listing is live');
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toContain('Harvest Hall is now on Featured Listing.');
      expect(mail[0]!.text).toContain('Your free trial runs until February 28, 2027');
      const answer = await check(v);
      expect(answer).toMatchObject({ currentTier: 'featured', pendingUpgrade: null, subscription: { status: 'trialing', trialEndsAt: '2027-02-28T15:00:00.000Z', cancelAt: null } });
    });

    it("emails the vendor's account when the upgrade is declined, and the listing may change its plan itself", async () => {
      const v = await newVendor('Foothills Farm');
      await legacy(v, 'Foothills Farm', 'premier');
      await t.deliverMail();
      expect((await call('PUT', `/api/admin/upgrades/${await pendingId(v.id)}/reject`, admin)).status).toBe(200);
      const mail = (await t.deliverMail()).filter((m) => m.to === v.email && m.subject === 'About your upgrade request');
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toContain('the request to move Foothills Farm to Premier Partner was declined');
      expect(mail[0]!.text).toContain('contact page');
      expect((await check(v)).pendingUpgrade).toBeNull();
      // …and changes its plan itself now.
      expect((await ask(v, 'premier')).status).toBe(201);
    });
  });

  describe("the vendor's own cancel", () => {
    it('runs the paid plan to the end of its trial, emails the vendor and the admins, refuses a second cancel, and then reverts to the free tier', async () => {
      clock.set(new Date('2026-11-30T15:00:00Z'));
      const v = await newVendor('Lakeside Lodge');
      await legacy(v, 'Lakeside Lodge', 'featured');
      const id = (await t.db.knex('upgrade_requests').where({ vendor_id: v.id, status: 'pending' }).first()).id as string;
      expect((await call('PUT', `/api/admin/upgrades/${id}/apply`, admin)).status).toBe(200);
      await t.deliverMail();

      const r = await call('POST', `/api/vendors/${v.id}/subscription/cancel`, v.headers);
      expect(r.status).toBe(200);
      const body = planCancelledSchema.parse(r.body);
      expect(body).toMatchObject({ tier: 'featured', endsAt: '2027-02-28T15:00:00.000Z' });
      expect(body.message).toBe('Your Featured Listing plan is cancelled. It ends on February 28, 2027; your listing stays and moves to the free Standard listing then.');
      // Until then the plan runs: same tier, same flags, and the dashboard sees the end date.
      expect(await check(v)).toMatchObject({ currentTier: 'featured', subscription: { cancelAt: '2027-02-28T15:00:00.000Z' } });
      expect(await flags(v.id)).toEqual({ featured: true, premier: false, active: true });

      const mail = await t.deliverMail();
      const toVendor = mail.filter((m) => m.to === v.email && m.subject === 'Your Featured Listing plan is cancelled');
      expect(toVendor).toHaveLength(1);
      expect(toVendor[0]!.text).toContain('ends on February 28, 2027');
      expect(toVendor[0]!.text).toContain("You won't be charged again.");
      expect(mail.filter((m) => m.to === ADMIN_INBOX && m.subject.includes('Plan cancelled: Lakeside Lodge'))).toHaveLength(1);

      const again = await call('POST', `/api/vendors/${v.id}/subscription/cancel`, v.headers);
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('Your Featured Listing plan is already cancelled; it ends on February 28, 2027.');

      // The admin sees it on the vendor list and the edit screen.
      const list = await call('GET', `/api/admin/vendors?search=${encodeURIComponent('Lakeside Lodge')}`, admin);
      expect(list.body.vendors.find((x: { _id: string }) => x._id === v.id)).toMatchObject({ subscriptionTier: 'featured', planCancelAt: '2027-02-28T15:00:00.000Z' });
      expect((await call('GET', `/api/admin/vendors/${v.id}`, admin)).body.vendor.planCancelAt).toBe('2027-02-28T15:00:00.000Z');

      // No "first payment in 7 days" reminder for a plan that will not be paid.
      clock.set(new Date('2027-02-22T15:00:00Z'));
      await t.use(SendTrialReminders).execute();
      expect((await t.deliverMail()).filter((m) => m.to === v.email && m.subject === 'Your free trial ends in 7 days')).toEqual([]);

      // The sweep at the end of the trial: free Standard tier, listing kept.
      clock.set(new Date('2027-02-28T15:00:01Z'));
      expect((await t.use(EndCancelledPlans).execute()).ended).toBe(1);
      expect(await flags(v.id)).toEqual({ featured: false, premier: false, active: true });
      const headers = await signIn(t, v.email);
      expect(await check({ ...v, headers })).toMatchObject({ currentTier: 'free', subscription: null });
      expect((await t.db.knex('subscriptions').where({ vendor_id: v.id }).first()).status).toBe('cancelled');
      // …and the owner hears that it happened, once (a second sweep finds nothing to end).
      expect((await t.use(EndCancelledPlans).execute()).ended).toBe(0);
      const ended = (await t.deliverMail()).filter((m) => m.to === v.email && m.subject === 'Your Featured Listing plan has ended');
      expect(ended).toHaveLength(1);
      expect(ended[0]!.text).toContain('Lakeside Lodge');
      expect(ended[0]!.text).toContain('free Standard listing');
      clock.set(new Date('2026-11-30T15:00:00Z'));
    });

    it('refuses to cancel a free listing with a clear message', async () => {
      const v = await newVendor('Pine Pavilion');
      const r = await call('POST', `/api/vendors/${v.id}/subscription/cancel`, v.headers);
      expect(r.status).toBe(409);
      expect(r.body.error.message).toBe('Your listing is on the free Standard listing, so there is no paid plan to cancel.');
      expect(await t.db.knex('subscriptions').where({ vendor_id: v.id }).first()).toBeUndefined();
      // A free listing stored as an 'active' row (as the demo seed writes them) is no paid plan either.
      await t.db.knex('subscriptions').insert({ id: `sub-${v.id}`.slice(0, 26), vendor_id: v.id, tier: 'free', status: 'active', monthly_price_cents: 0, created_at: new Date(), updated_at: new Date() });
      expect((await call('POST', `/api/vendors/${v.id}/subscription/cancel`, v.headers)).status).toBe(409);
      expect(await check(v)).toMatchObject({ currentTier: 'free', subscription: null });
    });
  });

  describe('where the admins find them (issue 36)', () => {
    const adminMail = (mail: Array<{ to: string; subject: string; text: string; html: string }>, subject: string) => {
      const found = mail.filter((m) => m.to === ADMIN_INBOX && m.subject.includes(subject));
      expect(found, subject).toHaveLength(1);
      return found[0]!;
    };

    it("lists a pending upgrade request from before self-service on the dashboard's pending upgrade requests", async () => {
      const v = await newVendor('Orchard House');
      await legacy(v, 'Orchard House', 'premier');
      const pending = await call('GET', '/api/admin/upgrades?status=pending', admin);
      expect(pending.body.upgradeRequests.map((u: { vendor: { _id: string } | null }) => u.vendor?._id)).toContain(v.id);
    });

    it("links the admins' email about a vendor's own change of plan to the admin dashboard, never to the messages", async () => {
      const v = await newVendor('Orchard Hill');
      await t.deliverMail();
      expect((await ask(v, 'premier')).status).toBe(201);
      const mail = adminMail(await t.deliverMail(), 'Plan changed: Orchard Hill');
      expect(mail.text).toMatch(/https?:\/\/\S+\/admin#plan-changes\b/);
      expect(mail.text).toContain('Open Plan Changes');
      expect(mail.text).not.toContain('/admin/messages');
    });

    it("lists a vendor's cancelled plan under 'Recent cancellations' (vendor, plan, when, when it ends), newest first, and links the admins' email there", async () => {
      clock.set(new Date('2026-11-30T15:00:00Z'));
      const first = await newVendor('Hollow Creek Barn');
      const second = await newVendor('Azalea Manor');
      for (const [v, tier, name] of [[first, 'featured', 'Hollow Creek Barn'], [second, 'premier', 'Azalea Manor']] as const) {
        await legacy(v, name, tier);
        const id = (await t.db.knex('upgrade_requests').where({ vendor_id: v.id, status: 'pending' }).first()).id as string;
        expect((await call('PUT', `/api/admin/upgrades/${id}/apply`, admin)).status).toBe(200);
      }
      await t.deliverMail();
      expect((await call('POST', `/api/vendors/${first.id}/subscription/cancel`, first.headers)).status).toBe(200);
      clock.set(new Date('2026-12-01T09:30:00Z'));
      expect((await call('POST', `/api/vendors/${second.id}/subscription/cancel`, second.headers)).status).toBe(200);

      const mail = adminMail(await t.deliverMail(), 'Plan cancelled: Azalea Manor');
      expect(mail.text).toMatch(/https?:\/\/\S+\/admin#recent-cancellations\b/);
      expect(mail.text).toContain('Open Recent Cancellations');
      expect(mail.text).not.toContain('/admin/messages');

      const list = await call('GET', '/api/admin/cancellations', admin);
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      const mine = list.body.cancellations.filter((c: { vendor: { _id: string } }) => [first.id, second.id].includes(c.vendor._id));
      expect(mine).toEqual([
        { _id: expect.any(String), vendor: { _id: second.id, name: 'Azalea Manor', slug: second.slug }, tier: 'premier', cancelledAt: '2026-12-01T09:30:00.000Z', endsAt: '2027-02-28T15:00:00.000Z' },
        { _id: expect.any(String), vendor: { _id: first.id, name: 'Hollow Creek Barn', slug: first.slug }, tier: 'featured', cancelledAt: '2026-11-30T15:00:00.000Z', endsAt: '2027-02-28T15:00:00.000Z' },
      ]);
      // Admins only.
      expect((await call('GET', '/api/admin/cancellations', first.headers)).status).toBe(403);
      // Still listed once the plan has ended and the listing is on the free tier again.
      clock.set(new Date('2027-03-01T15:00:00Z'));
      await t.use(EndCancelledPlans).execute();
      const later = await call('GET', '/api/admin/cancellations', await signIn(t, 'boss@directory.example'));
      expect(later.body.cancellations.filter((c: { vendor: { _id: string } }) => c.vendor._id === first.id)).toMatchObject([{ tier: 'featured' }]);
      clock.set(new Date('2026-11-30T15:00:00Z'));
    });
  });
});
