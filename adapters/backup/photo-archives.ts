import fsp from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { PENDING_UPLOAD_PREFIX } from '../../application/ports/file-storage.ts';
import type { PhotoArchive, StoredPhoto } from '../../application/ports/site-backup.ts';
import { CONTENT_TYPES } from '../http/static-files.ts';
import { LocalFileStorage } from '../storage/local/local-file-storage.ts';

const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** Unchecked browser uploads (ADR 11) and files a write left half-done are no photos. */
const isPhoto = (key: string) => !key.startsWith(PENDING_UPLOAD_PREFIX) && !key.endsWith('.tmp');

/** The photos of the embedded profile: files under the storage root (DATA_DIR/uploads). */
export class LocalPhotoArchive implements PhotoArchive {
  readonly location: string;
  private readonly storage: LocalFileStorage;

  constructor(private readonly root: string) {
    this.location = path.resolve(root);
    this.storage = new LocalFileStorage(root);
  }

  async keys(): Promise<string[]> {
    let entries: string[];
    try {
      entries = await fsp.readdir(this.location, { recursive: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const key = entry.split(path.sep).join('/');
      if (isPhoto(key) && (await fsp.stat(path.join(this.location, entry))).isFile()) keys.push(key);
    }
    return keys.sort();
  }

  async read(key: string): Promise<StoredPhoto> {
    const body = await this.storage.get(key);
    if (!body) throw new Error(`Photo ${key} disappeared from ${this.location} during the backup`);
    return { key, body, contentType: contentTypeOf(key) };
  }

  async write(photo: StoredPhoto): Promise<void> {
    await this.storage.put(photo.key, photo.body, photo.contentType);
  }
}

/** The photos of the production profile: every object of the bucket, with its content type. */
export class S3PhotoArchive implements PhotoArchive {
  readonly location: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    this.location = `s3://${bucket}`;
  }

  async keys(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ...(token ? { ContinuationToken: token } : {}) }));
      for (const o of out.Contents ?? []) if (o.Key && isPhoto(o.Key)) keys.push(o.Key);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async read(key: string): Promise<StoredPhoto> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    const body = out.Body ? await out.Body.transformToByteArray() : new Uint8Array(0);
    return { key, body, contentType: out.ContentType || contentTypeOf(key) };
  }

  async write(photo: StoredPhoto): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: photo.key, Body: photo.body, ContentType: photo.contentType }));
  }
}
