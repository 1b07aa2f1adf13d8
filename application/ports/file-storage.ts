/** Where photos live: local disk in the embedded profile, S3 (or compatible) in production. */
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The URL a browser uses to read the object. */
  publicUrl(key: string): string;
  /** Whether the store answers (readiness check). */
  ping(): Promise<void>;
}
