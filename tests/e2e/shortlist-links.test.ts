/**
 * Issue 39 §1 in Chromium: a couple saves two vendors, 'Email me my shortlist' sends a link that, opened in a
 * SECOND browser context (another device), saves both there; 'Share with my partner' gives a read-only link
 * that shows them by category without Remove or Clear; 'Stop sharing' makes that link say so. At 1280 and
 * 390 px, with axe. Screenshots in tests/.artifacts.
 *
 * The panel (ShortlistLinks) is mounted on /shortlist by ShortlistPage.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const SHOTS = 'tests/.artifacts';

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
const savedIds = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('uwd.shortlist') ?? '[]') as Array<{ id: string }>).map((v) => v.id));

describe('shortlist links, in Chromium', () => {
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

  it.each([1280, 390])('emails the shortlist to another browser, shares it read-only and stops sharing (%i px)', async (width) => {
    const viewport = { width, height: 900 };
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    // Two vendors of two categories, saved from their cards.
    const names: string[] = [];
    for (const category of ['venues', 'florists']) {
      await page.goto(`${site.baseUrl}/${category}`);
      await page.locator('.list-results[aria-busy="false"]').waitFor();
      const save = page.locator('.list-results').getByRole('button', { name: /^Save / }).first();
      names.push((await save.getAttribute('aria-label'))!.replace(/^Save /, ''));
      await save.click();
    }
    await page.getByRole('link', { name: 'Shortlist (2)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your shortlist' }).waitFor();
    const ids = await savedIds(page);
    expect(ids).toHaveLength(2);

    // 'Email me my shortlist': the address typed, the link emailed.
    const panel = page.getByTestId('shortlist-links');
    await panel.getByRole('button', { name: 'Email me my shortlist' }).click();
    const email = `couple-${width}-${Date.now()}@example.com`;
    await panel.getByLabel(/Your email/).fill(email);
    expect(await seriousAxeViolations(page, '[data-testid="shortlist-links"]'), `the email form at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/shortlist-links-email-${width}.png`, fullPage: true });
    await panel.getByRole('button', { name: 'Send link' }).click();
    await panel.getByText(`We emailed a link to your shortlist to ${email}. It works for 180 days.`).waitFor();
    let link: string | undefined;
    for (let i = 0; i < 75 && !link; i++) {
      link = (await site.mailbox()).find((m) => m.to === email && m.subject === 'Your wedding shortlist')?.text.match(/https?:\/\/\S+\/shortlist\/open\/[A-Za-z0-9_-]{20,}/)?.[0];
      if (!link) await page.waitForTimeout(200);
    }
    expect(link, 'the emailed link').toBeTruthy();

    // Another device: a second context with its own storage, one vendor already saved there.
    const other = await browser.newContext({ viewport });
    const otherPage = await other.newPage();
    const otherErrors = watchPageErrors(otherPage);
    await otherPage.goto(link!);
    await otherPage.getByRole('heading', { level: 1, name: 'Your shortlist is saved in this browser' }).waitFor();
    await otherPage.getByText('Saved 2 vendors in this browser.').waitFor();
    expect(await savedIds(otherPage)).toEqual(ids);
    await otherPage.getByRole('link', { name: 'Shortlist (2)' }).waitFor();
    expect(await seriousAxeViolations(otherPage, 'main'), `the opened link at ${width} px`).toEqual([]);
    await otherPage.screenshot({ path: `${SHOTS}/shortlist-links-opened-${width}.png` });
    await otherPage.getByRole('link', { name: 'Open my shortlist' }).click();
    await otherPage.getByRole('heading', { level: 1, name: 'Your shortlist' }).waitFor();
    for (const name of names) await otherPage.locator('.shortlist-page').getByRole('heading', { level: 3, name }).waitFor();

    // 'Share with my partner': a read-only link.
    await panel.getByRole('button', { name: 'Share with my partner' }).click();
    const shared = await panel.getByLabel('Link for your partner').inputValue();
    expect(shared).toMatch(/\/shortlist\/shared\/[A-Za-z0-9_-]{20,}$/);
    expect(await seriousAxeViolations(page, '[data-testid="shortlist-links"]'), `the share link at ${width} px`).toEqual([]);
    expect(await fitsTheWidth(page), `/shortlist fits at ${width} px`).toBe(true);
    await page.screenshot({ path: `${SHOTS}/shortlist-links-shared-${width}.png`, fullPage: true });

    const partner = await browser.newContext({ viewport });
    const partnerPage = await partner.newPage();
    const partnerErrors = watchPageErrors(partnerPage);
    await partnerPage.goto(shared);
    await partnerPage.getByRole('heading', { level: 1, name: 'A shared shortlist' }).waitFor();
    for (const name of names) await partnerPage.getByTestId('shared-shortlist').getByRole('heading', { level: 3, name }).waitFor();
    expect(await partnerPage.locator('.shortlist-group h2').count()).toBe(2);
    expect(await partnerPage.getByRole('button', { name: /^Remove|Clear shortlist/ }).count()).toBe(0);
    expect(await savedIds(partnerPage)).toEqual([]);
    expect(await partnerPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await seriousAxeViolations(partnerPage, 'main'), `the shared shortlist at ${width} px`).toEqual([]);
    expect(await fitsTheWidth(partnerPage), `the shared shortlist fits at ${width} px`).toBe(true);
    await partnerPage.screenshot({ path: `${SHOTS}/shortlist-links-partner-${width}.png`, fullPage: true });

    // 'Stop sharing' from the browser that made it: the link says so.
    await panel.getByRole('button', { name: 'Stop sharing' }).click();
    await panel.getByText('Sharing stopped. The link no longer opens your shortlist.').waitFor();
    await partnerPage.reload();
    await partnerPage.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    await partnerPage.getByText('This shortlist is no longer shared.', { exact: false }).waitFor();
    expect(await seriousAxeViolations(partnerPage, 'main'), `the stopped link at ${width} px`).toEqual([]);
    await partnerPage.screenshot({ path: `${SHOTS}/shortlist-links-stopped-${width}.png` });

    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
    expect(partnerErrors.filter((e) => !/404/.test(e))).toEqual([]);
    await Promise.all([context.close(), other.close(), partner.close()]);
  });
});
