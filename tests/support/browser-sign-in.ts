import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningSite } from './running-site.ts';

const LINK = /https?:\/\/\S+\/auth\/verify\/[A-Za-z0-9_-]+/;

/** Every login link emailed to this address so far. */
export const emailedLinks = async (site: RunningSite, email: string): Promise<Set<string>> =>
  new Set((await site.mailbox()).filter((m) => m.to === email).flatMap((m) => m.text.match(LINK)?.[0] ?? []));

/**
 * A login link emailed to this address that is not in `except` (waits up to 10 s for the mail). By default
 * only the login-link mails count; `anyMail` also takes the link in a welcome or claim-granted mail.
 */
export const emailedLoginLink = async (site: RunningSite, email: string, opts: { except?: ReadonlySet<string>; anyMail?: boolean } = {}): Promise<string> => {
  for (let i = 0; i < 50; i++) {
    for (const m of await site.mailbox()) {
      if (m.to !== email || !(opts.anyMail || m.subject.includes('login link'))) continue;
      const link = m.text.match(LINK)?.[0];
      if (link && !opts.except?.has(link)) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No new login link emailed to ${email}`);
};

/**
 * A link that no browser asked for (a welcome or claim-granted mail), or one opened in another browser than the
 * one that asked: the landing asks 'Sign in as {email}?' and signs in only after the click on 'Sign in' (ADR 10).
 */
export const confirmSignInAs = async (page: Page, email: string): Promise<void> => {
  await page.getByRole('heading', { name: `Sign in as ${email}?` }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/**
 * Signs in the way a person does — the login form, then the emailed link — in a browser context of its
 * own, and returns it with the session token once the app has stored it.
 */
export const signInInBrowser = async (
  browser: Browser,
  site: RunningSite,
  email: string,
  opts: { landing?: RegExp; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; token: string }> => {
  const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1280, height: 900 } });
  const page = await context.newPage();
  const before = await emailedLinks(site, email);
  await page.goto(`${site.baseUrl}/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: /send/i }).click();
  await page.getByRole('heading', { name: 'Check Your Inbox!' }).waitFor();
  await page.goto(await emailedLoginLink(site, email, { except: before }));
  if (opts.landing) await page.waitForURL(opts.landing, { timeout: 15_000 });
  await page.waitForFunction(() => !!localStorage.getItem('uwd.auth.token'), null, { timeout: 15_000 });
  const token = (await page.evaluate(() => localStorage.getItem('uwd.auth.token'))) ?? '';
  await page.close();
  return { context, token };
};
