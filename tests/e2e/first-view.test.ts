/**
 * The first view (microfrontends/public/src/first-view/render.tsx, microfrontends/shell/src/first-view.ts)
 * in Debian's Chromium against the built site: it is on screen while the public remote loads, the app then
 * takes its place with the heading and the first photo exactly where the first view drew them (so nothing
 * jumps), and the app shows as soon as the screen is drawn, or after 8 s whatever happens.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

type Box = { x: number; y: number; width: number; height: number } | null;

/** The boxes of the heading and the first photo under `scope`, rounded to whole pixels. */
const boxes = async (page: Page, scope: string): Promise<{ heading: Box; photo: Box }> =>
  page.evaluate((s) => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y + window.scrollY), width: Math.round(r.width), height: Math.round(r.height) };
    };
    const root = document.querySelector(s);
    return { heading: box(root?.querySelector('h1') ?? null), photo: box(root?.querySelector('.listing-card__media img, img.vendor-hero__img') ?? null) };
  }, scope);

describe('the first view of public pages in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let pages: Array<[name: string, path: string]>;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const filter = await site.db.knex('seo_filters as f').join('categories as c', 'c.id', 'f.category_id').where('f.is_active', true).orderBy('f.slug').first('f.slug', 'c.slug as category');
    const vendor = await site.db.knex('vendors as v').join('vendor_images as i', 'i.vendor_id', 'v.id').where('v.is_active', true).orderBy('v.slug').first('v.slug');
    pages = [
      ['home', '/'],
      ['category list', '/venues'],
      ['all vendors', '/vendors'],
      ['filter landing page', `/${filter.category}/${filter.slug}`],
      ['vendor detail', `/vendors/${vendor.slug}`],
    ];
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const width of [390, 1280]) {
    it(`home, lists, a landing page and a vendor page: the app takes over with the heading and first photo where the first view drew them, at ${width} px`, async () => {
      for (const [name, path] of pages) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        const errors = watchPageErrors(page);
        // Hold the public remote, to look at the first view on its own.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/mf/public/remoteEntry.js', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(site.baseUrl + path);
        await page.locator('#first-view').waitFor();
        expect(await page.locator('#root').isVisible(), `${name}: the app is hidden meanwhile`).toBe(false);
        const first = await boxes(page, '#first-view');
        expect(first.heading ?? first.photo, `${name}: the first view draws the page's top`).not.toBeNull();

        release();
        await page.locator('#first-view').waitFor({ state: 'detached', timeout: 15_000 });
        await page.locator('#root main').waitFor();
        const app = await boxes(page, '#root main');
        if (first.heading) expect({ name, heading: app.heading }).toEqual({ name, heading: first.heading });
        if (first.photo) expect({ name, photo: app.photo }).toEqual({ name, photo: first.photo });
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }

  it('shows the app as soon as the screen is drawn, while a part further down (the reviews) is still loading', async () => {
    const [, path] = pages.find(([name]) => name === 'vendor detail')!;
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await page.route('**/api/vendors/*/reviews**', () => undefined);
    await page.goto(site.baseUrl + path);
    await page.getByTestId('vendor-detail').waitFor({ state: 'attached' });
    const drawnAt = Date.now();
    await page.locator('#first-view').waitFor({ state: 'detached', timeout: 15_000 });
    expect(Date.now() - drawnAt).toBeLessThan(3_000);
    expect(await page.getByTestId('vendor-detail').isVisible()).toBe(true);
    expect(await page.locator('.reviews[aria-busy="true"]').count()).toBe(1);
    await page.close();
  });

  it('shows the app after 8 seconds at most when what is on the screen never finishes loading', async () => {
    // Tall enough that the list's first cards are on the screen under the search, location and date/guests/budget fields.
    const page = await browser.newPage({ viewport: { width: 390, height: 1300 } });
    // The list's vendors never arrive: its skeleton stays on the screen.
    await page.route((url) => url.pathname === '/api/vendors', () => undefined);
    const started = Date.now();
    await page.goto(`${site.baseUrl}/venues`);
    await page.locator('#first-view').waitFor({ state: 'detached', timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_500);
    expect(await page.locator('#root .listing-card--skeleton').first().isVisible()).toBe(true);
    await page.close();
  });

  it('leaves pages without a first view to the app at once', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.baseUrl}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('#first-view').count()).toBe(0);
    await page.close();
  });
});
