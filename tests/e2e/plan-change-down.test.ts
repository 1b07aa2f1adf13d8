/**
 * Issue 37 §2 in Debian's Chromium against the built site (the local test processor): a vendor on a paid
 * Premier Partner plan opens /upgrade, is told before confirming that the plan moves to Featured at the end of
 * the paid period while Premier stays until then, confirms in the confirmation, and lands on Billing, which
 * shows 'Moves to Featured Listing on {date}' with 'Keep Premier Partner' — which withdraws the move. The
 * admins' 'Plan changed' email lands on /admin#plan-changes, which lists both changes. Screenshots at 1280
 * and 390 px in tests/.artifacts/issue37-plan-down-*.png.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { formatPlanDate } from '../../domain/subscriptions/subscription.ts';
import { addMonthsUtc } from '../../domain/subscriptions/tiers.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@plan-down.example';
const SHOTS = 'tests/.artifacts';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('a vendor moving Premier down to Featured, and keeping Premier (issue 37 §2)', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let admin: BrowserContext;
  let vendor: { id: string; slug: string; name: string };
  let periodEnd: string;

  beforeAll(async () => {
    site = await startSite('sqlite');
    const processor = site.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
    browser = await launchBrowser();
    const row = await site.db.knex('vendors').where({ is_featured: false, premier_partner: false, is_active: true }).whereNotIn('id', site.db.knex('subscriptions').whereNot({ tier: 'free' }).select('vendor_id')).orderBy('slug').first();
    vendor = { id: row.id, slug: row.slug, name: row.name };
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JPLANDOWNOWNER0000000000', email: OWNER, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });
    let token: string;
    ({ context: owner, token } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
    // Premier Partner, paid from today with 4242 on file.
    const card = await fetch(`${site.baseUrl}/api/vendors/${vendor.id}/billing/card`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ creditCard: { cardholderName: 'Ada Owner', cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } }),
    });
    expect(card.status).toBe(200);
    const { processor_customer_id: customerId } = await site.db.knex('billing_customers').where({ vendor_id: vendor.id }).first();
    const start = await processor.now();
    const sub = await processor.startSubscription({ customerId, vendorId: vendor.id, tier: 'premier', trialEnd: null, priceLockedUntil: addMonthsUtc(start, 12) }, `e2e-plan-down:${vendor.id}`);
    periodEnd = formatPlanDate(sub.currentPeriodEnd);
    ({ context: admin } = await signInInBrowser(browser, site, site.adminEmail, { landing: /\/admin$/ }));
  });
  afterAll(async () => {
    await owner?.close();
    await admin?.close();
    await browser?.close();
    await site?.stop();
  });

  /** Nothing wider than the phone; else the elements that stick out, to say which. */
  const fitsPhone = async (page: Page) => {
    const wide = await page.evaluate((w) => {
      if (document.documentElement.scrollWidth <= w) return [];
      const clipped = (el: Element): boolean => {
        for (let p = el.parentElement; p; p = p.parentElement) if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
        return false;
      };
      return [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > w + 1 && !clipped(el))
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);
    }, PHONE.width);
    expect(wide).toEqual([]);
  };

  it("says what moving to Featured means, asks to confirm, then Billing shows 'Moves to Featured Listing on {date}'; 'Keep Premier Partner' withdraws it", async () => {
    const page = await owner.newPage();
    await page.setViewportSize(DESKTOP);
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/upgrade?slug=${vendor.slug}`);
    await page.getByTestId('current-plan').getByText('Premier Partner').waitFor();
    expect(await page.getByRole('radio', { name: /Featured Listing/ }).isChecked()).toBe(true);
    const summary = page.getByTestId('plan-change-summary');
    await summary.getByText(`Your plan moves to Featured Listing on ${periodEnd}; Premier Partner stays until then. Nothing is charged today, then $29/month.`).waitFor();
    expect(await page.getByLabel('Card Number').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/issue37-plan-down-upgrade-1280.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await fitsPhone(page);
    await page.screenshot({ path: `${SHOTS}/issue37-plan-down-upgrade-390.png`, fullPage: true });

    await page.getByRole('button', { name: 'Switch to Featured Listing' }).click();
    const dialog = page.getByRole('dialog', { name: `Move to Featured Listing on ${periodEnd}?` });
    await dialog.waitFor();
    await fitsPhone(page);
    await page.screenshot({ path: `${SHOTS}/issue37-plan-down-confirm-390.png` });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/issue37-plan-down-confirm-1280.png` });
    expect(await seriousAxeViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Move to Featured' }).click();

    await page.waitForURL(`${site.baseUrl}/vendor/dashboard?tab=billing`, { timeout: 15_000 });
    const panel = page.getByRole('tabpanel', { name: 'Billing' });
    const scheduled = panel.getByTestId('plan-scheduled');
    await scheduled.waitFor();
    expect(await scheduled.textContent()).toBe(`Moves to Featured Listing on ${periodEnd}. Premier Partner stays until then.`);
    await page.screenshot({ path: `${SHOTS}/issue37-plan-down-billing-1280.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await fitsPhone(page);
    await panel.screenshot({ path: `${SHOTS}/issue37-plan-down-billing-390.png` });
    await page.setViewportSize(DESKTOP);

    await panel.getByRole('button', { name: 'Keep Premier Partner' }).click();
    await page.getByText('You keep Premier Partner. Nothing changes for you.').waitFor();
    await scheduled.waitFor({ state: 'detached' });
    expect(await panel.getByRole('link', { name: 'Move to Featured' }).getAttribute('href')).toBe('/upgrade');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("lists both changes under 'Plan changes' on /admin, where the admins' email links", async () => {
    const mail = (await site.mailbox()).find((m) => m.to === site.adminEmail && m.subject.includes(`Plan changed: ${vendor.name} moves to Featured Listing`));
    const link = mail?.text.match(/https?:\/\/\S+\/admin#plan-changes/)?.[0];
    expect(link).toBeTruthy();
    const page = await admin.newPage();
    await page.setViewportSize(DESKTOP);
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/admin#plan-changes`);
    const section = page.locator('section[aria-labelledby="plan-changes"]');
    const rows = section.getByTestId('plan-change').filter({ hasText: vendor.name });
    await rows.first().waitFor();
    expect(await rows.allTextContents()).toEqual([
      expect.stringContaining('Kept; the scheduled move was withdrawn'),
      expect.stringContaining(`Premier Partner→ to FeaturedMoves downChanged`),
    ]);
    expect(await rows.nth(1).textContent()).toContain(`Takes effect${periodEnd.replace(/^(\w{3})\w*/, '$1')}`);
    // The email's link lands on the section: its heading has the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('plan-changes');
    await section.screenshot({ path: `${SHOTS}/issue37-plan-changes-admin-1280.png` });
    await page.setViewportSize(PHONE);
    await fitsPhone(page);
    await section.screenshot({ path: `${SHOTS}/issue37-plan-changes-admin-390.png` });
    expect(await seriousAxeViolations(page, 'section[aria-labelledby="plan-changes"]')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
