/**
 * Issue 7's production-profile job: MariaDB + Redis + an S3-compatible server + SMTP, two API processes
 * behind a round-robin balancer and one worker, all separate processes with NODE_ENV=production
 * (tests/support/production-profile.ts). A browser journey runs through it, then the fault tests: the
 * worker killed with SIGKILL mid-send, and MariaDB restarted under light load.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startProductionProfile, waitForHttp, type ProductionProfile } from '../support/production-profile.ts';

describe('the production profile: two API processes, one worker, MariaDB, Redis, S3, SMTP', () => {
  let profile: ProductionProfile;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    profile = await startProductionProfile({ queueLockSeconds: 3 });
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await profile?.stop();
  }, 60_000);

  const newPage = async (): Promise<{ page: Page; errors: string[] }> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: watchPageErrors(page) };
  };

  /** The login form, then the link that arrived over SMTP. */
  const signIn = async (page: Page, email: string) => {
    const before = new Set(profile.emailedLinks(email));
    await page.goto(`${profile.baseUrl}/login`);
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByRole('heading', { name: 'Check Your Inbox!' }).waitFor();
    await page.goto(await profile.newLink(email, before));
    await page.waitForFunction(() => !!localStorage.getItem('uwd.auth.token'), null, { timeout: 15_000 });
  };

  it('ran the two concurrent migrate commands safely: both succeeded, the migrations were applied once', async () => {
    expect(profile.migrations.map((m) => m.code)).toEqual([0, 0]);
    const outputs = profile.migrations.map((m) => m.output).join('\n');
    expect(outputs).toMatch(/Applied \d+ migration/);
    const names = (await profile.knex('knex_migrations').select('name')) as Array<{ name: string }>;
    expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
  });

  it('apply → admin approves → the owner signs in from the link received over SMTP → uploads a photo to S3 → the public page shows it', async () => {
    const stamp = Date.now().toString(36);
    const businessName = `Reedy River Light ${stamp}`;
    const ownerEmail = `owner-${stamp}@reedy.example`;

    // 1. A vendor applies (free plan).
    const { page: applicant, errors: applicantErrors } = await newPage();
    await applicant.goto(`${profile.baseUrl}/apply`);
    await applicant.waitForSelector('#apply-category:not([disabled])');
    await applicant.getByLabel('Business Name').fill(businessName);
    await applicant.getByLabel('Category').selectOption({ label: 'Photographers' });
    await applicant.getByLabel('Owner Name').fill('Jane Magnolia');
    await applicant.getByLabel('Email Address').fill(ownerEmail);
    await applicant.getByLabel('Phone Number').fill('(864) 555-0142');
    await applicant.getByLabel('City').fill('Greenville');
    await applicant.getByLabel('County').fill('Greenville');
    await applicant.getByRole('button', { name: 'Submit Application' }).click();
    await applicant.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    expect(applicantErrors).toEqual([]);

    // 2. The admin signs in with the link that came over SMTP and approves it.
    const { page: admin, errors: adminErrors } = await newPage();
    await signIn(admin, profile.adminEmail);
    await admin.goto(`${profile.baseUrl}/admin/applications`);
    const card = admin.getByTestId('application-card').filter({ has: admin.getByRole('heading', { name: businessName, exact: true }) });
    await card.waitFor();
    const approved = admin.waitForResponse((r) => r.url().endsWith('/approve') && r.request().method() === 'PUT');
    admin.once('dialog', (d) => void d.accept()); // 'Approve "…"? This creates the listing …'
    await card.getByRole('button', { name: 'Approve' }).click();
    expect((await approved).status()).toBe(200);
    await card.waitFor({ state: 'detached' });
    expect(adminErrors).toEqual([]);

    // 3. The new owner signs in the same way and lands on the dashboard of the new listing.
    const { page: owner, errors: ownerErrors } = await newPage();
    await signIn(owner, ownerEmail);
    await owner.goto(`${profile.baseUrl}/vendor/dashboard`);
    await owner.getByRole('heading', { name: 'Vendor Dashboard', level: 1 }).waitFor();
    await owner.getByText(businessName, { exact: true }).first().waitFor();
    const listing = await owner.getByRole('link', { name: 'View Profile', exact: true }).getAttribute('href');
    expect(listing).toMatch(/^\/vendors\/reedy-river-light-/);

    // 4. A real PNG goes from the browser straight to the S3-compatible store (presigned PUT), then the
    //    API reads it back, checks it and writes the WebP sizes there.
    await owner.getByRole('tab', { name: 'Photo Gallery' }).click();
    await owner.getByTestId('photo-count').getByText('0 photos').waitFor();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 120, b: 90 } } }).png().toBuffer();
    const put = owner.waitForRequest((r) => r.method() === 'PUT' && r.url().startsWith(profile.s3.endpoint));
    await owner.setInputFiles('#photo-upload-input', { name: 'falls-park.png', mimeType: 'image/png', buffer: png });
    expect((await put).url()).toContain(`/${profile.s3.bucket}/`);
    await owner.getByText('Photo uploaded successfully!').waitFor();
    await owner.getByTestId('photo-count').getByText('1 photos').or(owner.getByTestId('photo-count').getByText('1 photo')).waitFor();
    expect(ownerErrors).toEqual([]);

    // 5. The public page shows the photo, served from the bucket.
    const { page: couple, errors: coupleErrors } = await newPage();
    await couple.goto(`${profile.baseUrl}${listing}`);
    await couple.getByRole('heading', { name: businessName, level: 1 }).waitFor();
    const fromBucket = couple.locator(`img[src^="${profile.s3.endpoint}/${profile.s3.bucket}/"]`).first();
    await fromBucket.waitFor();
    await expect.poll(() => fromBucket.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(coupleErrors).toEqual([]);

    // Both API processes served this journey: sessions, uploads and caches work whichever answers.
    const [first, second] = profile.answeredBy();
    expect(first).toBeGreaterThan(10);
    expect(second).toBeGreaterThan(10);
  }, 180_000);

  it('loses no email and sends none twice when the worker is killed with SIGKILL in the middle of sending', async () => {
    const email = profile.adminEmail;
    const linksBefore = new Set(profile.emailedLinks(email));
    const mailsTo = () => profile.smtp.received.filter((m) => m.to.includes(email)).length;
    const before = mailsTo();

    // A slow mail server: the worker will be inside the SMTP transaction when it dies.
    profile.smtp.setHoldMs(4_000);
    const res = await fetch(`${profile.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => profile.smtp.holding(), { timeout: 20_000 }).toBe(1);
    const abandonedBefore = profile.smtp.abandoned.length;
    profile.worker().child.kill('SIGKILL');
    expect(await profile.worker().exited).toBe(null);
    // The mail server never said 250 to the dead worker: that message was not accepted.
    await expect.poll(() => profile.smtp.abandoned.length, { timeout: 10_000 }).toBe(abandonedBefore + 1);
    expect(mailsTo()).toBe(before);
    profile.smtp.setHoldMs(0);

    // A new worker takes the job again once the dead one's lock has expired (QUEUE_LOCK_SECONDS=3).
    await profile.startWorker();
    await expect.poll(mailsTo, { timeout: 30_000, interval: 250 }).toBe(before + 1);
    // …and sends it once: nothing more arrives while the queue settles.
    await new Promise((r) => setTimeout(r, 8_000));
    expect(mailsTo()).toBe(before + 1);
    const link = await profile.newLink(email, linksBefore);
    expect(link).toContain(profile.baseUrl);
    const pending = (await profile.knex('outbox').whereNull('dispatched_at').count({ n: '*' }).first()) as { n: number } | undefined;
    expect(Number(pending?.n)).toBe(0);
  }, 90_000);

  it('answers with errors only while MariaDB is down during light load, and recovers without a restart', async () => {
    type Sample = { at: number; status: number; json: boolean };
    const samples: Sample[] = [];
    let stop = false;
    let i = 0;
    // Light load: uncached reads (a different search each time, so the public cache cannot answer).
    const load = (async () => {
      while (!stop) {
        const at = Date.now();
        const path = i++ % 3 === 0 ? '/api/ready' : `/api/vendors?search=falls${i}&category=photographers`;
        try {
          const res = await fetch(`${profile.baseUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
          const json = (res.headers.get('content-type') ?? '').includes('application/json');
          await res.arrayBuffer();
          samples.push({ at, status: res.status, json });
        } catch {
          samples.push({ at, status: 0, json: false });
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    // Counts, not durations: on a busy 2-core machine a request may take a while.
    await expect.poll(() => samples.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    const downAt = Date.now();
    await profile.mariadb.shutdown();
    await new Promise((r) => setTimeout(r, 3_000));
    await profile.mariadb.start();
    const upAt = Date.now();
    await expect.poll(() => samples.filter((s) => s.at >= upAt + 3_000).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
    stop = true;
    await load;

    const before = samples.filter((s) => s.at < downAt);
    const during = samples.filter((s) => s.at >= downAt && s.at < upAt);
    // A little grace after the server is back: pools notice dead connections on first use.
    const after = samples.filter((s) => s.at >= upAt + 3_000);
    expect(before.length).toBeGreaterThan(5);
    expect(before.every((s) => s.status === 200)).toBe(true);
    expect(during.some((s) => s.status >= 500)).toBe(true);
    // Down means a clear JSON error (503 from /api/ready, 5xx from reads), never a dropped connection.
    expect(during.filter((s) => s.status !== 200).every((s) => s.status >= 500 && s.json)).toBe(true);
    expect(after.length).toBeGreaterThanOrEqual(10);
    expect(after.filter((s) => s.status !== 200)).toEqual([]);

    // Each API process recovered by itself, and so did the worker (a login link still arrives).
    for (const url of profile.apiUrls) await waitForHttp(`${url}/api/ready`, 5_000);
    const before2 = new Set(profile.emailedLinks(profile.adminEmail));
    const res = await fetch(`${profile.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: profile.adminEmail }),
    });
    expect(res.status).toBe(200);
    await profile.newLink(profile.adminEmail, before2);
    for (const api of profile.apis) expect(api.child.exitCode).toBe(null);
  }, 180_000);
});
