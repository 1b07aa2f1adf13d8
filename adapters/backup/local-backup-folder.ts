import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupFileEntry, BackupFolder } from '../../application/ports/site-backup.ts';

/** A backup file's name inside its folder: relative, no '..', no empty parts. */
export const checkBackupName = (name: string): string => {
  if (!name || name.startsWith('/') || name.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Invalid backup file name: ${name}`);
  }
  return name;
};

/** Size and SHA-256 of a stream of chunks. */
export const digest = async (chunks: AsyncIterable<Uint8Array>): Promise<{ bytes: number; sha256: string }> => {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const c of chunks) {
    hash.update(c);
    bytes += c.length;
  }
  return { bytes, sha256: hash.digest('hex') };
};

/**
 * Writes `chunks` to `file`, with their size and SHA-256. Rejects when the disk refuses them (ENOSPC, EISDIR …):
 * the stream's error ends the write, never the process.
 */
export const writeChunks = async (file: string, chunks: AsyncIterable<Uint8Array>): Promise<{ bytes: number; sha256: string }> => {
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = async function* () {
    for await (const c of chunks) {
      hash.update(c);
      bytes += c.length;
      yield c;
    }
  };
  await pipeline(Readable.from(counted()), fs.createWriteStream(file));
  return { bytes, sha256: hash.digest('hex') };
};

/** A backup in a directory on disk (created when missing). Files are written under a temporary name, then renamed. */
export class LocalBackupFolder implements BackupFolder {
  readonly location: string;

  constructor(dir: string) {
    this.location = path.resolve(dir);
  }

  private pathOf(name: string): string {
    return path.join(this.location, ...checkBackupName(name).split('/'));
  }

  async hasFiles(): Promise<boolean> {
    try {
      return (await fsp.readdir(this.location)).length > 0;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw e;
    }
  }

  async write(name: string, chunks: AsyncIterable<Uint8Array>): Promise<BackupFileEntry> {
    const file = this.pathOf(name);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.partial`;
    let written: { bytes: number; sha256: string };
    try {
      written = await writeChunks(tmp, chunks);
    } catch (e) {
      // The error says what went wrong; a leftover temporary file does not hide it.
      await fsp.rm(tmp, { force: true }).catch(() => undefined);
      throw e;
    }
    await fsp.rename(tmp, file);
    return { name, ...written };
  }

  read(name: string): AsyncIterable<Uint8Array> {
    return fs.createReadStream(this.pathOf(name));
  }

  async matches(entry: BackupFileEntry): Promise<'ok' | 'missing' | 'different'> {
    const file = this.pathOf(entry.name);
    try {
      if ((await fsp.stat(file)).size !== entry.bytes) return 'different';
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
      throw e;
    }
    return (await digest(fs.createReadStream(file))).sha256 === entry.sha256 ? 'ok' : 'different';
  }
}
