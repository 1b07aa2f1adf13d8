import type { FileStorage, PresignedUpload } from '../../../application/ports/file-storage.ts';
import type { ImageProcessor, ProcessedImage, RejectedImage } from '../../../application/ports/image-processor.ts';
import type { ReviewPhotoUpload, ReviewPhotoWriteRepository } from '../../../application/ports/review-photo-repository.ts';
import type { ReviewPhoto } from '../../../domain/reviews/review-photos.ts';
import type { Transactional } from './in-memory-inquiries.ts';

const copy = <T>(v: T): T => structuredClone(v);

/** Review photo uploads and photos over arrays, with the knex adapter's semantics (knex-review-photo-repository.ts). */
export class InMemoryReviewPhotos implements ReviewPhotoWriteRepository, Transactional {
  private state: { uploads: ReviewPhotoUpload[]; photos: ReviewPhoto[] } = { uploads: [], photos: [] };

  snapshot(): unknown {
    return copy(this.state);
  }
  restore(snapshot: unknown): void {
    this.state = copy(snapshot as typeof this.state);
  }

  /** The stored uploads and photos (copies), for assertions. */
  uploads(): ReviewPhotoUpload[] {
    return copy(this.state.uploads);
  }
  photos(): ReviewPhoto[] {
    return copy(this.state.photos);
  }

  async createUpload(upload: Omit<ReviewPhotoUpload, 'closedAt'>): Promise<void> {
    this.state.uploads.push({ ...copy(upload), closedAt: null });
  }
  async findUploads(uploadIds: readonly string[]): Promise<ReviewPhotoUpload[]> {
    return copy(this.state.uploads.filter((u) => uploadIds.includes(u.id)));
  }
  async pendingInSession(sessionHash: string, now: Date): Promise<number> {
    return this.state.uploads.filter((u) => u.sessionHash === sessionHash && !u.closedAt && u.expiresAt > now).length;
  }
  async closeUpload(uploadId: string, now: Date): Promise<boolean> {
    const u = this.state.uploads.find((x) => x.id === uploadId && !x.closedAt);
    if (!u) return false;
    u.closedAt = now;
    return true;
  }
  async addPhotos(photos: readonly ReviewPhoto[]): Promise<void> {
    this.state.photos.push(...copy(photos));
  }
}

/** A bucket in a map: presigned URLs are plain strings naming the key, type and size. */
export class MemoryFileStorage implements FileStorage {
  readonly files = new Map<string, { body: Uint8Array; contentType: string }>();

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    this.files.set(key, { body, contentType });
  }
  async get(key: string): Promise<Uint8Array | null> {
    return this.files.get(key)?.body ?? null;
  }
  async exists(key: string): Promise<boolean> {
    return this.files.has(key);
  }
  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
  publicUrl(key: string): string {
    return `/media/${key}`;
  }
  async presignPut(key: string, contentType: string, expiresInSeconds: number, contentLength: number): Promise<PresignedUpload> {
    return { url: `memory://${key}?type=${contentType}&size=${contentLength}`, method: 'PUT', headers: { 'Content-Type': contentType }, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
  }
  async ping(): Promise<void> {}
  keys(): string[] {
    return [...this.files.keys()].sort();
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Accepts bytes that start with the PNG signature (as a 640×480 PNG) and refuses anything else as not an
 * image: the magic-byte decision, without decoding (the sharp adapter has its own tests).
 */
export class SignatureImageProcessor implements ImageProcessor {
  async process(bytes: Uint8Array): Promise<ProcessedImage | RejectedImage> {
    if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return { ok: false, reason: 'not-an-image' };
    return { ok: true, format: 'png', contentType: 'image/png', width: 640, height: 480, original: bytes, medium: bytes.slice(0, 8), mediumContentType: 'image/webp' };
  }
}

/** Bytes a test "uploads": a PNG signature and a tail, or text that is not an image. */
export const pngBytes = (): Uint8Array => new Uint8Array([...PNG_SIGNATURE, 1, 2, 3, 4]);
export const notAnImageBytes = (): Uint8Array => new TextEncoder().encode('<script>alert(1)</script>');
