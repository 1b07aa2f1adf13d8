/**
 * Issue 37 §7 in Debian's Chromium against the built site as `npm start` runs it (the demo's paid plans billed
 * by the local test processor): /admin shows the revenue at a glance and the 'Test processor' panel; advancing
 * the test clock 30 days renews and pays the plans, and the revenue per month grows on screen. The vendor
 * table shows each vendor's billing status, and the edit modal gives free months. Screenshots of /admin at
 * 1280 and 390 px in tests/.artifacts/issue37-admin-*.png.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MRR_HELP } from '../../domain/billing/admin-billing-api.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const SHOTS = 'tests/.artifacts';

describe('the admins’ revenue with the local test processor (issue 37 §7)', () => {
  let site: RunningSite;
  let browser: Browser;
  let admin: BrowserContext;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    ({ context: admin } = await signInInBrowser(browser, site, site.adminEmail, { landing: /\/admin$/ }));
  });
  afterAll(async () => {
    await admin?.close();
    await browser?.close();
    await site?.stop();
  });

  const open = async (path: string, width = 1280) => {
    const page = await admin.newPage();
    await page.setViewportSize({ width, height: 900 });
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}${path}`);
    return { page, errors };
  };

  /** The revenue table's figures ('$1,234' …), month by month. */
  const paidByMonth = async (page: Page): Promise<number[]> => {
    const cells = await page.getByRole('table', { name: 'Revenue per month (paid invoices, US dollars)' }).locator('tbody td').allTextContents();
    return cells.map((c) => Number(c.replace(/[$,]/g, '')));
  };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  it('shows the revenue at a glance, and more paid after the test clock moves a month and the plans renew', async () => {
    const { page, errors } = await open('/admin');
    const revenue = page.getByTestId('revenue');
    await revenue.waitFor();
    await page.getByText(MRR_HELP).waitFor();
    const mrr = await page.getByTestId('revenue-mrr').locator('.adm-revenue__big').textContent();
    expect(mrr).toMatch(/^\$[1-9][\d,]*$/);
    expect(Number(await page.getByTestId('revenue-paid').locator('.adm-figure__value').textContent())).toBeGreaterThan(0);
    // Twelve bars (a month without payments is a bar of no height).
    await page.getByTestId('chart-drawing').locator('.ct-bar').nth(11).waitFor({ state: 'attached' });
    const before = await paidByMonth(page);
    expect(before).toHaveLength(12);

    const panel = page.getByTestId('test-clock');
    await panel.getByRole('heading', { name: 'Test processor' }).waitFor();
    await panel.getByText(/local test processor: no real card is charged/).waitFor();
    await page.getByTestId('test-clock-date').getByText(/\(today\)$/).waitFor();
    await page.screenshot({ path: `${SHOTS}/issue37-admin-revenue-1280.png`, fullPage: true });

    // A month is up to 31 days: 30 and then 7 take every plan past its next renewal.
    const advance = panel.getByRole('group', { name: 'Advance the test clock' });
    await advance.getByRole('button', { name: '+30 days' }).click();
    await page.getByTestId('test-clock-date').getByText(/\(30 days ahead\)$/).waitFor();
    await advance.getByRole('button', { name: '+7 days' }).click();
    await page.getByTestId('test-clock-date').getByText(/\(37 days ahead\)$/).waitFor();
    // The plans renewed and were paid on the processor's new date: the months' total grows on screen.
    await expect.poll(async () => sum(await paidByMonth(page)), { timeout: 15_000 }).toBeGreaterThan(sum(before));
    expect(errors).toEqual([]);
    expect(await seriousAxeViolations(page, 'section[aria-labelledby="admin-revenue"]')).toEqual([]);
    await page.close();

    const phone = await open('/admin', 390);
    await phone.page.getByTestId('revenue').waitFor();
    await phone.page.getByTestId('test-clock-date').getByText(/\(37 days ahead\)$/).waitFor();
    await phone.page.screenshot({ path: `${SHOTS}/issue37-admin-revenue-390.png`, fullPage: true });
    await phone.page.locator('section[aria-labelledby="admin-revenue"]').screenshot({ path: `${SHOTS}/issue37-admin-revenue-section-390.png` });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(phone.page, 'section[aria-labelledby="admin-revenue"]')).toEqual([]);
    await phone.page.close();
  });

  it('shows each vendor’s billing status in the vendor table and gives a paid plan a free month from its edit modal', async () => {
    const paid = await site.db.knex('subscriptions as s').join('vendors as v', 'v.id', 's.vendor_id').where('s.status', 'active').whereNotNull('s.processor_subscription_id').first('v.id', 'v.name');
    expect(paid).toBeTruthy();
    const { page, errors } = await open(`/admin/vendors`);
    await page.locator('#avm-search').fill(paid.name);
    const row = page.locator(`[data-testid="vendor-row"][data-vendor-id="${paid.id}"]`);
    await row.getByTestId('vendor-row-billing').getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Billing' }).count()).toBe(1);

    await row.getByRole('button', { name: `Edit ${paid.name}` }).click();
    const dialog = page.getByTestId('vendor-edit-dialog');
    const free = dialog.getByTestId('free-months');
    await free.waitFor();
    await free.getByLabel('Months').selectOption('2');
    await free.getByLabel(/Reason/).fill('Sorry for the photo upload outage');
    await free.getByRole('button', { name: 'Give free months' }).click();
    await free.getByText(`${paid.name} has 2 free months.`).waitFor();
    await free.screenshot({ path: `${SHOTS}/issue37-admin-free-months-1280.png` });
    expect(errors).toEqual([]);
    expect(await seriousAxeViolations(page, '[data-testid="free-months"]')).toEqual([]);
    const stored = await site.db.knex('billing_free_months').where({ vendor_id: paid.id }).first('months', 'reason');
    expect(stored).toEqual({ months: 2, reason: 'Sorry for the photo upload outage' });
    await page.close();

    // On a phone each vendor is a card without column headings: the billing status says what it is.
    const phone = await open('/admin/vendors', 390);
    await phone.page.locator('#avm-search').fill(paid.name);
    const card = phone.page.locator(`[data-testid="vendor-row"][data-vendor-id="${paid.id}"]`);
    await card.getByText('Billing', { exact: true }).waitFor();
    await card.screenshot({ path: `${SHOTS}/issue37-admin-vendor-billing-390.png` });
    await phone.page.close();
  });
});
