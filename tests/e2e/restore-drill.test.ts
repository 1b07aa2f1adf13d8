/**
 * Issue 41's restore drill: a live production-profile site (MariaDB, Redis, S3, SMTP, two API processes and
 * a worker; the demo directory with its photos in the bucket and its paid plans, plus inquiries sent and
 * confirmed through the API) is backed up with `npm run cli -- backup`, destroyed (every server stopped,
 * every data directory deleted), and restored with `npm run cli -- restore` into fresh servers. The new
 * site must answer with every vendor, photo (the same bytes), inquiry thread and plan the old one had.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HmacFormTokens } from '../../adapters/system/hmac-form-tokens.ts';
import { INQUIRY_FORM } from '../../application/inquiries/submit-inquiry.ts';
import type { BackupManifest } from '../../application/ports/site-backup.ts';
import { startProductionProfile, type ProductionProfile } from '../support/production-profile.ts';
import { decodeMail } from '../support/smtp.ts';

const FORM_TOKEN_SECRET = 'production-profile-form-token-secret';
const BROWSER_KEY = 'restore-drill-browser-key-000000000000000000';
const json = { 'content-type': 'application/json' };

/** What the site answers, read through its API: the facts the drill compares before and after. */
interface SiteFacts {
  /** The admin's vendor table, every page: every listing (inactive ones too) with its plan and status. */
  vendors: Array<{ _id: string; slug: string; isActive: boolean; subscriptionTier: string; planStatus: string }>;
  /** The public page of each active vendor, with the bucket's address taken out of photo URLs. */
  pages: Record<string, unknown>;
  /** Every photo URL of those pages (by key), and its bytes. */
  photos: Map<string, Buffer>;
  /** The couples' threads, by their link's token. */
  threads: Record<string, unknown>;
  /** The admin's view of each listing on a paid plan (tier, cancel date, owner). */
  plans: Record<string, unknown>;
}

/** Runs `work` on every item, 6 at a time. */
const eachAtOnce = async <T>(items: T[], work: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
};

const getJson = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
};

/** The real sign-in over HTTP: login link by SMTP → verify → one-time code → session. */
const signInAdmin = async (site: ProductionProfile): Promise<Record<string, string>> => {
  const before = new Set(site.emailedLinks(site.adminEmail));
  const login = await fetch(`${site.baseUrl}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: site.adminEmail, browserKey: BROWSER_KEY }) });
  expect(login.status).toBe(200);
  const token = new URL(await site.newLink(site.adminEmail, before)).pathname.split('/').at(-1)!;
  const verify = await fetch(`${site.baseUrl}/api/auth/verify/${token}`, { redirect: 'manual' });
  const code = new URL(verify.headers.get('location')!, site.baseUrl).searchParams.get('session_token');
  const session = (await (await fetch(`${site.baseUrl}/api/auth/session`, { method: 'POST', headers: json, body: JSON.stringify({ code, browserKey: BROWSER_KEY }) })).json()) as { token?: string };
  if (!session.token) throw new Error('No session for the admin');
  return { authorization: `Bearer ${session.token}` };
};

const factsOf = async (site: ProductionProfile, threadTokens: string[]): Promise<SiteFacts> => {
  const admin = await signInAdmin(site);
  const vendors: SiteFacts['vendors'] = [];
  for (let page = 1; ; page++) {
    const answer = (await getJson(`${site.baseUrl}/api/admin/vendors?page=${page}`, admin)) as { vendors: SiteFacts['vendors']; pagination: { hasNextPage: boolean } };
    vendors.push(...answer.vendors.map(({ _id, slug, isActive, subscriptionTier, planStatus }) => ({ _id, slug, isActive, subscriptionTier, planStatus })));
    if (!answer.pagination.hasNextPage) break;
  }
  vendors.sort((a, b) => a.slug.localeCompare(b.slug));

  const bucketBase = `${site.s3.endpoint}/${site.s3.bucket}/`;
  const pages: SiteFacts['pages'] = {};
  const photos = new Map<string, Buffer>();
  await eachAtOnce(
    vendors.filter((x) => x.isActive),
    async (v) => {
      const text = JSON.stringify((await getJson(`${site.baseUrl}/api/vendors/${v.slug}`)).vendor);
      pages[v.slug] = JSON.parse(text.replaceAll(bucketBase, 's3:'));
      const urls = new Set(text.match(new RegExp(`${bucketBase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^"]+`, 'g')) ?? []);
      for (const url of urls) {
        const res = await fetch(url);
        expect(res.status, url).toBe(200);
        photos.set(url.slice(bucketBase.length), Buffer.from(await res.arrayBuffer()));
      }
    },
  );

  const threads: SiteFacts['threads'] = {};
  for (const token of threadTokens) threads[token] = await getJson(`${site.baseUrl}/api/inquiries/thread/${token}`);
  const plans: SiteFacts['plans'] = {};
  for (const v of vendors.filter((x) => x.subscriptionTier !== 'free')) {
    plans[v.slug] = JSON.parse(JSON.stringify((await getJson(`${site.baseUrl}/api/admin/vendors/${v._id}`, admin)).vendor).replaceAll(bucketBase, 's3:'));
  }
  return { vendors, pages, photos, threads, plans };
};

/** A couple sends the inquiry form to a vendor and confirms it from the email: the thread's link token. */
const sendInquiry = async (site: ProductionProfile, vendor: { _id: string; name: string }, email: string, message: string): Promise<string> => {
  const formToken = new HmacFormTokens(FORM_TOKEN_SECRET).issue(INQUIRY_FORM, new Date(Date.now() - 60_000));
  const form = { name: 'Sam Rivera', email, phone: '864-555-0100', weddingDate: '2027-10-09', dateUndecided: false, guestCount: 120, budget: '10000-plus', message, website: '', formToken };
  const sent = await fetch(`${site.baseUrl}/api/vendors/${vendor._id}/inquiries`, { method: 'POST', headers: json, body: JSON.stringify(form) });
  expect(sent.status, await sent.clone().text()).toBe(201);
  const confirmLink = /\/inquiries\/confirm\/([A-Za-z0-9_-]{20,})/;
  let token: string | undefined;
  for (let i = 0; i < 150 && !token; i++) {
    const mail = site.smtp.received.filter((m) => m.to.includes(email)).map((m) => decodeMail(m.raw)).find((m) => confirmLink.test(m.text));
    token = mail ? confirmLink.exec(mail.text)![1] : undefined;
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  if (!token) throw new Error(`No confirmation email to ${email} over SMTP`);
  const confirmed = (await (await fetch(`${site.baseUrl}/api/inquiries/confirm`, { method: 'POST', headers: json, body: JSON.stringify({ token }) })).json()) as { threadToken?: string };
  if (!confirmed.threadToken) throw new Error(`The inquiry of ${email} was not confirmed`);
  return confirmed.threadToken;
};

describe('the restore drill: back up a live production-profile site, destroy it, restore it into fresh servers', () => {
  const backupRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-restore-drill-'));
  const backupDir = path.join(backupRoot, 'nightly');
  let site: ProductionProfile | null = null;
  afterAll(async () => {
    await site?.stop();
    fs.rmSync(backupRoot, { recursive: true, force: true });
  }, 60_000);

  it('finds every vendor, photo (byte for byte), inquiry and plan on the restored site', async () => {
    const started = Date.now();
    const phases: string[] = [];
    let phaseStart = started;
    const phase = (name: string) => {
      phases.push(`${name} ${((Date.now() - phaseStart) / 1000).toFixed(0)} s`);
      phaseStart = Date.now();
    };
    site = await startProductionProfile();
    phase('site up');
    const old = site;

    // The live site: the demo directory (photos in the bucket, paid plans) and two confirmed inquiries.
    const venues = ((await getJson(`${old.baseUrl}/api/vendors?category=venues&limit=2`)).vendors as Array<{ _id: string; name: string }>).slice(0, 2);
    expect(venues).toHaveLength(2);
    const threadTokens = [
      await sendInquiry(old, venues[0]!, 'drill-couple-1@example.com', 'Is the barn free on October 9, 2027? We are about 120 guests.'),
      await sendInquiry(old, venues[1]!, 'drill-couple-2@example.com', 'We would love a tour of the gardens next spring, if you have a Saturday open.'),
    ];
    const before = await factsOf(old, threadTokens);
    phase('inquiries sent, facts read');
    expect(before.vendors.length).toBeGreaterThan(50);
    expect(before.photos.size).toBeGreaterThan(100);
    expect(Object.keys(before.plans).length).toBeGreaterThan(0);

    // Backup of the live site, with the operator's command.
    const backup = await old.cli(['backup', backupDir]);
    expect(backup.code, backup.output).toBe(0);
    phase('backup');
    expect(backup.output).toContain(`Backed up to ${backupDir}`);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.database.engine).toBe('mariadb');
    expect(manifest.database.tables.inquiries).toBe(2);
    expect(manifest.photos.count).toBeGreaterThanOrEqual(before.photos.size);

    // The disaster: every server stopped, every data directory (MariaDB's, the bucket's, Redis's) deleted.
    await old.stop();
    site = null;

    // Fresh servers; the deploy step restores the backup, then migrates (nothing left to apply).
    site = await startProductionProfile({ restoreFrom: backupDir });
    phase('destroyed, restored into fresh servers, up');
    expect(site.restored!.output).toContain('loaded into an empty database');
    expect(site.restored!.output).toContain('row counts match the manifest in every table');
    expect(site.restored!.output).toContain(`photos:   ${manifest.photos.count} written to s3://${site.s3.bucket}`);
    expect(site.migrations.map((m) => m.code)).toEqual([0, 0]);

    const after = await factsOf(site, threadTokens);
    phase('facts read again');
    expect(after.vendors).toEqual(before.vendors);
    expect(after.pages).toEqual(before.pages);
    expect([...after.photos.keys()].sort()).toEqual([...before.photos.keys()].sort());
    for (const [key, bytes] of before.photos) expect(after.photos.get(key)!.equals(bytes), key).toBe(true);
    expect(after.threads).toEqual(before.threads);
    expect(after.plans).toEqual(before.plans);
    for (const t of Object.values(after.threads) as Array<{ thread: { messages: Array<{ body: string }> } }>) expect(t.thread.messages.length).toBeGreaterThan(0);

    // A restore over a site with content is refused without --force, and says why.
    const again = await site.cli(['restore', backupDir]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('Nothing was restored: the database holds rows in vendors');
    console.log(
      `restore drill: ${before.vendors.length} vendors, ${before.photos.size} photos, ${threadTokens.length} inquiries, ` +
        `${before.vendors.filter((v) => v.subscriptionTier !== 'free').length} paid plans; backup ${(manifest.database.file.bytes / 2 ** 20).toFixed(1)} MiB dump + ` +
        `${(manifest.photos.bytes / 2 ** 20).toFixed(1)} MiB photos; whole drill ${((Date.now() - started) / 1000).toFixed(0)} s (${phases.join(', ')})`,
    );
  }, 300_000);
});
