import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlushInsights } from '../../application/insights/count-events.ts';
import { BEACON_RATE_LIMIT, VISITOR_DAILY_BUDGET } from '../../domain/insights/counting.ts';
import { MAX_APPEARANCES_PER_BEACON, siteInsightsSchema, vendorInsightsSchema } from '../../domain/insights/insights-api.ts';
import type { EventCounter } from '../../application/ports/insights.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:132.0) Gecko/20100101 Firefox/132.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let address = 0;
/** A visitor: an address of their own (the app trusts X-Forwarded-For here) and a browser. */
const aVisitor = (ua = FIREFOX) => {
  address += 1;
  return { 'x-forwarded-for': `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`, 'user-agent': ua };
};

describe.each(DIALECTS)('insights API [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  const ids: Record<string, string> = {};
  let owner: Record<string, string>;
  let otherOwner: Record<string, string>;
  let admin: Record<string, string>;

  /** A beacon as navigator.sendBeacon sends a string: text/plain, JSON inside. */
  const beacon = (path: string, body: unknown, headers: Record<string, string>) =>
    t.app.request(path, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const events = (vendorId: string, kinds: unknown, headers: Record<string, string>) => beacon(`/api/vendors/${vendorId}/events`, { kinds }, headers);
  const flush = () => t.use(FlushInsights).execute({ force: true });
  const stored = async (vendorId: string) =>
    Object.fromEntries(((await t.db.knex('vendor_daily_stats').where('vendor_id', vendorId).select('kind', 'count')) as Array<{ kind: string; count: number }>).map((r) => [r.kind, Number(r.count)]));
  const insights = async (vendorId: string, headers: Record<string, string>, days = '7') => t.app.request(`/api/vendors/${vendorId}/insights?days=${days}`, { headers });

  beforeAll(async () => {
    // A long flush interval: the tests flush when they mean to.
    t = await createTestApp(dialect, { clock, env: { TRUST_PROXY: 'true', INSIGHTS_FLUSH_SECONDS: '300' } });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const florists = await insertCategory(k, 'florists', 'Florists', 2);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn' });
    ids.hall = await insertVendor(k, venues, { name: 'Wisteria Hall' });
    ids.petals = await insertVendor(k, florists, { name: 'Petal Works' });
    ids.hidden = await insertVendor(k, venues, { name: 'Closed Venue', is_active: false });
    ids.chapel = await insertVendor(k, venues, { name: 'Cedar Chapel' });
    ids.loft = await insertVendor(k, venues, { name: 'Saved Loft' });
    await insertUser(k, 'owner@barn.example', { vendorId: ids.barn });
    await insertUser(k, 'owner@hall.example', { vendorId: ids.hall });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    owner = await signIn(t, 'owner@barn.example');
    otherOwner = await signIn(t, 'owner@hall.example');
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  describe('POST /api/vendors/{id}/events', () => {
    it('answers 204 with no body, and counts a visitor once per vendor, kind and day', async () => {
      const ann = aVisitor(FIREFOX);
      const res = await events(ids.barn!, ['profile_view', 'call_click'], ann);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      // The same person again (a reload, a second click): nothing more.
      expect((await events(ids.barn!, ['profile_view'], ann)).status).toBe(204);
      expect((await events(ids.barn!, ['call_click', 'profile_view'], ann)).status).toBe(204);
      // The same address with another browser is not another visitor; another address is.
      expect((await events(ids.barn!, ['profile_view'], { ...ann, 'user-agent': CHROME })).status).toBe(204);
      expect((await events(ids.barn!, ['profile_view'], aVisitor())).status).toBe(204);
      expect(await stored(ids.barn!)).toEqual({}); // nothing written until the flush
      expect(await flush()).toBe(2);
      expect(await stored(ids.barn!)).toEqual({ profile_view: 2, call_click: 1 });
    });

    it('counts one address once per vendor, kind and day however many user agents it sends', async () => {
      // Issue 35 §1: 40 beacons from one address, each with a user agent of its own, took views from 0 to 41.
      const one = aVisitor();
      for (let i = 0; i < 40; i++) {
        expect((await events(ids.chapel!, ['profile_view', 'call_click'], { ...one, 'user-agent': `${FIREFOX} build/${i}` })).status).toBe(204);
      }
      expect((await events(ids.chapel!, ['call_click'], { ...one, 'user-agent': CHROME })).status).toBe(204);
      await flush();
      expect(await stored(ids.chapel!)).toEqual({ profile_view: 1, call_click: 1 });
      const figures = vendorInsightsSchema.parse((await readJson(await insights(ids.chapel!, admin))).insights);
      expect(figures.totals.views.value).toBe(1);
      expect(figures.totals.contactClicks.value).toBe(1);
    });

    it('drops made-up vendor ids before counting: nothing of theirs is buffered, and they use none of the address budget', async () => {
      const v = aVisitor();
      const madeUp = new Set<string>();
      // More made-up ids from one address than its daily budget of counts (were they counted, its real view below would not be).
      const beacons = Math.ceil(VISITOR_DAILY_BUDGET / MAX_APPEARANCES_PER_BEACON) + 1;
      for (let b = 0; b < beacons; b++) {
        const vendorIds = Array.from({ length: MAX_APPEARANCES_PER_BEACON }, (_, i) => `01MADEUP${String(b * MAX_APPEARANCES_PER_BEACON + i).padStart(17, '0')}`);
        for (const id of vendorIds) madeUp.add(id);
        expect((await beacon('/api/vendors/appearances', { vendorIds }, v)).status).toBe(204);
      }
      expect((await events('01MADEUPVENDOR00000000000', ['profile_view', 'call_click'], v)).status).toBe(204);
      const counter = t.container.get<EventCounter>(TOKENS.EventCounter);
      const pending = await counter.takePending({ force: true });
      await counter.putBack(pending);
      expect(pending.filter((c) => madeUp.has(c.vendorId) || c.vendorId.startsWith('01MADEUP'))).toEqual([]);
      // The same address still counts for a real listing.
      const before = await stored(ids.chapel!);
      expect((await events(ids.chapel!, ['gallery_open'], v)).status).toBe(204);
      await flush();
      expect((await stored(ids.chapel!)).gallery_open).toBe((before.gallery_open ?? 0) + 1);
    });

    it('takes a JSON body whatever its content type (a Blob, or none)', async () => {
      const v = aVisitor();
      expect((await t.app.request(`/api/vendors/${ids.hall}/events`, { method: 'POST', headers: { ...v, 'content-type': 'application/json' }, body: JSON.stringify({ kinds: ['share'] }) })).status).toBe(204);
      expect((await t.app.request(`/api/vendors/${ids.hall}/events`, { method: 'POST', headers: v, body: JSON.stringify({ kinds: ['gallery_open'] }) })).status).toBe(204);
      await flush();
      expect(await stored(ids.hall!)).toEqual({ share: 1, gallery_open: 1 });
    });

    it('refuses an unknown kind, a missing list and malformed JSON with 400 and field messages, counting nothing', async () => {
      const v = aVisitor();
      const bad = await events(ids.petals!, ['profile_view', 'like'], v);
      expect(bad.status).toBe(400);
      const body = await readJson(bad);
      expect(body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED', fields: { 'kinds.1': expect.stringContaining('Kind must be one of profile_view') } } });
      expect((await readJson(await beacon(`/api/vendors/${ids.petals}/events`, {}, v))).error.fields).toEqual({ kinds: 'Kinds must be a list' });
      expect((await readJson(await events(ids.petals!, [], v))).error.fields).toEqual({ kinds: 'Kinds must not be empty' });
      const malformed = await beacon(`/api/vendors/${ids.petals}/events`, '{"kinds": [', v);
      expect(malformed.status).toBe(400);
      expect(await readJson(malformed)).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
      await flush();
      expect(await stored(ids.petals!)).toEqual({});
    });

    it('ignores an inactive or unknown listing (204, nothing counted)', async () => {
      expect((await events(ids.hidden!, ['profile_view'], aVisitor())).status).toBe(204);
      expect((await events('01NOTAVENDOR0000000000000', ['profile_view'], aVisitor())).status).toBe(204);
      await flush();
      expect(await stored(ids.hidden!)).toEqual({});
      expect(await t.db.knex('vendor_daily_stats').where('vendor_id', '01NOTAVENDOR0000000000000').first()).toBeUndefined();
    });

    it('ignores bots, crawlers, headless browsers and scripts (204, nothing counted)', async () => {
      for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', '']) {
        expect((await events(ids.petals!, ['profile_view'], aVisitor(ua))).status).toBe(204);
      }
      await flush();
      expect(await stored(ids.petals!)).toEqual({});
    });

    it(`answers 429 past ${BEACON_RATE_LIMIT.limit} beacons a minute from one address`, async () => {
      const v = aVisitor();
      for (let i = 0; i < BEACON_RATE_LIMIT.limit; i++) expect((await events(ids.petals!, ['profile_view'], { ...v, 'user-agent': `${FIREFOX} n${i}` })).status).toBe(204);
      const limited = await events(ids.petals!, ['profile_view'], v);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await readJson(limited)).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
      await flush();
      // One address, one count (its user agents changed nothing).
      expect(await stored(ids.petals!)).toEqual({ profile_view: 1 });
    });

    it("refuses a beacon from another site's page (403), and takes one from the site's own", async () => {
      const v = aVisitor();
      const foreign = await t.app.request(`http://localhost/api/vendors/${ids.hall}/events`, { method: 'POST', headers: { ...v, host: 'localhost', origin: 'https://evil.example', 'content-type': 'text/plain' }, body: '{"kinds":["website_click"]}' });
      expect(foreign.status).toBe(403);
      const crossSite = await t.app.request(`/api/vendors/${ids.hall}/events`, { method: 'POST', headers: { ...v, 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }, body: '{"kinds":["website_click"]}' });
      expect(crossSite.status).toBe(403);
      const own = await t.app.request(`http://localhost/api/vendors/${ids.hall}/events`, { method: 'POST', headers: { ...v, host: 'localhost', origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' }, body: '{"kinds":["website_click"]}' });
      expect(own.status).toBe(204);
      await flush();
      expect(await stored(ids.hall!)).toMatchObject({ website_click: 1 });
    });
  });

  describe("a save to the shortlist: 'Saved by couples' (issue 39 §5)", () => {
    it('counts one save per visitor per vendor per day, leaves bots out, and shows it per week in the Insights tab', async () => {
      const loft = ids.loft!;
      const ann = aVisitor();
      expect((await events(loft, ['shortlist_save'], ann)).status).toBe(204);
      // Saved, removed and saved again the same day, in another browser on the same connection: still one.
      expect((await events(loft, ['shortlist_save'], ann)).status).toBe(204);
      expect((await events(loft, ['shortlist_save'], { ...ann, 'user-agent': CHROME })).status).toBe(204);
      expect((await events(loft, ['shortlist_save'], aVisitor(CHROME))).status).toBe(204);
      for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'python-requests/2.32.3', '']) {
        expect((await events(loft, ['shortlist_save'], aVisitor(ua))).status).toBe(204);
      }
      await flush();
      expect(await stored(loft)).toEqual({ shortlist_save: 2 });
      // The next day the same visitor counts again.
      clock.set(new Date('2026-11-26T15:00:00Z'));
      try {
        expect((await events(loft, ['shortlist_save'], ann)).status).toBe(204);
        await flush();
        const rows = (await t.db.knex('vendor_daily_stats').where('vendor_id', loft).orderBy('day').select('kind', 'count')) as Array<{ kind: string; count: unknown }>;
        expect(rows.map((r) => [r.kind, Number(r.count)])).toEqual([
          ['shortlist_save', 2],
          ['shortlist_save', 1],
        ]);
        const figures = vendorInsightsSchema.parse((await readJson(await insights(loft, admin))).insights);
        expect(figures.totals.savedByCouples).toEqual({ value: 3, previous: 0, changePercent: null });
        expect(figures.weeks.at(-1)).toMatchObject({ weekStart: '2026-11-23', savedByCouples: 3, views: 0 });
      } finally {
        clock.set(new Date('2026-11-25T15:00:00Z'));
      }
    });
  });

  describe('POST /api/vendors/appearances', () => {
    it('counts each card seen once per visitor and day, ignoring inactive and unknown listings', async () => {
      const v = aVisitor();
      const before = await stored(ids.hall!);
      const res = await beacon('/api/vendors/appearances', { vendorIds: [ids.hall, ids.petals, ids.hall, ids.hidden, 'nope'] }, v);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect((await beacon('/api/vendors/appearances', { vendorIds: [ids.hall] }, v)).status).toBe(204);
      await flush();
      expect((await stored(ids.hall!)).list_appearance).toBe((before.list_appearance ?? 0) + 1);
      expect(await stored(ids.hidden!)).toEqual({});
    });

    it('refuses a list that is empty, too long or not a list with 400', async () => {
      const v = aVisitor();
      expect((await beacon('/api/vendors/appearances', { vendorIds: [] }, v)).status).toBe(400);
      expect((await beacon('/api/vendors/appearances', { vendorIds: Array.from({ length: 101 }, (_, i) => `v${i}`) }, v)).status).toBe(400);
      expect((await readJson(await beacon('/api/vendors/appearances', { vendorIds: 'abc' }, v))).error.fields).toEqual({ vendorIds: 'Vendor ids must be a list' });
    });
  });

  describe('GET /api/vendors/{id}/insights', () => {
    it('gives the owner the six figures for the period, the previous period and the weeks', async () => {
      const res = await insights(ids.barn!, owner, '7');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await readJson(res);
      const figures = vendorInsightsSchema.parse(body.insights);
      expect(figures).toMatchObject({ days: 7, from: '2026-11-19', to: '2026-11-25' });
      expect(figures.totals.views).toEqual({ value: 2, previous: 0, changePercent: null });
      expect(figures.totals.contactClicks).toEqual({ value: 1, previous: 0, changePercent: null });
      expect(figures.weeks.map((w) => w.weekStart)).toEqual(['2026-11-16', '2026-11-23']);
      expect(figures.weeks[1]).toMatchObject({ views: 2, contactClicks: 1 });
    });

    it('takes 30 by default and refuses another period with 400', async () => {
      expect((await readJson(await t.app.request(`/api/vendors/${ids.barn}/insights`, { headers: owner }))).insights.days).toBe(30);
      const bad = await insights(ids.barn!, owner, '14');
      expect(bad.status).toBe(400);
      expect((await readJson(bad)).error.fields).toEqual({ days: 'Days must be 7, 30 or 90' });
    });

    it('is for the owner and the admins only: 401 anonymous, 403 another vendor', async () => {
      expect((await insights(ids.barn!, {})).status).toBe(401);
      expect((await insights(ids.barn!, otherOwner)).status).toBe(403);
      expect((await insights(ids.barn!, admin)).status).toBe(200);
    });
  });

  describe('GET /api/admin/insights', () => {
    it('gives admins views, inquiries and booked per week, site-wide and for every category', async () => {
      const res = await t.app.request('/api/admin/insights?days=30', { headers: admin });
      expect(res.status).toBe(200);
      const figures = siteInsightsSchema.parse((await readJson(res)).insights);
      expect(figures.categories.map((c) => c.slug)).toEqual(['venues', 'florists']);
      const views = (weeks: typeof figures.weeks) => weeks.reduce((n, w) => n + w.views, 0);
      const venueViews = Number(((await t.db.knex('vendor_daily_stats as s').join('vendors as v', 'v.id', 's.vendor_id').where({ 's.kind': 'profile_view' }).sum({ n: 's.count' }).first()) as { n: unknown }).n);
      expect(views(figures.weeks)).toBe(venueViews);
      expect(views(figures.categories[1]!.weeks)).toBe(1);
    });

    it('is for admins only', async () => {
      expect((await t.app.request('/api/admin/insights', {})).status).toBe(401);
      expect((await t.app.request('/api/admin/insights', { headers: owner })).status).toBe(403);
    });
  });
});
