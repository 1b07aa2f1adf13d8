import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurgeExpiredRecords } from '../../application/maintenance/purge-expired-records.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { startS3rver, type ThrowawayS3 } from '../support/s3.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The production storage profile: the composed app with S3_* pointing at an S3-compatible server. */
describe('photo upload on S3-compatible storage', () => {
  let s3: ThrowawayS3;
  let t: TestApp;
  let vendorId: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3rver();
    t = await createTestApp('sqlite', {
      env: { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey, S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}` },
    });
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    await insertUser(t.db.knex, 'ann@magnolia.example', { vendorId });
    headers = await signIn(t, 'ann@magnolia.example');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('presigns a PUT straight to the bucket, then confirms, processes and serves the photo from the bucket', async () => {
    const bytes = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#6B46C1' } }).jpeg().toBuffer();
    const presign = await readJson(
      await t.app.request(`/api/vendors/${vendorId}/photos`, { method: 'POST', headers, body: JSON.stringify({ fileName: 'barn.jpg', fileType: 'image/jpeg', fileSize: bytes.byteLength }) }),
    );
    const url = new URL(presign.uploadUrl);
    expect(url.origin).toBe(s3.endpoint);
    // Unchecked bytes go under pending/, which the bucket's public read leaves out (docs/operations.md).
    expect(presign.s3Key).toMatch(new RegExp(`^pending/vendors/${vendorId}/`));
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-type', 'content-length']));
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(15 * 60);
    expect((await fetch(presign.uploadUrl, { method: 'PUT', headers: presign.headers, body: bytes })).status).toBe(200);

    const confirm = await t.app.request(`/api/vendors/${vendorId}/photos/confirm`, { method: 'POST', headers, body: JSON.stringify({ imageId: presign.imageId, s3Key: presign.s3Key }) });
    expect(confirm.status).toBe(201);
    const image = (await readJson(confirm)).image;
    expect(image.url.startsWith(`${s3.endpoint}/${s3.bucket}/vendors/${vendorId}/`)).toBe(true);
    const medium = await fetch(image.urls.medium);
    expect(medium.status).toBe(200);
    expect((await sharp(new Uint8Array(await medium.arrayBuffer())).metadata()).width).toBe(800);
    // Stored under keys of its own: the upload's key is neither of them, and its object is gone.
    const uploadBase = (presign.s3Key as string).replace(/\.jpg$/, '');
    for (const u of [image.url, image.urls.medium]) expect(u.includes(uploadBase)).toBe(false);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/${presign.s3Key}`)).status).toBe(404);
  });

  /** presign → PUT → (confirm); the presign answer and the confirmed image. */
  const upload = async (bytes: Uint8Array<ArrayBuffer>, confirm: boolean) => {
    const presign = await readJson(
      await t.app.request(`/api/vendors/${vendorId}/photos`, { method: 'POST', headers, body: JSON.stringify({ fileName: 'barn.png', fileType: 'image/png', fileSize: bytes.byteLength }) }),
    );
    expect((await fetch(presign.uploadUrl, { method: 'PUT', headers: presign.headers, body: bytes })).status).toBe(200);
    if (!confirm) return { presign, image: null };
    const res = await t.app.request(`/api/vendors/${vendorId}/photos/confirm`, { method: 'POST', headers, body: JSON.stringify({ imageId: presign.imageId, s3Key: presign.s3Key }) });
    expect(res.status).toBe(201);
    return { presign, image: (await readJson(res)).image };
  };
  const sweepAfterExpiry = async (uploadId: string) => {
    await t.db.knex('photo_uploads').where({ id: uploadId }).update({ expires_at: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    return t.use(PurgeExpiredRecords).execute();
  };
  const bytesAt = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

  it('a PUT to the upload URL after confirm lands at a key nothing serves, the photo keeps its image, and the sweep deletes that object', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#6B46C1' } }).png().toBuffer());
    const { presign, image } = await upload(png, true);
    const [original, medium] = [await bytesAt(image.url), await bytesAt(image.urls.medium)];
    // s3rver checks no signature, so the same URL takes a page of the signed size (a real S3 would too, until it expires).
    const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>'.padEnd(png.byteLength, ' '));
    expect((await fetch(presign.uploadUrl, { method: 'PUT', headers: presign.headers, body: html })).status).toBe(200);
    expect(Array.from(await bytesAt(image.url))).toEqual(Array.from(original));
    expect(Array.from(await bytesAt(image.urls.medium))).toEqual(Array.from(medium));
    expect((await sharp(await bytesAt(image.url)).metadata()).format).toBe('png');

    expect((await sweepAfterExpiry(presign.imageId)).photoUploads).toBe(1);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/${presign.s3Key}`)).status).toBe(404);
    expect(Array.from(await bytesAt(image.url))).toEqual(Array.from(original));
  });

  it('the sweep deletes the stored files of expired pending uploads from the bucket', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 30, height: 20, channels: 3, background: '#6B46C1' } }).png().toBuffer());
    const { presign } = await upload(png, false);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/${presign.s3Key}`)).status).toBe(200);
    expect((await sweepAfterExpiry(presign.imageId)).photoUploads).toBe(1);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/${presign.s3Key}`)).status).toBe(404);
    expect(await t.db.knex('photo_uploads').where({ id: presign.imageId })).toEqual([]);
  });

  it('deletes a refused file from the bucket', async () => {
    const body = new TextEncoder().encode('not an image');
    const presign = await readJson(
      await t.app.request(`/api/vendors/${vendorId}/photos`, { method: 'POST', headers, body: JSON.stringify({ fileName: 'x.png', fileType: 'image/png', fileSize: body.byteLength }) }),
    );
    await fetch(presign.uploadUrl, { method: 'PUT', headers: presign.headers, body });
    const confirm = await t.app.request(`/api/vendors/${vendorId}/photos/confirm`, { method: 'POST', headers, body: JSON.stringify({ imageId: presign.imageId, s3Key: presign.s3Key }) });
    expect(confirm.status).toBe(400);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/${presign.s3Key}`)).status).toBe(404);
  });
});
