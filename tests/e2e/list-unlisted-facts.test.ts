/**
 * Issue 36 §1 in Chromium: a 'Guests' value no longer empties the caterers list. The demo's caterers have not
 * listed how many guests they serve: with Guests set they are still listed, each card marked 'Capacity not
 * listed', and the count line says how many fit and how many have not listed it. Screenshots at 1280 and 390 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const SHOTS = 'tests/.artifacts';

describe('vendors that have not stated a filtered fact, in Chromium', () => {
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

  it('lists the caterers with Guests set, each marked “Capacity not listed”, and counts them', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.baseUrl}/caterers?guests=120`);
      // The app's answer (the server's first view may be drawn before it): its count line names the guests.
      await page.getByTestId('result-count').filter({ hasText: 'fit 120 guests' }).waitFor();
      await page.locator('.list-results[aria-busy="false"]').waitFor();
      await page.locator('[data-testid="vendor-card"]').first().waitFor();
      const cards = page.locator('[data-testid="vendor-card"]');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      expect(await page.getByText('No vendors found').count()).toBe(0);
      expect(await page.locator('[data-testid="vendor-card"] [data-testid="unlisted-fact"]').allTextContents()).toEqual(Array(count).fill('Capacity not listed'));
      const line = (await page.getByTestId('result-count').textContent()) ?? '';
      expect(line).toMatch(/^0 vendors fit 120 guests · \d+ have not listed their capacity$/);
      // What this changes: the count line and the cards (the filter controls have browser tests of their own).
      for (const part of ['.list-header', '.list-results']) expect(await seriousAxeViolations(page, part), `${part} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `fits at ${width} px`).toBe(true);
      await page.screenshot({ path: `${SHOTS}/unlisted-facts-caterers-${width}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
