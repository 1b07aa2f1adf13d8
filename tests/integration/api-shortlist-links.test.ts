import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORTLIST_LINK_RATE_LIMITS } from '../../application/couples/shortlist-links.ts';
import { SHORTLIST_LINK_EXPIRED, SHORTLIST_LINK_NOT_VALID, SHORTLIST_LINK_STOPPED, SHORTLIST_LINK_TTL_MS } from '../../domain/couples/shortlist-link.ts';
import { DIALECTS } from '../support/databases.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 39 §1: 'Email me my shortlist' and 'Share with my partner' over HTTP, on both databases: what is
 * stored (ids, hashes, times — no email), the emailed link, the read-only link, 'Stop sharing', an expired
 * link, the limits, and bad bodies (400 with a message per field, nothing stored or sent).
 */
describe.each(DIALECTS)('shortlist links [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date());
  const ids: Record<string, string> = {};
  let ip = 0;
  const call = async (method: string, path: string, body?: unknown, from?: string) => {
    ip += 1;
    const headers: Record<string, string> = { 'x-forwarded-for': from ?? `10.9.${ip >> 8}.${ip & 255}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.request(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    return { status: res.status, headers: res.headers, body: await readJson(res) };
  };
  const rows = () => t.db.knex('shortlist_links').select();
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const emailed = async (to: string) => (await t.deliverMail()).filter((m) => m.to === to && m.subject === 'Your wedding shortlist');

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock, env: { TRUST_PROXY: 'true' } });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const florists = await insertCategory(k, 'florists', 'Florists', 6);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    ids.blooms = await insertVendor(k, florists, { name: 'Blue Ridge Blooms', slug: 'blue-ridge-blooms' });
    ids.closed = await insertVendor(k, venues, { name: 'Closed Hall', slug: 'closed-hall', is_active: false });
  });
  afterAll(async () => t?.close());

  it('emails a link that opens the listed vendors in another browser, storing ids, hashes and times only', async () => {
    const before = (await rows()).length;
    const res = await call('POST', '/api/shortlist-links/email', { email: ' Sam@Example.com ', vendorIds: [ids.barn, ids.closed, ids.blooms] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'We emailed a link to your shortlist to sam@example.com. It works for 180 days.', link: { kind: 'keep', url: null, vendorCount: 2 } });
    expect(res.headers.get('cache-control')).toBe('no-store');

    const stored = (await rows()).slice(before);
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0]).sort()).toEqual(['created_at', 'expires_at', 'id', 'key_hash', 'kind', 'stopped_at', 'token_hash', 'vendor_ids']);
    expect(JSON.stringify(stored[0]).toLowerCase()).not.toContain('sam@example.com');
    expect(JSON.parse(stored[0].vendor_ids)).toEqual([ids.barn, ids.blooms]);

    const [mail] = await emailed('sam@example.com');
    expect(mail?.text).toContain('This link works for 180 days.');
    const link = /\/shortlist\/open\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeTruthy();
    expect(JSON.stringify(stored[0])).not.toContain(link!);

    const opened = await call('GET', `/api/shortlist-links/${link}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.body).toEqual({ success: true, link: { kind: 'keep', vendorIds: [ids.barn, ids.blooms], expiresAt: expect.any(String) } });
  });

  it('shares a read-only link; stopping it from the making browser makes the link say so', async () => {
    const made = await call('POST', '/api/shortlist-links/share', { vendorIds: [ids.blooms, ids.barn] });
    expect(made.status).toBe(201);
    expect(made.body.link).toMatchObject({ kind: 'share', vendorCount: 2, url: expect.stringMatching(/\/shortlist\/shared\/[A-Za-z0-9_-]{40,}$/) });
    const token = tokenOf(made.body.link.url);
    expect((await call('GET', `/api/shortlist-links/${token}`)).body.link).toMatchObject({ kind: 'share', vendorIds: [ids.blooms, ids.barn] });

    // The link's own token does not stop it: only the making browser's key does.
    expect((await call('POST', '/api/shortlist-links/stop', { key: token })).status).toBe(404);
    const stopped = await call('POST', '/api/shortlist-links/stop', { key: made.body.link.key });
    expect(stopped).toMatchObject({ status: 200, body: { success: true, message: 'Sharing stopped. The link no longer opens your shortlist.' } });
    const after = await call('GET', `/api/shortlist-links/${token}`);
    expect(after).toMatchObject({ status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: SHORTLIST_LINK_STOPPED } } });
    // Stopped twice: the same answer; the row keeps no vendors.
    expect((await call('POST', '/api/shortlist-links/stop', { key: made.body.link.key })).status).toBe(200);
    expect((await rows()).filter((r) => r.stopped_at !== null).every((r) => r.vendor_ids === '[]')).toBe(true);
  });

  it('stopping an emailed link removes its email from the outbox', async () => {
    const made = await call('POST', '/api/shortlist-links/email', { email: 'erase-me@example.com', vendorIds: [ids.barn] });
    const about = `shortlist-link:${(await t.db.knex('shortlist_links').orderBy('created_at', 'desc').orderBy('id', 'desc').first()).id}`;
    expect(await t.db.knex('outbox').where({ about }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect((await call('POST', '/api/shortlist-links/stop', { key: made.body.link.key })).body.message).toBe('The emailed link is turned off. It no longer opens your shortlist.');
    expect(await t.db.knex('outbox').where({ about }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await emailed('erase-me@example.com')).toEqual([]);
  });

  it('says an expired link has expired, and a made-up one is not valid', async () => {
    const made = await call('POST', '/api/shortlist-links/share', { vendorIds: [ids.barn] });
    clock.advance(SHORTLIST_LINK_TTL_MS);
    try {
      expect(await call('GET', `/api/shortlist-links/${tokenOf(made.body.link.url)}`)).toMatchObject({ status: 404, body: { error: { message: SHORTLIST_LINK_EXPIRED } } });
    } finally {
      clock.advance(-SHORTLIST_LINK_TTL_MS);
    }
    expect(await call('GET', '/api/shortlist-links/made-up-token-0000000000000000000000000000')).toMatchObject({ status: 404, body: { error: { message: SHORTLIST_LINK_NOT_VALID } } });
    expect((await call('POST', '/api/shortlist-links/stop', { key: 'made-up-key-00000000000000000000000000000' })).status).toBe(404);
  });

  it('answers bad bodies with 400 and a message per field, storing and sending nothing', async () => {
    const before = (await rows()).length;
    const many = Array.from({ length: 51 }, (_, i) => `V${i}`);
    for (const [path, body, fields] of [
      ['/api/shortlist-links/email', { email: 'not-an-email', vendorIds: [ids.barn] }, { email: 'Please enter a valid email address' }],
      ['/api/shortlist-links/email', { vendorIds: [ids.barn] }, { email: 'Email is required' }],
      ['/api/shortlist-links/email', { email: 'sam@example.com', vendorIds: [] }, { vendorIds: 'Save at least one vendor first' }],
      ['/api/shortlist-links/email', { email: 'sam@example.com', vendorIds: many }, { vendorIds: 'At most 50 vendors' }],
      ['/api/shortlist-links/share', { vendorIds: [ids.barn, "' OR 1=1 --"] }, { vendorIds: 'These are not vendors of ours' }],
      ['/api/shortlist-links/share', { vendorIds: 'barn' }, { vendorIds: 'Save at least one vendor first' }],
      ['/api/shortlist-links/share', { vendorIds: [ids.closed] }, { vendorIds: 'None of these vendors is listed any more.' }],
      ['/api/shortlist-links/stop', {}, { key: 'This link cannot be stopped from here' }],
    ] as const) {
      const res = await call('POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED', fields } });
    }
    expect((await rows()).length).toBe(before);
    expect(await emailed('sam@example.com')).toHaveLength(1);
  });

  it('limits links per address and emails per address typed: 429 with Retry-After, nothing stored', async () => {
    const from = '10.77.0.1';
    for (let i = 0; i < SHORTLIST_LINK_RATE_LIMITS.perAddress.limit; i++) expect((await call('POST', '/api/shortlist-links/share', { vendorIds: [ids.barn] }, from)).status).toBe(201);
    const before = (await rows()).length;
    const over = await call('POST', '/api/shortlist-links/share', { vendorIds: [ids.barn] }, from);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);

    for (let i = 0; i < SHORTLIST_LINK_RATE_LIMITS.perEmail.limit; i++) expect((await call('POST', '/api/shortlist-links/email', { email: 'flood@example.com', vendorIds: [ids.barn] })).status).toBe(201);
    expect((await call('POST', '/api/shortlist-links/email', { email: 'FLOOD@example.com', vendorIds: [ids.barn] })).status).toBe(429);
    expect((await rows()).length).toBe(before + SHORTLIST_LINK_RATE_LIMITS.perEmail.limit);
  });
});
