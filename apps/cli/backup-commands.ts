import path from 'node:path';
import type { AppConfig } from '../api/config.ts';
import { createKnex } from '../../adapters/persistence/knex/connection.ts';
import { MariaDbDatabaseArchive, SqliteDatabaseArchive } from '../../adapters/backup/database-archives.ts';
import { LocalBackupFolder } from '../../adapters/backup/local-backup-folder.ts';
import { LocalPhotoArchive, S3PhotoArchive } from '../../adapters/backup/photo-archives.ts';
import { S3BackupFolder } from '../../adapters/backup/s3-backup-folder.ts';
import { backupS3Client } from '../../adapters/backup/s3-client.ts';
import { SystemClock } from '../../adapters/system/system-clock.ts';
import { BackupRefused, BackupSite } from '../../application/maintenance/backup-site.ts';
import { RestoreSite } from '../../application/maintenance/restore-site.ts';
import type { BackupFolder, DatabaseArchive, PhotoArchive } from '../../application/ports/site-backup.ts';

export const BACKUP_USAGE = `Usage:
  npm run cli -- backup <folder>             back up the database and the photos into a new or empty folder
  npm run cli -- restore <folder> [--force]  restore them (--force: replace a database or photo storage that has content)

<folder> is a directory, or s3://bucket/prefix in the site's S3 store (S3_ENDPOINT, S3_ACCESS_KEY_ID …).
`;

/** Wrong arguments or settings: the message for the operator, exit code 1. */
class UsageError extends Error {}

const n = (x: number) => x.toLocaleString('en-US');
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const parseArgs = (command: 'backup' | 'restore', args: string[]): { location: string; force: boolean } => {
  const flags = args.filter((a) => a.startsWith('-'));
  const positional = args.filter((a) => !a.startsWith('-'));
  const allowed = command === 'restore' ? ['--force'] : [];
  const unknown = flags.filter((f) => !allowed.includes(f));
  if (unknown.length) throw new UsageError(`Unknown option ${unknown.join(', ')} for ${command}.`);
  if (positional.length !== 1) throw new UsageError(positional.length ? `${command} takes one folder, not ${positional.length}.` : `${command}: name the backup folder.`);
  return { location: positional[0]!, force: flags.includes('--force') };
};

const folderFor = (location: string, config: AppConfig): BackupFolder => {
  if (!location.startsWith('s3://')) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) throw new UsageError(`${location}: a backup folder is a directory or s3://bucket/prefix.`);
    return new LocalBackupFolder(location);
  }
  const m = /^s3:\/\/([^/]+)\/(.*[^/].*)$/.exec(location);
  if (!m) throw new UsageError(`${location}: name a folder inside the bucket, e.g. s3://uwd-backups/2026-12-03.`);
  const [, bucket, prefix] = m as unknown as [string, string, string];
  if (config.storage.kind !== 's3') {
    throw new UsageError(`${location}: an s3:// backup uses the site's S3 settings (S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); this site keeps photos on local disk. Back up to a directory.`);
  }
  if (bucket === config.storage.bucket) throw new UsageError(`${location}: keep backups out of the photo bucket (${bucket}); use a bucket of their own.`);
  return new S3BackupFolder(backupS3Client(config.storage), bucket, prefix);
};

const photosFor = (config: AppConfig): PhotoArchive =>
  config.storage.kind === 's3' ? new S3PhotoArchive(backupS3Client(config.storage), config.storage.bucket) : new LocalPhotoArchive(config.storage.root);

const tableSummary = (tables: Record<string, number>) =>
  `${Object.keys(tables).length} tables; ${['vendors', 'vendor_images', 'users', 'inquiries', 'subscriptions'].filter((t) => t in tables).map((t) => `${t} ${n(tables[t]!)}`).join(', ')}`;

/** `backup <folder>` and `restore <folder> [--force]`: prints what was done; 1 on wrong arguments or a refusal. */
export const runBackupCommand = async (command: 'backup' | 'restore', args: string[], config: AppConfig): Promise<number> => {
  let parsed: { location: string; force: boolean };
  let folder: BackupFolder;
  try {
    parsed = parseArgs(command, args);
    folder = folderFor(parsed.location, config);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`${e.message}\n\n${BACKUP_USAGE}`);
    return 1;
  }
  const knex = config.database.client === 'mysql' ? createKnex(config.database, { pool: { min: 0, max: 2 } }) : null;
  const database: DatabaseArchive =
    config.database.client === 'mysql' ? new MariaDbDatabaseArchive(config.database.url, knex!) : new SqliteDatabaseArchive(path.resolve(config.database.filename));
  const photos = photosFor(config);
  const started = Date.now();
  try {
    if (command === 'backup') {
      const m = await new BackupSite(database, photos, folder, new SystemClock()).execute();
      process.stdout.write(
        [
          `Backed up to ${folder.location} in ${seconds(Date.now() - started)} (started ${m.startedAt}).`,
          `  database: ${m.database.engine}, schema ${m.database.schemaVersion ?? '(no migrations)'}, ${tableSummary(m.database.tables)}`,
          `            → ${m.database.file.name}, ${mib(m.database.file.bytes)}, sha256 ${m.database.file.sha256}`,
          `  photos:   ${n(m.photos.count)} from ${photos.location} (${mib(m.photos.bytes)}) → photos/`,
          '  manifest.json written last: the backup is complete.',
          '',
        ].join('\n'),
      );
      return 0;
    }
    const r = await new RestoreSite(database, photos, folder).execute({ force: parsed.force });
    const m = r.manifest;
    process.stdout.write(
      [
        `Restored ${folder.location} (backup of ${m.startedAt}) in ${seconds(Date.now() - started)}; every file matched manifest.json.`,
        `  database: ${r.replacedTables.length ? `replaced the content of ${r.replacedTables.join(', ')} (--force)` : 'loaded into an empty database'}; ${m.database.engine}, schema ${m.database.schemaVersion ?? '(no migrations)'}, ${tableSummary(m.database.tables)}`,
        r.countDifferences.length
          ? `            row counts differ from the manifest's (writes during the backup?): ${r.countDifferences.map((d) => `${d.table} ${n(d.expected)} → ${n(d.actual)}`).join(', ')}`
          : '            row counts match the manifest in every table',
        `  photos:   ${n(m.photos.count)} written to ${photos.location}${r.photosBefore ? ` (which held ${n(r.photosBefore)} before; same keys overwritten, --force)` : ''}`,
        '  Next: `npm run migrate` (in case this code is newer than the backup), then start the API and the worker.',
        '',
      ].join('\n'),
    );
    return 0;
  } catch (e) {
    if (!(e instanceof BackupRefused)) throw e;
    process.stderr.write(`${e.message}\n`);
    return 1;
  } finally {
    await knex?.destroy();
  }
};
