/**
 * The admin API end to end through app.request() on SQLite and MariaDB (issue 6): applications,
 * vendor management and bulk filters, SEO filters, reviews, contact messages and claims, upgrades.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertFilter, insertReview, insertUser, insertVendor, linkFilter } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { legacyUpgradeRequest } from '../support/legacy-upgrade.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { KnexFilterWriteRepository } from '../../adapters/persistence/knex/repositories/knex-filter-repository.ts';

const CARD = { cardholderName: 'Ann Lee', cardNumber: '4111 1111 1113 1234', expiryDate: '12/30', cvv: '987' };

describe.each(DIALECTS)('admin API [%s]', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: Record<string, string> = {};
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) => {
    const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: await readJson(res) };
  };
  const apply = async (overrides: Record<string, unknown> = {}) => {
    const r = await call(
      'POST',
      '/api/applications',
      {
        subscriptionTier: 'free',
        businessName: 'Magnolia Barn',
        category: ids.venues,
        ownerName: 'Ann Lee',
        email: 'ann@magnolia.example',
        phone: '864-555-0100',
        description: 'A restored dairy barn.\n\nHorses <welcome>.',
        location: { city: 'Travelers Rest', county: 'Greenville', state: 'SC' },
        yearsInBusiness: 6,
        startingPrice: 4500,
        priceRange: 'premium',
        ...overrides,
      },
      {},
    );
    expect(r.status).toBe(201);
    const row = await t.db.knex('applications').orderBy('created_at', 'desc').orderBy('id', 'desc').first();
    return String(row.id);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    ids.venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.florists = await insertCategory(k, 'florists', 'Florists', 6);
    ids.barnFilter = await insertFilter(k, ids.venues);
    ids.gardenFilter = await insertFilter(k, ids.venues, { name: 'Garden Venues', slug: 'garden-venues', filter_value: 'garden' });
    ids.romantic = await insertFilter(k, ids.florists, { name: 'Romantic Florals', slug: 'romantic', filter_key: 'floral_style', filter_value: 'romantic' });
    ids.hall = await insertVendor(k, ids.venues, { name: 'River Hall', email: 'hello@riverhall.example', description: '<p>Riverside ballroom</p>' });
    ids.mill = await insertVendor(k, ids.venues, { name: 'Old Mill', is_active: false, is_featured: true });
    ids.petals = await insertVendor(k, ids.florists, { name: 'Petal Pushers', is_verified: true });
    await insertUser(k, 'boss@admin.example', { isAdmin: true });
    admin = await signIn(t, 'boss@admin.example');
  });
  afterAll(async () => t?.close());

  describe('applications', () => {
    it('approves a pending application: listing, owner, welcome email with a login link', async () => {
      const id = await apply();
      const r = await call('PUT', `/api/admin/applications/${id}/approve`);
      expect(r.status).toBe(200);
      expect(r.body.vendor).toMatchObject({ name: 'Magnolia Barn', slug: 'magnolia-barn' });
      const vendor = await t.db.knex('vendors').where({ id: r.body.vendor._id }).first();
      expect(vendor).toMatchObject({ city: 'Travelers Rest', starting_price: 4500, price_range: 'premium', email: 'ann@magnolia.example' });
      expect(vendor.description).toBe('<p>A restored dairy barn.</p><p>Horses &lt;welcome&gt;.</p>');
      const owner = await t.db.knex('users').where({ email: 'ann@magnolia.example' }).first();
      expect(owner.vendor_id).toBe(vendor.id);
      expect(vendor.owner_user_id).toBe(owner.id);
      const mail = (await t.deliverMail()).find((m) => m.to === 'ann@magnolia.example' && m.subject.includes('your listing is live'));
      expect(mail?.text).toMatch(/\/auth\/verify\/[A-Za-z0-9_-]+/);
      const app = await t.db.knex('applications').where({ id }).first();
      expect(app).toMatchObject({ status: 'approved', vendor_id: vendor.id });
      // The public directory lists it at once.
      expect((await call('GET', '/api/vendors/magnolia-barn', undefined, {})).status).toBe(200);
    });

    it('refuses to approve twice, even when two admins click at once (one listing)', async () => {
      const id = await apply({ businessName: 'Twin Oaks', email: 'twin@oaks.example' });
      const [a, b] = await Promise.all([call('PUT', `/api/admin/applications/${id}/approve`), call('PUT', `/api/admin/applications/${id}/approve`)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([a, b].find((x) => x.status === 409)!.body.error.message).toBe('This application has already been processed.');
      expect(await t.db.knex('vendors').where('name', 'Twin Oaks').count({ n: '*' }).first()).toMatchObject({ n: 1 });
      expect((await call('PUT', `/api/admin/applications/${id}/approve`)).status).toBe(409);
    });

    it('gives a second listing of the same name its own slug, and starts the trial of a paid tier', async () => {
      const id = await apply({ businessName: 'Magnolia Barn', email: 'second@magnolia.example', subscriptionTier: 'premier', creditCard: CARD });
      const r = await call('PUT', `/api/admin/applications/${id}/approve`);
      expect(r.body.vendor.slug).toBe('magnolia-barn-2');
      const sub = await t.db.knex('subscriptions').where({ vendor_id: r.body.vendor._id }).first();
      expect(sub).toMatchObject({ tier: 'premier', status: 'trialing' });
      expect(sub.payment_method_id).not.toBeNull();
      const vendor = await t.db.knex('vendors').where({ id: r.body.vendor._id }).first();
      expect(Boolean(vendor.is_featured) && Boolean(vendor.premier_partner)).toBe(true);
    });

    it('rejects with a reason, stores it and emails it; a rejected application cannot be approved', async () => {
      const id = await apply({ businessName: 'Nope Hall', email: 'nope@hall.example' });
      const r = await call('PUT', `/api/admin/applications/${id}/reject`, { reason: 'Outside our region' });
      expect(r.status).toBe(200);
      expect(await t.db.knex('applications').where({ id }).first()).toMatchObject({ status: 'rejected', rejection_reason: 'Outside our region' });
      const mail = (await t.deliverMail()).find((m) => m.to === 'nope@hall.example' && m.text.includes('Reason: Outside our region'));
      expect(mail).toBeDefined();
      expect((await call('PUT', `/api/admin/applications/${id}/approve`)).status).toBe(409);
      expect((await call('PUT', `/api/admin/applications/${id}/reject`, { reason: null })).status).toBe(409);
    });

    it('lists applications with every moderated field, filtered by status', async () => {
      const r = await call('GET', '/api/admin/applications?status=rejected');
      expect(r.body.applications).toHaveLength(1);
      expect(r.body.applications[0]).toMatchObject({ businessName: 'Nope Hall', status: 'rejected', rejectionReason: 'Outside our region', category: { name: 'Venues' }, location: { city: 'Travelers Rest', state: 'SC' }, ownerName: 'Ann Lee', yearsInBusiness: 6 });
      const all = await call('GET', '/api/admin/applications');
      const premier = all.body.applications.find((a: { subscriptionTier: string }) => a.subscriptionTier === 'premier');
      expect(premier.card).toMatchObject({ last4: '1234', cardholderName: 'Ann Lee' });
      expect(JSON.stringify(all.body)).not.toContain('4111');
      expect(all.body.pagination).toMatchObject({ page: 1, total: 4 });
      expect((await call('GET', '/api/admin/applications?status=bogus')).status).toBe(400);
    });

    it('answers 404 for an unknown application', async () => {
      expect((await call('PUT', '/api/admin/applications/nope/approve')).status).toBe(404);
    });
  });

  describe('vendor management', () => {
    it('lists every vendor, active or not, with contact, tier and owner', async () => {
      const r = await call('GET', '/api/admin/vendors');
      const names = r.body.vendors.map((v: { name: string }) => v.name);
      expect(names).toEqual(expect.arrayContaining(['River Hall', 'Old Mill', 'Petal Pushers', 'Magnolia Barn']));
      const magnolia = r.body.vendors.find((v: { slug: string }) => v.slug === 'magnolia-barn');
      expect(magnolia).toMatchObject({ ownerEmail: 'ann@magnolia.example', subscriptionTier: 'free', isActive: true, location: { formattedLocation: 'Travelers Rest, SC' } });
      expect(r.body.vendors.find((v: { slug: string }) => v.slug === 'magnolia-barn-2').subscriptionTier).toBe('premier');
      expect(r.body.pagination).toMatchObject({ page: 1, limit: 50 });
    });

    it('searches name, email and description, and filters by status, featured, category and style', async () => {
      const names = async (q: string) => (await call('GET', `/api/admin/vendors?${q}`)).body.vendors.map((v: { name: string }) => v.name).sort();
      expect(await names('search=riverhall.example')).toEqual(['River Hall']);
      expect(await names('search=ballroom')).toEqual(['River Hall']);
      expect(await names('search=mill')).toEqual(['Old Mill']);
      expect(await names('status=inactive')).toEqual(['Old Mill']);
      expect(await names('featured=featured&status=all')).toEqual(['Magnolia Barn', 'Old Mill']);
      expect(await names('category=florists')).toEqual(['Petal Pushers']);
      await linkFilter(t.db.knex, ids.hall!, ids.barnFilter!);
      expect(await names('venue_type=barn')).toEqual(['River Hall']);
      expect(await names('venue_type=all&category=all&search=')).toHaveLength(6);
      expect((await call('GET', '/api/admin/vendors?limit=51')).status).toBe(400);
    });

    it('totals the vendors it lists by counting them, whatever the public lists’ kept counts say', async () => {
      const total = async (q: string) => (await call('GET', `/api/admin/vendors?${q}`)).body.pagination.totalVendors as number;
      // (River Hall is linked to the barn filter by the test before.)
      const listed = (await call('GET', '/api/admin/vendors?category=venues&status=active&venue_type=barn')).body.vendors.length as number;
      expect(listed).toBeGreaterThan(0);
      const kept = { scope: 'filter', scope_key: ids.barnFilter };
      const { vendor_count: before } = (await t.db.knex('listing_counts').where(kept).first('vendor_count')) as { vendor_count: number };
      await t.db.knex('listing_counts').where(kept).update({ vendor_count: 97 });
      try {
        expect(await total('category=venues&status=active&venue_type=barn')).toBe(listed);
        expect(await total('category=venues&status=all&venue_type=barn')).toBe(listed);
        expect(await total('venue_type=barn')).toBe(listed);
      } finally {
        await t.db.knex('listing_counts').where(kept).update({ vendor_count: before });
      }
    });

    it('toggles active, featured and verified independently', async () => {
      const on = await call('PUT', `/api/admin/vendors/${ids.mill}/toggle-status`);
      expect(on.body.vendor).toMatchObject({ isActive: true, isFeatured: true });
      const verified = await call('PUT', `/api/admin/vendors/${ids.mill}/toggle-verified`);
      expect(verified.body.vendor).toMatchObject({ isActive: true, isVerified: true });
      const unfeatured = await call('PUT', `/api/admin/vendors/${ids.mill}/toggle-featured`);
      expect(unfeatured.body.vendor).toMatchObject({ isFeatured: false, isVerified: true });
      expect((await call('PUT', '/api/admin/vendors/nope/toggle-status')).status).toBe(404);
      expect((await call('PUT', `/api/admin/vendors/${ids.mill}/toggle-bogus`)).status).toBe(400);
    });

    it('edits the profile, address and flags; bad input is a 400 that changes nothing', async () => {
      const r = await call('PUT', `/api/admin/vendors/${ids.hall}`, {
        name: 'River Hall & Gardens',
        tagline: 'On the Reedy',
        description: '<p>By the river<script>alert(1)</script></p>',
        startingPrice: '3200',
        location: { city: 'Greenville', county: 'Greenville', state: 'SC', zipCode: '29601' },
        isVerified: true,
        isFeatured: true,
      });
      expect(r.status).toBe(200);
      expect(r.body.vendor).toMatchObject({ name: 'River Hall & Gardens', tagline: 'On the Reedy', startingPrice: 3200, isVerified: true, isFeatured: true, location: { zipCode: '29601' } });
      expect(r.body.vendor.description).toBe('<p>By the river</p>');
      const bad = await call('PUT', `/api/admin/vendors/${ids.hall}`, { tagline: 'Changed', email: 'not-an-email', location: { city: '', county: 'X' } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toMatchObject({ email: 'Please enter a valid email address', 'location.city': 'City is required' });
      expect((await t.db.knex('vendors').where({ id: ids.hall }).first()).tagline).toBe('On the Reedy');
    });

    it('adds a new active vendor, with an owner who is emailed a login link', async () => {
      const r = await call('POST', '/api/admin/vendors', {
        name: 'Blue Ridge Blooms',
        category: ids.florists,
        location: { city: 'Greer', county: 'Spartanburg' },
        email: 'shop@blooms.example',
        description: '<p>Wildflowers</p>',
        startingPrice: 800,
        priceRange: 'moderate',
        isVerified: true,
        ownerEmail: 'Owner@Blooms.example',
      });
      expect(r.status).toBe(201);
      expect(r.body.vendor).toMatchObject({ name: 'Blue Ridge Blooms', slug: 'blue-ridge-blooms', isActive: true, isVerified: true, ownerEmail: 'owner@blooms.example', category: { slug: 'florists' } });
      expect((await call('GET', '/api/vendors/blue-ridge-blooms', undefined, {})).status).toBe(200);
      expect((await t.deliverMail()).some((m) => m.to === 'owner@blooms.example' && /\/auth\/verify\//.test(m.text))).toBe(true);
      const bad = await call('POST', '/api/admin/vendors', { name: ' ', location: {} });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toMatchObject({ name: 'Business name is required', category: 'Category is required', 'location.city': 'City is required', 'location.county': 'County is required' });
    });

    it('bulk-applies a filter value to the vendors of a matching category, and reports the count', async () => {
      const r = await call('PUT', '/api/vendors/apply-filters', { vendorIds: [ids.hall, ids.mill, ids.petals], filters: { venue_type: 'garden', floral_style: '', music_style: 'all' } });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ vendorsUpdated: 2, vendorsSkipped: 1, message: 'Filters applied to 2 vendors successfully!' });
      const links = await t.db.knex('vendor_filters').where({ filter_id: ids.gardenFilter }).pluck('vendor_id');
      expect(links.sort()).toEqual([ids.hall, ids.mill].sort());
      // Existing filters are kept (bulk apply adds).
      expect(await t.db.knex('vendor_filters').where({ vendor_id: ids.hall, filter_id: ids.barnFilter }).first()).toBeDefined();
      const landing = await call('GET', '/api/vendors/category/venues/garden-venues', undefined, {});
      expect(landing.body.vendors.map((v: { _id: string }) => v._id).sort()).toEqual([ids.hall, ids.mill].sort());
    });

    it('rejects a bulk apply with nothing chosen, or no selection, with the spec messages', async () => {
      const none = await call('PUT', '/api/vendors/apply-filters', { vendorIds: [ids.hall], filters: { venue_type: '' } });
      expect(none.status).toBe(400);
      expect(none.body.error.message).toBe('Please select at least one filter to apply');
      const empty = await call('PUT', '/api/vendors/apply-filters', { vendorIds: [], filters: { venue_type: 'barn' } });
      expect(empty.body.error.message).toBe('Please select vendors to apply filters to');
      const clear = await call('PUT', '/api/vendors/clear-filters', { vendorIds: [] });
      expect(clear.body.error.message).toBe('Please select vendors to clear filters from');
    });

    it('sets exactly the ticked filters of one vendor, and bulk-clears by key or entirely', async () => {
      const exact = await call('PUT', '/api/vendors/apply-filters', { vendorIds: [ids.hall], filterIds: [ids.barnFilter] });
      expect(exact.status).toBe(200);
      expect(await t.db.knex('vendor_filters').where({ vendor_id: ids.hall }).pluck('filter_id')).toEqual([ids.barnFilter]);
      const byKey = await call('PUT', '/api/vendors/clear-filters', { vendorIds: [ids.mill], filterKeys: ['venue_type'] });
      expect(byKey.body).toMatchObject({ vendorsUpdated: 1, message: 'Filters cleared from 1 vendor successfully!' });
      expect(await t.db.knex('vendor_filters').where({ vendor_id: ids.mill }).count({ n: '*' }).first()).toMatchObject({ n: 0 });
      await call('PUT', '/api/vendors/clear-filters', { vendorIds: [ids.hall, ids.petals] });
      expect(await t.db.knex('vendor_filters').whereIn('vendor_id', [ids.hall!, ids.petals!]).count({ n: '*' }).first()).toMatchObject({ n: 0 });
    });

    it('cancels a paid plan back to the free tier, keeping the listing', async () => {
      const vendor = await t.db.knex('vendors').where({ slug: 'magnolia-barn-2' }).first();
      const r = await call('PUT', `/api/admin/vendors/${vendor.id}/cancel-subscription`);
      expect(r.body).toMatchObject({ tier: 'free' });
      const after = await t.db.knex('vendors').where({ id: vendor.id }).first();
      expect(Boolean(after.is_active) && !after.is_featured && !after.premier_partner).toBe(true);
      expect((await call('PUT', `/api/admin/vendors/${vendor.id}/cancel-subscription`)).status).toBe(409);
    });

    it('deletes a vendor with its reviews and filters; its owner account forgets it', async () => {
      const doomed = await insertVendor(t.db.knex, ids.venues!, { name: 'Doomed Venue' });
      await insertReview(t.db.knex, doomed);
      await linkFilter(t.db.knex, doomed, ids.barnFilter!);
      const owner = await insertUser(t.db.knex, 'doomed@venue.example', { vendorId: doomed });
      const r = await call('DELETE', `/api/admin/vendors/${doomed}`);
      expect(r.status).toBe(200);
      expect(await t.db.knex('vendors').where({ id: doomed }).first()).toBeUndefined();
      expect(await t.db.knex('reviews').where({ vendor_id: doomed }).first()).toBeUndefined();
      expect((await t.db.knex('users').where({ id: owner }).first()).vendor_id).toBeNull();
      expect((await call('DELETE', `/api/admin/vendors/${doomed}`)).status).toBe(404);
    });
  });

  describe('SEO filters', () => {
    const form = (overrides: Record<string, unknown> = {}) => ({
      name: 'Historic Venues',
      slug: 'historic-venues',
      category: ids.venues,
      filterKey: 'venue_type',
      filterValue: 'historic',
      seoTitle: 'Historic Wedding Venues',
      seoDescription: 'Antebellum homes and mills.',
      metaKeywords: 'historic venue, , old mill ',
      content: '<p>History<img src=x onerror=alert(1)></p>',
      sortOrder: 'abc',
      ...overrides,
    });

    it('creates a filter: keywords from comma text, non-numeric sort order 0, content sanitized, public at once', async () => {
      const r = await call('POST', '/api/filters', form());
      expect(r.status).toBe(201);
      expect(r.body.filter).toMatchObject({ slug: 'historic-venues', metaKeywords: ['historic venue', 'old mill'], sortOrder: 0, isActive: true, content: '<p>History</p>', vendorCount: 0, category: { slug: 'venues' } });
      ids.historic = r.body.filter._id;
      expect((await call('GET', '/api/filters/venues/historic-venues', undefined, {})).status).toBe(200);
    });

    it('refuses a slug already used in the category (409), a key of another category and missing fields (400)', async () => {
      const dup = await call('POST', '/api/filters', form({ name: 'Other' }));
      expect(dup.status).toBe(409);
      expect(dup.body.error.message).toBe('A filter with this slug already exists in this category.');
      // The same slug in another category is fine.
      expect((await call('POST', '/api/filters', form({ category: ids.florists, filterKey: 'floral_style', filterValue: 'classic' }))).status).toBe(201);
      const wrongKey = await call('POST', '/api/filters', form({ slug: 'x-music', filterKey: 'music_style', filterValue: 'dj' }));
      expect(wrongKey.status).toBe(400);
      expect(wrongKey.body.error.fields.filterKey).toMatch(/venue_type, indoor_outdoor/);
      const missing = await call('POST', '/api/filters', { sortOrder: -3 });
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields).toMatchObject({ name: 'Name is required', slug: 'Slug is required', category: 'Category is required', seoTitle: 'SEO title is required', seoDescription: 'SEO description is required' });
      const badValue = await call('POST', '/api/filters', form({ slug: 'weird', filterValue: 'spaceship' }));
      expect(badValue.body.error.fields.filterValue).toBe('Please choose a value from the list');
    });

    it('refuses a second filter for the same category, key and value (409), on create and on update, and writes nothing', async () => {
      const count = async () => Number((await t.db.knex('seo_filters').count({ n: '*' }).first())?.n);
      const before = await count();
      // 'Barn Venues' (venue_type = barn) exists: another name and slug for the same value is refused.
      const dup = await call('POST', '/api/filters', form({ name: 'More Barns', slug: 'more-barns', filterValue: 'barn' }));
      expect(dup.status).toBe(409);
      expect(dup.body.error).toMatchObject({ code: 'CONFLICT', message: 'A filter for this value already exists', fields: { filterValue: 'A filter for this value already exists' } });
      expect(await count()).toBe(before);
      expect(await t.db.knex('seo_filters').where({ slug: 'more-barns' }).first()).toBeUndefined();

      // Editing 'Garden Venues' onto barn collides too; the filter keeps its value.
      const edit = await call('PUT', `/api/filters/${ids.gardenFilter}`, form({ name: 'Garden Venues', slug: 'garden-venues', filterValue: 'barn' }));
      expect(edit.status).toBe(409);
      expect(edit.body.error.message).toBe('A filter for this value already exists');
      expect(await t.db.knex('seo_filters').where({ id: ids.gardenFilter }).first()).toMatchObject({ filter_value: 'garden', name: 'Garden Venues' });
      // Saving a filter with its own value is no collision.
      expect((await call('PUT', `/api/filters/${ids.gardenFilter}`, form({ name: 'Garden Venues', slug: 'garden-venues', filterValue: 'garden' }))).status).toBe(200);

      // Two admins saving at once: the store's unique index refuses the second write, as the same 409.
      const barn = await new KnexFilterWriteRepository(t.db.knex).find(ids.barnFilter!);
      const copy = { ...barn!, id: ulid(), slug: 'barns-again' };
      await expect(new KnexFilterWriteRepository(t.db.knex).create(copy)).rejects.toMatchObject({ code: 'CONFLICT', message: 'A filter for this value already exists' });
      expect(await count()).toBe(before);
    });

    it('edits, deactivates (the public page goes away), reactivates and deletes a filter', async () => {
      const edited = await call('PUT', `/api/filters/${ids.historic}`, form({ name: 'Historic Homes', slug: 'historic-homes', sortOrder: 4 }));
      expect(edited.body.filter).toMatchObject({ name: 'Historic Homes', slug: 'historic-homes', sortOrder: 4 });
      const landing = '/api/vendors/category/venues/historic-homes';
      expect((await call('GET', landing, undefined, {})).status).toBe(200);
      const off = await call('PUT', `/api/filters/${ids.historic}/toggle`);
      expect(off.body).toMatchObject({ message: 'Filter deactivated successfully!', filter: { isActive: false } });
      expect((await call('GET', '/api/filters/venues/historic-homes', undefined, {})).status).toBe(404);
      expect((await call('GET', landing, undefined, {})).status).toBe(404);
      const all = await call('GET', '/api/admin/filters');
      expect(all.body.publicBaseUrl).toBe(t.config.publicBaseUrl);
      expect(all.body.filters.find((f: { _id: string }) => f._id === ids.historic)).toMatchObject({ isActive: false });
      expect((await call('PUT', `/api/filters/${ids.historic}/toggle`)).body.message).toBe('Filter activated successfully!');
      expect((await call('GET', landing, undefined, {})).status).toBe(200);
      expect((await call('DELETE', `/api/filters/${ids.historic}`)).body).toMatchObject({ success: true, message: 'Filter deleted successfully!' });
      expect((await call('GET', landing, undefined, {})).status).toBe(404);
      expect((await call('DELETE', `/api/filters/${ids.historic}`)).status).toBe(404);
    });

    it("answers a landing page with the filter's and the category's new texts right after an admin edits them", async () => {
      const created = await call('POST', '/api/filters', form({ name: 'Lakeside Venues', slug: 'lakeside-venues', filterValue: 'historic', seoTitle: 'Lakeside Wedding Venues' }));
      expect(created.status).toBe(201);
      const id = created.body.filter._id as string;
      const landing = '/api/vendors/category/venues/lakeside-venues';
      const before = await call('GET', landing, undefined, {});
      expect(before.body.filter).toMatchObject({ name: 'Lakeside Venues', seoTitle: 'Lakeside Wedding Venues', category: { name: 'Venues' } });
      expect((await call('GET', `${landing}?page=2`, undefined, {})).body.filter.name).toBe('Lakeside Venues');
      const edited = await call('PUT', `/api/filters/${id}`, form({ name: 'Lakefront Venues', slug: 'lakeside-venues', filterValue: 'historic', seoTitle: 'Lakefront Wedding Venues' }));
      expect(edited.status).toBe(200);
      const after = await call('GET', landing, undefined, {});
      expect(after.body.filter).toMatchObject({ name: 'Lakefront Venues', seoTitle: 'Lakefront Wedding Venues' });
      // Categories are renamed by an operator outside the API: the read cache's next write (or TTL) and the
      // landing page shows the new name.
      await t.db.knex('categories').where({ id: ids.venues }).update({ name: 'Wedding Venues' });
      try {
        expect((await call('PUT', `/api/filters/${id}/toggle`)).body.filter.isActive).toBe(false);
        expect((await call('PUT', `/api/filters/${id}/toggle`)).body.filter.isActive).toBe(true);
        const renamed = await call('GET', landing, undefined, {});
        expect(renamed.body.category).toMatchObject({ name: 'Wedding Venues', slug: 'venues' });
        expect(renamed.body.filter.category).toMatchObject({ name: 'Wedding Venues', slug: 'venues' });
      } finally {
        await t.db.knex('categories').where({ id: ids.venues }).update({ name: 'Venues' });
        await call('DELETE', `/api/filters/${id}`);
      }
    });
  });

  describe('reviews', () => {
    it('takes a couple’s review unpublished, with field messages for bad input', async () => {
      const bad = await call('POST', `/api/vendors/${ids.petals}/reviews`, { name: '', email: 'x', rating: 7, text: '', weddingDate: '2999-01-01' }, {});
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toMatchObject({ name: 'Name is required', email: 'Please enter a valid email address', rating: 'Please choose a rating from 1 to 5', weddingDate: 'The wedding date cannot be in the future' });
      const ok = await call('POST', `/api/vendors/${ids.petals}/reviews`, { name: 'June Carter', email: 'june@example.com', rating: 4, title: 'Lovely', text: 'Beautiful peonies.', weddingDate: '2025-05-03' }, {});
      expect(ok.status).toBe(201);
      ids.review = ok.body.reviewId;
      expect(await t.db.knex('reviews').where({ id: ids.review }).first()).toMatchObject({ is_published: 0 });
      expect((await call('GET', `/api/vendors/${ids.petals}/reviews`, undefined, {})).body.reviews).toHaveLength(0);
      // The same couple again the same day: refused.
      expect((await call('POST', `/api/vendors/${ids.petals}/reviews`, { name: 'June Carter', email: 'JUNE@example.com', rating: 5, text: 'Again' }, {})).status).toBe(429);
      // Reviews of hidden listings are not taken.
      const hidden = await insertVendor(t.db.knex, ids.venues!, { is_active: false });
      expect((await call('POST', `/api/vendors/${hidden}/reviews`, { name: 'A', email: 'a@b.co', rating: 5, text: 'x' }, {})).status).toBe(404);
    });

    it('publishing updates the vendor’s review stats at once; unpublishing takes them back', async () => {
      await insertReview(t.db.knex, ids.petals!, { rating: 5, is_published: true });
      await t.db.knex('vendors').where({ id: ids.petals }).update({ review_average: 5, review_count: 1 });
      const list = await call('GET', '/api/admin/reviews?status=unpublished');
      expect(list.body.reviews[0]).toMatchObject({ _id: ids.review, rating: 4, text: 'Beautiful peonies.', reviewerEmail: 'june@example.com', isPublished: false, vendor: { name: 'Petal Pushers' } });
      const on = await call('PUT', `/api/admin/reviews/${ids.review}/toggle-published`);
      expect(on.body).toMatchObject({ review: { isPublished: true }, vendorStats: { averageRating: 4.5, totalReviews: 2 } });
      expect((await call('GET', `/api/vendors/${ids.petals}`, undefined, {})).body.vendor.reviewStats).toEqual({ averageRating: 4.5, totalReviews: 2 });
      const off = await call('PUT', `/api/admin/reviews/${ids.review}/toggle-published`);
      expect(off.body.vendorStats).toEqual({ averageRating: 5, totalReviews: 1 });
      expect((await call('PUT', '/api/admin/reviews/nope/toggle-published')).status).toBe(404);
    });
  });

  describe('contact messages and claims', () => {
    const claim = async (email: string, businessName: string) => {
      const r = await call('POST', '/api/contact/submit', { type: 'CLAIM_REQUEST', name: 'Claire Owner', email, subject: `Claim Request for ${businessName}`, message: 'It is mine.', businessName }, {});
      expect(r.status).toBe(201);
      return String(r.body.id);
    };

    it('lists messages by type and status and keeps the status and notes an admin sets', async () => {
      await call('POST', '/api/contact/submit', { type: 'GENERAL_INQUIRY', name: 'Q', email: 'q@example.com', subject: 'Hours?', message: 'When?' }, {});
      const id = await claim('claire@petals.example', 'Petal Pushers');
      const claims = await call('GET', '/api/contact?type=CLAIM_REQUEST');
      expect(claims.body.messages.map((m: { _id: string }) => m._id)).toEqual([id]);
      const r = await call('PUT', `/api/contact/${id}/status`, { status: 'in_progress', notes: 'Called her back' });
      expect(r.body.contactMessage).toMatchObject({ status: 'in_progress', notes: 'Called her back' });
      expect((await call('GET', '/api/contact?status=new')).body.messages.map((m: { type: string }) => m.type)).toEqual(['GENERAL_INQUIRY']);
      expect((await call('PUT', `/api/contact/${id}/status`, { status: 'done' })).status).toBe(400);
    });

    it('grants a claim: the claimant owns the listing and gets a login link; a different owner later is refused', async () => {
      const id = (await call('GET', '/api/contact?type=CLAIM_REQUEST')).body.messages[0]._id;
      const r = await call('PUT', `/api/admin/claims/${id}/grant`, { vendorId: ids.petals });
      expect(r.status).toBe(200);
      expect(r.body.contactMessage).toMatchObject({ status: 'resolved', vendor: { _id: ids.petals } });
      const user = await t.db.knex('users').where({ email: 'claire@petals.example' }).first();
      expect(user.vendor_id).toBe(ids.petals);
      const link = /\/auth\/verify\/([A-Za-z0-9_-]+)/.exec((await t.deliverMail()).find((m) => m.to === 'claire@petals.example' && m.subject.includes('yours to manage'))?.text ?? '');
      expect(link).not.toBeNull();

      const rival = await claim('rival@elsewhere.example', 'Petal Pushers');
      const refused = await call('PUT', `/api/admin/claims/${rival}/grant`, { vendorId: ids.petals });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('This listing has already been claimed by another user.');

      // The listing changes hands before Claire uses her link: it lands on already_claimed.
      const other = await insertUser(t.db.knex, 'someone@else.example');
      await t.db.knex('users').where({ id: user.id }).update({ vendor_id: null });
      await t.db.knex('vendors').where({ id: ids.petals }).update({ owner_user_id: other });
      await t.db.knex('users').where({ id: other }).update({ vendor_id: ids.petals });
      const verify = await t.app.request(`/api/auth/verify/${link![1]}`, { redirect: 'manual' });
      expect(verify.headers.get('location')).toMatch(/\/login\?error=already_claimed$/);
    });

    it('grants only claim requests', async () => {
      const general = (await call('GET', '/api/contact?type=GENERAL_INQUIRY')).body.messages[0]._id;
      expect((await call('PUT', `/api/admin/claims/${general}/grant`, { vendorId: ids.hall })).status).toBe(409);
    });
  });

  describe('upgrade requests and stats', () => {
    it('lists pending upgrade requests; applying one starts the trial and sets the flags; declining closes it', async () => {
      const vendorId = await insertVendor(t.db.knex, ids.venues!, { name: 'Upgrade Barn' });
      await insertUser(t.db.knex, 'up@barn.example', { vendorId });
      // Requests made before plans ran on the processor (issue 37) stay for an admin to apply or decline.
      await legacyUpgradeRequest(t, { id: vendorId, slug: 'upgrade-barn', name: 'Upgrade Barn' }, 'featured', { last4: '1234' });
      const list = await call('GET', '/api/admin/upgrades');
      const request = list.body.upgradeRequests.find((u: { businessName: string }) => u.businessName === 'Upgrade Barn');
      expect(request).toMatchObject({ status: 'pending', subscriptionTier: 'featured', currentTier: 'free', card: { last4: '1234' }, vendor: { _id: vendorId } });
      expect((await call('GET', '/api/admin/stats')).body.stats.upgradeRequests.pending).toBe(1);
      // Two admins apply it at once: one applies, the other is told it was already processed.
      const both = await Promise.all([call('PUT', `/api/admin/upgrades/${request._id}/apply`), call('PUT', `/api/admin/upgrades/${request._id}/apply`)]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.status === 200)!.body).toMatchObject({ tier: 'featured' });
      expect(Boolean((await t.db.knex('vendors').where({ id: vendorId }).first()).is_featured)).toBe(true);
      expect((await call('PUT', `/api/admin/upgrades/${request._id}/reject`)).status).toBe(409);
      const againId = await legacyUpgradeRequest(t, { id: vendorId, slug: 'upgrade-barn', name: 'Upgrade Barn' }, 'premier', { last4: '1234' });
      const second = (await call('GET', '/api/admin/upgrades')).body.upgradeRequests.find((u: { _id: string }) => u._id === againId);
      expect(second.currentTier).toBe('featured');
      expect((await call('PUT', `/api/admin/upgrades/${second._id}/reject`)).status).toBe(200);
      expect((await call('GET', '/api/admin/upgrades?status=rejected')).body.upgradeRequests.map((u: { _id: string }) => u._id)).toEqual([second._id]);
    });

    it('counts vendors, applications, reviews and messages for the dashboard', async () => {
      const stats = (await call('GET', '/api/admin/stats')).body.stats;
      const v = await t.db.knex('vendors').select('is_active', 'is_featured', 'is_verified');
      expect(stats.vendors).toEqual({
        total: v.length,
        active: v.filter((x) => Boolean(x.is_active)).length,
        featured: v.filter((x) => Boolean(x.is_featured)).length,
        verified: v.filter((x) => Boolean(x.is_verified)).length,
        inactive: v.filter((x) => !x.is_active).length,
      });
      expect(stats.applications).toEqual({ total: 4, pending: 0, processed: 4 });
      const reviews = await t.db.knex('reviews').select('is_published');
      expect(stats.reviews).toEqual({ total: reviews.length, published: reviews.filter((r) => Boolean(r.is_published)).length, unpublished: reviews.filter((r) => !r.is_published).length });
      expect(stats.contactMessages.new).toBe(2);
    });
  });
});

describe.each(DIALECTS)('approving an application stored before websites were checked [%s]', (dialect) => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('creates the listing without its non-http website, so it never becomes an href', async () => {
    t = await createTestApp(dialect);
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    await insertUser(t.db.knex, 'boss@admin.example', { isAdmin: true });
    const admin = await signIn(t, 'boss@admin.example');
    const submitted = await t.app.request('/api/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ businessName: 'Legacy Loft', category: venues, ownerName: 'Lee Ann', email: 'legacy@loft.example', phone: '864-555-0101', website: 'https://legacy-loft.example', location: { city: 'Greer', county: 'Greenville', state: 'SC' } }),
    });
    expect(submitted.status).toBe(201);
    const id = (await readJson(submitted)).applicationId as string;
    // A row from before the rule: the stored website is a script URL.
    await t.db.knex('applications').where({ id }).update({ website: 'javascript:alert(1)' });
    const approved = await t.app.request(`/api/admin/applications/${id}/approve`, { method: 'PUT', headers: admin });
    expect(approved.status).toBe(200);
    const { vendor } = await readJson(approved);
    expect((await t.db.knex('vendors').where({ id: vendor._id }).first()).website).toBeNull();
    const pub = await t.app.request(`/api/vendors/${vendor.slug}`);
    expect(pub.status).toBe(200);
    expect(await pub.text()).not.toContain('javascript:');
  });
});

describe.each(DIALECTS)('welcome emails of approval and claim [%s]', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let venues: string;
  const BASE = 'https://upstateweddingdirectory.com';
  const FRESH_LINK = `This login link is valid for 15 minutes and works once. If it has expired, get a fresh one on the login page: ${BASE}/login`;
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const approvedMail = async (email: string, tier: string) => {
    const applied = await request('POST', '/api/applications', {
      subscriptionTier: tier,
      businessName: `${tier} Barn`,
      category: venues,
      ownerName: 'Ann Lee',
      email,
      phone: '864-555-0100',
      location: { city: 'Greer', county: 'Greenville', state: 'SC' },
      ...(tier === 'free' ? {} : { creditCard: CARD }),
    });
    expect(applied.status).toBe(201);
    expect((await request('PUT', `/api/admin/applications/${(await readJson(applied)).applicationId}/approve`, undefined, admin)).status).toBe(200);
    return (await t.deliverMail()).find((m) => m.to === email && m.subject.includes('your listing is live'))!;
  };

  beforeAll(async () => {
    // Approved on November 25, 2026: a paid plan's 3-month trial runs until February 25, 2027.
    t = await createTestApp(dialect, { clock: new FixedClock(new Date('2026-11-25T15:00:00Z')), env: { PUBLIC_BASE_URL: BASE } });
    venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    await insertUser(t.db.knex, 'boss@admin.example', { isAdmin: true });
    admin = await signIn(t, 'boss@admin.example');
  });
  afterAll(async () => t?.close());

  it('names the paid plan, the trial end date and the price after it, and says the link lasts 15 minutes', async () => {
    for (const [tier, line] of [
      ['featured', 'Your plan: Featured Listing. Your free trial runs until February 25, 2027, then $29/month, locked for your first year.'],
      ['premier', 'Your plan: Premier Partner. Your free trial runs until February 25, 2027, then $129/month, locked for your first year.'],
    ] as const) {
      const mail = await approvedMail(`${tier}@barn.example`, tier);
      for (const body of [mail.text, mail.html]) {
        expect(body, tier).toContain(line);
        expect(body, tier).toContain(FRESH_LINK);
      }
    }
  });

  it('tells a free listing about the 15-minute link and the login page, without a plan line', async () => {
    const mail = await approvedMail('free@barn.example', 'free');
    expect(mail.text).toContain(FRESH_LINK);
    expect(mail.html).toContain(FRESH_LINK);
    expect(mail.html).toContain(`${BASE}/login`);
    expect(mail.text).not.toContain('Your plan');
  });

  it('says the same in the claim-granted email', async () => {
    const vendorId = await insertVendor(t.db.knex, venues, { name: 'Claimed Hall' });
    const claimed = await request('POST', '/api/contact/submit', { type: 'CLAIM_REQUEST', name: 'Claire Owner', email: 'claire@hall.example', subject: 'Claim Request for Claimed Hall', message: 'It is mine.', businessName: 'Claimed Hall' });
    expect(claimed.status).toBe(201);
    expect((await request('PUT', `/api/admin/claims/${(await readJson(claimed)).id}/grant`, { vendorId }, admin)).status).toBe(200);
    const mail = (await t.deliverMail()).find((m) => m.to === 'claire@hall.example' && m.subject.includes('yours to manage'))!;
    expect(mail.text).toContain(FRESH_LINK);
    expect(mail.html).toContain(FRESH_LINK);
  });
});
