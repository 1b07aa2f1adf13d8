import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStorage, PresignedUpload } from '../../../application/ports/file-storage.ts';

export interface S3FileStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver…); AWS itself when absent. */
  endpoint?: string;
  /** Where objects are read from by browsers (a CDN or public bucket URL), without a trailing slash. */
  publicUrl?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (`endpoint/bucket/key`); defaults to true when an endpoint is given. */
  forcePathStyle?: boolean;
}

/** Whether an SDK error means "no such object" (GetObject says NoSuchKey, HeadObject only 404 NotFound). */
const isMissing = (e: unknown): boolean =>
  (e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata.httpStatusCode === 404)) ||
  (typeof e === 'object' && e !== null && 'name' in e && (e.name === 'NoSuchKey' || e.name === 'NotFound'));

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/**
 * Photos in S3 or any S3-compatible store (the production profile). Uploads are presigned PUTs with the
 * Content-Type and Content-Length in the signature, so the browser cannot store another type or size under
 * the key the server chose.
 * Checksums only when an operation requires them: otherwise the SDK adds CRC32 headers to presigned PUTs
 * that a browser does not send, and some S3-compatible stores reject (DESIGN.md §9).
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly readBase: string;
  private readonly uploadOrigins: string[];

  constructor(options: S3FileStorageOptions) {
    this.bucket = options.bucket;
    const endpoint = options.endpoint ? trimSlashes(options.endpoint) : undefined;
    const pathStyle = options.forcePathStyle ?? Boolean(endpoint);
    if (endpoint) {
      const u = new URL(endpoint);
      this.uploadOrigins = [pathStyle ? u.origin : `${u.protocol}//${options.bucket}.${u.host}`];
    } else {
      // AWS: virtual-hosted addressing, or path-style for bucket names that are no DNS label (dots).
      this.uploadOrigins = pathStyle
        ? [`https://s3.${options.region}.amazonaws.com`]
        : [`https://${options.bucket}.s3.${options.region}.amazonaws.com`, `https://s3.${options.region}.amazonaws.com`];
    }
    this.client = new S3Client({
      region: options.region,
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: pathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.readBase = options.publicUrl
      ? trimSlashes(options.publicUrl)
      : endpoint
        ? `${endpoint}/${options.bucket}`
        : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return new Uint8Array(0);
      return await out.Body.transformToByteArray();
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (e) {
      if (isMissing(e)) return false;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return `${this.readBase}/${key}`;
  }

  /**
   * What browsers talk to directly, for the site's Content-Security-Policy: the origin photos are shown
   * from (img-src) and the origins presigned uploads go to (connect-src).
   */
  browserOrigins(): { images: string[]; uploads: string[] } {
    return { images: [new URL(this.readBase).origin], uploads: [...this.uploadOrigins] };
  }

  async presignPut(key: string, contentType: string, expiresInSeconds: number, contentLength: number): Promise<PresignedUpload> {
    if (!contentType) throw new Error('presignPut needs a content type');
    const expiresIn = Math.ceil(expiresInSeconds);
    if (!(expiresIn > 0)) throw new Error('presignPut needs a positive expiry');
    if (!Number.isSafeInteger(contentLength) || contentLength < 0) throw new Error('presignPut needs the size of the body');
    const signedAt = Date.now();
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType, ContentLength: contentLength });
    const url = await getSignedUrl(this.client, command, {
      expiresIn,
      // The presigner leaves content-type and content-length out of the signature unless told: pin both,
      // so S3 refuses a PUT of another type or size (the browser sets Content-Length itself).
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, method: 'PUT', headers: { 'Content-Type': contentType }, expiresAt: new Date(signedAt + expiresIn * 1000) };
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
