/**
 * A one-off upload the browser makes straight to storage: `method` to `url` with exactly `headers` (the
 * Content-Type is pinned: a PUT with another type is refused) before `expiresAt`.
 */
export interface PresignedUpload {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: Date;
}

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
   * valid for `expiresInSeconds`, with `contentType` pinned in the signature (DESIGN.md §6 Uploads).
   */
  presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<PresignedUpload>;
  /** Whether the store answers (readiness check). */
  ping(): Promise<void>;
}
