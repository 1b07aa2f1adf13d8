import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RelayOutbox } from '../../application/mail/relay-outbox.ts';
import type { OutboxStore } from '../../application/ports/outbox.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../support/redis.ts';
import { insertCategory } from '../support/rows.ts';
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
});
