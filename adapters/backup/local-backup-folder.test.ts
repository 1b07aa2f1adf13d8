import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalBackupFolder } from './local-backup-folder.ts';

async function* chunks(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const p of parts) yield new TextEncoder().encode(p);
}

const dirs: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-backup-folder-'));
  dirs.push(dir);
  return { dir, folder: new LocalBackupFolder(dir) };
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('LocalBackupFolder.write', () => {
  it('writes the file and returns its size and SHA-256', async () => {
    const { dir, folder: f } = folder();
    const entry = await f.write('photos/a.txt', chunks('hello ', 'world'));
    expect(entry).toEqual({ name: 'photos/a.txt', bytes: 11, sha256: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9' });
    expect(fs.readFileSync(path.join(dir, 'photos', 'a.txt'), 'utf8')).toBe('hello world');
  });

  it('rejects when the disk refuses the file (a full disk, a bad path), instead of crashing the process', async () => {
    const { dir, folder: f } = folder();
    // The temporary file cannot be opened: the write stream fails with EISDIR, as it would with ENOSPC.
    fs.mkdirSync(path.join(dir, 'database.sql.gz.partial'));
    await expect(f.write('database.sql.gz', chunks('dump'))).rejects.toThrow(/EISDIR/);
    expect(fs.existsSync(path.join(dir, 'database.sql.gz'))).toBe(false);
  });
});
