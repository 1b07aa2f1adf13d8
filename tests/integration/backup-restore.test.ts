/**
 * Issue 41's restore drill, the fast half: the embedded profile (SQLite + photos on local disk) backed up
 * with the real adapters, restored into a fresh data directory and compared row by row and byte by byte;
 * the refusals (a site with content, a damaged file, another engine); the S3 backup folder on s3rver; and
 * the CLI's answer to wrong arguments. The production profile's drill is tests/e2e/restore-drill.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDatabaseArchive } from '../../adapters/backup/database-archives.ts';
import { LocalBackupFolder } from '../../adapters/backup/local-backup-folder.ts';
import { LocalPhotoArchive } from '../../adapters/backup/photo-archives.ts';
import { S3BackupFolder } from '../../adapters/backup/s3-backup-folder.ts';
import { backupS3Client } from '../../adapters/backup/s3-client.ts';
import { createKnex } from '../../adapters/persistence/knex/connection.ts';
import { migrateLatest } from '../../adapters/persistence/knex/migrator.ts';
import { LocalFileStorage } from '../../adapters/storage/local/local-file-storage.ts';
import { SystemClock } from '../../adapters/system/system-clock.ts';
import { BackupRefused, BackupSite } from '../../application/maintenance/backup-site.ts';
import { RestoreSite } from '../../application/maintenance/restore-site.ts';
import { MANIFEST_NAME, type BackupManifest } from '../../application/ports/site-backup.ts';
import { insertCategory, insertImage, insertReview, insertUser, insertVendor } from '../support/rows.ts';
import { startS3rver, type ThrowawayS3 } from '../support/s3.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

describe('backup and restore of the embedded profile (SQLite + local disk)', () => {
  let tmp: string;
  let source: { db: string; uploads: string; knex: Knex };
  let manifest: BackupManifest;
  const backupDir = () => path.join(tmp, 'backup');
  const site = (name: string) => ({ db: path.join(tmp, name, 'app.db'), uploads: path.join(tmp, name, 'uploads') });
  const restoreInto = (target: { db: string; uploads: string }, folder = backupDir()) =>
    new RestoreSite(new SqliteDatabaseArchive(target.db), new LocalPhotoArchive(target.uploads), new LocalBackupFolder(folder));

  /** Every row of every table, in a stable order. */
  const everyRow = async (db: string) => {
    const knex = createKnex({ client: 'sqlite', filename: db });
    try {
      const tables = ((await knex.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")) as Array<{ name: string }>).map((t) => t.name);
      const rows: Record<string, unknown[]> = {};
      // Sorted by content: some tables are WITHOUT ROWID.
      for (const t of tables) rows[t] = ((await knex.raw(`SELECT * FROM "${t}"`)) as unknown[]).map((r) => JSON.stringify(r)).sort();
      return rows;
    } finally {
      await knex.destroy();
    }
  };

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-backup-test-'));
    const s = site('source');
    const knex = createKnex({ client: 'sqlite', filename: s.db });
    await migrateLatest(knex);
    // A small directory: vendors with photos (rows and files), an owner, a review.
    const venues = await insertCategory(knex, 'venues', 'Venues', 1);
    for (let i = 0; i < 4; i++) {
      const vendorId = await insertVendor(knex, venues, { name: `Magnolia Barn ${i}`, slug: `magnolia-barn-${i}` });
      for (let p = 0; p < 3; p++) {
        const imageId = await insertImage(knex, vendorId);
        const photo = new LocalFileStorage(s.uploads);
        await photo.put(`vendors/${vendorId}/${imageId}.jpg`, randomBytes(2000 + p), 'image/jpeg');
        await photo.put(`vendors/${vendorId}/${imageId}-medium.jpg`, randomBytes(900), 'image/jpeg');
      }
      if (i === 0) {
        await insertUser(knex, 'ann@magnolia.example', { vendorId });
        await insertReview(knex, vendorId);
      }
    }
    // An unchecked browser upload is no photo: it stays out of the backup.
    fs.mkdirSync(path.join(s.uploads, 'pending'), { recursive: true });
    fs.writeFileSync(path.join(s.uploads, 'pending', 'unchecked.png'), 'not yet checked');
    source = { ...s, knex };
    manifest = await new BackupSite(new SqliteDatabaseArchive(s.db), new LocalPhotoArchive(s.uploads), new LocalBackupFolder(backupDir()), new SystemClock()).execute();
  }, 120_000);
  afterAll(async () => {
    await source?.knex.destroy();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('writes a manifest with the schema version, the rows per table, and every photo with its checksum', async () => {
    const written = JSON.parse(fs.readFileSync(path.join(backupDir(), MANIFEST_NAME), 'utf8')) as BackupManifest;
    expect(written).toEqual(manifest);
    const [last] = (await source.knex('knex_migrations').orderBy('id', 'desc').limit(1).select('name')) as Array<{ name: string }>;
    expect(manifest.database.schemaVersion).toBe(last!.name);
    const [vendors] = (await source.knex('vendors').count({ n: '*' })) as Array<{ n: number }>;
    expect(manifest.database.tables.vendors).toBe(Number(vendors!.n));
    expect(manifest.database.tables.vendors).toBeGreaterThan(0);

    const photos = fs
      .readdirSync(source.uploads, { recursive: true, encoding: 'utf8' })
      .filter((f) => fs.statSync(path.join(source.uploads, f)).isFile() && !f.startsWith('pending'));
    expect(manifest.photos.count).toBe(photos.length);
    expect(manifest.photos.files.map((f) => f.key).sort()).toEqual(photos.sort());
    expect(manifest.photos.files.every((f) => f.name === `photos/${f.key}` && /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    expect(fs.existsSync(path.join(backupDir(), 'photos', 'pending'))).toBe(false);
  });

  it('restores into a fresh site: every row of every table and every photo, byte for byte', async () => {
    const target = site('fresh');
    const outcome = await restoreInto(target).execute({ force: false });
    expect(outcome.replacedTables).toEqual([]);
    expect(outcome.photosBefore).toBe(0);
    expect(outcome.countDifferences).toEqual([]);

    expect(await everyRow(target.db)).toEqual(await everyRow(source.db));
    for (const f of manifest.photos.files) {
      expect(fs.readFileSync(path.join(target.uploads, f.key)).equals(fs.readFileSync(path.join(source.uploads, f.key)))).toBe(true);
    }
  });

  it('refuses to overwrite a site with content unless forced, and replaces it when forced', async () => {
    const target = site('lived-in');
    const knex = createKnex({ client: 'sqlite', filename: target.db });
    await migrateLatest(knex);
    await insertUser(knex, 'someone@example.com');
    await knex.destroy();

    const refusal = await restoreInto(target)
      .execute({ force: false })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(BackupRefused);
    expect((refusal as Error).message).toBe('Nothing was restored: the database holds rows in users. Restore into an empty site, or add --force to replace them.');
    expect(fs.existsSync(target.uploads)).toBe(false);

    const outcome = await restoreInto(target).execute({ force: true });
    expect(outcome.replacedTables).toEqual(['users']);
    expect(await everyRow(target.db)).toEqual(await everyRow(source.db));
  });

  it('restores nothing from a damaged backup, and names the file', async () => {
    const damaged = path.join(tmp, 'damaged');
    fs.cpSync(backupDir(), damaged, { recursive: true });
    const photo = manifest.photos.files[3]!;
    const file = path.join(damaged, photo.name);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    fs.writeFileSync(file, bytes);

    const target = site('from-damaged');
    const refusal = await restoreInto(target, damaged)
      .execute({ force: false })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(BackupRefused);
    expect((refusal as Error).message).toContain(`${photo.name} (size or SHA-256 differs from the manifest)`);
    expect(fs.existsSync(target.db)).toBe(false);
  });

  it('refuses a folder without a manifest, and a dump of another engine', async () => {
    const empty = path.join(tmp, 'no-manifest');
    fs.mkdirSync(empty);
    await expect(restoreInto(site('x'), empty).execute({ force: false })).rejects.toThrow(`${empty} holds no manifest.json: it is not a backup, or its backup did not finish.`);

    const other = path.join(tmp, 'mariadb-backup');
    fs.cpSync(backupDir(), other, { recursive: true });
    fs.writeFileSync(path.join(other, MANIFEST_NAME), JSON.stringify({ ...manifest, database: { ...manifest.database, engine: 'mariadb' } }));
    await expect(restoreInto(site('y'), other).execute({ force: false })).rejects.toThrow(/holds a mariadb dump; this site's database is sqlite/);
  });

  it('backs up only into a new or empty folder', async () => {
    const again = new BackupSite(new SqliteDatabaseArchive(source.db), new LocalPhotoArchive(source.uploads), new LocalBackupFolder(backupDir()), new SystemClock());
    await expect(again.execute()).rejects.toThrow(`${backupDir()} already holds files: back up into a new or empty folder (e.g. one named by the date).`);
  });
});

describe('a backup folder in an S3 bucket', () => {
  let s3: ThrowawayS3;
  beforeAll(async () => {
    s3 = await startS3rver('uwd-backups');
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it('writes, lists, reads back and checks files under its prefix', async () => {
    const client = backupS3Client({ region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey });
    const folder = new S3BackupFolder(client, s3.bucket, 'nightly/2026-12-03');
    expect(folder.location).toBe('s3://uwd-backups/nightly/2026-12-03');
    expect(await folder.hasFiles()).toBe(false);
    const chunks = async function* () {
      yield new TextEncoder().encode('hello ');
      yield new TextEncoder().encode('backup');
    };
    const entry = await folder.write('photos/vendors/v1/a.webp', chunks());
    expect(entry).toEqual({ name: 'photos/vendors/v1/a.webp', bytes: 12, sha256: createHash('sha256').update('hello backup').digest('hex') });
    expect(await folder.hasFiles()).toBe(true);
    let text = '';
    for await (const c of folder.read(entry.name)) text += new TextDecoder().decode(c);
    expect(text).toBe('hello backup');
    expect(await folder.matches(entry)).toBe('ok');
    expect(await folder.matches({ ...entry, sha256: '0'.repeat(64) })).toBe('different');
    expect(await folder.matches({ ...entry, name: 'photos/missing.webp' })).toBe('missing');
    // Another prefix of the same bucket is another, empty folder.
    expect(await new S3BackupFolder(client, s3.bucket, 'nightly/2026-12-04').hasFiles()).toBe(false);
  });
});

describe('npm run cli -- backup / restore with wrong arguments', () => {
  const cli = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'apps/cli/main.ts', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-cli-args-')), LOG_LEVEL: 'warn' },
    });

  it.each([
    [['backup'], 'backup: name the backup folder.'],
    [['backup', '/tmp/x', '--force'], 'Unknown option --force for backup.'],
    [['backup', 's3://uwd-backups/tonight'], 's3://uwd-backups/tonight: an s3:// backup uses the site\'s S3 settings'],
  ])('%j: exit code 1 and a clear message', (args, message) => {
    const run = cli(args);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage:');
  }, 60_000);
});
