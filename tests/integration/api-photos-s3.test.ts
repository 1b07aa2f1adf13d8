import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(15 * 60);
    expect((await fetch(presign.uploadUrl, { method: 'PUT', headers: presign.headers, body: bytes })).status).toBe(200);

    const confirm = await t.app.request(`/api/vendors/${vendorId}/photos/confirm`, { method: 'POST', headers, body: JSON.stringify({ imageId: presign.imageId, s3Key: presign.s3Key }) });
    expect(confirm.status).toBe(201);
    const image = (await readJson(confirm)).image;
    expect(image.url.startsWith(`${s3.endpoint}/${s3.bucket}/vendors/${vendorId}/`)).toBe(true);
    const medium = await fetch(image.urls.medium);
    expect(medium.status).toBe(200);
    expect((await sharp(new Uint8Array(await medium.arrayBuffer())).metadata()).width).toBe(800);
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
