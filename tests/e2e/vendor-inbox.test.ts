/**
 * Browser journeys of the vendor inbox (issue 17 §5, §7): couples' inquiries arranged through the API (sent and
 * confirmed from the emailed link), the owner signs in, sees the unread badge, opens 'Inquiries' and an inquiry,
 * saves a reply and inserts it, 'Send Reply' (status 'Replied'), 'Mark as Booked' on another; an admin releases
 * a held inquiry (honeypot filled) and the owner then finds it in the inbox. axe at 1280 and 390 px on the
 * inbox, the opened inquiry and the admins' held list — in Debian's Chromium against the built site on SQLite.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetRangesFor } from '../../domain/inquiries/inquiry-options.ts';
import type { CategorySlug } from '../../domain/categories/category.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';

const OWNER = 'owner@inbox.example';
const OWNER_ID = '01JINBOXOWNER0000000000000';
const SAVED_TITLE = 'Tour invitation';
const SAVED_BODY = 'Thank you for writing! We would love to show you the venue. Saturdays at 10 work well for tours.';
const SHOTS = 'tests/.artifacts';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A wedding date about ten months ahead (YYYY-MM-DD), inside the form's five years. */
const weddingDate = () => new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);

describe('vendor inbox and held inquiries in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let admin: BrowserContext;
  let vendor: { id: string; name: string; budget: string };

  const api = async (path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const res = await fetch(`${site.baseUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  /** A couple sends the vendor a message (a form opened 30 s earlier: the site's token of then) and clicks the emailed confirmation link. */
  const sendConfirmed = async (name: string, email: string, extra: Record<string, unknown> = {}) => {
    const form = {
      name,
      email,
      phone: '864-555-0142',
      weddingDate: weddingDate(),
      dateUndecided: false,
      guestCount: 120,
      budget: vendor.budget,
      message: `Hello from ${name}! We love your work and would like to hear about availability next fall.`,
      website: '',
      formToken: site.formToken(new Date(Date.now() - 30_000)),
      ...extra,
    };
    expect((await api(`/vendors/${vendor.id}/inquiries`, form)).status).toBe(201);
    let token: string | undefined;
    for (let i = 0; i < 50 && !token; i++) {
      const mail = (await site.mailbox()).find((m) => m.to === email && m.subject === `Confirm your message to ${vendor.name}`);
      token = mail ? /\/inquiries\/confirm\/([A-Za-z0-9_-]{20,})/.exec(mail.text)?.[1] : undefined;
      if (!token) await new Promise((r) => setTimeout(r, 200));
    }
    expect(token).toBeTruthy();
    const confirmed = await api('/inquiries/confirm', { token });
    expect(confirmed.status).toBe(200);
    return confirmed.body as { threadToken: string };
  };

  const open = async (context: BrowserContext, path: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> => {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}${path}`);
    return { page, errors };
  };

  /** No serious axe violations at 1280 and at 390 px, with a screenshot of each. */
  const checkBothWidths = async (page: Page, name: string) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAxeViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/vendor-inbox-${name}-${viewport.width}.png`, fullPage: true });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    }
    await page.setViewportSize(DESKTOP);
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const row = await site.db.knex('vendors').join('categories', 'categories.id', 'vendors.category_id').where('vendors.is_active', true).orderBy('vendors.slug').first('vendors.id', 'vendors.name', 'categories.slug as category');
    const ranges = budgetRangesFor(row.category as CategorySlug);
    vendor = { id: row.id, name: row.name, budget: ranges[ranges.length - 2]!.code };
    const now = new Date();
    await site.db.knex('users').insert({ id: OWNER_ID, email: OWNER, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });
    await site.db.knex('vendors').where({ id: vendor.id }).update({ owner_user_id: OWNER_ID });

    await sendConfirmed('Jo Park', 'jo@couples.example');
    await sendConfirmed('Casey Lee', 'casey@couples.example');
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
    ({ context: admin } = await signInInBrowser(browser, site, site.adminEmail, { landing: /\/admin$/ }));
  });
  afterAll(async () => {
    await owner?.close();
    await admin?.close();
    await browser?.close();
    await site?.stop();
  });

  it("shows the unread badge on the dashboard and opens 'Inquiries' with counts, the reply time and the rows", async () => {
    const { page, errors } = await open(owner, '/vendor/dashboard');
    const link = page.getByRole('link', { name: /View Inquiries/ });
    await link.waitFor();
    await page.getByTestId('unread-badge').waitFor();
    expect(await link.textContent()).toContain('2 unread');
    expect(await page.getByText('Coming Soon').count()).toBe(0);
    await page.locator('.vd-aside').screenshot({ path: `${SHOTS}/vendor-inbox-badge.png` });
    await link.click();
    await page.waitForURL(/\/vendor\/inquiries$/);
    await page.getByRole('heading', { name: 'Inquiries', level: 1 }).waitFor();
    expect(await page.title()).toContain('Inquiries');
    const rows = page.getByTestId('inbox-row');
    await rows.first().waitFor();
    // Newest first.
    expect(await rows.locator('h2').allTextContents()).toEqual(['Casey Lee', 'Jo Park']);
    expect(await rows.getByTestId('unread-marker').count()).toBe(2);
    expect(await rows.first().textContent()).toContain('120 guests');
    expect(await page.getByRole('button', { name: /^New/ }).textContent()).toContain('2');
    expect(await page.getByTestId('reply-time').textContent()).toMatch(/No first replies in the last 90 days yet.*0 answered, 2 unanswered/);
    // A filter with nothing in it says so.
    await page.getByRole('button', { name: /^Booked/ }).click();
    await page.getByRole('heading', { name: 'No Booked inquiries' }).waitFor();
    await page.getByRole('button', { name: 'Show all inquiries' }).click();
    await rows.first().waitFor();
    await checkBothWidths(page, 'list');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens an inquiry, saves a reply, inserts it and sends it: the status becomes 'Replied'", async () => {
    const { page, errors } = await open(owner, '/vendor/inquiries');
    await page.getByRole('link', { name: 'Jo Park' }).click();
    await page.getByRole('heading', { name: 'Inquiry from Jo Park', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'jo@couples.example' }).getAttribute('href')).toBe('mailto:jo@couples.example');
    expect(await page.getByRole('link', { name: '864-555-0142' }).getAttribute('href')).toMatch(/^tel:/);
    expect(await page.getByTestId('fit-hints').textContent()).toMatch(/Good fit|Check|Not known/);
    expect(await page.getByTestId('conversation').textContent()).toContain('Hello from Jo Park!');

    const saved = page.getByTestId('saved-replies');
    await saved.getByRole('button', { name: 'New Saved Reply' }).click();
    await saved.getByLabel(/^Title/).fill(SAVED_TITLE);
    await saved.getByLabel(/^Reply text/).fill(SAVED_BODY);
    await saved.getByRole('button', { name: 'Save Reply' }).click();
    await saved.getByRole('heading', { name: SAVED_TITLE }).waitFor();

    await page.getByLabel('Saved reply').selectOption({ label: SAVED_TITLE });
    await page.getByRole('button', { name: 'Insert Saved Reply' }).click();
    expect(await page.getByLabel('Your reply').inputValue()).toBe(SAVED_BODY);
    await checkBothWidths(page, 'thread');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await page.getByTestId('inbox-notice').getByText('Reply sent.').waitFor();
    await page.locator('.vi-hero').getByText('Replied').waitFor();
    expect(await page.getByTestId('conversation').textContent()).toContain(SAVED_BODY);
    expect(await page.getByLabel('Your reply').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("asks before 'Not Available', and 'Mark as Booked' books another inquiry", async () => {
    const { page, errors } = await open(owner, '/vendor/inquiries?status=new');
    await page.getByRole('link', { name: 'Casey Lee' }).click();
    await page.getByRole('heading', { name: 'Inquiry from Casey Lee', level: 1 }).waitFor();
    const questions: string[] = [];
    page.once('dialog', (d) => {
      questions.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Not Available' }).click();
    expect(questions[0]).toContain('kind note that you are not available on');
    expect(await page.locator('.vi-hero').getByTestId('inquiry-status').textContent()).toContain('New');

    // 'Also mark {date} as booked on your calendar' is ticked: the day goes on the calendar, and the hints say so.
    expect(await page.getByRole('checkbox', { name: /^Also mark .+ as booked on your calendar$/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Mark as Booked' }).click();
    await page.locator('.vi-hero').getByText('Booked').waitFor();
    await page.getByTestId('fit-hints').getByText(/You marked .+ as booked on your calendar$/).waitFor();
    await page.screenshot({ path: `${SHOTS}/issue36-inbox-booked-1280.png`, fullPage: true });
    await page.getByRole('link', { name: 'All Inquiries' }).click();
    await page.getByRole('button', { name: /^Booked/ }).click();
    await page.getByRole('heading', { name: 'Casey Lee' }).waitFor();
    // Every inquiry for that date now says so in the list (the couples here share one date).
    const hints = await page.getByTestId('calendar-hint').allTextContents();
    expect(hints.length).toBeGreaterThan(0);
    for (const hint of hints) expect(hint).toMatch(/You marked .+ as booked on your calendar$/);
    await page.screenshot({ path: `${SHOTS}/issue36-inbox-list-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an admin releases a held inquiry, which then shows in the owner’s inbox', async () => {
    await sendConfirmed('Robin Held', 'robin@couples.example', { website: 'http://filled-by-a-bot.example' });
    const dash = await open(admin, '/admin');
    await dash.page.getByTestId('stat-inquiries').waitFor();
    expect(await dash.page.getByTestId('stat-inquiries').textContent()).toMatch(/1\s*held/);
    await dash.page.locator('.adm-stats').screenshot({ path: `${SHOTS}/vendor-inbox-admin-stats.png` });
    await dash.page.getByRole('link', { name: 'Held Inquiries', exact: true }).click();
    await dash.page.waitForURL(/\/admin\/inquiries$/);
    const page = dash.page;
    await page.getByRole('heading', { name: 'Held Inquiries', level: 1 }).waitFor();
    const card = page.getByTestId('held-card');
    await card.waitFor();
    expect(await card.textContent()).toContain('Robin Held');
    expect(await card.getByTestId('hold-reasons').textContent()).toContain('Hidden field filled in');
    await checkBothWidths(page, 'admin-held');
    await card.getByRole('button', { name: /^Release/ }).click();
    await page.getByRole('heading', { name: 'No held inquiries' }).waitFor();
    expect(dash.errors).toEqual([]);
    await page.close();

    const inbox = await open(owner, '/vendor/inquiries');
    await inbox.page.getByRole('link', { name: 'Robin Held' }).waitFor();
    expect(inbox.errors).toEqual([]);
    await inbox.page.close();
  });

  it("lets 'Delete' remove a held inquiry only after the confirmation", async () => {
    await sendConfirmed('Sam Spam', 'sam@couples.example', { website: 'bot' });
    const { page, errors } = await open(admin, '/admin/inquiries');
    const card = page.getByTestId('held-card');
    await card.waitFor();
    page.once('dialog', (d) => void d.dismiss());
    await card.getByRole('button', { name: /^Delete/ }).click();
    expect(await card.isVisible()).toBe(true);
    page.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('heading', { name: 'No held inquiries' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows a conversation the couple closed with their reason, and takes no reply", async () => {
    const { threadToken } = await sendConfirmed('Dana Close', 'dana@couples.example');
    expect((await api(`/inquiries/thread/${threadToken}/close`, { reason: 'booked_elsewhere' })).status).toBe(200);
    const { page, errors } = await open(owner, '/vendor/inquiries?status=closed');
    await page.getByRole('link', { name: 'Dana Close' }).click();
    await page.getByRole('heading', { name: 'Dana Close closed this conversation' }).waitFor();
    expect(await page.getByTestId('thread-closed').textContent()).toContain("We've booked someone else");
    expect(await page.getByRole('button', { name: 'Send Reply' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark as Booked' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
