import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurgeExpiredRecords } from '../../application/maintenance/purge-expired-records.ts';
import type { FileStorage } from '../../application/ports/file-storage.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { REVIEW_PHOTO_MESSAGES } from '../../domain/reviews/review-photos.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const png = async (w = 64, h = 48): Promise<Uint8Array<ArrayBuffer>> => new Uint8Array(await sharp({ create: { width: w, height: h, channels: 3, background: '#6B46C1' } }).png().toBuffer());
const NOT_AN_IMAGE: Uint8Array<ArrayBuffer> = new TextEncoder().encode('<html><script>alert(1)</script></html>');

/** Issue 40 §3 over HTTP: a couple's review photos, from the signed upload to the public answer. */
describe.each(DIALECTS)('review photos API [%s]', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  let admin: Record<string, string>;
  let owner: Record<string, string>;
  let nextIp = 1;
  /** Each test writes from its own address, so the per-address limits of one never touch another. */
  const freshIp = () => `198.51.100.${nextIp++}`;

  const post = (path: string, body: unknown, ip: string) =>
    t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
  const askUpload = (bytes: Uint8Array<ArrayBuffer>, ip: string, o: Record<string, unknown> = {}, vendor = 'magnolia-barn') =>
    post(`/api/vendors/${vendor}/review-photos/uploads`, { fileName: 'first-dance.png', fileType: 'image/png', fileSize: bytes.byteLength, ...o }, ip);
  /** Asks for a signed upload and PUTs the bytes, as the review form does; the upload id. */
  const upload = async (bytes: Uint8Array<ArrayBuffer>, ip: string, vendor = 'magnolia-barn', session?: string) => {
    const res = await askUpload(bytes, ip, session ? { session } : {}, vendor);
    expect(res.status).toBe(201);
    const body = await readJson(res);
    const put = await t.app.request(body.uploadUrl, { method: 'PUT', headers: body.headers, body: bytes });
    expect(put.status).toBe(200);
    return body as { uploadId: string; session: string; uploadUrl: string; headers: Record<string, string> };
  };
  const review = (photoIds: unknown, email: string) => ({ name: 'Sam Rivera', email, rating: 5, title: 'Perfect day', text: 'The barn was everything we hoped for.', photoIds });
  const submit = (photoIds: unknown, email: string, ip: string) => post('/api/vendors/magnolia-barn/reviews', review(photoIds, email), ip);
  const counts = async () => ({
    reviews: Number((await t.db.knex('reviews').count({ n: '*' }).first())?.n),
    photos: Number((await t.db.knex('review_photos').count({ n: '*' }).first())?.n),
  });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    ids.hall = await insertVendor(k, venues, { name: 'Wisteria Hall', slug: 'wisteria-hall' });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    await insertUser(k, 'owner@barn.example', { vendorId: ids.barn });
    admin = await signIn(t, 'admin@example.com');
    owner = await signIn(t, 'owner@barn.example');
  });
  afterAll(async () => t?.close());

  it('a review with two photos: stored with it, shown to the admin, served publicly only once published', async () => {
    const ip = freshIp();
    const first = await upload(await png(1200, 900), ip);
    const second = await upload(await png(640, 480), ip, 'magnolia-barn', first.session);
    const res = await submit([second.uploadId, first.uploadId], 'sam@example.com', ip);
    expect(res.status).toBe(201);
    const { reviewId } = await readJson(res);

    const rows = await t.db.knex('review_photos').where({ review_id: reviewId }).orderBy('position');
    expect(rows.map((r) => [Number(r.position), Number(r.width), Number(r.height)])).toEqual([
      [0, 640, 480],
      [1, 1200, 900],
    ]);
    expect((await t.db.knex('photo_uploads').whereIn('id', [first.uploadId, second.uploadId]).whereNull('closed_at')).length).toBe(0);

    // Unpublished: not in the public answer; the admin sees the photos with the review.
    expect((await readJson(await t.app.request('/api/vendors/magnolia-barn/reviews'))).reviews).toEqual([]);
    const listed = (await readJson(await t.app.request('/api/admin/reviews?status=unpublished', { headers: admin }))).reviews.find((r: { _id: string }) => r._id === reviewId);
    expect(listed.photos).toHaveLength(2);
    expect((await t.app.request(listed.photos[0].mediumUrl)).status).toBe(200);

    expect((await t.app.request(`/api/admin/reviews/${reviewId}/toggle-published`, { method: 'PUT', headers: admin })).status).toBe(200);
    const [shown] = (await readJson(await t.app.request('/api/vendors/magnolia-barn/reviews'))).reviews;
    expect(shown._id).toBe(reviewId);
    expect(shown.photos).toEqual([
      { url: expect.stringMatching(new RegExp(`/media/reviews/${ids.barn}/.+\\.png$`)), mediumUrl: expect.stringMatching(/-medium\.webp$/), width: 640, height: 480 },
      { url: expect.stringMatching(/\.png$/), mediumUrl: expect.stringMatching(/-medium\.webp$/), width: 1200, height: 900 },
    ]);
    const medium = await t.app.request(shown.photos[1].mediumUrl);
    expect(medium.status).toBe(200);
    const meta = await sharp(new Uint8Array(await medium.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    // The used upload URL cannot write again.
    expect((await t.app.request(first.uploadUrl, { method: 'PUT', headers: first.headers, body: await png(1200, 900) })).status).toBe(410);
  });

  it('a review written through a review request link carries its photos too', async () => {
    const ip = freshIp();
    const sent = await t.app.request(`/api/vendors/${ids.barn}/review-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...owner },
      body: JSON.stringify({ clients: [{ name: 'Jordan Reyes', email: 'jordan.photos@example.com' }] }),
    });
    expect(sent.status).toBe(201);
    const mail = (await t.deliverMail()).find((m) => m.to === 'jordan.photos@example.com');
    const token = /\/reviews\/write\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const good = await upload(await png(), ip);
    const bad = await upload(NOT_AN_IMAGE, ip, 'magnolia-barn', good.session);
    const write = (photoIds: string[]) => post(`/api/review-requests/${token}/review`, { rating: 5, title: 'Through the link', text: 'Lovely.', photoIds }, ip);

    const refused = await write([good.uploadId, bad.uploadId]);
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).error.fields).toEqual({ photoIds: REVIEW_PHOTO_MESSAGES.notAnImage });
    expect(await t.db.knex('reviews').where({ title: 'Through the link' })).toEqual([]);

    const res = await write([good.uploadId]);
    expect(res.status).toBe(201);
    const stored = await t.db.knex('reviews').where({ title: 'Through the link' }).first();
    expect(stored.verified_via).toBe('request');
    expect((await t.db.knex('review_photos').where({ review_id: stored.id })).length).toBe(1);
  });

  it('bad upload requests: 400 with field messages, nothing stored', async () => {
    const ip = freshIp();
    for (const [body, field, message] of [
      [{ fileName: 'a.gif', fileType: 'image/gif', fileSize: 100 }, 'fileType', REVIEW_PHOTO_MESSAGES.notAnImage],
      [{ fileName: 'a.png', fileType: 'image/png', fileSize: 11 * 1024 * 1024 }, 'fileSize', REVIEW_PHOTO_MESSAGES.tooLarge],
      [{ fileName: '', fileType: 'image/png', fileSize: 100 }, 'fileName', 'File name is required'],
    ] as const) {
      const res = await post('/api/vendors/magnolia-barn/review-photos/uploads', body, ip);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields[field]).toBe(message);
    }
    expect((await post('/api/vendors/no-such-vendor/review-photos/uploads', { fileName: 'a.png', fileType: 'image/png', fileSize: 100 }, ip)).status).toBe(404);
    expect(await t.db.knex('photo_uploads').where({ purpose: 'review' }).whereIn('file_size', [100, 11 * 1024 * 1024])).toEqual([]);
  });

  it('review uploads never count toward the vendor photo limit', async () => {
    const ip = freshIp();
    await upload(await png(), ip, 'wisteria-hall');
    await upload(await png(), ip, 'wisteria-hall');
    const row = await t.db.knex('photo_uploads').where({ vendor_id: ids.hall, purpose: 'review' }).whereNull('closed_at').count({ n: '*' }).first();
    expect(Number(row?.n)).toBe(2);
    const { KnexListingWriteRepository } = await import('../../adapters/persistence/knex/repositories/knex-listing-write-repository.ts');
    expect(await new KnexListingWriteRepository(t.db.knex).pendingUploadCount(ids.hall!, new Date())).toBe(0);
  });

  it('too many photos, a repeated one, not-an-image bytes, a foreign or unknown upload id: 400 on photoIds, nothing stored', async () => {
    const ip = freshIp();
    const before = await counts();
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    const good = await upload(await png(), ip);
    const foreign = await upload(await png(), ip, 'wisteria-hall');
    const bad = await upload(NOT_AN_IMAGE, ip, 'magnolia-barn', good.session);
    for (const [photoIds, message] of [
      [six, REVIEW_PHOTO_MESSAGES.tooMany],
      [[good.uploadId, good.uploadId], REVIEW_PHOTO_MESSAGES.repeated],
      [[good.uploadId, foreign.uploadId], REVIEW_PHOTO_MESSAGES.notFound],
      [['01JZZZZZZZZZZZZZZZZZZZZZZZ'], REVIEW_PHOTO_MESSAGES.notFound],
      [[good.uploadId, bad.uploadId], REVIEW_PHOTO_MESSAGES.notAnImage],
    ] as const) {
      const res = await submit(photoIds, 'alex@example.com', ip);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({ photoIds: message });
    }
    expect(await counts()).toEqual(before);
    // The good photo is still usable: the refusals did not use up the couple's review of the day.
    const ok = await submit([good.uploadId], 'alex@example.com', ip);
    expect(ok.status).toBe(201);
    expect((await counts()).photos).toBe(before.photos + 1);
  });

  it('a vendor photo upload is not a review photo, and a review photo upload is not a vendor photo', async () => {
    const ip = freshIp();
    const bytes = await png();
    const presign = await t.app.request(`/api/vendors/${ids.barn}/photos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...owner },
      body: JSON.stringify({ fileName: 'photo.png', fileType: 'image/png', fileSize: bytes.byteLength }),
    });
    const vendorUpload = await readJson(presign);
    await t.app.request(vendorUpload.uploadUrl, { method: 'PUT', headers: vendorUpload.headers, body: bytes });
    const res = await submit([vendorUpload.imageId], 'kim@example.com', ip);
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({ photoIds: REVIEW_PHOTO_MESSAGES.notFound });

    const reviewUpload = await upload(await png(), ip);
    const confirm = await t.app.request(`/api/vendors/${ids.barn}/photos/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...owner },
      body: JSON.stringify({ imageId: reviewUpload.uploadId, s3Key: new URL(reviewUpload.uploadUrl, 'http://x').pathname.replace('/api/uploads/', '') }),
    });
    expect(confirm.status).toBe(404);
  });

  it('an upload never used by a review is swept with its bytes, as a vendor photo upload is', async () => {
    const left = await upload(await png(), freshIp());
    const row = await t.db.knex('photo_uploads').where({ id: left.uploadId }).first();
    const storage = t.container.get<FileStorage>(TOKENS.FileStorage);
    expect(await storage.exists(row.storage_key)).toBe(true);
    await t.db.knex('photo_uploads').where({ id: left.uploadId }).update({ expires_at: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    await t.use(PurgeExpiredRecords).execute();
    expect(await t.db.knex('photo_uploads').where({ id: left.uploadId }).first()).toBeUndefined();
    expect(await storage.exists(row.storage_key)).toBe(false);
  });

  it('an address gets 10 upload URLs an hour, then 429 with Retry-After; nothing stored past the limit', async () => {
    const ip = freshIp();
    const bytes = await png();
    for (let i = 0; i < 10; i++) expect((await askUpload(bytes, ip)).status).toBe(201);
    const before = await t.db.knex('photo_uploads').where({ purpose: 'review' }).count({ n: '*' }).first();
    const res = await askUpload(bytes, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.db.knex('photo_uploads').where({ purpose: 'review' }).count({ n: '*' }).first()).toEqual(before);
  });

  it('one upload session gets 10 waiting uploads, then 429 with Retry-After', async () => {
    const bytes = await png();
    const first = await readJson(await askUpload(bytes, freshIp()));
    for (let i = 1; i < 10; i++) expect((await askUpload(bytes, freshIp(), { session: first.session })).status).toBe(201);
    const res = await askUpload(bytes, freshIp(), { session: first.session });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('600');
    expect((await readJson(res)).error.message).toBe(REVIEW_PHOTO_MESSAGES.sessionFull);
  });
});
