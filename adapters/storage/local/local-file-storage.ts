import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, PresignedUpload } from '../../../application/ports/file-storage.ts';

export interface LocalFileStorageOptions {
  /** Key for the HMAC of signed upload URLs. Without it presignPut throws (read-only use: seed, /media). */
  signingSecret?: string;
  /** Path the API serves signed uploads under (see adapters/http/routes/local-uploads.ts). */
  uploadPath?: string;
  /** The clock presignPut dates its expiry from (tests pass a fixed one). */
  now?: () => Date;
}

/** The query string of a signed upload URL, as the route received it (any part may be missing). */
export interface UploadQuery {
  expires?: string | undefined;
  contentType?: string | undefined;
  contentLength?: string | undefined;
  signature?: string | undefined;
}

export type UploadVerdict = 'ok' | 'expired' | 'bad-signature' | 'wrong-content-type';

export const DEFAULT_UPLOAD_PATH = '/api/uploads';

/**
 * Photos on local disk (the embedded profile). Objects are files under `root`; keys are the server's own
 * (never a user's file name) but are still checked so no key can leave the root. Served by the API at
 * `${publicPath}/<key>`. Uploads go to `${uploadPath}/<key>?expires&contentType&contentLength&signature`, a
 * URL signed with HMAC-SHA256 over `key\nexpires\ncontentType\ncontentLength` and checked by verifyUpload
 * before anything is stored (the route also checks the body is exactly `contentLength` bytes).
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;
  private readonly signingSecret: string | undefined;
  readonly uploadPath: string;
  private readonly now: () => Date;

  constructor(
    root: string,
    private readonly publicPath = '/media',
    options: LocalFileStorageOptions = {},
  ) {
    this.root = path.resolve(root);
    this.signingSecret = options.signingSecret || undefined;
    this.uploadPath = (options.uploadPath ?? DEFAULT_UPLOAD_PATH).replace(/\/+$/, '');
    this.now = options.now ?? (() => new Date());
  }

  /** The absolute file path of a key, or an error for a key that would escape the root. */
  pathOf(key: string): string {
    if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  /** The content type is not kept on disk: /media serves files by extension. */
  async put(key: string, body: Uint8Array, _contentType?: string): Promise<void> {
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

  async presignPut(key: string, contentType: string, expiresInSeconds: number, contentLength: number): Promise<PresignedUpload> {
    this.pathOf(key); // the same key check as put, before signing anything
    if (!contentType) throw new Error('presignPut needs a content type');
    if (!(expiresInSeconds > 0)) throw new Error('presignPut needs a positive expiry');
    if (!Number.isSafeInteger(contentLength) || contentLength < 0) throw new Error('presignPut needs the size of the body');
    const expires = Math.floor(this.now().getTime() / 1000) + Math.ceil(expiresInSeconds);
    const query = new URLSearchParams({
      expires: String(expires),
      contentType,
      contentLength: String(contentLength),
      signature: this.sign(key, String(expires), contentType, String(contentLength)),
    });
    return {
      url: `${this.uploadPath}/${key}?${query.toString()}`,
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      expiresAt: new Date(expires * 1000),
    };
  }

  /**
   * Whether a PUT to a signed upload URL may store its body: the signature covers key, expiry, content
   * type and size (so none can be changed), the URL has not expired, and the request's Content-Type is the
   * pinned one. The body's size is the route's to check against `contentLength` as it reads it.
   */
  verifyUpload(key: string, query: UploadQuery, actualContentType: string | undefined, now: Date): UploadVerdict {
    const { expires, contentType, contentLength, signature } = query;
    if (!this.signingSecret) return 'bad-signature';
    if (!expires || !contentType || !signature || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return 'bad-signature';
    if (!contentLength || !/^\d{1,12}$/.test(contentLength)) return 'bad-signature';
    const expected = Buffer.from(this.sign(key, expires, contentType, contentLength), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad-signature';
    if (now.getTime() >= Number(expires) * 1000) return 'expired';
    if ((actualContentType ?? '').trim().toLowerCase() !== contentType.trim().toLowerCase()) return 'wrong-content-type';
    return 'ok';
  }

  async ping(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }

  private sign(key: string, expires: string, contentType: string, contentLength: string): string {
    if (!this.signingSecret) throw new Error('LocalFileStorage has no signing secret: signed uploads are not available');
    return createHmac('sha256', this.signingSecret).update(`${key}\n${expires}\n${contentType}\n${contentLength}`).digest('hex');
  }
}
