import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerProvisioning } from '../../application/identity/provision-vendor-owner.ts';
import type { UnitOfWork } from '../../application/ports/unit-of-work.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(DIALECTS)('ProvisionVendorOwner [%s]', (dialect) => {
  let t: TestApp;
  let venues: string;
  const provision = (input: Parameters<OwnerProvisioning['provision']>[1]) =>
    t.container.get<UnitOfWork>(TOKENS.UnitOfWork).run((r) => t.use(OwnerProvisioning).provision(r, input));
  const linkFor = async (email: string) => {
    const mail = (await t.deliverMail()).find((m) => m.to === email);
    return { subject: mail?.subject, token: /\/auth\/verify\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] };
  };
  const follow = async (token: string) => {
    const verify = await t.app.request(`/api/auth/verify/${token}`, { redirect: 'manual' });
    return verify.headers.get('location')!;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
  });
  afterAll(async () => t?.close());

  it('makes a new owner of an approved listing and emails a welcome link that signs them in to it', async () => {
    const vendorId = await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn' });
    await provision({ vendorId, email: 'Ann@Magnolia.example', reason: 'approved', ownerName: 'Ann' });
    expect((await t.db.knex('vendors').where({ id: vendorId }).first()).owner_user_id).toBeTruthy();
    const { subject, token } = await linkFor('ann@magnolia.example');
    expect(subject).toBe('Welcome to Upstate Wedding Directory: your listing is live');
    const location = await follow(token!);
    const code = new URL(location, 'http://x').searchParams.get('session_token');
    // No browser asked for a welcome link: whoever opens it is asked who they would sign in as (ADR 10).
    const exchange = (body: unknown) => t.app.request('/api/auth/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await readJson(await exchange({ code }))).toEqual({ success: true, confirmationRequired: true, email: 'ann@magnolia.example' });
    const session = await readJson(await exchange({ code, confirm: true }));
    expect(session.user).toMatchObject({ email: 'ann@magnolia.example', vendorId, vendorProfile: { name: 'Magnolia Barn' } });
  });

  it('refuses a listing that already has a different owner', async () => {
    const vendorId = await insertVendor(t.db.knex, venues);
    await provision({ vendorId, email: 'first@example.com', reason: 'claim' });
    await expect(provision({ vendorId, email: 'second@example.com', reason: 'claim' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This listing has already been claimed by another user.',
    });
    expect(await t.db.knex('users').where({ email: 'second@example.com' }).first()).toBeUndefined();
  });

  it('lands a claim link on /login?error=already_claimed when the listing went to someone else', async () => {
    const vendorId = await insertVendor(t.db.knex, venues, { name: 'Contested Hall' });
    await provision({ vendorId, email: 'claimant@example.com', reason: 'claim' });
    const { subject, token } = await linkFor('claimant@example.com');
    expect(subject).toBe('Your listing Contested Hall is yours to manage');
    // Before the claimant clicks, an admin hands the listing to another owner.
    const other = await insertVendor(t.db.knex, venues);
    const claimant = await t.db.knex('users').where({ email: 'claimant@example.com' }).first();
    await t.db.knex('users').where({ id: claimant.id }).update({ vendor_id: other });
    expect(await follow(token!)).toBe('/login?error=already_claimed');
  });
});
