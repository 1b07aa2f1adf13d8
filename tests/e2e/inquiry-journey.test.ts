/**
 * The inquiry loop in Chromium (issue 17), against the built site on a seeded SQLite database: a couple
 * writes to a vendor from its page with the keyboard alone, confirms from the emailed link, the vendor (a
 * signed-in owner) finds it under 'Inquiries' and replies there, and the couple reads 'New reply from …' and answers on the thread page; a
 * remembered browser's next message goes straight through. axe on the form, the confirmation and the
 * thread page at 1280 and 390 px.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@inquiry-journey.example';
const COUPLE = { name: 'Sam Rivera', email: 'sam.rivera@inquiry-journey.example' };
const MESSAGE = 'We love your place and would like to visit on a Saturday in the spring, if one is open.';
const WIDTHS = [1280, 390] as const;
/** Where the public remote keeps the remembered browser's token. */
const REMEMBERED_BROWSER_KEY = 'uwd.inquiries.browser';
const VENDOR_REPLY = 'Hi Sam! Saturdays in April are open. Would the 12th suit you for a visit?';

type Vendor = { id: string; slug: string; name: string };

describe('a couple and a vendor talk through an inquiry in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let couple: BrowserContext;
  let vendor: Vendor;
  let other: Vendor;
  let ownerContext: BrowserContext;
  let inquiryId: string;
  let threadLink: string;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const venues = await site.db.knex('vendors as v').join('categories as c', 'c.id', 'v.category_id').where({ 'c.slug': 'venues', 'v.is_active': true }).orderBy('v.slug').select('v.id', 'v.slug', 'v.name');
    [vendor, other] = [venues[0] as Vendor, venues[1] as Vendor];
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JINQUIRYOWNER00000000000', email: OWNER, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });
    await site.db.knex('vendors').where({ id: vendor.id }).update({ owner_user_id: '01JINQUIRYOWNER00000000000' });
    couple = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await ownerContext?.close();
    await couple?.close();
    await browser?.close();
    await site?.stop();
  });

  /** The newest mail to `to` whose subject is `subject`, once it is there; the first link in it under `path`. */
  const mailedLink = async (to: string, subject: string, path: string): Promise<string> => {
    const pattern = new RegExp(`https?://\\S+${path}/[A-Za-z0-9_-]{20,}`);
    for (let i = 0; i < 75; i++) {
      const link = (await site.mailbox()).find((m) => m.to === to && m.subject === subject)?.text.match(pattern)?.[0];
      if (link) return link;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`No '${subject}' mail to ${to}`);
  };

  /** The focused element's id, after a key press. */
  const press = async (page: Page, key: string) => {
    await page.keyboard.press(key);
    return page.evaluate(() => document.activeElement?.id ?? '');
  };
  /** Tab until the element with this id has the focus. */
  const tabTo = async (page: Page, id: string) => {
    for (let i = 0; i < 60; i++) if ((await press(page, 'Tab')) === id) return;
    throw new Error(`Tab never reached #${id}`);
  };

  /** axe at both widths on a page already showing `ready`. */
  const axeAtBothWidths = async (page: Page, ready: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId(ready).waitFor();
      expect(await seriousAxeViolations(page), `${ready} at ${width}px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${ready} at ${width}px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it("sends a message from the vendor's page with the keyboard alone, and is asked to confirm the email", async () => {
    const page = await couple.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/vendors/${vendor.slug}`);
    await page.getByTestId('vendor-contact').waitFor();
    // 'Send a Message' is a link to the form's page: reach it with Tab, follow it with Enter.
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Send a Message') break;
    }
    // The form asks the server for its signed form token as it opens: the minimum time counts from then.
    const formToken = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/inquiries/form-token' && r.status() === 200);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/vendors/${vendor.slug}/message`);
    await page.getByRole('heading', { level: 1, name: `Message ${vendor.name}` }).waitFor();
    await formToken;
    const opened = Date.now();
    await axeAtBothWidths(page, 'inquiry-form');

    // Enter on the empty form: the schema's messages, the focus on the first field.
    await tabTo(page, 'inquiry-name');
    await page.keyboard.press('Enter');
    await page.getByText('Name is required', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-name');

    await page.keyboard.type(COUPLE.name);
    await tabTo(page, 'inquiry-email');
    await page.keyboard.type(COUPLE.email);
    await tabTo(page, 'inquiry-guestCount');
    await page.keyboard.type('120');
    // The date: typed into its month, day and year; then the checkbox clears and disables it, and back.
    await tabTo(page, 'inquiry-weddingDate');
    await page.keyboard.type(`1010${new Date().getFullYear() + 1}`);
    expect(await page.locator('#inquiry-weddingDate').inputValue()).toBe(`${new Date().getFullYear() + 1}-10-10`);
    await tabTo(page, 'inquiry-dateUndecided');
    await page.keyboard.press('Space');
    expect(await page.locator('#inquiry-weddingDate').isDisabled()).toBe(true);
    expect(await page.locator('#inquiry-weddingDate').inputValue()).toBe('');
    await tabTo(page, 'inquiry-budget');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#inquiry-budget option:checked').textContent()).toMatch(/^\$/);
    await tabTo(page, 'inquiry-message');
    await page.keyboard.type(MESSAGE);
    // The honeypot is never a Tab stop: from the message the next stop is the button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
    // A robot types this fast; the spam rules hold a form sent under 3 s after its token was issued (MIN_FORM_MS).
    await page.waitForTimeout(Math.max(0, opened + 3500 - Date.now()));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: `Almost there! Check your email to send your message to ${vendor.name}.` }).waitFor();
    const row = await site.db.knex('inquiries').where({ vendor_id: vendor.id }).first();
    expect(row).toMatchObject({ couple_name: COUPLE.name, state: 'pending_confirmation', guest_count: 120 });
    expect(JSON.parse(String(row.hold_reasons ?? '[]'))).toEqual([]);
    expect(Boolean(row.date_undecided)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("confirms from the emailed link: 'Message sent to …!', and this browser is remembered", async () => {
    const page = await couple.newPage();
    const errors = watchPageErrors(page);
    await page.goto(await mailedLink(COUPLE.email, `Confirm your message to ${vendor.name}`, '/inquiries/confirm'));
    await page.getByRole('heading', { level: 1, name: `Message sent to ${vendor.name}!` }).waitFor();
    await axeAtBothWidths(page, 'inquiry-confirmed');
    expect(await page.getByRole('link', { name: `Back to ${vendor.name}` }).getAttribute('href')).toBe(`/vendors/${vendor.slug}`);
    expect(await page.getByRole('link', { name: 'View your conversation' }).getAttribute('href')).toMatch(/^\/inquiries\/[A-Za-z0-9_-]{20,}$/);
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), REMEMBERED_BROWSER_KEY)) ?? 'null') as { token: string; expiresAt: string } | null;
    expect(stored?.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(stored!.expiresAt)).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the vendor signs in, finds it under 'Inquiries' from the dashboard, and replies", async () => {
    const owner = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ });
    ownerContext = owner.context;
    const page = await ownerContext.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/vendor/dashboard`);
    await page.getByTestId('unread-badge').waitFor();
    await page.getByRole('link', { name: /View Inquiries/ }).click();
    await page.getByRole('heading', { name: 'Inquiries', level: 1 }).waitFor();
    await page.getByRole('link', { name: COUPLE.name }).click();
    await page.getByRole('heading', { name: `Inquiry from ${COUPLE.name}`, level: 1 }).waitFor();
    inquiryId = page.url().split('/').pop()!;
    expect(await page.getByTestId('conversation').textContent()).toContain(MESSAGE);
    await page.getByLabel('Your reply').fill(VENDOR_REPLY);
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await page.getByTestId('inbox-notice').getByText('Reply sent.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens 'New reply from …', reads the conversation oldest first and answers; the vendor sees the answer", async () => {
    threadLink = await mailedLink(COUPLE.email, `New reply from ${vendor.name}`, '/inquiries');
    const page = await couple.newPage();
    const errors = watchPageErrors(page);
    await page.goto(threadLink);
    await page.getByRole('heading', { level: 1, name: vendor.name }).waitFor();
    await axeAtBothWidths(page, 'couple-thread');
    const bodies = await page.locator('.thread-message__body').allTextContents();
    expect(bodies).toEqual([MESSAGE, VENDOR_REPLY]);
    expect(await page.getByTestId('thread-facts').textContent()).toContain("We haven't picked a date yet");

    await tabTo(page, 'thread-reply');
    await page.keyboard.type('The 12th is perfect, thank you! We will come at 11.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Message sent.', { exact: true }).waitFor();
    expect(await page.locator('.thread-message__body').last().textContent()).toBe('The 12th is perfect, thank you! We will come at 11.');

    // The vendor sees the answer in the opened inquiry.
    const vendorPage = await ownerContext.newPage();
    await vendorPage.goto(`${site.baseUrl}/vendor/inquiries/${inquiryId}`);
    await vendorPage.getByRole('heading', { name: `Inquiry from ${COUPLE.name}`, level: 1 }).waitFor();
    await expect.poll(async () => vendorPage.getByTestId('conversation').textContent()).toContain('The 12th is perfect, thank you! We will come at 11.');
    await vendorPage.close();
    // The vendor is told by email too.
    await expect.poll(async () => (await site.mailbox()).some((m) => m.subject === `New message from ${COUPLE.name}`), { timeout: 15_000 }).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a remembered browser's next message goes straight through; 'Forget this browser' ends that", async () => {
    const page = await couple.newPage();
    await page.goto(`${site.baseUrl}/vendors/${other.slug}/message`);
    await page.getByLabel(/^Your Name/).fill(COUPLE.name);
    await page.getByLabel(/^Email Address/).fill(COUPLE.email);
    await page.getByLabel("We haven't picked a date yet").check();
    await page.getByLabel(/^Guest Count/).fill('80');
    await page.getByLabel(/^Budget/).selectOption({ label: 'Not sure yet' });
    await page.locator('#inquiry-message').fill('Are you free for a small spring wedding? We would love to hear about packages.');
    await page.waitForTimeout(3100);
    await page.getByRole('button', { name: 'Send Message' }).click();
    // `other` has no owner: the message went to its business email, and the couple is told so (issue 36.2).
    await page.getByRole('heading', { name: `${other.name} has not set up their inbox yet; we have emailed them your message` }).waitFor();

    await page.goto(threadLink);
    await page.getByRole('button', { name: 'Forget this browser' }).click();
    await page.getByText('This browser will ask you to confirm your email next time.').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), REMEMBERED_BROWSER_KEY)).toBeNull();
    await page.close();
  });

  it('closes politely, then deletes after a confirmation; a dead link shows the API’s message', async () => {
    const page = await couple.newPage();
    const errors = watchPageErrors(page);
    await page.goto(threadLink);
    await page.getByRole('radio', { name: "We've booked someone else" }).check();
    await page.getByRole('button', { name: 'Close conversation' }).click();
    await page.getByTestId('thread-closed').getByText('This conversation is closed').waitFor();
    expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete conversation' }).click();
    const confirm = page.getByTestId('thread-delete-confirm');
    expect(await confirm.textContent()).toContain('This removes your name, email, phone and messages');
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByTestId('thread-deleted').waitFor();
    const row = await site.db.knex('inquiries').where({ id: inquiryId }).first();
    expect(row.email).toBeNull();

    await page.goto(threadLink);
    await page.getByTestId('inquiry-link-invalid').waitFor();
    expect(await page.getByTestId('inquiry-link-invalid').textContent()).toContain('This conversation link has expired or is not valid.');
    // The dead link's 404 is the only console error.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });
});
