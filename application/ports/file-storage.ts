/**
 * A one-off upload the browser makes straight to storage: `method` to `url` with exactly `headers` (the
 * Content-Type is pinned: a PUT with another type is refused) before `expiresAt`. The body's size is pinned
 * too, but the browser sets Content-Length itself, so it is not among `headers`.
 */
export interface PresignedUpload {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: Date;
}

/**
 * Every upload key the server issues starts with this prefix: bytes a browser PUT wait there, unchecked,
 * until confirm stores the checked photo under a key of its own (ADR 11). Nothing under it is served: the
 * local `/media` route answers 404 for it and the bucket's public read leaves it out (docs/operations.md).
 */
export const PENDING_UPLOAD_PREFIX = 'pending/';

/** Where photos live: local disk in the embedded profile, S3 (or compatible) in production. */
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The URL a browser uses to read the object. */
  publicUrl(key: string): string;
  /**
   * A URL the browser PUTs the raw bytes of `key` to, signed by the server (the server picks the key),
   * valid for `expiresInSeconds`, with `contentType` and the body's size, `contentLength` bytes, pinned in
   * the signature (DESIGN.md §6 Uploads): a PUT of another type or size is refused.
   */
  presignPut(key: string, contentType: string, expiresInSeconds: number, contentLength: number): Promise<PresignedUpload>;
  /** Whether the store answers (readiness check). */
  ping(): Promise<void>;
}
