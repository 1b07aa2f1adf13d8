import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplyUpgrade, CancelSubscription } from '../../application/subscriptions/upgrades.ts';
import { SendTrialReminders } from '../../application/subscriptions/send-trial-reminders.ts';
import type { User } from '../../domain/identity/user.ts';
import { DIALECTS } from '../support/databases.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { legacyUpgradeRequest } from '../support/legacy-upgrade.ts';

const DAY = 24 * 60 * 60 * 1000;
const card = { cardholderName: 'Ann Lee', cardNumber: '5555555555554444', expiryDate: '12/29', cvv: '123' };

describe.each(DIALECTS)('subscription lifecycle through the use cases [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-30T15:00:00Z'));
  let vendorId: string;
  let userId: string;
  let headers: Record<string, string>;

  /** A request made before plans ran on the processor (issue 37): an admin still applies it. */
  const requestUpgrade = (tier: 'featured' | 'premier') =>
    legacyUpgradeRequest(t, { id: vendorId, slug: 'magnolia-barn', name: 'Magnolia Barn' }, tier, { brand: 'mastercard', last4: '4444' }, clock.now());
  const flags = async () => {
    const v = await t.db.knex('vendors').where({ id: vendorId }).first();
    return { featured: Boolean(v.is_featured), premier: Boolean(v.premier_partner) };
  };
  const tier = async () => (await readJson(await t.app.request('/api/upgrades/check/magnolia-barn', { headers }))).currentTier;
  const reminders = () => t.use(SendTrialReminders).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    userId = await insertUser(t.db.knex, 'ann@magnolia.example', { vendorId });
    headers = await signIn(t, 'ann@magnolia.example');
  });
  afterAll(async () => t?.close());

  it('starts a 3-month trial when an admin applies a Featured upgrade, and the tier sets the public flags', async () => {
    const id = await requestUpgrade('featured');
    expect(await flags()).toEqual({ featured: false, premier: false }); // not before it is applied
    await t.use(ApplyUpgrade).execute(id);
    expect(await flags()).toEqual({ featured: true, premier: false });
    expect(await tier()).toBe('featured');
    const sub = await t.db.knex('subscriptions').where({ vendor_id: vendorId }).first();
    expect(sub.status).toBe('trialing');
    expect(new Date(sub.trial_ends_at).toISOString()).toBe('2027-02-28T15:00:00.000Z'); // Nov 30 + 3 months, clamped
    await expect(t.use(ApplyUpgrade).execute(id)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses to change to the tier the listing already has', async () => {
    const res = await t.app.request('/api/upgrades', { method: 'POST', headers, body: JSON.stringify({ businessName: 'Magnolia Barn', email: 'ann@magnolia.example', subscriptionTier: 'featured', creditCard: card, vendorId }) });
    expect(res.status).toBe(409);
  });

  it('moves Featured to Premier during the trial, keeping the trial end', async () => {
    clock.advance(10 * DAY);
    headers = await signIn(t, 'ann@magnolia.example'); // sessions expire; sign in again on the new day
    await t.use(ApplyUpgrade).execute(await requestUpgrade('premier'));
    expect(await flags()).toEqual({ featured: true, premier: true });
    const sub = await t.db.knex('subscriptions').where({ vendor_id: vendorId }).first();
    expect(new Date(sub.trial_ends_at).toISOString()).toBe('2027-02-28T15:00:00.000Z');
    expect(await tier()).toBe('premier');
  });

  it('emails the "first payment in 7 days" reminder exactly once, inside the last week of the trial', async () => {
    clock.set(new Date('2027-02-21T14:00:00Z')); // 7 days and 1 hour before the end: not yet
    expect((await reminders()).sent).toBe(0);
    clock.set(new Date('2027-02-21T16:00:00Z'));
    const [a, b] = await Promise.all([reminders(), reminders()]);
    expect(a.sent + b.sent).toBe(1);
    expect((await reminders()).sent).toBe(0);
    const mail = (await t.deliverMail()).filter((m) => m.subject === 'Your free trial ends in 7 days');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe('ann@magnolia.example');
    expect(mail[0]!.text).toContain('February 28, 2027');
    expect(mail[0]!.text).toContain('$129');
    expect(mail[0]!.text).toContain('4444');
  });

  it('reverts to the free Standard tier on cancel and keeps the listing', async () => {
    headers = await signIn(t, 'ann@magnolia.example');
    const user = { id: userId, email: 'ann@magnolia.example', isAdmin: false, isActive: true, vendorId, lastLoginAt: null, createdAt: clock.now(), updatedAt: clock.now() } satisfies User;
    await t.use(CancelSubscription).execute(user, vendorId);
    expect(await flags()).toEqual({ featured: false, premier: false });
    expect(await tier()).toBe('free');
    expect((await t.db.knex('vendors').where({ id: vendorId }).first()).is_active).toBeTruthy();
    expect((await t.app.request('/api/vendors/magnolia-barn')).status).toBe(200);
  });
});
