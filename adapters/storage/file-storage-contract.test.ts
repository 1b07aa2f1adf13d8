import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../application/ports/file-storage.ts';
import { freePort } from '../../tests/support/mariadb.ts';
import { startS3rver, type ThrowawayS3 } from '../../tests/support/s3.ts';
import { localUploadRoutes } from '../http/routes/local-uploads.ts';
import { LocalFileStorage } from './local/local-file-storage.ts';
import { S3FileStorage } from './s3/s3-file-storage.ts';

/** A storage adapter wired to a real server, and how to reach the (possibly relative) URLs it hands out. */
interface StorageUnderTest {
  storage: FileStorage;
  absolute(url: string): string;
  stop(): Promise<void>;
}

/** Local disk in a temp dir, with its signed-upload route on a real HTTP server (the browser's view). */
const localDisk = async (): Promise<StorageUnderTest> => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-storage-'));
  const storage = new LocalFileStorage(root, '/media', { signingSecret: 'contract-test-secret' });
  const app = new Hono().route('/', localUploadRoutes(storage, () => new Date(), 10 * 1024 * 1024, async () => true));
  const port = await freePort();
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
  });
  return {
    storage,
    absolute: (url) => new URL(url, `http://127.0.0.1:${port}`).toString(),
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
};

/** S3FileStorage against a throwaway s3rver (path-style, as for any S3-compatible endpoint). */
const s3rver = async (): Promise<StorageUnderTest> => {
  const s3 = await startS3rver();
  const storage = new S3FileStorage({ ...s3, region: 'us-east-1' });
  return {
    storage,
    absolute: (url) => url,
    stop: async () => {
      storage.destroy();
      await s3.stop();
    },
  };
};

const ADAPTERS: Array<[string, () => Promise<StorageUnderTest>]> = [
  ['local disk', localDisk],
  ['S3 (s3rver)', s3rver],
];

/** Bytes that survive no accidental text decoding: every byte value, twice. */
const binary = () => Uint8Array.from({ length: 512 }, (_, i) => i % 256);

describe.each(ADAPTERS)('FileStorage contract [%s]', (_name, start) => {
  let sut: StorageUnderTest;
  let storage: FileStorage;
  let n = 0;
  /** A fresh key per test, shaped like the server's own keys. */
  const newKey = (ext = 'png') => `vendors/01TESTVENDOR/photos/${Date.now().toString(36)}-${++n}.${ext}`;

  beforeAll(async () => {
    sut = await start();
    storage = sut.storage;
  });
  afterAll(async () => sut?.stop());

  it('answers ping', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('round-trips put, exists, get and delete with the bytes unchanged', async () => {
    const key = newKey();
    const bytes = binary();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, bytes, 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect(Array.from((await storage.get(key))!)).toEqual(Array.from(bytes));
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('overwrites an object put twice under the same key', async () => {
    const key = newKey();
    await storage.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    await storage.put(key, new Uint8Array([9, 8]), 'image/png');
    expect(Array.from((await storage.get(key))!)).toEqual([9, 8]);
  });

  it('gets null for a missing key, and deleting one is not an error', async () => {
    const key = newKey();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('gives a public URL that ends with the key', () => {
    const key = newKey();
    expect(storage.publicUrl(key).endsWith(`/${key}`)).toBe(true);
  });

  it('presigns a PUT with the content type pinned and an expiry in the future', async () => {
    const before = Date.now();
    const upload = await storage.presignPut(newKey('jpg'), 'image/jpeg', 300, 1234);
    expect(upload.method).toBe('PUT');
    expect(upload.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(upload.expiresAt.getTime()).toBeGreaterThan(before + 290_000);
    expect(upload.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 301_000);
  });

  it('stores the bytes a client PUTs to the presigned URL, readable with get', async () => {
    const key = newKey('webp');
    const bytes = binary();
    const upload = await storage.presignPut(key, 'image/webp', 300, bytes.byteLength);
    const res = await fetch(sut.absolute(upload.url), { method: upload.method, headers: upload.headers, body: bytes });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await storage.exists(key)).toBe(true);
    expect(Array.from((await storage.get(key))!)).toEqual(Array.from(bytes));
  });
});

describe('S3FileStorage specifics', () => {
  let s3: ThrowawayS3;
  let storage: S3FileStorage;

  beforeAll(async () => {
    s3 = await startS3rver();
    storage = new S3FileStorage({ ...s3, region: 'us-east-1' });
  });
  afterAll(async () => {
    storage?.destroy();
    await s3?.stop();
  });

  // s3rver does not check SigV4 signatures (DESIGN.md §9), so the pinning is asserted on the URL itself:
  // a real S3 refuses a PUT whose headers differ from the signed ones.
  it('signs the content type into the presigned URL, with the expiry asked for and no checksum the browser would not send', async () => {
    const upload = await storage.presignPut('vendors/v1/photos/a.png', 'image/png', 600, 1234);
    const url = new URL(upload.url);
    expect(url.origin + url.pathname).toBe(`${s3.endpoint}/${s3.bucket}/vendors/v1/photos/a.png`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-type', 'host']));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
  });

  it('the S3 upload URL signs its Content-Length: the size asked for is pinned, and the browser sets the header itself', async () => {
    const upload = await storage.presignPut('vendors/v1/photos/sized.png', 'image/png', 600, 4321);
    const url = new URL(upload.url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    // Only what a browser may set: XHR and fetch send the body's own length, which S3 checks against the signature.
    expect(upload.headers).toEqual({ 'Content-Type': 'image/png' });
    // The signature covers the size: the same key, type and second with another size signs differently.
    const signPair = async () => {
      for (;;) {
        const [a, b] = await Promise.all([4321, 4322].map(async (size) => new URL((await storage.presignPut('vendors/v1/photos/sized.png', 'image/png', 600, size)).url)));
        if (a!.searchParams.get('X-Amz-Date') === b!.searchParams.get('X-Amz-Date')) return [a!, b!] as const;
      }
    };
    const [same, other] = await signPair();
    expect(other.searchParams.get('X-Amz-Signature')).not.toBe(same.searchParams.get('X-Amz-Signature'));
  });

  it('fails ping when the bucket does not exist', async () => {
    const other = new S3FileStorage({ ...s3, bucket: 'no-such-bucket', region: 'us-east-1' });
    try {
      await expect(other.ping()).rejects.toThrow();
    } finally {
      other.destroy();
    }
  });

  it('builds public URLs from publicUrl, else the endpoint path-style, else the AWS bucket host', () => {
    const base = { bucket: 'photos', region: 'us-east-2', accessKeyId: 'k', secretAccessKey: 's' };
    const cases: Array<[S3FileStorage, string]> = [
      [new S3FileStorage({ ...base, endpoint: 'http://minio:9000', publicUrl: 'https://cdn.example.com/' }), 'https://cdn.example.com/v/a.png'],
      [new S3FileStorage({ ...base, endpoint: 'http://minio:9000/' }), 'http://minio:9000/photos/v/a.png'],
      [new S3FileStorage(base), 'https://photos.s3.us-east-2.amazonaws.com/v/a.png'],
    ];
    for (const [s, expected] of cases) {
      expect(s.publicUrl('v/a.png')).toBe(expected);
      s.destroy();
    }
  });
});
