import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';
import { LOGIN_RATE_LIMITS } from '../../domain/identity/auth-rules.ts';

const seenLinks = new Set<string>();

/** The newest login link the site emailed to this address that this test file has not used yet. */
const latestLink = async (site: RunningSite, email: string): Promise<string> => {
  for (let i = 0; i < 50; i++) {
    const mail = (await site.mailbox()).find((m) => m.to === email && m.subject.includes('login link'));
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/verify\/\S+/)?.[0];
    if (link && !seenLinks.has(link)) {
      seenLinks.add(link);
      return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No new login link emailed to ${email}`);
};

const requestLink = async (page: Page, site: RunningSite, email: string) => {
  await page.goto(`${site.baseUrl}/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: /send/i }).click();
  await page.getByRole('heading', { name: 'Check Your Inbox!' }).waitFor();
  expect(await page.getByText(email).first().isVisible()).toBe(true);
  expect(await page.getByText(/15 minutes/).first().isVisible()).toBe(true);
};

describe('vendor login by emailed link, in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  // Long on purpose: the 'Sign in as {email}?' card must wrap it on a phone, not run off the screen.
  const owner = 'weddings.and.bookings@magnolia-barn-and-gardens.example';
  const attackerEmail = 'mallory@attacker.example';

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    // The owner of a seeded listing (owners are created by approvals and claims, in the admin area).
    const vendor = await site.db.knex('vendors').orderBy('slug').first();
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JOWNER000000000000000000', email: owner, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });
    await site.db.knex('users').insert({ id: '01JATTACKER000000000000000', email: attackerEmail, is_admin: false, is_active: true, vendor_id: null, created_at: now, updated_at: now });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('logs a vendor in through the emailed link and lands on the dashboard', async () => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await requestLink(page, site, owner);
    await page.goto(await latestLink(site, owner));
    await page.getByRole('heading', { name: /Logging you in|You're logged in!/ }).waitFor();
    await page.waitForURL(/\/vendor\/dashboard$/, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Vendor Dashboard' }).waitFor();
    expect(await page.locator('main').getByText(owner).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('uwd.auth.token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Signed in, but not an admin: the admin area says no.
    await page.goto(`${site.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have permission to access this page.").waitFor();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL(`${site.baseUrl}/`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows 'Verifying your login...' and lands a reused link on /login?error=invalid_link with its message", async () => {
    const page = await browser.newPage();
    await requestLink(page, site, owner);
    const link = await latestLink(site, owner);
    await page.goto(link);
    await page.waitForURL(/\/vendor\/dashboard$/, { timeout: 10_000 });
    const second = await browser.newPage();
    // Hold the API's answer (a 204 leaves the page where it is) to read the verify page itself.
    await second.route('**/api/auth/verify/**', (route) => route.fulfill({ status: 204 }));
    await second.goto(link);
    await second.getByRole('heading', { name: 'Verifying your login...' }).waitFor();
    await second.getByText('Please wait while we verify your authentication token.').waitFor();
    await second.unrouteAll();
    // The same link a second time: the API refuses it and the login page says why.
    await second.goto(link);
    await second.waitForURL(/\/login\?error=invalid_link$/, { timeout: 10_000 });
    await second.getByText('The login link is invalid or has expired. Please request a new one.').waitFor();
    await page.close();
    await second.close();
  });

  it("shows 'Verifying your login...' from the app's first paint until the callback, never 'Loading…' (on a slow network)", async () => {
    // An account of its own: the links asked for here leave the owner's per-address cap to the other tests.
    const email = 'verify.page@magnolia.example';
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JVERIFYPAGE0000000000000', email, is_admin: false, is_active: true, vendor_id: null, created_at: now, updated_at: now });
    const asking = await browser.newPage();
    await requestLink(asking, site, email);
    const link = await latestLink(site, email);
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    // Every text the page shows, frame by frame, with the path it was shown at (across the redirects).
    const shown: Array<{ path: string; text: string }> = [];
    await page.exposeBinding('__shown', (_source, path: string, text: string) => void shown.push({ path, text }));
    await page.addInitScript(() => {
      let last = '';
      const look = () => {
        const text = document.body?.innerText ?? '';
        if (text !== last) {
          last = text;
          (window as unknown as { __shown: (p: string, t: string) => void }).__shown(location.pathname, text);
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // A slow network: the vendor remote's files and the API's verification each take a while.
    await page.route('**/mf/vendor/**', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.route('**/api/auth/verify/**', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.goto(link, { waitUntil: 'commit' });
    // Another browser than the one that asked: the callback asks who signs in.
    await page.getByRole('heading', { name: `Sign in as ${email}?` }).waitFor({ timeout: 15_000 });

    const verifying = shown.filter((s) => s.path.startsWith('/auth/verify/') && s.text.trim() !== '');
    expect(verifying.length).toBeGreaterThan(0);
    for (const { text } of verifying) {
      expect(text).not.toContain('Loading…');
      expect(text).toContain('Verifying your login...');
      expect(text).toContain('Please wait while we verify your authentication token.');
    }
    expect(errors).toEqual([]);
    await asking.close();
    await page.close();
  });

  it("asks 'Sign in as {email}?' when the link is opened in a second browser, and signs in only after the click", async () => {
    // Asked for on the laptop…
    const laptop = await browser.newContext();
    const asking = await laptop.newPage();
    await requestLink(asking, site, owner);
    const link = await latestLink(site, owner);
    // …opened on the phone: another browser, with its own storage.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    const errors = watchPageErrors(page);
    await page.goto(link);
    await page.getByRole('heading', { name: `Sign in as ${owner}?` }).waitFor({ timeout: 10_000 });
    await page.getByRole('link', { name: 'Cancel' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // On the 390 px phone the card and its text stay on the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const card = (await page.locator('.auth-landing__card').boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    // Nothing happens without the click: no session in the phone, none stored on the server.
    await new Promise((r) => setTimeout(r, 500));
    expect(page.url()).toBe(`${site.baseUrl}/auth/callback`);
    expect(await page.evaluate(() => localStorage.getItem('uwd.auth.token'))).toBeNull();
    const sessionsBefore = (await site.db.knex('sessions').count({ n: '*' }).first()) as { n: number };
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/vendor\/dashboard$/, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Vendor Dashboard' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('uwd.auth.token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(((await site.db.knex('sessions').count({ n: '*' }).first()) as { n: number }).n)).toBe(Number(sessionsBefore.n) + 1);
    expect(errors).toEqual([]);
    await laptop.close();
    await phone.close();
  });

  it("leaves a victim signed out when someone else's link lands in their browser and they cancel", async () => {
    // The attacker asks for a link to their own account…
    const attacker = await browser.newContext();
    const attackerPage = await attacker.newPage();
    await requestLink(attackerPage, site, attackerEmail);
    const link = await latestLink(site, attackerEmail);
    const victim = await browser.newContext();
    const page = await victim.newPage();
    // The victim's browser has asked for links before: it has a browser key of its own.
    await page.goto(`${site.baseUrl}/login`);
    await page.evaluate(() => localStorage.setItem('uwd.auth.browserKey', 'victim-browser-key-0000000000000000000000000'.slice(0, 43)));
    // …and gets the victim to open it: the victim is asked, not signed in to the attacker's account.
    await page.goto(link);
    await page.getByRole('heading', { name: `Sign in as ${attackerEmail}?` }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('uwd.auth.token'))).toBeNull();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('uwd.auth.token'))).toBeNull();
    await attacker.close();
    await victim.close();
  });

  it('returns to the page the visitor was going to, and logs out', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.baseUrl}/admin`);
    await page.waitForURL(/\/login\?redirect=%2Fadmin/);
    await page.getByLabel(/email/i).fill(site.adminEmail);
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByRole('heading', { name: 'Check Your Inbox!' }).waitFor();
    await page.goto(await latestLink(site, site.adminEmail));
    await page.waitForURL(/\/admin$/, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // Logout from the header's For Vendors menu.
    await page.getByRole('button', { name: /For Vendors/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).or(page.getByRole('button', { name: 'Logout' })).first().click();
    await page.getByRole('button', { name: /For Vendors/ }).click();
    await page.getByRole('menuitem', { name: 'Login' }).or(page.getByRole('link', { name: 'Login' })).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('uwd.auth.token'))).toBeNull();
    const sessions = await site.db.knex('sessions').whereNotNull('revoked_at');
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    await page.close();
  });
});

// Its own site: flooding the per-address limit would leave every later test of the file on this address at 429.
describe('a flooded login form, in Chromium', () => {
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

  it('says the limit was reached and when to try again (429 with Retry-After)', async () => {
    // Limits on one email are silent (ADR 10); the per-address limit answers 429: use it up from this address.
    for (let i = 0; i < LOGIN_RATE_LIMITS.perIp.limit; i++) {
      const res = await fetch(`${site.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `flood${i}@example.com` }) });
      expect(res.status).toBe(200);
    }
    const page = await browser.newPage();
    await page.goto(`${site.baseUrl}/login`);
    await page.getByLabel(/email/i).fill('flooded@example.com');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: /send/i }).click();
    const res = await answer;
    expect(res.status()).toBe(429);
    const seconds = Number(res.headers()['retry-after']);
    expect(seconds).toBeGreaterThan(14 * 60);
    await page.getByRole('alert').getByText(`Too many requests. Please try again in ${Math.ceil(seconds / 60)} minutes.`, { exact: true }).waitFor();
    expect(await page.getByText('An error occurred', { exact: false }).count()).toBe(0);
    await page.close();
  });
});
