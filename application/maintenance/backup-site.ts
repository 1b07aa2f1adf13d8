import type { Clock } from '../ports/clock.ts';
import {
  BACKUP_FORMAT,
  MANIFEST_NAME,
  type BackupFolder,
  type BackupManifest,
  type DatabaseArchive,
  type PhotoArchive,
} from '../ports/site-backup.ts';

/** A backup or restore that cannot go ahead, with the reason in words for the operator. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export const PHOTOS_PREFIX = 'photos/';

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/**
 * Writes one backup of the site into an empty folder: the database dump first (a consistent snapshot of a
 * live site), then every photo of the storage, then manifest.json — the last file, so a folder without it
 * is a backup that did not finish. Photos uploaded during the dump may be in the folder without a row
 * pointing at them; that is harmless.
 */
export class BackupSite {
  constructor(
    private readonly database: DatabaseArchive,
    private readonly photos: PhotoArchive,
    private readonly folder: BackupFolder,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<BackupManifest> {
    if (await this.folder.hasFiles()) {
      throw new BackupRefused(`${this.folder.location} already holds files: back up into a new or empty folder (e.g. one named by the date).`);
    }
    const startedAt = this.clock.now().toISOString();
    const schemaVersion = await this.database.schemaVersion();
    const tables = await this.database.countRows();
    const file = await this.folder.write(this.database.dumpName, this.database.dump());

    const files: BackupManifest['photos']['files'] = [];
    for (const key of await this.photos.keys()) {
      const photo = await this.photos.read(key);
      const entry = await this.folder.write(`${PHOTOS_PREFIX}${key}`, once(photo.body));
      files.push({ ...entry, key, contentType: photo.contentType });
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      startedAt,
      finishedAt: this.clock.now().toISOString(),
      database: { engine: this.database.engine, file, schemaVersion, tables },
      photos: { count: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files },
    };
    await this.folder.write(MANIFEST_NAME, once(new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`)));
    return manifest;
  }
}
