import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RelayOutbox } from '../../application/mail/relay-outbox.ts';
import type { OutboxStore } from '../../application/ports/outbox.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../support/redis.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('email through the outbox while Redis is down (BullMQ profile)', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    t = await createTestApp('sqlite', { clock, env: { REDIS_URL: redis.url, ADMIN_EMAILS: 'admin@upstateweddingdirectory.com' } });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const mailsTo = (to: string) => {
    const dir = path.join(t.dataDir, 'mail');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string })
      .filter((m) => m.to === to);
  };

  it('accepts the application, keeps its email in the outbox, and sends it exactly once when Redis is back', async () => {
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    const relay = t.use(RelayOutbox);
    const outbox = t.container.get<OutboxStore>(TOKENS.OutboxStore);

    await redis.kill();
    const res = await t.app.request('/api/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessName: 'Lakeside Pavilion',
        category: venues,
        ownerName: 'Ann Lee',
        email: 'ann@lakeside.example',
        phone: '864-555-0111',
        location: { city: 'Seneca', county: 'Oconee' },
      }),
    });
    expect(res.status).toBe(201);
    expect((await readJson(res)).success).toBe(true);

    expect(await relay.execute()).toEqual({ dispatched: 0, failed: 1 });
    expect(await outbox.countPending()).toBe(2);

    await redis.restart();
    clock.advance(60_000);
    let dispatched = 0;
    for (let i = 0; i < 20 && dispatched < 2; i++) {
      dispatched += (await relay.execute()).dispatched;
      if (dispatched < 2) await new Promise((r) => setTimeout(r, 250));
    }
    expect(dispatched).toBe(2);
    expect(await outbox.countPending()).toBe(0);

    for (let i = 0; i < 80 && mailsTo('ann@lakeside.example').length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    // A second relay round and some time for any duplicate job to run: still one email.
    expect((await relay.execute()).dispatched).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    const mails = mailsTo('ann@lakeside.example');
    expect(mails.map((m) => m.subject)).toEqual(['We received your application']);
    expect(mailsTo('admin@upstateweddingdirectory.com')).toHaveLength(1);
    expect(await t.db.knex('mail_deliveries').count({ n: '*' }).first()).toMatchObject({ n: 2 });
  });

  it("keeps a couple's inquiry and both its emails while Redis is down, and sends each exactly once when it is back", async () => {
    const existing = (await t.db.knex('categories').where({ slug: 'venues' }).first()) as { id: string } | undefined;
    const venues = existing?.id ?? (await insertCategory(t.db.knex, 'venues', 'Venues', 1));
    const barn = await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn' });
    await insertUser(t.db.knex, 'owner@barn.example', { vendorId: barn });
    const relay = t.use(RelayOutbox);
    const outbox = t.container.get<OutboxStore>(TOKENS.OutboxStore);
    const drain = async (expected: number) => {
      let dispatched = 0;
      for (let i = 0; i < 80 && dispatched < expected; i++) {
        // Time passes while Redis reconnects: a relay that failed again retries after its backoff.
        clock.advance(10_000);
        dispatched += (await relay.execute()).dispatched;
        if (dispatched < expected) await new Promise((r) => setTimeout(r, 250));
      }
      return dispatched;
    };
    const waitForMail = async (to: string) => {
      for (let i = 0; i < 80 && mailsTo(to).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      return mailsTo(to);
    };

    // The couple opened the form 30 s before sending: the token the API issued then, by its own clock.
    clock.advance(-30_000);
    const { formToken } = await readJson(await t.app.request('/api/inquiries/form-token'));
    clock.advance(30_000);
    await redis.kill();
    const res = await t.app.request(`/api/vendors/${barn}/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Sam Rivera',
        email: 'sam@couple.example',
        weddingDate: '2027-10-09',
        guestCount: 120,
        budget: '6000-10000',
        message: 'We would love to see the barn in the spring, if a Saturday is open.',
        website: '',
        formToken,
      }),
    });
    expect(res.status).toBe(201);
    expect(await t.db.knex('inquiries').where({ vendor_id: barn }).first()).toMatchObject({ state: 'pending_confirmation' });
    expect(await relay.execute()).toMatchObject({ dispatched: 0 });
    expect(await outbox.countPending()).toBe(1);

    await redis.restart();
    clock.advance(60_000);
    expect(await drain(1)).toBe(1);
    const [confirmMail] = await waitForMail('sam@couple.example');
    expect(confirmMail!.subject).toBe('Confirm your message to Magnolia Barn');
    const token = /\/inquiries\/confirm\/([A-Za-z0-9_-]+)/.exec(JSON.stringify(confirmMail))?.[1];

    // Redis goes down again before the couple clicks: the inquiry is delivered and the vendor's email waits.
    await redis.kill();
    const confirm = await t.app.request('/api/inquiries/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    expect(confirm.status).toBe(200);
    expect(await t.db.knex('inquiries').where({ vendor_id: barn }).first()).toMatchObject({ state: 'delivered' });
    expect(await relay.execute()).toMatchObject({ dispatched: 0 });
    await redis.restart();
    clock.advance(60_000);
    expect(await drain(1)).toBe(1);
    const vendorMails = await waitForMail('owner@barn.example');
    expect((await relay.execute()).dispatched).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(vendorMails.map((m) => m.subject)).toEqual(['New inquiry from Sam Rivera']);
    expect(mailsTo('owner@barn.example')).toHaveLength(1);
    expect(mailsTo('sam@couple.example')).toHaveLength(1);
  });
});
