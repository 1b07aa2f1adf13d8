import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../storage/local/local-file-storage.ts';
import { localUploadRoutes } from './local-uploads.ts';

const SIGNED_AT = new Date('2026-11-21T12:00:00.000Z');
const MAX_BYTES = 1024;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('Signed uploads to local storage (PUT /api/uploads/*)', () => {
  let root: string;
  let storage: LocalFileStorage;
  let now: Date;
  let app: Hono;
  let n = 0;
  const newKey = () => `vendors/01TESTVENDOR/photos/upload-${++n}.png`;
  /** Keys of uploads that are no longer pending (confirmed or refused); every other key is pending. */
  const closed = new Set<string>();

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-uploads-'));
    storage = new LocalFileStorage(root, '/media', { signingSecret: 'test-secret', now: () => SIGNED_AT });
    app = new Hono().route('/', localUploadRoutes(storage, () => now, MAX_BYTES, async (key) => !closed.has(key)));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const put = (url: string, contentType: string | null, body: BodyInit = PNG_BYTES, extra: Record<string, string> = {}) =>
    app.request(url, { method: 'PUT', headers: { ...(contentType ? { 'Content-Type': contentType } : {}), ...extra }, body });

  /** Asserts the JSON refusal shape and returns its message. */
  const refusal = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as { success: boolean; error: { code: string; message: string } };
    expect(body.success).toBe(false);
    expect(body.error.code).toBe(code);
    return body.error.message;
  };

  it('stores the bytes PUT to a fresh signed URL with the signed content type', async () => {
    now = new Date(SIGNED_AT.getTime() + 60_000);
    const key = newKey();
    const upload = await storage.presignPut(key, 'image/png', 300, PNG_BYTES.length);
    expect(upload.url.startsWith(`/api/uploads/${key}?`)).toBe(true);
    expect(upload.expiresAt).toEqual(new Date(SIGNED_AT.getTime() + 300_000));
    const res = await put(upload.url, upload.headers['Content-Type']!);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, key, size: PNG_BYTES.length });
    expect(Array.from((await storage.get(key))!)).toEqual(Array.from(PNG_BYTES));
  });

  it('refuses a PUT with another content type than the signed one, and stores nothing', async () => {
    now = SIGNED_AT;
    const key = newKey();
    const upload = await storage.presignPut(key, 'image/png', 300, PNG_BYTES.length);
    expect(await refusal(await put(upload.url, 'text/html'), 403, 'FORBIDDEN')).toMatch(/file type/i);
    expect(await refusal(await put(upload.url, null), 403, 'FORBIDDEN')).toMatch(/file type/i);
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses a tampered signature, expiry, content type or key, and stores nothing', async () => {
    now = SIGNED_AT;
    const key = newKey();
    const upload = await storage.presignPut(key, 'image/png', 300, PNG_BYTES.length);
    const url = new URL(upload.url, 'http://x');
    const tampered = (param: string, value: string) => {
      const u = new URL(url);
      u.searchParams.set(param, value);
      return u.pathname + u.search;
    };
    const sig = url.searchParams.get('signature')!;
    const flipped = (sig[0] === '0' ? '1' : '0') + sig.slice(1);
    const otherKey = newKey();
    const attempts: Array<[string, string]> = [
      [tampered('signature', flipped), 'image/png'],
      [tampered('signature', 'not-hex'), 'image/png'],
      [tampered('expires', String(Number(url.searchParams.get('expires')) + 3600)), 'image/png'],
      [tampered('contentType', 'text/html'), 'text/html'],
      [`/api/uploads/${otherKey}${url.search}`, 'image/png'],
      [`/api/uploads/${key}`, 'image/png'],
    ];
    for (const [target, type] of attempts) {
      expect(await refusal(await put(target, type), 403, 'FORBIDDEN')).toMatch(/not valid/i);
    }
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists(otherKey)).toBe(false);
  });

  it('refuses a body of another size than the signed one, declared or streamed, and stores nothing', async () => {
    now = SIGNED_AT;
    const key = newKey();
    const upload = await storage.presignPut(key, 'image/png', 300, PNG_BYTES.length);
    expect(new URL(upload.url, 'http://x').searchParams.get('contentLength')).toBe(String(PNG_BYTES.length));
    const longer = new Uint8Array(PNG_BYTES.length + 1);
    expect(await refusal(await put(upload.url, 'image/png', longer), 403, 'FORBIDDEN')).toMatch(/file size/i);
    expect(await refusal(await put(upload.url, 'image/png', PNG_BYTES.slice(1)), 403, 'FORBIDDEN')).toMatch(/file size/i);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(PNG_BYTES);
        controller.enqueue(new Uint8Array([0x3c, 0x68]));
        controller.close();
      },
    });
    const res = await app.request(upload.url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: stream, duplex: 'half' } as RequestInit);
    expect(await refusal(res, 403, 'FORBIDDEN')).toMatch(/file size/i);
    const url = new URL(upload.url, 'http://x');
    url.searchParams.set('contentLength', String(longer.length));
    expect(await refusal(await put(url.pathname + url.search, 'image/png', longer), 403, 'FORBIDDEN')).toMatch(/not valid/i);
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses with 410 a PUT to an upload that is no longer pending, and stores nothing', async () => {
    now = SIGNED_AT;
    const key = newKey();
    const upload = await storage.presignPut(key, 'image/png', 300, PNG_BYTES.length);
    closed.add(key);
    expect(await refusal(await put(upload.url, 'image/png'), 410, 'GONE')).toMatch(/already been used/i);
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses an expired URL, and stores nothing', async () => {
    const key = newKey();
    const upload = await storage.presignPut(key, 'image/png', 300, PNG_BYTES.length);
    now = new Date(SIGNED_AT.getTime() + 300_000);
    expect(await refusal(await put(upload.url, 'image/png'), 403, 'FORBIDDEN')).toMatch(/expired/i);
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses a body over the limit with 413, declared or streamed, and stores nothing', async () => {
    now = SIGNED_AT;
    const key = newKey();
    const upload = await storage.presignPut(key, 'image/png', 300, MAX_BYTES);
    const big = new Uint8Array(MAX_BYTES + 1);
    expect(await refusal(await put(upload.url, 'image/png', big, { 'Content-Length': String(big.length) }), 413, 'PAYLOAD_TOO_LARGE')).toMatch(/1 KB/);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(MAX_BYTES / 2));
        controller.close();
      },
    });
    const res = await app.request(upload.url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: stream, duplex: 'half' } as RequestInit);
    await refusal(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await storage.exists(key)).toBe(false);
    // exactly the limit is fine
    expect((await put(upload.url, 'image/png', new Uint8Array(MAX_BYTES))).status).toBe(200);
  });

  it('checks signatures with verifyUpload: the four verdicts', async () => {
    const key = newKey();
    const q = Object.fromEntries(new URL((await storage.presignPut(key, 'image/webp', 60, PNG_BYTES.length)).url, 'http://x').searchParams);
    expect(storage.verifyUpload(key, q, 'image/webp', SIGNED_AT)).toBe('ok');
    expect(storage.verifyUpload(key, q, 'IMAGE/WEBP', SIGNED_AT)).toBe('ok');
    expect(storage.verifyUpload(key, q, 'image/png', SIGNED_AT)).toBe('wrong-content-type');
    expect(storage.verifyUpload(key, q, 'image/webp', new Date(SIGNED_AT.getTime() + 60_000))).toBe('expired');
    expect(storage.verifyUpload(key, { ...q, signature: undefined }, 'image/webp', SIGNED_AT)).toBe('bad-signature');
    expect(storage.verifyUpload(key, { ...q, signature: 'ab' }, 'image/webp', SIGNED_AT)).toBe('bad-signature');
    const otherSecret = new LocalFileStorage(root, '/media', { signingSecret: 'another-secret' });
    expect(otherSecret.verifyUpload(key, q, 'image/webp', SIGNED_AT)).toBe('bad-signature');
    const noSecret = new LocalFileStorage(root, '/media');
    expect(noSecret.verifyUpload(key, q, 'image/webp', SIGNED_AT)).toBe('bad-signature');
  });

  it('signs only keys inside the root, and only with a secret; the two-argument constructor still serves reads', async () => {
    await expect(storage.presignPut('../escape.png', 'image/png', 60, PNG_BYTES.length)).rejects.toThrow(/Invalid storage key/);
    const readOnly = new LocalFileStorage(root, '/media');
    await expect(readOnly.presignPut(newKey(), 'image/png', 60, PNG_BYTES.length)).rejects.toThrow(/signing secret/);
    const key = newKey();
    await readOnly.put(key, PNG_BYTES, 'image/png');
    expect(Array.from((await readOnly.get(key))!)).toEqual(Array.from(PNG_BYTES));
    expect(readOnly.publicUrl(key)).toBe(`/media/${key}`);
  });

  it('serves another upload path when configured', async () => {
    const custom = new LocalFileStorage(root, '/media', { signingSecret: 's', uploadPath: '/up/' });
    const customApp = new Hono().route('/', localUploadRoutes(custom, () => new Date(), MAX_BYTES, async () => true));
    const key = newKey();
    const upload = await custom.presignPut(key, 'image/png', 60, PNG_BYTES.length);
    expect(upload.url.startsWith(`/up/${key}?`)).toBe(true);
    const res = await customApp.request(upload.url, { method: 'PUT', headers: upload.headers, body: PNG_BYTES });
    expect(res.status).toBe(200);
    expect(await custom.exists(key)).toBe(true);
  });
});
