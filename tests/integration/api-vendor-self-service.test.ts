import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertFilter, insertImage, insertUser, insertVendor, linkFilter } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const png = (w = 40, h = 30) => sharp({ create: { width: w, height: h, channels: 3, background: '#6B46C1' } }).png().toBuffer();
const card = { cardholderName: 'Ann Lee', cardNumber: '4242 4242 4242 4242', expiryDate: '12/29', cvv: '123' };

describe.each(DIALECTS)('vendor self-service API [%s]', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  let ann: Record<string, string>; // owns Magnolia Barn
  let bob: Record<string, string>; // owns River Hall
  const call = async (method: string, path: string, headers: Record<string, string> | undefined, body?: unknown) => {
    const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: await readJson(res) };
  };

  /** presign → PUT the bytes to the signed URL → confirm; returns the confirm answer. */
  const upload = async (vendorId: string, bytes: Uint8Array<ArrayBuffer>, fileType = 'image/png') => {
    const presign = await call('POST', `/api/vendors/${vendorId}/photos`, ann, { fileName: 'photo.png', fileType, fileSize: bytes.byteLength, altText: 'The barn', caption: null });
    if (presign.status !== 201) return presign;
    const put = await t.app.request(presign.body.uploadUrl, { method: 'PUT', headers: presign.body.headers, body: bytes });
    expect(put.status).toBe(200);
    return call('POST', `/api/vendors/${vendorId}/photos/confirm`, ann, { imageId: presign.body.imageId, s3Key: presign.body.s3Key, altText: 'The barn' });
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    ids.venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.florists = await insertCategory(k, 'florists', 'Florists', 6);
    ids.barn = await insertVendor(k, ids.venues, { name: 'Magnolia Barn', slug: 'magnolia-barn', is_active: false });
    ids.hall = await insertVendor(k, ids.venues, { name: 'River Hall', slug: 'river-hall' });
    ids.barnFilter = await insertFilter(k, ids.venues);
    ids.floralFilter = await insertFilter(k, ids.florists, { name: 'Romantic Florals', slug: 'romantic', filter_key: 'floral_style', filter_value: 'romantic' });
    await insertUser(k, 'ann@magnolia.example', { vendorId: ids.barn });
    await insertUser(k, 'bob@river.example', { vendorId: ids.hall });
    ann = await signIn(t, 'ann@magnolia.example');
    bob = await signIn(t, 'bob@river.example');
  });
  afterAll(async () => t?.close());

  describe('authorization', () => {
    const writes = (vendorId: string) =>
      [
        ['PUT', `/api/vendors/${vendorId}`, { tagline: 'Hijacked' }],
        ['POST', `/api/vendors/${vendorId}/photos`, { fileName: 'a.png', fileType: 'image/png', fileSize: 100 }],
        ['POST', `/api/vendors/${vendorId}/photos/confirm`, { imageId: 'x', s3Key: 'y' }],
        ['PUT', `/api/vendors/${vendorId}/photos/some-photo`, { caption: 'x' }],
        ['DELETE', `/api/vendors/${vendorId}/photos/some-photo`, undefined],
        ['PUT', `/api/vendors/${vendorId}/photos/reorder`, { photoOrder: ['a'] }],
        ['PUT', '/api/vendors/apply-filters', { vendorIds: [vendorId], filterIds: [] }],
        ['PUT', '/api/vendors/clear-filters', { vendorIds: [vendorId] }],
        ['POST', '/api/upgrades', { businessName: 'River Hall', email: 'bob@river.example', subscriptionTier: 'featured', creditCard: card, vendorId }],
        ['GET', `/api/upgrades/check/${vendorId}`, undefined],
      ] as const;

    it("refuses every write to another vendor's listing with 403, and changes nothing", async () => {
      for (const [method, path, body] of writes(ids.hall!)) {
        const r = await call(method, path, ann, body);
        expect(r.status, `${method} ${path}`).toBe(403);
      }
      const hall = await t.db.knex('vendors').where({ id: ids.hall }).first();
      expect(hall.tagline).toBeNull();
      expect(await t.db.knex('upgrade_requests').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    });

    it('answers 401 to every write without a session', async () => {
      for (const [method, path, body] of writes(ids.barn!)) {
        expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      }
    });

    it("shows an owner their own pending listing, and a visitor a 404 for it", async () => {
      expect((await call('GET', `/api/vendors/${ids.barn}`, ann)).body.vendor).toMatchObject({ name: 'Magnolia Barn', isActive: false });
      expect((await call('GET', '/api/vendors/magnolia-barn', undefined)).status).toBe(404);
      expect((await call('GET', '/api/vendors/magnolia-barn', bob)).status).toBe(404);
      expect((await call('GET', '/api/vendors/river-hall', ann)).status).toBe(200);
    });
  });

  describe('PUT /api/vendors/{id}', () => {
    it('saves the listed fields, strips the rest, and sanitizes rich text', async () => {
      const r = await call('PUT', `/api/vendors/${ids.barn}`, ann, {
        name: 'Magnolia Barn & Gardens',
        tagline: 'Sunsets over the foothills',
        description: '<h2>Our barn</h2><p onclick="x()">A <strong>restored</strong> dairy barn <a href="javascript:alert(1)">here</a> <a href="https://magnolia.example">tour</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        pricingNotes: '<p>Fridays <em>20% off</em></p>',
        phone: '864-555-0100',
        website: 'https://magnolia.example',
        email: 'events@magnolia.example',
        socialMedia: { instagram: 'magnoliabarn', tiktok: 'magnolia' },
        startingPrice: 4500,
        priceRange: 'premium',
        isFeatured: true,
        isVerified: true,
        isActive: true,
        premierPartner: true,
        subscriptionTier: 'premier',
        ownerUserId: 'someone-else',
        slug: 'stolen',
      });
      expect(r.status).toBe(200);
      expect(r.body.vendor).toMatchObject({ name: 'Magnolia Barn & Gardens', startingPrice: 4500, priceRange: 'premium', isFeatured: false, isVerified: false, isActive: false, premierPartner: false, slug: 'magnolia-barn' });
      const row = await t.db.knex('vendors').where({ id: ids.barn }).first();
      expect(row.description).toBe('<h2>Our barn</h2><p>A <strong>restored</strong> dairy barn <a>here</a> <a href="https://magnolia.example" target="_blank" rel="noopener noreferrer">tour</a></p>');
      expect(row.description_text).toBe('Our barn A restored dairy barn here tour');
      expect(row.social_tiktok).toBe('magnolia');
      expect(row.owner_user_id).not.toBe('someone-else');
    });

    it('refuses bad input with field messages and changes nothing', async () => {
      const r = await call('PUT', `/api/vendors/${ids.barn}`, ann, { name: '  ', website: 'ftp://x', email: 'nope', startingPrice: -5, description: `<p>${'x'.repeat(5001)}</p>` });
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toMatchObject({
        name: 'Business name is required',
        email: 'Please enter a valid email address',
        description: 'Description must be at most 5000 characters',
      });
      expect(r.body.error.fields.website).toBeTruthy();
      expect(r.body.error.fields.startingPrice).toBeTruthy();
      expect((await t.db.knex('vendors').where({ id: ids.barn }).first()).name).toBe('Magnolia Barn & Gardens');
    });

    it('drops the service filters when the category changes', async () => {
      await linkFilter(t.db.knex, ids.barn!, ids.barnFilter!);
      expect((await call('PUT', `/api/vendors/${ids.barn}`, ann, { category: ids.florists })).status).toBe(200);
      expect(await t.db.knex('vendor_filters').where({ vendor_id: ids.barn })).toEqual([]);
      expect((await call('PUT', `/api/vendors/${ids.barn}`, ann, { category: 'no-such-category' })).status).toBe(400);
      await call('PUT', `/api/vendors/${ids.barn}`, ann, { category: ids.venues });
    });
  });

  describe('filters', () => {
    it('applies a selection of its category, clears on request, and refuses a filter of another category', async () => {
      expect((await call('PUT', '/api/vendors/apply-filters', ann, { vendorIds: [ids.barn], filterIds: [ids.barnFilter] })).status).toBe(200);
      expect((await t.db.knex('vendor_filters').where({ vendor_id: ids.barn })).map((r: { filter_id: string }) => r.filter_id)).toEqual([ids.barnFilter]);
      const wrong = await call('PUT', '/api/vendors/apply-filters', ann, { vendorIds: [ids.barn], filters: [ids.floralFilter] });
      expect(wrong.status).toBe(400);
      expect(await t.db.knex('vendor_filters').where({ vendor_id: ids.barn })).toHaveLength(1);
      expect((await call('PUT', '/api/vendors/clear-filters', ann, { vendorIds: [ids.barn] })).status).toBe(200);
      expect(await t.db.knex('vendor_filters').where({ vendor_id: ids.barn })).toEqual([]);
    });
  });

  describe('photos', () => {
    it('uploads a real PNG through a presigned URL, keeps it without metadata and adds a medium size', async () => {
      const r = await upload(ids.barn!, new Uint8Array(await png(1200, 900)));
      expect(r.status).toBe(201);
      expect(r.body.image).toMatchObject({ altText: 'The barn', isPrimary: true, sortOrder: 0, width: 1200, height: 900 });
      expect(r.body.image.urls.medium).toMatch(/-medium\.webp$/);
      const medium = await t.app.request(r.body.image.urls.medium);
      const meta = await sharp(new Uint8Array(await medium.arrayBuffer())).metadata();
      expect(meta.width).toBeLessThanOrEqual(800);
      // The upload is closed, not pending: kept until its URL has expired, for the sweep.
      const uploads = await t.db.knex('photo_uploads').where({ vendor_id: ids.barn });
      expect(uploads).toHaveLength(1);
      expect(uploads[0].closed_at).not.toBeNull();
    });

    it('refuses a PUT to an upload URL after its photo was confirmed, and /media keeps serving the confirmed image', async () => {
      const bytes = new Uint8Array(await png(64, 48));
      const presign = await call('POST', `/api/vendors/${ids.barn}/photos`, ann, { fileName: 'photo.png', fileType: 'image/png', fileSize: bytes.byteLength });
      expect(presign.status).toBe(201);
      expect((await t.app.request(presign.body.uploadUrl, { method: 'PUT', headers: presign.body.headers, body: bytes })).status).toBe(200);
      const confirm = await call('POST', `/api/vendors/${ids.barn}/photos/confirm`, ann, { imageId: presign.body.imageId, s3Key: presign.body.s3Key });
      expect(confirm.status).toBe(201);
      const image = confirm.body.image;
      const served = async (url: string) => new Uint8Array(await (await t.app.request(url)).arrayBuffer());
      const [original, medium] = [await served(image.url), await served(image.urls.medium)];

      // The confirmed photo lives under keys of its own, never the upload's; the uploaded file is gone.
      const uploadBase = presign.body.s3Key.replace(/\.png$/, '');
      for (const url of [image.url, image.urls.medium]) expect(url.includes(uploadBase)).toBe(false);
      const row = await t.db.knex('vendor_images').where({ id: image._id }).first();
      expect([row.storage_key, row.medium_key]).not.toContain(presign.body.s3Key);
      expect((await t.app.request(`/media/${presign.body.s3Key}`)).status).toBe(404);

      // The same URL again, with a page of the very size it was signed for: refused, nothing stored.
      const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>'.padEnd(bytes.byteLength, ' '));
      const again = await t.app.request(presign.body.uploadUrl, { method: 'PUT', headers: presign.body.headers, body: html });
      expect(again.status).toBe(410);
      expect((await readJson(again)).error.code).toBe('GONE');
      expect((await t.app.request(`/media/${presign.body.s3Key}`)).status).toBe(404);
      expect(Array.from(await served(image.url))).toEqual(Array.from(original));
      expect(Array.from(await served(image.urls.medium))).toEqual(Array.from(medium));
      expect((await sharp(await served(image.url)).metadata()).format).toBe('png');
      expect((await sharp(await served(image.urls.medium)).metadata()).format).toBe('webp');
      // Nor can the upload be confirmed a second time.
      expect((await call('POST', `/api/vendors/${ids.barn}/photos/confirm`, ann, { imageId: presign.body.imageId, s3Key: presign.body.s3Key })).status).toBe(404);
      expect((await call('DELETE', `/api/vendors/${ids.barn}/photos/${image._id}`, ann)).status).toBe(200);
    });

    it('never serves uploaded bytes from /media before they are confirmed, by any path into the pending uploads', async () => {
      const bytes = new Uint8Array(await png(64, 48));
      const presign = await call('POST', `/api/vendors/${ids.barn}/photos`, ann, { fileName: 'page.png', fileType: 'image/png', fileSize: bytes.byteLength });
      expect(presign.status).toBe(201);
      const key: string = presign.body.s3Key;
      const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>'.padEnd(bytes.byteLength, ' '));
      expect((await t.app.request(presign.body.uploadUrl, { method: 'PUT', headers: presign.body.headers, body: html })).status).toBe(200);
      const [top, ...rest] = key.split('/');
      const paths = [
        `/media/${key}`,
        `/media//${key}`,
        `/media/./${key}`,
        `/media/vendors/../${key}`,
        `/media/vendors/%2e%2e/${key}`,
        `/media/vendors/..%2F${key}`,
        `/media/vendors%2F..%2F${key}`,
        `/media/${key.replaceAll('/', '%2F')}`,
        `/media/${top}%2f${rest.join('/')}`,
        `/media/${top}/./${rest.join('/')}`,
      ];
      for (const p of paths) {
        for (const method of ['GET', 'HEAD']) expect((await t.app.request(p, { method })).status, `${method} ${p}`).toBe(404);
      }
      // Newly issued upload keys live under pending/, which /media never serves.
      expect(key.startsWith('pending/')).toBe(true);
      expect((await call('POST', `/api/vendors/${ids.barn}/photos/confirm`, ann, { imageId: presign.body.imageId, s3Key: key })).status).toBe(400);

      // A real photo: not served while pending; once confirmed, served at its new key as before.
      const photo = await call('POST', `/api/vendors/${ids.barn}/photos`, ann, { fileName: 'photo.png', fileType: 'image/png', fileSize: bytes.byteLength });
      expect((await t.app.request(photo.body.uploadUrl, { method: 'PUT', headers: photo.body.headers, body: bytes })).status).toBe(200);
      expect((await t.app.request(`/media/${photo.body.s3Key}`)).status).toBe(404);
      const confirm = await call('POST', `/api/vendors/${ids.barn}/photos/confirm`, ann, { imageId: photo.body.imageId, s3Key: photo.body.s3Key });
      expect(confirm.status).toBe(201);
      const served = await t.app.request(confirm.body.image.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(64);
      expect((await call('DELETE', `/api/vendors/${ids.barn}/photos/${confirm.body.image._id}`, ann)).status).toBe(200);
    });

    it('still confirms an upload issued before pending uploads had their own prefix', async () => {
      const bytes = new Uint8Array(await png(64, 48));
      const presign = await call('POST', `/api/vendors/${ids.barn}/photos`, ann, { fileName: 'photo.png', fileType: 'image/png', fileSize: bytes.byteLength });
      const oldKey = `vendors/${ids.barn}/${presign.body.imageId}.png`;
      await t.db.knex('photo_uploads').where({ id: presign.body.imageId }).update({ storage_key: oldKey });
      const file = path.join(t.dataDir, 'uploads', oldKey);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
      const confirm = await call('POST', `/api/vendors/${ids.barn}/photos/confirm`, ann, { imageId: presign.body.imageId, s3Key: oldKey });
      expect(confirm.status).toBe(201);
      expect((await t.app.request(confirm.body.image.url)).status).toBe(200);
      expect(fs.existsSync(file)).toBe(false);
      expect((await call('DELETE', `/api/vendors/${ids.barn}/photos/${confirm.body.image._id}`, ann)).status).toBe(200);
    });

    it('refuses a body of another size than the one the upload URL was issued for', async () => {
      const bytes = new Uint8Array(await png());
      const presign = await call('POST', `/api/vendors/${ids.barn}/photos`, ann, { fileName: 'photo.png', fileType: 'image/png', fileSize: bytes.byteLength });
      const bigger = new Uint8Array(bytes.byteLength + 1000);
      bigger.set(bytes);
      const res = await t.app.request(presign.body.uploadUrl, { method: 'PUT', headers: presign.body.headers, body: bigger });
      expect(res.status).toBe(403);
      expect((await readJson(res)).error.message).toBe('The file size does not match the one this upload link was issued for.');
      expect((await t.app.request(`/media/${presign.body.s3Key}`)).status).toBe(404);
      await t.db.knex('photo_uploads').where({ id: presign.body.imageId }).delete();
    });

    it('counts pending uploads toward the photo limit', async () => {
      const k = t.db.knex;
      const vendorId = await insertVendor(k, ids.venues!, { name: 'Willow Farm', slug: 'willow-farm' });
      await insertUser(k, 'cora@willow.example', { vendorId });
      const cora = await signIn(t, 'cora@willow.example');
      const bytes = new Uint8Array(await png());
      const presign = () => call('POST', `/api/vendors/${vendorId}/photos`, cora, { fileName: 'p.png', fileType: 'image/png', fileSize: bytes.byteLength });
      const tickets = [];
      for (let i = 0; i < 10; i++) {
        const r = await presign();
        expect(r.status).toBe(201);
        tickets.push(r.body);
      }
      const eleventh = await presign();
      expect(eleventh.status).toBe(409);
      expect(eleventh.body.error.message).toBe('You have reached the photo limit of 10 for your plan.');
      // Confirming one of the ten does not count it twice: it becomes the vendor's first photo.
      const last = tickets.at(-1)!;
      expect((await t.app.request(last.uploadUrl, { method: 'PUT', headers: last.headers, body: bytes })).status).toBe(200);
      expect((await call('POST', `/api/vendors/${vendorId}/photos/confirm`, cora, { imageId: last.imageId, s3Key: last.s3Key })).status).toBe(201);
      expect((await presign()).status).toBe(409);
    });

    it('refuses and deletes a file with an image type but other bytes', async () => {
      const r = await upload(ids.barn!, new TextEncoder().encode('this is not a png at all'));
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('This file is not a PNG, JPEG or WebP image.');
      const files = await t.db.knex('vendor_images').where({ vendor_id: ids.barn });
      expect(files).toHaveLength(1);
    });

    it('refuses a type that is not an image before issuing a URL', async () => {
      const r = await call('POST', `/api/vendors/${ids.barn}/photos`, ann, { fileName: 'a.gif', fileType: 'image/gif', fileSize: 10 });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('Please select an image file');
    });

    it('refuses an upload URL that was tampered with', async () => {
      const presign = await call('POST', `/api/vendors/${ids.barn}/photos`, ann, { fileName: 'p.png', fileType: 'image/png', fileSize: 100 });
      const res = await t.app.request(presign.body.uploadUrl.replace(/signature=[0-9a-f]{4}/, 'signature=0000'), { method: 'PUT', headers: presign.body.headers, body: await png() });
      expect(res.status).toBe(403);
      const wrongType = await t.app.request(presign.body.uploadUrl, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body: '<script>' });
      expect(wrongType.status).toBe(403);
    });

    it('edits, sets primary, reorders and deletes photos', async () => {
      const second = (await upload(ids.barn!, new Uint8Array(await png()))).body.image;
      const first = (await t.db.knex('vendor_images').where({ vendor_id: ids.barn, is_primary: true }).first()).id as string;
      expect((await call('PUT', `/api/vendors/${ids.barn}/photos/${second._id}`, ann, { caption: 'Sunset', altText: 'The barn at dusk' })).body.image).toMatchObject({ caption: 'Sunset', altText: 'The barn at dusk', isPrimary: false });
      await call('PUT', `/api/vendors/${ids.barn}/photos/${second._id}`, ann, { isPrimary: true });
      const primaries = await t.db.knex('vendor_images').where({ vendor_id: ids.barn, is_primary: true });
      expect(primaries.map((r: { id: string }) => r.id)).toEqual([second._id]);
      expect((await call('PUT', `/api/vendors/${ids.barn}/photos/reorder`, ann, { photoOrder: [second._id, first] })).status).toBe(200);
      expect((await call('PUT', `/api/vendors/${ids.barn}/photos/reorder`, ann, { photoOrder: [second._id] })).status).toBe(400);
      const vendor = (await call('GET', `/api/vendors/${ids.barn}`, ann)).body.vendor;
      expect(vendor.images.map((i: { _id: string }) => i._id)).toEqual([second._id, first]);
      expect((await call('DELETE', `/api/vendors/${ids.barn}/photos/${second._id}`, ann)).status).toBe(200);
      expect((await call('DELETE', `/api/vendors/${ids.barn}/photos/${second._id}`, ann)).status).toBe(404);
      expect(await t.db.knex('vendor_images').where({ vendor_id: ids.barn })).toHaveLength(1);
    });

    it('refuses an 11th photo on the free tier', async () => {
      const have = (await t.db.knex('vendor_images').where({ vendor_id: ids.barn })).length;
      for (let i = have; i < 10; i++) await insertImage(t.db.knex, ids.barn!, { sort_order: i + 1 });
      const r = await call('POST', `/api/vendors/${ids.barn}/photos`, ann, { fileName: 'p.png', fileType: 'image/png', fileSize: 100 });
      expect(r.status).toBe(409);
      expect(r.body.error.message).toBe('You have reached the photo limit of 10 for your plan.');
    });
  });

  describe('upgrades', () => {
    it('answers the current tier, starts the plan at the processor keeping only the card summary, and emails the vendor', async () => {
      expect((await call('GET', '/api/upgrades/check/magnolia-barn', ann)).body.currentTier).toBe('free');
      const bad = await call('POST', '/api/upgrades', ann, { businessName: '', email: 'x', creditCard: { ...card, cvv: '1' } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toMatchObject({ businessName: 'Business name is required', email: 'Please enter a valid email address' });
      const badCard = await call('POST', '/api/upgrades', ann, { businessName: 'Magnolia Barn', email: 'ann@magnolia.example', creditCard: { ...card, cvv: '1' }, vendorId: ids.barn });
      expect(badCard.body.error.fields).toMatchObject({ 'creditCard.cvv': 'Please enter a valid 3 or 4-digit CVV' });
      const r = await call('POST', '/api/upgrades', ann, { businessName: 'Magnolia Barn', email: 'ann@magnolia.example', subscriptionTier: 'premier', creditCard: card, vendorId: ids.barn, slug: 'magnolia-barn' });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ tier: 'premier', effective: 'now', card: { brand: 'visa', last4: '4242' } });
      expect((await call('GET', '/api/upgrades/check/magnolia-barn', ann)).body).toMatchObject({ currentTier: 'premier', pendingUpgrade: null, subscription: { status: 'trialing' } });
      expect(await t.db.knex('upgrade_requests').where({ vendor_id: ids.barn })).toEqual([]);
      expect(await t.db.knex('billing_customers').where({ vendor_id: ids.barn }).first()).toMatchObject({ card_brand: 'visa', card_last4: '4242' });
      expect(JSON.stringify(await t.db.knex('billing_customers'))).not.toContain('4242 4242');
      const mail = await t.deliverMail();
      expect(mail.find((m) => m.to === 'ann@magnolia.example' && m.subject === 'Your upgrade to Premier Partner is live')).toBeTruthy();
      expect(JSON.stringify(mail)).not.toContain('4242424242424242');
    });
  });
});
