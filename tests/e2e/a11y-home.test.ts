import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

describe('accessibility of the home page (axe-core in Chromium)', () => {
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

  for (const width of [1280, 390]) {
    it(`has no serious or critical violations at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(site.baseUrl + '/');
      await page.getByTestId('category-tile').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    });
  }
});
