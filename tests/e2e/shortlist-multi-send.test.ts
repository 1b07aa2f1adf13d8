/**
 * Issue 39 §3, §5 in Chromium: three saved venues picked on /shortlist, one message to them, the venue
 * whose calendar marks the couple's date flagged before sending; the success screen lists each; one
 * 'Confirm your messages to 3 vendors' email whose one link sends all three; each venue's owner finds its own
 * inquiry under 'Inquiries', tagged 'From a shortlist'. At 1280 and 390 px (each in a fresh browser, a couple
 * of its own), with axe; screenshots in tests/.artifacts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';
import { SHORTLIST_STORAGE_KEY } from '../../microfrontends/packages/ui/src/shortlist.ts';

const SHOTS = 'tests/.artifacts';
const MESSAGE = 'We are planning an autumn wedding and would love to hear about your packages and a visit.';
type Venue = { id: string; slug: string; name: string };

/** A wedding date about ten months ahead (YYYY-MM-DD). */
const weddingDate = () => new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('one message to several vendors, in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let venues: Venue[];
  const date = weddingDate();

  /** The newest mail to `to` with this subject, once it is there. */
  const mailTo = async (to: string, subject: string) => {
    for (let i = 0; i < 75; i++) {
      const mail = (await site.mailbox()).find((m) => m.to === to && m.subject === subject);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`No '${subject}' mail to ${to}`);
  };

  /** No serious axe violations and nothing wider than the screen; a screenshot. */
  const check = async (page: Page, name: string, width: number) => {
    expect(await seriousAxeViolations(page), `${name} at ${width} px`).toEqual([]);
    expect(await fitsTheWidth(page), `${name} at ${width} px`).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/shortlist-multi-send-${name}-${width}.png`, fullPage: true });
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    venues = (await site.db
      .knex('vendors as v')
      .join('categories as c', 'c.id', 'v.category_id')
      .where({ 'c.slug': 'venues', 'v.is_active': true })
      .orderBy('v.slug')
      .limit(3)
      .select('v.id', 'v.slug', 'v.name')) as Venue[];
    expect(venues).toHaveLength(3);
    const now = new Date();
    for (const [i, venue] of venues.entries()) {
      const id = `01JMULTISENDOWNER000000000${i}`;
      await site.db.knex('users').insert({ id, email: `owner${i}@multi-send.example`, is_admin: false, is_active: true, vendor_id: venue.id, created_at: now, updated_at: now });
      await site.db.knex('vendors').where({ id: venue.id }).update({ owner_user_id: id });
    }
    // The second venue marked the couple's date on its calendar.
    await site.db.knex('vendor_unavailable_dates').insert({ vendor_id: venues[1]!.id, day: date, kind: 'unavailable' });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it.each([1280, 390])('sends one message to three venues, confirmed once from the email, each in its own inbox (%i px)', async (width) => {
    const couple = { name: `Sam Rivera ${width}`, email: `sam.${width}@multi-send.example` };
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // Three saved venues (saving with the keyboard is shortlist.test.ts's), picked on /shortlist with the date set.
    await page.addInitScript(
      ([key, ids]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(ids.map((id) => ({ id, savedAt: new Date().toISOString() }))));
      },
      [SHORTLIST_STORAGE_KEY, venues.map((v) => v.id)] as const,
    );
    await page.goto(`${site.baseUrl}/shortlist?date=${date}`);
    for (const venue of venues) await page.getByRole('checkbox', { name: `Select ${venue.name}`, exact: true }).check();
    const formToken = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/inquiries/form-token' && r.status() === 200);
    await page.getByRole('link', { name: 'Message selected vendors' }).click();
    await page.getByRole('heading', { level: 1, name: 'Message 3 vendors' }).waitFor();
    expect(new URL(page.url()).searchParams.get('ids')).toBe(venues.map((v) => v.id).join(','));
    await formToken;
    const opened = Date.now();

    // The chosen venues, the one that marked the date flagged before anything is sent.
    const listed = page.getByTestId('shortlist-message-vendor');
    expect(await listed.count()).toBe(3);
    for (const venue of venues) await listed.getByRole('link', { name: venue.name, exact: true }).waitFor();
    await page.getByText(`${venues[1]!.name} has marked this date as unavailable`, { exact: true }).waitFor();
    expect(await page.getByText(`${venues[0]!.name} has marked this date as unavailable`).count()).toBe(0);
    expect(await page.locator('#batch-weddingDate').inputValue()).toBe(date);
    await check(page, 'form', width);

    await page.locator('#batch-name').fill(couple.name);
    await page.locator('#batch-email').fill(couple.email);
    await page.locator('#batch-guestCount').fill('140');
    await page.locator('#batch-budgets-venues').selectOption({ index: 3 });
    await page.locator('#batch-message').fill(MESSAGE);
    // The spam rules hold a form sent under 3 s after its token was issued.
    await page.waitForTimeout(Math.max(0, opened + 3500 - Date.now()));
    await page.getByRole('button', { name: 'Send to 3 vendors' }).click();

    await page.getByRole('heading', { name: 'Almost there! Check your email to send your messages to 3 vendors.' }).waitFor();
    const sentItems = page.getByTestId('shortlist-message-sent-vendor');
    expect(await sentItems.allTextContents()).toEqual(venues.map((v) => `${v.name}Waiting for you to open the link in our email.`));
    await check(page, 'sent', width);
    // Nothing reaches a vendor before the link.
    const rows = await site.db.knex('inquiries').where({ email: couple.email }).select('state', 'from_shortlist');
    expect(rows.map((r) => [r.state, Boolean(r.from_shortlist)])).toEqual([
      ['pending_confirmation', true],
      ['pending_confirmation', true],
      ['pending_confirmation', true],
    ]);
    for (let i = 0; i < venues.length; i++) expect((await site.mailbox()).filter((m) => m.to === `owner${i}@multi-send.example` && m.subject === `New inquiry from ${couple.name}`)).toEqual([]);

    // One email, one link, all three sent.
    const mail = await mailTo(couple.email, 'Confirm your messages to 3 vendors');
    const link = /https?:\/\/\S+\/inquiries\/confirm\/[A-Za-z0-9_-]{20,}/.exec(mail.text)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, site.baseUrl));
    await page.getByRole('heading', { level: 1, name: 'Messages sent to 3 vendors!' }).waitFor();
    const conversations = page.getByRole('link', { name: /^View your conversation with / });
    expect((await conversations.allTextContents()).sort()).toEqual(venues.map((v) => `View your conversation with ${v.name}`).sort());
    await check(page, 'confirmed', width);
    expect(errors).toEqual([]);
    await context.close();

    // Each owner finds its own inquiry under 'Inquiries', tagged 'From a shortlist'.
    for (const [i, venue] of venues.entries()) {
      await mailTo(`owner${i}@multi-send.example`, `New inquiry from ${couple.name}`);
      const { context: owner } = await signInInBrowser(browser, site, `owner${i}@multi-send.example`, { landing: /\/vendor\/dashboard$/, viewport: { width, height: 900 } });
      const inbox = await owner.newPage();
      await inbox.goto(`${site.baseUrl}/vendor/inquiries`);
      const row = inbox.getByTestId('inbox-row').filter({ hasText: couple.name });
      await row.waitFor();
      expect(await row.getByTestId('shortlist-tag').textContent()).toBe('From a shortlist');
      if (i === 0) await check(inbox, 'inbox', width);
      await row.getByRole('link', { name: couple.name }).click();
      await inbox.getByRole('heading', { level: 1, name: `Inquiry from ${couple.name}` }).waitFor();
      expect(await inbox.getByTestId('shortlist-tag').textContent()).toBe('From a shortlist');
      expect(await inbox.getByText(MESSAGE).count()).toBeGreaterThan(0);
      // Its own: the inquiry it opened is the one written to it.
      const opened = inbox.url().split('/').pop();
      expect((await site.db.knex('inquiries').where({ id: opened }).first('vendor_id')).vendor_id).toBe(venue.id);
      await owner.close();
    }
  });
});
