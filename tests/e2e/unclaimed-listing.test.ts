/**
 * Issue 36 in Chromium, against the built site on the seeded SQLite database (every seeded listing has no
 * owner): a couple writes to a listing without an owner and is told the truth — on the confirmation page,
 * and, from a remembered browser, on the message page itself; the business email's 'Claim this listing to
 * reply' opens the fast claim, which makes that address the owner once. Screenshots at 1280 and 390 px.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const COUPLE = { name: 'Sam Rivera', email: 'sam.rivera@unclaimed.example' };
const MESSAGE = 'We love your place and would like to visit on a Saturday in the spring, if one is open.';
const WIDTHS = [1280, 390] as const;
const SHOTS = process.env.E2E_SHOTS_DIR;

type Vendor = { id: string; slug: string; name: string; email: string };

describe('a message to a listing without an owner, in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let couple: BrowserContext;
  let first: Vendor;
  let second: Vendor;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const venues = (await site.db
      .knex('vendors as v')
      .join('categories as c', 'c.id', 'v.category_id')
      .where({ 'c.slug': 'venues', 'v.is_active': true })
      .whereNull('v.owner_user_id')
      .whereNotNull('v.email')
      .orderBy('v.slug')
      .select('v.id', 'v.slug', 'v.name', 'v.email')) as Vendor[];
    [first, second] = [venues[0]!, venues[1]!];
    couple = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await couple?.close();
    await browser?.close();
    await site?.stop();
  });

  /** The text of the mail to `to` whose subject is `subject`, once the outbox has sent it. */
  const mailText = async (to: string, subject: string): Promise<string> => {
    for (let i = 0; i < 75; i++) {
      const text = (await site.mailbox()).find((m) => m.to === to && m.subject === subject)?.text;
      if (text) return text;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`No '${subject}' mail to ${to}`);
  };
  const mailedLink = async (to: string, subject: string, path: string): Promise<string> => {
    const link = (await mailText(to, subject)).match(new RegExp(`https?://\\S+${path}/[A-Za-z0-9_-]{20,}`))?.[0];
    if (!link) throw new Error(`No link under ${path} in '${subject}'`);
    return link;
  };

  /** axe and no sideways scroll at both widths on a page showing `ready`; a screenshot of each when asked. */
  const lookAtBothWidths = async (page: Page, ready: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId(ready).waitFor();
      expect(await seriousAxeViolations(page), `${ready} at ${width}px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${ready} at ${width}px`).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${ready}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  /** Fills and sends the message form of `vendor`, at least 3.5 s after it opened (the spam rules' minimum). */
  const sendMessage = async (page: Page, vendor: Vendor) => {
    const formToken = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/inquiries/form-token' && r.status() === 200);
    await page.goto(`${site.baseUrl}/vendors/${vendor.slug}/message`);
    await page.getByTestId('inquiry-form').waitFor();
    await formToken;
    const opened = Date.now();
    await page.locator('#inquiry-name').fill(COUPLE.name);
    await page.locator('#inquiry-email').fill(COUPLE.email);
    await page.locator('#inquiry-weddingDate').fill(`${new Date().getFullYear() + 1}-10-10`);
    await page.locator('#inquiry-guestCount').fill('120');
    await page.locator('#inquiry-budget').selectOption({ index: 2 });
    await page.locator('#inquiry-message').fill(MESSAGE);
    await page.waitForTimeout(Math.max(0, opened + 3500 - Date.now()));
    await page.getByRole('button', { name: 'Send Message' }).click();
  };

  it("confirming from the emailed link says '{vendor name} has not set up their inbox yet; we have emailed them your message'", async () => {
    const page = await couple.newPage();
    const errors = watchPageErrors(page);
    await sendMessage(page, first);
    await page.getByRole('heading', { name: `Almost there! Check your email to send your message to ${first.name}.` }).waitFor();

    await page.goto(await mailedLink(COUPLE.email, `Confirm your message to ${first.name}`, '/inquiries/confirm'));
    await page.getByRole('heading', { level: 1, name: `${first.name} has not set up their inbox yet; we have emailed them your message` }).waitFor();
    expect(await page.getByTestId('inquiry-unclaimed-note').textContent()).toContain('we sent your message to the business email the listing states');
    expect(await page.getByText(/answers by email/).count()).toBe(0);
    await lookAtBothWidths(page, 'inquiry-confirmed');
    // And by email: the couple's copy of the truth, and the listing's business email has the message.
    expect(await mailText(COUPLE.email, `Your message to ${first.name}`)).toContain(
      `${first.name} has not set up their inbox yet; we have emailed them your message`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a remembered browser is told the same on the message page itself', async () => {
    const page = await couple.newPage();
    const errors = watchPageErrors(page);
    await sendMessage(page, second);
    await page.getByRole('heading', { name: `${second.name} has not set up their inbox yet; we have emailed them your message` }).waitFor();
    expect(await page.getByText(/will answer by email/).count()).toBe(0);
    await lookAtBothWidths(page, 'inquiry-sent');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the business email's 'Claim this listing to reply' makes that address the owner, once", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const businessEmail = first.email.toLowerCase();
    const link = await mailedLink(businessEmail, `New inquiry from ${COUPLE.name} for ${first.name}`, '/claim-listing/link');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: `Claim ${first.name}` }).waitFor();
    expect(await page.getByTestId('claim-link').textContent()).toContain('1 message from a couple is waiting for you.');
    await lookAtBothWidths(page, 'claim-link');
    await page.getByRole('button', { name: 'Claim This Listing' }).click();
    await page.getByTestId('claim-link-done').getByText(`We emailed a login link to ${businessEmail}`, { exact: false }).waitFor();
    const owner = await site.db.knex('users').where({ email: businessEmail }).first();
    expect((await site.db.knex('vendors').where({ id: first.id }).first()).owner_user_id).toBe(owner.id);
    expect(await mailText(businessEmail, `Your listing ${first.name} is yours to manage`)).toContain('1 message from a couple is waiting for you:');

    expect(errors).toEqual([]);
    // The link again: used, so the page says it does not work (the browser logs the API's 404).
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});
