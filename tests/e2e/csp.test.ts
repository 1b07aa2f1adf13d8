/**
 * The Content-Security-Policy (issue 8, ADR 8) in Debian's Chromium against the built site: every page of
 * SPEC.md §2's route table renders under it with zero violations — public pages as a visitor, the login
 * journey, the vendor dashboard's tabs (and its rich-text editor) and /upgrade as a listing's owner, and
 * every admin screen (with the edit modal's editor) as the admin. A violation is seen two ways: the page's
 * `securitypolicyviolation` events (listened for before any script of the page runs) and Chromium's
 * console errors naming the Content Security Policy.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { emailedLinks, emailedLoginLink } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@csp.example';
const CATEGORIES = ['venues', 'photographers', 'florists', 'planners', 'caterers', 'music'] as const;

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** A browser context whose every page reports CSP violations into `violations`. */
const watchedContext = async (browser: Browser, violations: Violation[]): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.exposeBinding('__uwdCspViolation', (_source, v: Violation) => {
    violations.push(v);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __uwdCspViolation: (v: unknown) => void }).__uwdCspViolation({
        page: location.pathname + location.search,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  context.on('console', (msg) => {
    if (/Content[ -]Security[ -]Policy/i.test(msg.text())) violations.push({ page: msg.page()?.url() ?? '?', directive: 'console', blocked: '', sample: msg.text() });
  });
  return context;
};

describe('Content-Security-Policy: every page renders in Chromium with no violation', () => {
  let site: RunningSite;
  let browser: Browser;
  const violations: Violation[] = [];
  let visitor: BrowserContext;
  let owner: BrowserContext;
  let admin: BrowserContext;
  let vendor: { slug: string; name: string };
  let landing: string;

  /** Signs in through the login form and the emailed link, in a context that is watched from the start. */
  const signIn = async (email: string, landingUrl: RegExp): Promise<BrowserContext> => {
    const context = await watchedContext(browser, violations);
    const page = await context.newPage();
    const before = await emailedLinks(site, email);
    await page.goto(`${site.baseUrl}/login`);
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByRole('heading', { name: 'Check Your Inbox!' }).waitFor();
    await page.goto(await emailedLoginLink(site, email, { except: before }));
    await page.getByRole('heading', { name: /Logging you in|You're logged in!/ }).waitFor();
    await page.waitForURL(landingUrl, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.close();
    return context;
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const knex = site.db.knex;
    const withGallery = await knex('vendor_images').select('vendor_id').groupBy('vendor_id').havingRaw('count(*) between 3 and 8').orderBy('vendor_id').first();
    const row = await knex('vendors').where({ id: withGallery.vendor_id }).first();
    vendor = { slug: row.slug, name: row.name };
    const filter = await knex('seo_filters as f').join('categories as c', 'c.id', 'f.category_id').where('f.is_active', true).orderBy('f.slug').first('f.slug', 'c.slug as category');
    landing = `/${filter.category}/${filter.slug}`;
    const now = new Date();
    await knex('users').insert({ id: '01JCSPOWNER000000000000000', email: OWNER, is_admin: false, is_active: true, vendor_id: row.id, created_at: now, updated_at: now });
    visitor = await watchedContext(browser, violations);
    owner = await signIn(OWNER, /\/vendor\/dashboard$/);
    admin = await signIn(site.adminEmail, /\/admin$|\/vendor\/dashboard$|\/$/);
  });
  afterAll(async () => {
    await visitor?.close();
    await owner?.close();
    await admin?.close();
    await browser?.close();
    await site?.stop();
  });

  /** Opens a path, checks the page was served under the policy and that `heading` (a level-1 one by default) shows. */
  const visit = async (context: BrowserContext, path: string, heading?: string | RegExp): Promise<Page> => {
    const page = await context.newPage();
    const res = await page.goto(site.baseUrl + path);
    expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    return page;
  };

  /** No violation since `from` (an index into the shared list), with the pages named in a failure. */
  const expectNoViolationSince = (from: number, what: string) => {
    expect({ what, violations: violations.slice(from) }).toEqual({ what, violations: [] });
  };

  it('sees a violation when one happens (the detector works): an injected inline script is refused', async () => {
    const from = violations.length;
    const page = await visit(visitor, '/about', 'For the Love of the Upstate');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.head.append(s);
    });
    // Both reports arrive: the page's event and Chromium's console message.
    await expect.poll(() => violations.slice(from).map((v) => v.directive.split('-')[0])).toEqual(expect.arrayContaining(['script', 'console']));
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    await page.close();
    violations.splice(from);
  });

  it('the home page, all vendors, each category list and a search', async () => {
    const from = violations.length;
    const page = await visit(visitor, '/');
    await page.getByTestId('category-tile').first().waitFor();
    for (const path of ['/vendors', '/vendors?search=garden', ...CATEGORIES.map((c) => `/${c}`)]) {
      await page.goto(site.baseUrl + path);
      await page.getByTestId('result-count').waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.close();
    expectNoViolationSince(from, 'public lists');
  });

  it('a vendor detail page (JSON-LD in the head, gallery, lightbox, review form) and a filter landing page', async () => {
    const from = violations.length;
    const page = await visit(visitor, `/vendors/${vendor.slug}`, vendor.name);
    // The server put JSON-LD data blocks in the head: data, not script, so the policy lets them be.
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    await page.getByTestId('gallery-tile').first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Write a review' }).click();
    await page.getByTestId('review-form').waitFor();
    await page.close();
    const filterPage = await visit(visitor, landing);
    await filterPage.getByRole('navigation', { name: /breadcrumb/i }).waitFor();
    await filterPage.close();
    expectNoViolationSince(from, 'vendor detail and filter landing');
  });

  it('apply (free and premier), claim, contact, about, partner and the 404 page', async () => {
    const from = violations.length;
    for (const [path, heading] of [
      ['/apply', undefined],
      ['/apply?plan=premier', undefined],
      ['/claim-listing', 'Claim Your Listing'],
      ['/contact', 'Get in Touch'],
      ['/about', 'For the Love of the Upstate'],
      ['/partner', 'Get found by Upstate couples'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      const page = await visit(visitor, path, heading);
      await page.close();
    }
    expectNoViolationSince(from, 'forms and static pages');
  });

  it('login (with an error code), the login-link landing and the verify page', async () => {
    const from = violations.length;
    const page = await visit(visitor, '/login?error=invalid_link');
    await page.getByText('The login link is invalid or has expired. Please request a new one.').waitFor();
    // Without a code the landing says it could not log the visitor in (then returns to /login).
    await page.goto(`${site.baseUrl}/auth/callback`);
    await page.getByRole('heading', { name: "We couldn't log you in" }).waitFor();
    await page.waitForLoadState('networkidle');
    // The verify page hands the browser to the API, which redirects to /login with an error for a bad token.
    await page.goto(`${site.baseUrl}/auth/verify/not-a-real-token-but-long-enough`);
    await page.waitForURL(/\/login\?error=invalid_link$/, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.close();
    expectNoViolationSince(from, 'login pages');
  });

  it('signing in (login form, emailed link, callback, dashboard) caused no violation', () => {
    // The two sign-ins of beforeAll ran in watched contexts.
    expectNoViolationSince(0, 'sign-in journeys');
  });

  it('the vendor dashboard: Business Profile (view and rich-text edit), Photo Gallery (with an upload), Filters, and /upgrade', async () => {
    const from = violations.length;
    const page = await visit(owner, '/vendor/dashboard', 'Vendor Dashboard');
    await page.getByTestId('profile-view').waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByTestId('profile-form').waitFor();
    await page.getByRole('toolbar', { name: 'Text formatting' }).first().waitFor();
    const editor = page.locator('.ql-editor').first();
    await editor.click();
    await page.keyboard.type(' Bold words');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('tab', { name: 'Photo Gallery' }).click();
    await page.getByTestId('photo-card').first().waitFor();
    // An upload: the signed PUT (connect-src) and the new photo shown from /media (img-src).
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6b46c1' } }).png().toBuffer();
    await page.setInputFiles('#photo-upload-input', { name: 'csp.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('dashboard-notice').getByText('Photo uploaded successfully!', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Filters' }).click();
    await page.getByTestId('filters-form').waitFor();
    await page.waitForLoadState('networkidle');
    await page.close();
    const upgrade = await visit(owner, `/upgrade?slug=${vendor.slug}`, 'Grow Your Business');
    await upgrade.close();
    expectNoViolationSince(from, 'vendor dashboard and upgrade');
  });

  it('every admin screen, with the vendor edit modal and its rich-text editor open', async () => {
    const from = violations.length;
    const page = await visit(admin, '/admin');
    await page.getByTestId('stat-vendors').waitFor();
    for (const [path, heading] of [
      ['/admin/applications', 'Applications'],
      ['/admin/reviews', 'Reviews'],
      ['/admin/messages', 'Contact Messages & Claims'],
      ['/admin/filters', 'SEO Filters Management'],
      ['/admin/vendors/new', 'Add New Vendor'],
      ['/admin/vendors', 'Vendor Management'],
    ] as const) {
      await page.goto(site.baseUrl + path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.getByTestId('vendor-row').first().getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByTestId('vendor-edit-dialog');
    await edit.getByRole('textbox', { name: 'Description' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await page.close();
    expectNoViolationSince(from, 'admin screens');
  });
});
