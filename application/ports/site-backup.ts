import { z } from 'zod';

/** A file written into a backup folder: its name there, its size and its SHA-256 (hex). */
export interface BackupFileEntry {
  name: string;
  bytes: number;
  sha256: string;
}

/**
 * One backup: a folder on disk or a prefix in an S3 bucket, holding manifest.json, the database dump and
 * photos/<key>. Bytes go in and out as streams of chunks, so a dump of any size never sits in memory.
 */
export interface BackupFolder {
  /** Where it is, for messages: the directory or s3://bucket/prefix. */
  readonly location: string;
  /** Whether the folder already holds anything. */
  hasFiles(): Promise<boolean>;
  write(name: string, chunks: AsyncIterable<Uint8Array>): Promise<BackupFileEntry>;
  /** The file's chunks; throws when it is missing. */
  read(name: string): AsyncIterable<Uint8Array>;
  /** Whether the file exists with exactly this size and SHA-256. */
  matches(entry: BackupFileEntry): Promise<'ok' | 'missing' | 'different'>;
}

/** The database, dumped and loaded with the engine's own tools. */
export interface DatabaseArchive {
  readonly engine: 'mariadb' | 'sqlite';
  /** The dump's file name in the backup folder. */
  readonly dumpName: string;
  /** A consistent dump of the whole database (a live site keeps running). */
  dump(): AsyncIterable<Uint8Array>;
  /** Replaces the whole database with the dump. */
  load(chunks: AsyncIterable<Uint8Array>): Promise<void>;
  /** Rows per table (the migration bookkeeping tables included). */
  countRows(): Promise<Record<string, number>>;
  /** The last migration applied, or null when none is. */
  schemaVersion(): Promise<string | null>;
  /** The content tables that hold rows (vendors, users …): empty means a restore overwrites nothing. */
  tablesWithContent(): Promise<string[]>;
}

/** A photo as stored: its key, bytes and content type. */
export interface StoredPhoto {
  key: string;
  body: Uint8Array;
  contentType: string;
}

/** Every photo of the site's storage (local disk or the bucket), pending uploads left out. */
export interface PhotoArchive {
  readonly location: string;
  keys(): Promise<string[]>;
  read(key: string): Promise<StoredPhoto>;
  write(photo: StoredPhoto): Promise<void>;
}

export const BACKUP_FORMAT = 'uwd-backup/1';
export const MANIFEST_NAME = 'manifest.json';

const fileEntry = z.object({ name: z.string().min(1), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** manifest.json: what a backup holds, and how to know it arrived whole. */
export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  startedAt: z.string(),
  finishedAt: z.string(),
  database: z.object({
    engine: z.enum(['mariadb', 'sqlite']),
    file: fileEntry,
    /** The last migration applied when the dump was taken. */
    schemaVersion: z.string().nullable(),
    /** Rows per table, counted just before the dump (on a site taking writes they may differ by a few). */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  photos: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    files: z.array(fileEntry.extend({ key: z.string().min(1), contentType: z.string().min(1) })),
  }),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
