/**
 * Issue 36, points 4 and 8, in Chromium against the built site and the demo seed:
 * - a landing page's 'About {filter}' text is on the page without being scrolled to (its SEO content);
 * - the wedding date and guests chosen in a list go with the couple to the vendor page, its form and back
 *   to the list, and a remembered browser's form starts with the name and email the couple gave before.
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

const COUPLE = { name: 'Robin Alvarez', email: 'robin.alvarez@carry-over.example' };
const nextYear = `${new Date().getUTCFullYear() + 1}-09-19`;

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

  it('carries the date and guests from a list to the vendor, its form and back; a remembered browser starts with its name and email', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const facts = `date=${nextYear}&guests=60`;
    await page.goto(`${site.baseUrl}/venues?${facts}`);
    await page.locator('[role="region"][aria-label="Search results"][aria-busy="false"]').waitFor();
    const card = page.getByTestId('vendor-card').first().locator('a.listing-card__link');
    const name = (await card.textContent())!;
    await card.click();
    await page.waitForURL((url) => url.pathname.startsWith('/vendors/') && url.search === `?${facts}`);
    const slug = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByTestId('vendor-contact').waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Venues' }).getAttribute('href')).toBe(`/venues?${facts}`);

    await page.getByRole('link', { name: 'Send a Message' }).click();
    await page.waitForURL(`**/vendors/${slug}/message?${facts}`);
    await page.getByRole('heading', { level: 1, name: `Message ${name}` }).waitFor();
    expect(await page.locator('#inquiry-weddingDate').inputValue()).toBe(nextYear);
    expect(await page.locator('#inquiry-guestCount').inputValue()).toBe('60');
    expect(await page.locator('#inquiry-name').inputValue()).toBe('');
    const opened = Date.now();
    await page.getByLabel(/^Your Name/).fill(COUPLE.name);
    await page.getByLabel(/^Email Address/).fill(COUPLE.email);
    await page.getByLabel(/^Budget/).selectOption({ label: 'Not sure yet' });
    await page.locator('#inquiry-message').fill('Is your place open on our date? We would love to hear about packages and a visit.');
    await page.waitForTimeout(Math.max(0, opened + 3500 - Date.now()));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('inquiry-sent').waitFor();
    expect(await page.getByRole('link', { name: `Back to ${name}` }).evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([`/vendors/${slug}?${facts}`, `/vendors/${slug}?${facts}`]);

    // The emailed confirmation link, opened in this browser: it is remembered, with the name and email typed.
    let link: string | undefined;
    for (let i = 0; i < 75 && !link; i++) {
      link = (await site.mailbox()).find((m) => m.to === COUPLE.email)?.text.match(/https?:\/\/\S+\/inquiries\/confirm\/[A-Za-z0-9_-]{20,}/)?.[0];
      if (!link) await page.waitForTimeout(200);
    }
    await page.goto(link!);
    await page.getByTestId('inquiry-confirmed').waitFor();

    const others = (await (await fetch(`${site.baseUrl}/api/vendors?category=photographers&limit=1`)).json()) as { vendors: Array<{ slug: string }> };
    await page.goto(`${site.baseUrl}/vendors/${others.vendors[0]!.slug}/message`);
    await page.getByTestId('inquiry-form').waitFor();
    expect(await page.locator('#inquiry-name').inputValue()).toBe(COUPLE.name);
    expect(await page.locator('#inquiry-email').inputValue()).toBe(COUPLE.email);
    expect(await page.locator('#inquiry-phone').inputValue()).toBe('');
    expect(await page.locator('#inquiry-message').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
