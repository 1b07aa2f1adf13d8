/**
 * Browser journeys of the admin moderation screens (SPEC §2 'Admin dashboard', 'Admin applications', §4, §8):
 * approving and rejecting applications, publishing reviews, granting claims, the dashboard's counts and
 * upgrade requests, and the admin guard — in Debian's Chromium against the built site on a seeded SQLite
 * database.
 */
import { legacyUpgradeRequest } from '../support/legacy-upgrade.ts';
import type { Browser, BrowserContext, Dialog, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';
import { confirmSignInAs, emailedLinks, emailedLoginLink, signInInBrowser } from '../support/browser-sign-in.ts';

const APPROVE_HINT = 'Approving creates the vendor listing and its owner account, and emails the owner a login link.';
const ALREADY_CLAIMED = 'This listing has already been claimed by another user.';
const VENDOR_EMAIL = 'owner@moderation.example';

let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('admin moderation in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  /** The admin's signed-in browser context (the session lives in its localStorage). */
  let admin: BrowserContext;
  let adminToken: string;
  /** A signed-in vendor who is not an admin. */
  let vendorUser: BrowserContext;
  let vendorToken: string;
  let ownVendor: { id: string; slug: string; name: string };
  let categoryId: string;

  const signIn = (email: string, landing: RegExp) => signInInBrowser(browser, site, email, { landing });
  const mailsTo = (email: string) => emailedLinks(site, email);
  const newLoginLink = (email: string, before: Set<string>) => emailedLoginLink(site, email, { except: before, anyMail: true });

  const api = async <T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${site.baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  /** A vendor application as the /apply form sends it. */
  const submitApplication = async (v: { businessName: string; email: string; tier?: 'free' | 'featured' }) => {
    const paid = v.tier === 'featured';
    const res = await api('/applications', {
      method: 'POST',
      body: {
        subscriptionTier: v.tier ?? 'free',
        businessName: v.businessName,
        category: categoryId,
        ownerName: 'Morgan Lakes',
        email: v.email,
        phone: '(864) 555-0177',
        description: 'Natural-light wedding photography on Lake Hartwell.',
        website: 'https://lakeside.example',
        socialMedia: { instagram: '@lakeside', facebook: '', pinterest: '' },
        location: { city: 'Anderson', county: 'Anderson', state: 'SC', zipCode: '29621' },
        yearsInBusiness: 6,
        isLicensed: true,
        isInsured: false,
        startingPrice: 2500,
        priceRange: 'premium',
        additionalInfo: 'Booking 2027 weekends now.',
        ...(paid ? { creditCard: { cardholderName: 'Morgan Lakes', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' } } : {}),
      },
    });
    expect(res.status).toBe(201);
  };

  const openAs = async (context: BrowserContext, path: string, width = 1280): Promise<{ page: Page; errors: string[] }> => {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}${path}`);
    return { page, errors };
  };

  /** Waits for the screen's notice with this text (notices hide themselves after 3 s). */
  const notice = (page: Page, text: string | RegExp) => page.getByTestId('admin-notice').getByText(text).waitFor();

  /** Waits for a card's status badge to read `text`. */
  const badge = (card: Locator, text: string) => card.getByTestId('status').getByText(text, { exact: true }).waitFor();

  const applicationCard = (page: Page, businessName: string): Locator =>
    page.getByTestId('application-card').filter({ has: page.getByRole('heading', { name: businessName, exact: true }) });

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    categoryId = (await site.db.knex('categories').where({ slug: 'photographers' }).first()).id;

    // A vendor with a listing, but no admin rights.
    const row = await site.db.knex('vendors').whereNull('owner_user_id').orderBy('slug', 'desc').first();
    ownVendor = { id: row.id, slug: row.slug, name: row.name };
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JMODVENDOR00000000000000', email: VENDOR_EMAIL, is_admin: false, is_active: true, vendor_id: ownVendor.id, created_at: now, updated_at: now });
    await site.db.knex('vendors').where({ id: ownVendor.id }).update({ owner_user_id: '01JMODVENDOR00000000000000' });

    ({ context: admin, token: adminToken } = await signIn(site.adminEmail, /\/admin$/));
    ({ context: vendorUser, token: vendorToken } = await signIn(VENDOR_EMAIL, /\/vendor\/dashboard$/));
  });
  afterAll(async () => {
    await admin?.close();
    await vendorUser?.close();
    await browser?.close();
    await site?.stop();
  });

  it('approves a pending application: the card shows every field and says approving creates the listing; the owner signs in from the emailed link to their dashboard', async () => {
    const name = unique('Lakeside Lens');
    const email = `approve-${Date.now().toString(36)}@apply.example`;
    await submitApplication({ businessName: name, email, tier: 'featured' });
    const before = await mailsTo(email);

    const { page, errors } = await openAs(admin, '/admin/applications');
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Admin' }).getAttribute('href')).toBe('/admin');
    // Pending is the default filter.
    expect(await page.getByRole('button', { name: 'Pending', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const card = applicationCard(page, name);
    await card.waitFor();
    await badge(card, 'Pending');
    await card.getByText(APPROVE_HINT).waitFor();
    await card.getByText('Photographers · Anderson, SC (Anderson County) 29621').waitFor();
    expect(await card.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    for (const text of ['Morgan Lakes', '(864) 555-0177', '$2,500', 'Premium', 'Natural-light wedding photography on Lake Hartwell.', 'Booking 2027 weekends now.']) {
      await card.getByText(text, { exact: true }).first().waitFor();
    }
    await card.getByText(/Visa •••• 4242/).waitFor();
    // A card only the pending ones have: Approve and Reject.
    const approve = card.getByRole('button', { name: 'Approve' });
    expect(await approve.getAttribute('aria-describedby')).toBeTruthy();

    // Approve asks first, as granting a claim and applying an upgrade do, and says what it does.
    const questions: string[] = [];
    page.once('dialog', (d) => {
      questions.push(d.message());
      void d.accept();
    });
    const approved = page.waitForResponse((r) => r.url().endsWith('/approve') && r.request().method() === 'PUT');
    await approve.click();
    expect((await approved).status()).toBe(200);
    expect(questions).toEqual([
      `Approve "${name}"? This creates the listing in the directory and an owner account for Morgan Lakes (${email}), and emails them a login link.`,
    ]);
    await notice(page, new RegExp(`${escapeRe(name)} approved`));
    // The list reloads: the application is no longer pending.
    await card.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    const done = applicationCard(page, name);
    await badge(done, 'Approved');
    expect(await done.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await done.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    const listing = await done.getByRole('link', { name: /View listing/ }).getAttribute('href');
    expect(listing).toMatch(/^\/vendors\/lakeside-lens-/);
    expect(page.url()).toContain('status=approved');
    expect(errors).toEqual([]);
    await page.close();

    // The new owner follows the emailed link and lands on the dashboard of that listing.
    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const ownerPage = await owner.newPage();
    await ownerPage.goto(await newLoginLink(email, before));
    // No browser asked for a welcome link: the owner confirms who they sign in as.
    await confirmSignInAs(ownerPage, email);
    await ownerPage.waitForURL(/\/vendor\/dashboard$/, { timeout: 15_000 });
    await ownerPage.getByRole('heading', { name: 'Vendor Dashboard', level: 1 }).waitFor();
    await ownerPage.getByText(name, { exact: true }).first().waitFor();
    expect(await ownerPage.getByRole('link', { name: 'View Profile', exact: true }).getAttribute('href')).toBe(listing);
    await owner.close();
  });

  it('rejects with the reason typed into the prompt and shows it on the card; cancelling the prompt sends nothing', async () => {
    const name = unique('Tiny Tent Rentals');
    await submitApplication({ businessName: name, email: `reject-${Date.now().toString(36)}@apply.example` });
    const reason = 'Tent rentals are outside the categories we list.';

    const { page, errors } = await openAs(admin, '/admin/applications');
    const card = applicationCard(page, name);
    await card.waitFor();
    const rejects: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/reject')) rejects.push(r.method());
    });

    // Cancel: nothing is sent and the application stays pending.
    const prompts: Dialog[] = [];
    page.once('dialog', (d) => {
      prompts.push(d);
      void d.dismiss();
    });
    await card.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => prompts.length).toBe(1);
    expect(prompts[0]!.type()).toBe('prompt');
    expect(prompts[0]!.message()).toContain(name);
    await page.waitForTimeout(300);
    expect(rejects).toEqual([]);
    await badge(card, 'Pending');

    // With a reason.
    page.once('dialog', (d) => void d.accept(reason));
    await card.getByRole('button', { name: 'Reject' }).click();
    await notice(page, `${name} rejected.`);
    expect(rejects).toEqual(['PUT']);
    await card.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Rejected', exact: true }).click();
    const rejected = applicationCard(page, name);
    await badge(rejected, 'Rejected');
    await rejected.getByTestId('rejection-reason').getByText(reason, { exact: true }).waitFor();
    expect(await rejected.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    const row = await site.db.knex('applications').where({ business_name: name }).first();
    expect({ status: row.status, reason: row.rejection_reason }).toEqual({ status: 'rejected', reason });

    // A reload keeps the filter (it lives in the address).
    await page.reload();
    await applicationCard(page, name).getByTestId('rejection-reason').waitFor();
    expect(await page.getByRole('button', { name: 'Rejected', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says 'Failed to approve application.' and 'Failed to reject application.' when the server fails, and 'Failed to load applications.' with a Retry that recovers", async () => {
    const name = unique('Broken Bouquet');
    await submitApplication({ businessName: name, email: `fail-${Date.now().toString(36)}@apply.example` });
    const { page } = await openAs(admin, '/admin/applications');
    const card = applicationCard(page, name);
    await card.waitFor();

    await page.route(/\/api\/admin\/applications\/[^/]+\/(approve|reject)$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: { code: 'INTERNAL', message: 'boom' } }) }),
    );
    page.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: 'Approve' }).click();
    await notice(page, 'Failed to approve application.');
    page.once('dialog', (d) => void d.accept(''));
    await card.getByRole('button', { name: 'Reject' }).click();
    await notice(page, 'Failed to reject application.');
    // Nothing changed: still pending, buttons usable again.
    await badge(card, 'Pending');
    expect(await card.getByRole('button', { name: 'Approve' }).isEnabled()).toBe(true);
    await page.unroute(/\/api\/admin\/applications\/[^/]+\/(approve|reject)$/);

    // An application that is no longer pending: the server's reason follows the message.
    await site.db.knex('applications').where({ business_name: name }).update({ status: 'rejected' });
    page.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: 'Approve' }).click();
    await notice(page, 'Failed to approve application. This application has already been processed.');
    await card.waitFor({ state: 'detached' });

    let failing = true;
    await page.route(/\/api\/admin\/applications\?/, (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }) : route.continue(),
    );
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load applications.' });
    await alert.waitFor();
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await applicationCard(page, name).waitFor();
    await page.close();
  });

  it("publishes a review, which changes the vendor page's rating and count, and unpublishes it again", async () => {
    const vendor = await site.db.knex('vendors').where({ is_active: true }).whereNot({ id: ownVendor.id }).orderBy('slug').first();
    const statsOf = async () => (await api<{ vendor: { reviewStats: { averageRating: number; totalReviews: number } } }>(`/vendors/${vendor.slug}`)).body.vendor.reviewStats;
    const before = await statsOf();
    const title = unique('Rain plan fell through');
    const now = new Date();
    await site.db.knex('reviews').insert({
      id: '01JMODREVIEW00000000000000',
      vendor_id: vendor.id,
      reviewer_name: 'Casey Rivers',
      reviewer_email: 'casey@reviews.example',
      rating: 1,
      title,
      body: 'The tent never arrived and nobody answered the phone.',
      wedding_date: '2026-06-13',
      is_published: false,
      published_at: null,
      created_at: now,
      updated_at: now,
    });

    const { page, errors } = await openAs(admin, '/admin/reviews?status=unpublished');
    await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    const card = page.getByTestId('review-card').filter({ has: page.getByRole('heading', { name: title }) });
    await card.waitFor();
    await badge(card, 'Unpublished');
    await card.getByRole('img', { name: 'Rated 1 out of 5' }).waitFor();
    expect(await card.getByRole('link', { name: vendor.name }).getAttribute('href')).toBe(`/vendors/${vendor.slug}`);
    expect(await card.getByRole('link', { name: 'casey@reviews.example' }).getAttribute('href')).toBe('mailto:casey@reviews.example');
    await card.getByText('Casey Rivers', { exact: true }).waitFor();
    await card.getByText('Jun 13, 2026', { exact: true }).waitFor();

    const toggled = page.waitForResponse((r) => r.url().endsWith('/toggle-published'));
    await card.getByRole('button', { name: 'Publish', exact: true }).click();
    const res = (await (await toggled).json()) as { vendorStats: { averageRating: number; totalReviews: number } };
    expect(res.vendorStats.totalReviews).toBe(before.totalReviews + 1);
    const expected = (before.averageRating * before.totalReviews + 1) / (before.totalReviews + 1);
    expect(Math.abs(res.vendorStats.averageRating - expected)).toBeLessThan(0.01);
    const average = res.vendorStats.averageRating.toFixed(1);
    await notice(page, `Review published. ${vendor.name} now has ${average} average from ${before.totalReviews + 1} published reviews.`);
    // The unpublished list no longer holds it.
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    // The vendor page shows the new numbers.
    const vendorPage = await browser.newPage();
    await vendorPage.goto(`${site.baseUrl}/vendors/${vendor.slug}`);
    await vendorPage.getByText(`Based on ${before.totalReviews + 1} reviews`).waitFor();
    expect((await vendorPage.getByTestId('review-average').textContent())?.startsWith(average)).toBe(true);

    // Unpublish from the Published filter: back to the old numbers.
    await page.getByRole('button', { name: 'Published', exact: true }).click();
    const published = page.getByTestId('review-card').filter({ has: page.getByRole('heading', { name: title }) });
    await badge(published, 'Published');
    await published.getByRole('button', { name: 'Unpublish' }).click();
    await notice(page, /^Review unpublished\./);
    expect(await statsOf()).toEqual(before);
    await vendorPage.close();
    // A new browser (the public API may be cached for 30 s in the old one).
    const again = await browser.newPage();
    await again.goto(`${site.baseUrl}/vendors/${vendor.slug}`);
    await again.getByText(before.totalReviews ? `Based on ${before.totalReviews} review` : 'No reviews yet').first().waitFor();
    await again.close();
    await page.close();
  });

  it('grants a claim request to the listing found by search; the claimant is emailed a login link; a listing owned by someone else is refused with the server message', async () => {
    const vendor = await site.db.knex('vendors').whereNull('owner_user_id').where({ is_active: true }).orderBy('slug').first();
    const claimant = `claimant-${Date.now().toString(36)}@claims.example`;
    const subject = `Claim Request for ${vendor.name}`;
    const sent = await api('/contact/submit', {
      method: 'POST',
      body: { type: 'CLAIM_REQUEST', name: 'Jordan Claims', email: claimant, phone: '(864) 555-0111', subject, message: `I own ${vendor.name}.`, businessName: vendor.name },
    });
    expect(sent.status).toBe(201);
    const before = await mailsTo(claimant);

    const { page, errors } = await openAs(admin, '/admin/messages?type=CLAIM_REQUEST');
    await page.getByRole('heading', { name: 'Contact Messages & Claims', level: 1 }).waitFor();
    expect(await page.getByLabel('Type', { exact: true }).inputValue()).toBe('CLAIM_REQUEST');
    const card = page.getByTestId('message-card').filter({ has: page.getByRole('heading', { name: subject, exact: true }) });
    await card.waitFor();
    await card.getByText('Claim My Business Listing', { exact: true }).waitFor();
    await badge(card, 'New');

    await card.getByRole('button', { name: 'Grant claim…' }).click();
    const panel = card.getByTestId('claim-panel');
    // The search starts from the claimed business name and has the focus.
    const search = panel.getByRole('searchbox', { name: 'Search listings' });
    expect(await search.inputValue()).toBe(vendor.name);
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    const choice = panel.getByRole('radio', { name: new RegExp(`^${escapeRe(vendor.name)}`) });
    await choice.check();
    const confirms: string[] = [];
    page.once('dialog', (d) => {
      confirms.push(d.message());
      void d.accept();
    });
    await panel.getByRole('button', { name: `Grant claim to ${vendor.name}` }).click();
    await notice(page, `Claim granted: ${claimant} now manages ${vendor.name} and was emailed a login link.`);
    expect(confirms[0]).toContain(claimant);

    const granted = card.getByTestId('claim-granted');
    await granted.waitFor();
    expect(await granted.getByRole('link', { name: vendor.name }).getAttribute('href')).toBe(`/vendors/${vendor.slug}`);
    await badge(card, 'Resolved');
    expect(await card.getByLabel('Status', { exact: true }).inputValue()).toBe('resolved');
    expect(await card.getByRole('button', { name: 'Grant claim…' }).count()).toBe(0);

    // The claimant's link signs them in to that listing.
    const claimantContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const claimantPage = await claimantContext.newPage();
    await claimantPage.goto(await newLoginLink(claimant, before));
    await confirmSignInAs(claimantPage, claimant);
    await claimantPage.waitForURL(/\/vendor\/dashboard$/, { timeout: 15_000 });
    await claimantPage.getByText(vendor.name, { exact: true }).first().waitFor();
    await claimantContext.close();

    // A second claim for the same listing, by someone else: refused, and nothing changes.
    const other = `second-${Date.now().toString(36)}@claims.example`;
    const secondSubject = `Claim Request for ${vendor.name} (again)`;
    await api('/contact/submit', { method: 'POST', body: { type: 'CLAIM_REQUEST', name: 'Sam Second', email: other, subject: secondSubject, message: 'Mine too.', businessName: vendor.name } });
    await page.reload();
    const second = page.getByTestId('message-card').filter({ has: page.getByRole('heading', { name: secondSubject, exact: true }) });
    await second.getByRole('button', { name: 'Grant claim…' }).click();
    await second.getByRole('radio', { name: new RegExp(`^${escapeRe(vendor.name)}`) }).check();
    page.once('dialog', (d) => void d.accept());
    await second.getByRole('button', { name: `Grant claim to ${vendor.name}` }).click();
    await second.getByRole('alert').getByText(ALREADY_CLAIMED, { exact: true }).waitFor();
    expect(await second.getByTestId('claim-granted').count()).toBe(0);
    expect((await site.db.knex('vendors').where({ id: vendor.id }).first()).owner_user_id).toBe((await site.db.knex('users').where({ email: claimant }).first()).id);
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await page.close();
  });

  it("updates a message's status and notes, and filters the list by status and type", async () => {
    const subject = unique('Do you list officiants?');
    await api('/contact/submit', { method: 'POST', body: { type: 'GENERAL_INQUIRY', name: 'Rae Questions', email: 'rae@questions.example', subject, message: 'Looking for an officiant near Seneca.' } });

    const { page, errors } = await openAs(admin, '/admin/messages');
    const card = page.getByTestId('message-card').filter({ has: page.getByRole('heading', { name: subject }) });
    await card.getByText('General Inquiry', { exact: true }).waitFor();
    const save = card.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await card.getByLabel('Status', { exact: true }).selectOption('in_progress');
    await card.getByLabel('Notes', { exact: true }).fill('Replied with two officiants we know.');
    await save.click();
    await notice(page, 'Message updated.');
    await badge(card, 'In progress');
    const row = await site.db.knex('contact_messages').where({ subject }).first();
    expect({ status: row.status, notes: row.notes }).toEqual({ status: 'in_progress', notes: 'Replied with two officiants we know.' });

    // Filters: 'New' leaves it out, 'In progress' keeps it; type 'Technical Support' leaves it out.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'In progress', exact: true }).click();
    await card.waitFor();
    await page.getByLabel('Type', { exact: true }).selectOption('SUPPORT');
    await card.waitFor({ state: 'detached' });
    await page.getByText('No messages match these filters').waitFor();
    await page.getByRole('button', { name: 'Show all messages' }).click();
    await card.waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the counts of /api/admin/stats, links to every admin area, and applies a pending upgrade request after confirming', async () => {
    const tierLabels: Record<string, string> = { free: 'Free Standard', featured: 'Featured', premier: 'Premier Partner' };
    const currentTier = (await api<{ currentTier: string }>(`/upgrades/check/${ownVendor.slug}`, { token: vendorToken })).body.currentTier;
    expect(currentTier).not.toBe('premier');
    // A request made before plans ran on the processor (issue 37): the admin still applies it.
    await legacyUpgradeRequest(site, ownVendor, 'premier', { brand: 'mastercard', last4: '4444' });
    const { body } = await api<{ stats: { vendors: { total: number; active: number }; applications: { pending: number }; reviews: { total: number }; upgradeRequests: { pending: number } } }>('/admin/stats', { token: adminToken });
    expect(body.stats.upgradeRequests.pending).toBeGreaterThan(0);

    const { page, errors } = await openAs(admin, '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    const vendors = page.getByTestId('stat-vendors');
    await vendors.getByText(`${body.stats.vendors.total.toLocaleString('en-US')} total`).waitFor();
    expect(await page.getByTestId('stat-applications').textContent()).toContain(`${body.stats.applications.pending} pending`);
    expect(await page.getByTestId('stat-reviews').textContent()).toContain(`${body.stats.reviews.total.toLocaleString('en-US')} total`);
    expect(await page.getByTestId('stat-upgrades').textContent()).toContain(`${body.stats.upgradeRequests.pending} pending`);
    const links: Record<string, string> = {
      'Back to Directory': '/',
      'Add New Vendor': '/admin/vendors/new',
      'Review Applications': '/admin/applications',
      'Manage Vendors': '/admin/vendors',
      'Moderate Reviews': '/admin/reviews',
      'Manage SEO Filters': '/admin/filters',
      'Contact Messages & Claims': '/admin/messages',
    };
    for (const [name, href] of Object.entries(links)) expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);

    const row = page.getByTestId('upgrade-request').filter({ hasText: ownVendor.name });
    await row.waitFor();
    expect(await row.locator('.adm-tierchange').textContent()).toMatch(new RegExp(`^${tierLabels[currentTier]}\\s*→\\s*to\\s*Premier Partner$`));
    await row.getByText('Mastercard •••• 4444').waitFor();
    expect(await row.getByRole('link', { name: ownVendor.name }).getAttribute('href')).toBe(`/vendors/${ownVendor.slug}`);

    // Dismissing the confirmation sends nothing.
    page.once('dialog', (d) => void d.dismiss());
    await row.getByRole('button', { name: /^Apply/ }).click();
    await page.waitForTimeout(300);
    expect(await row.isVisible()).toBe(true);

    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: /^Apply/ }).click();
    await notice(page, `Upgrade applied: ${ownVendor.name} is now on the Premier Partner tier.`);
    await row.waitFor({ state: 'detached' });
    // The counts reload with the list.
    await expect.poll(async () => page.getByTestId('stat-upgrades').textContent()).toContain(`${body.stats.upgradeRequests.pending - 1} pending`);
    expect((await api<{ currentTier: string }>(`/upgrades/check/${ownVendor.slug}`, { token: vendorToken })).body.currentTier).toBe('premier');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says 'Failed to load dashboard statistics' with a Retry button that loads them", async () => {
    const page = await admin.newPage();
    let failing = true;
    await page.route('**/api/admin/stats', (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }) : route.continue()));
    await page.goto(`${site.baseUrl}/admin`);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load dashboard statistics' });
    await alert.waitFor();
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('stat-vendors').waitFor();
    expect(await alert.count()).toBe(0);
    await page.close();
  });

  it("shows a signed-in vendor who is not an admin 'Access Denied' on /admin and /admin/applications", async () => {
    for (const path of ['/admin', '/admin/applications']) {
      const { page } = await openAs(vendorUser, path);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText("You don't have permission to access this page.").waitFor();
      expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
      expect(await page.getByTestId('application-card').count()).toBe(0);
      await page.close();
    }
  });

  it('has no serious or critical axe violations on the dashboard, applications, reviews and messages at 1280 and 390 px, and keeps to the viewport at 390 px', async () => {
    for (const width of [1280, 390]) {
      for (const path of ['/admin', '/admin/applications?status=all', '/admin/reviews', '/admin/messages']) {
        const { page } = await openAs(admin, path, width);
        await page.locator('.adm-list, .adm-stats, .empty-state').first().waitFor();
        if (path === '/admin/messages') await page.getByRole('button', { name: 'Grant claim…' }).first().click().catch(() => undefined);
        expect({ path, width, violations: await seriousAxeViolations(page, 'main') }).toEqual({ path, width, violations: [] });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
        await page.close();
      }
    }
  });
});
