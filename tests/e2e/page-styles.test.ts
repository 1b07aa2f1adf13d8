/**
 * A public page loads the stylesheets it draws with, not every page's (issue 38: the federation build listed
 * all 21 of the public remote's CSS files at its routes, so every page loaded them all). A lazy page's CSS
 * comes with its chunk and is applied before the page is drawn (microfrontends/federation/remote-config.ts,
 * ownStylesFirst).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

/** `/mf/public/assets/lists-BCHxXynS.css` → `lists`. */
const styleName = (url: string) => new URL(url).pathname.split('/').pop()!.replace(/-[\w-]{8}\.css$/, '');

/** Stylesheets of other pages, which none of home, a list or a vendor page needs. */
const OTHER_PAGES = ['ShortlistRoutes', 'ApplyPage', 'PartnerPage', 'AboutPage', 'ReviewRequestPage', 'VendorMessagePage'];

/**
 * Records, when the shortlist page's root is first put into the document, whether its stylesheet was applied
 * by then (a string: the page runs it as it is).
 */
const WATCH_SHORTLIST = `(() => {
  window.__shortlistStyled = null;
  new MutationObserver((records, observer) => {
    if (!document.querySelector('.shortlist-page')) return;
    observer.disconnect();
    window.__shortlistStyled = Array.from(document.styleSheets).some((s) => /\\/ShortlistRoutes-[\\w-]{8}\\.css$/.test(s.href || ''));
  }).observe(document, { childList: true, subtree: true });
})();`;

describe('stylesheets per public page (issue 38)', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** The stylesheets a first visit to `path` loads, by name. */
  const stylesOf = async (path: string): Promise<string[]> => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const styles: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') styles.push(styleName(r.url()));
      });
      await page.goto(site.baseUrl + path, { waitUntil: 'networkidle' });
      return [...new Set(styles)].sort();
    } finally {
      await context.close();
    }
  };

  it("home loads the shell's stylesheet and the public remote's first one, nothing else", async () => {
    expect(await stylesOf('/')).toEqual(['index', 'initial']);
  });

  it("a category list and a vendor page add their own stylesheets, none of another page's", async () => {
    const list = await stylesOf('/venues');
    expect(list).toContain('lists');
    expect(list.filter((s) => OTHER_PAGES.includes(s) || s === 'VendorDetailPage')).toEqual([]);
    const listed = (await (await fetch(`${site.baseUrl}/api/vendors?limit=1`)).json()) as { vendors: Array<{ slug: string }> };
    const vendor = await stylesOf(`/vendors/${listed.vendors[0]!.slug}`);
    expect(vendor).toContain('VendorDetailPage');
    expect(vendor.filter((s) => OTHER_PAGES.includes(s) || s === 'lists')).toEqual([]);
  });

  it('a page reached in the app is drawn with its stylesheet applied, even when the stylesheet is slow', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await context.addInitScript({ content: WATCH_SHORTLIST });
      const page: Page = await context.newPage();
      await page.goto(`${site.baseUrl}/`, { waitUntil: 'networkidle' });
      await page.route('**/*.css', async (route) => {
        await new Promise((r) => setTimeout(r, 500));
        await route.continue();
      });
      await page.getByRole('link', { name: /^Shortlist/ }).click();
      await page.locator('.shortlist-page').waitFor();
      expect(await page.evaluate('window.__shortlistStyled')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
