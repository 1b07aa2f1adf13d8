import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../../application/ports/file-storage.ts';

/**
 * Photos on local disk (the embedded profile). Objects are files under `root`; keys are the server's own
 * (never a user's file name) but are still checked so no key can leave the root. Served by the API at
 * `${publicPath}/<key>`.
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(
    root: string,
    private readonly publicPath = '/media',
  ) {
    this.root = path.resolve(root);
  }

  /** The absolute file path of a key, or an error for a key that would escape the root. */
  pathOf(key: string): string {
    if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await fs.readFile(this.pathOf(key)));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${this.publicPath}/${key}`;
  }

  async ping(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }
}
