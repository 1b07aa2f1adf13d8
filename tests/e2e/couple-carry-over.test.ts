/**
 * Issue 36, point 4, in Chromium against the built site and the demo seed: a landing page's 'About {filter}'
 * text is on the page without being scrolled to (its SEO content).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

interface FilterJson {
  name: string;
  slug: string;
  vendorCount: number;
  content: string | null;
  category: { slug: string } | null;
}

describe("the couple's page-to-page carry-over in Chromium", () => {
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

  it("a landing page shows its 'About' text without being scrolled to", async () => {
    const groups = (await (await fetch(`${site.baseUrl}/api/filters`)).json()) as { data: Record<string, { filters: FilterJson[] }> };
    const filter = Object.values(groups.data)
      .flatMap((g) => g.filters)
      .find((f) => f.content && f.vendorCount > 0 && f.category)!;
    const firstWords = filter.content!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 5).join(' ');
    for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
      const page = await browser.newPage({ viewport });
      const errors = watchPageErrors(page);
      await page.goto(`${site.baseUrl}/${filter.category!.slug}/${filter.slug}`);
      await page.locator('[role="region"][aria-label="Search results"][aria-busy="false"]').waitFor();
      // Nobody scrolls or presses a key: the text is drawn all the same.
      const about = page.locator('.landing-content .rich-text:not([aria-busy])');
      await about.waitFor({ state: 'attached', timeout: 10_000 });
      expect((await about.textContent())!.replace(/\s+/g, ' ')).toContain(firstWords);
      expect(await page.getByRole('heading', { level: 2, name: `About ${filter.name.toLowerCase()}` }).count()).toBe(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
