import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrawCouplesChoiceAwards } from '../../application/reviews/award-sweeps.ts';
import { awardYearAt } from '../../domain/reviews/awards.ts';
import { seedCouplesChoiceFacts } from '../support/awards.ts';
import { DIALECTS } from '../support/databases.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 40 §5 over HTTP: the yearly draw (run as the job runs it), the award in the answers, the embeddable badge. */
describe.each(DIALECTS)("'Couples' Choice' badge and answers [%s]", (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2027-01-01T05:30:00Z'));
  const year = awardYearAt(clock.now());
  const ids: Record<string, string> = {};
  const badge = (slug: string) => t.app.request(`/badges/couples-choice/${slug}.svg`);

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.meets = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    ids.misses = await insertVendor(k, venues, { name: 'Wisteria Hall', slug: 'wisteria-hall' });
    ids.inactive = await insertVendor(k, venues, { name: 'Closed Barn', slug: 'closed-barn' });
    await seedCouplesChoiceFacts(k, ids.meets, year);
    await seedCouplesChoiceFacts(k, ids.misses, year, 'average');
    await seedCouplesChoiceFacts(k, ids.inactive, year);
    expect(await t.use(DrawCouplesChoiceAwards).execute()).toEqual({ year: 2027, drawn: true, awarded: 2 });
    await k('vendors').where({ id: ids.inactive }).update({ is_active: false });
  });
  afterAll(async () => t?.close());

  it("carries the award's year on the vendor page's answer and the cards of a list, null for a vendor without it", async () => {
    const page = (await (await t.app.request('/api/vendors/magnolia-barn')).json()) as { vendor: { couplesChoiceYear: number | null } };
    expect(page.vendor.couplesChoiceYear).toBe(2027);
    const list = (await (await t.app.request('/api/vendors?limit=50')).json()) as { vendors: Array<{ slug: string; couplesChoiceYear: number | null }> };
    expect(Object.fromEntries(list.vendors.map((v) => [v.slug, v.couplesChoiceYear]))).toEqual({ 'magnolia-barn': 2027, 'wisteria-hall': null });
  });

  it('serves the badge as a cacheable SVG that can run no script', async () => {
    const res = await badge('magnolia-barn');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toMatch(/script-src/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="64"/);
    expect(svg).toContain('<title id="t">Couples&#39; Choice 2027 — Upstate Wedding Directory</title>');
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
  });

  it('answers 404 for a vendor without the award, an inactive or unknown one, and a name that is not a slug', async () => {
    for (const path of ['wisteria-hall', 'closed-barn', 'no-such-vendor', 'Magnolia-Barn', `${ids.meets}`]) {
      const res = await badge(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toMatch(/svg/);
    }
    expect((await t.app.request('/badges/couples-choice/magnolia-barn.png')).status).toBe(404);
    expect((await t.app.request('/badges/couples-choice/magnolia-barn')).status).toBe(404);
  });

  it('stops serving the badge when the next year’s round is drawn without the vendor', async () => {
    clock.set(new Date('2028-01-01T05:00:00Z'));
    expect(await t.use(DrawCouplesChoiceAwards).execute()).toEqual({ year: 2028, drawn: true, awarded: 0 });
    expect((await badge('magnolia-barn')).status).toBe(404);
  });
});
