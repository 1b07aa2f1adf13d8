/**
 * Issue 41 §4, migrations expand then contract: during a rolling deploy the previous release's API runs on the
 * schema the new release migrated to. The previous release is the commit before the one that added the newest
 * migration (HEAD when that migration is not committed yet), exported with `git archive` and run with this
 * checkout's node_modules, beside the new release, on one MariaDB database migrated to the latest schema; it
 * reads the new release's rows and writes its own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/mariadb.ts';
import { waitForHttp } from '../support/production-profile.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const MIGRATIONS = 'adapters/persistence/knex/migrations';
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The newest migration file and the commit of the release before it. */
const previousRelease = () => {
  const newest = fs
    .readdirSync(path.join(ROOT, MIGRATIONS))
    .filter((f) => /^\d{8}_\d{3}_\w+\.ts$/.test(f))
    .sort()
    .at(-1)!;
  const added = git('log', '--diff-filter=A', '--format=%H', '-1', '--', `${MIGRATIONS}/${newest}`);
  return { newest, commit: added ? git('rev-parse', `${added}^`) : git('rev-parse', 'HEAD') };
};

describe('the previous release on the newest schema', () => {
  const release = previousRelease();
  const formSecret = 'previous-release-form-token-secret';
  let site: RunningSite;
  let oldDir: string;
  let old: ChildProcess | null = null;
  const output: string[] = [];
  let oldUrl = '';

  beforeAll(async () => {
    // The new release: migrations to the latest and the demo seed, serving on its own port.
    site = await startSite('mariadb', { env: { FORM_TOKEN_SECRET: formSecret } });
    oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-previous-release-'));
    execFileSync('sh', ['-c', `git archive ${release.commit} | tar -x -C '${oldDir}'`], { cwd: ROOT });
    expect(fs.existsSync(path.join(oldDir, MIGRATIONS, release.newest))).toBe(false);
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(oldDir, 'node_modules'));
    const port = await freePort();
    oldUrl = `http://127.0.0.1:${port}`;
    const dataDir = path.join(oldDir, '.data');
    old = spawn(process.execPath, ['--import', 'tsx', 'apps/api/main.ts'], {
      cwd: oldDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_BASE_URL: oldUrl,
        DATABASE_URL: (site.db.config as { url: string }).url,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(ROOT, 'microfrontends'),
        MIGRATE_ON_START: 'false',
        SEED_DEMO: 'false',
        FORM_TOKEN_SECRET: formSecret,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    old.stdout!.on('data', collect);
    old.stderr!.on('data', collect);
    try {
      await waitForHttp(`${oldUrl}/api/ready`, 90_000, `the previous release (${release.commit.slice(0, 10)})`);
    } catch (e) {
      throw new Error(`${(e as Error).message}\n${output.slice(-30).join('\n')}`);
    }
  }, 240_000);

  afterAll(async () => {
    if (old && old.exitCode === null) {
      const exited = new Promise((r) => old!.once('exit', r));
      old.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (old.exitCode === null) old.kill('SIGKILL');
    }
    await site?.stop();
    if (oldDir) fs.rmSync(oldDir, { recursive: true, force: true });
  }, 60_000);

  it(`serves reads and writes with the newest migration applied`, async () => {
    console.log(`[previous release] ${release.commit.slice(0, 10)} (before ${release.newest}) beside the new release, on one database`);
    // A listing with published reviews, written by the new release's seed, read by both releases.
    const vendor = (await site.db
      .knex('vendors')
      .where({ is_active: true })
      .whereExists((q) => q.select(site.db.knex.raw('1')).from('reviews').whereRaw('reviews.vendor_id = vendors.id'))
      .first('slug', 'name')) as { slug: string; name: string };
    const [list, oldPage, newPage] = await Promise.all([fetch(`${oldUrl}/api/vendors`), fetch(`${oldUrl}/api/vendors/${vendor.slug}`), fetch(`${site.baseUrl}/api/vendors/${vendor.slug}`)]);
    expect([list.status, oldPage.status, newPage.status]).toEqual([200, 200, 200]);
    await list.body?.cancel();
    expect(await oldPage.text()).toContain(JSON.stringify(vendor.name));
    await newPage.body?.cancel();
    expect((await fetch(`${oldUrl}/api/vendors/locations`)).status).toBe(200);
    expect((await fetch(`${oldUrl}/`)).status).toBe(200);

    // Writes: a contact message and a login link asked for, through the previous release.
    const contact = await fetch(`${oldUrl}/api/contact/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'GENERAL_INQUIRY',
        name: 'Avery Previous',
        email: 'avery.previous@example.com',
        phone: '864-555-0199',
        subject: 'Availability in June',
        message: 'Hello! We are planning a June wedding for about 120 guests and would love to know your availability.',
      }),
    });
    expect(contact.status).toBe(201);
    const { id } = (await contact.json()) as { id: string };
    expect(await site.db.knex('contact_messages').where({ id }).first('email')).toMatchObject({ email: 'avery.previous@example.com' });
    const login = await fetch(`${oldUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: site.adminEmail }) });
    expect(login.status).toBe(200);
    expect(output.filter((l) => /"level":(50|60)|error/i.test(l))).toEqual([]);
  }, 60_000);
});
