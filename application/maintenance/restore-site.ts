import { MANIFEST_NAME, backupManifestSchema, type BackupFolder, type BackupManifest, type DatabaseArchive, type PhotoArchive } from '../ports/site-backup.ts';
import { BackupRefused } from './backup-site.ts';

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** The content tables that held rows before (replaced: only with force). */
  replacedTables: string[];
  /** Photos the storage held before (overwritten where keys match: only with force). */
  photosBefore: number;
  /** Tables whose row count after the restore differs from the manifest's: table, manifest, now. */
  countDifferences: Array<{ table: string; expected: number; actual: number }>;
}

const concat = async (chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> => {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const c of chunks) {
    parts.push(c);
    length += c.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * Restores a backup written by BackupSite: reads and checks manifest.json, checks every file's size and
 * SHA-256 against it before touching anything, refuses to overwrite a database with content (or a
 * storage with photos) unless forced, then loads the dump and writes the photos back, and compares the
 * row counts with the manifest's.
 */
export class RestoreSite {
  constructor(
    private readonly database: DatabaseArchive,
    private readonly photos: PhotoArchive,
    private readonly folder: BackupFolder,
  ) {}

  async execute(opts: { force: boolean }): Promise<RestoreOutcome> {
    const manifest = await this.readManifest();
    if (manifest.database.engine !== this.database.engine) {
      throw new BackupRefused(
        `${this.folder.location} holds a ${manifest.database.engine} dump; this site's database is ${this.database.engine}. Restore it into a ${manifest.database.engine} database (DATABASE_URL).`,
      );
    }

    const files = [manifest.database.file, ...manifest.photos.files];
    const bad: string[] = [];
    for (const f of files) {
      const verdict = await this.folder.matches(f);
      if (verdict !== 'ok') bad.push(`${f.name} (${verdict === 'missing' ? 'missing' : 'size or SHA-256 differs from the manifest'})`);
    }
    if (bad.length) {
      const shown = bad.slice(0, 10).join(', ');
      throw new BackupRefused(`${this.folder.location} is damaged; nothing was restored. ${bad.length} file(s) do not match manifest.json: ${shown}${bad.length > 10 ? ', …' : ''}`);
    }

    const replacedTables = await this.database.tablesWithContent();
    const photosBefore = (await this.photos.keys()).length;
    if (!opts.force && (replacedTables.length || photosBefore)) {
      const what = [
        ...(replacedTables.length ? [`the database holds rows in ${replacedTables.join(', ')}`] : []),
        ...(photosBefore ? [`the photo storage ${this.photos.location} holds ${photosBefore} photo(s)`] : []),
      ].join(' and ');
      throw new BackupRefused(`Nothing was restored: ${what}. Restore into an empty site, or add --force to replace them.`);
    }

    await this.database.load(this.folder.read(manifest.database.file.name));
    for (const f of manifest.photos.files) {
      await this.photos.write({ key: f.key, contentType: f.contentType, body: await concat(this.folder.read(f.name)) });
    }

    const after = await this.database.countRows();
    const countDifferences = Object.entries(manifest.database.tables)
      .filter(([table, expected]) => after[table] !== expected)
      .map(([table, expected]) => ({ table, expected, actual: after[table] ?? 0 }));
    return { manifest, replacedTables, photosBefore, countDifferences };
  }

  private async readManifest(): Promise<BackupManifest> {
    let text: string;
    try {
      text = new TextDecoder().decode(await concat(this.folder.read(MANIFEST_NAME)));
    } catch {
      throw new BackupRefused(`${this.folder.location} holds no ${MANIFEST_NAME}: it is not a backup, or its backup did not finish.`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new BackupRefused(`${this.folder.location}/${MANIFEST_NAME} is not valid JSON: the backup is damaged.`);
    }
    const parsed = backupManifestSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(manifest)'}: ${i.message}`);
      throw new BackupRefused(`${this.folder.location}/${MANIFEST_NAME} is not a manifest this version reads (${problems.join('; ')}).`);
    }
    return parsed.data;
  }
}
