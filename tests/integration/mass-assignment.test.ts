/**
 * Mass assignment (DESIGN.md §2: unknown fields are stripped): every body a vendor or the public can send,
 * plus the admin's vendor forms, goes in with privileged fields added — isAdmin, isFeatured, isVerified,
 * isActive, premierPartner, tier, ownerId/owner_id, id, slug, createdAt and friends. The request must still
 * succeed (the extras are ignored, not a reason to fail), and the rows, read straight from the database, must
 * not have moved in any of those fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { CARD, createSecurityApp, fill, placeholdersOf, type Role, type SecurityApp, type World, type WorldKey, type WorldState } from '../support/security-world.ts';
import { TEST_BROWSER_KEY } from '../support/sign-in.ts';

const INJECTED_ID = 'injected-id-0000000000000';
const INJECTED_DATE = '2000-01-01T00:00:00.000Z';

/** Privileged fields, each with the value an attacker would want. {placeholders} are filled from the world. */
const PRIVILEGED: Record<string, unknown> = {
  isAdmin: true,
  is_admin: true,
  role: 'admin',
  isFeatured: true,
  is_featured: true,
  isVerified: true,
  is_verified: true,
  isActive: true,
  is_active: true,
  premierPartner: true,
  premier_partner: true,
  tier: 'premier',
  subscriptionTier: 'premier',
  ownerId: '{vendorB}',
  owner_id: '{vendorB}',
  ownerUserId: '{vendorB}',
  owner_user_id: '{vendorB}',
  userId: '{vendorB}',
  vendorId: '{vendorB}',
  id: INJECTED_ID,
  _id: INJECTED_ID,
  slug: 'injected-slug',
  createdAt: INJECTED_DATE,
  created_at: INJECTED_DATE,
  updatedAt: INJECTED_DATE,
  status: 'approved',
  isPublished: true,
  is_published: true,
  publishedAt: INJECTED_DATE,
  reviewStats: { averageRating: 5, totalReviews: 999 },
  reviewAverage: 5,
  reviewCount: 999,
  storageKey: 'vendors/{vendorB}/stolen.png',
  sortOrder: -1,
  processedAt: INJECTED_DATE,
};

interface AssignmentCase {
  name: string;
  role: Role;
  method: 'POST' | 'PUT';
  path: string;
  /** The valid body the form sends. */
  body: Record<string, unknown>;
  /** Fields of PRIVILEGED this route legitimately takes (not injected). */
  legit?: readonly string[];
  needs?: readonly WorldKey[];
  states?: readonly WorldState[];
  status: number;
  /** Columns the route itself legitimately writes on vendor A's rows, with the value they must end with. */
  writes?: { vendors?: Record<string, unknown>; subscriptions?: Record<string, unknown> };
}

const CASES: readonly AssignmentCase[] = [
  {
    name: 'a vendor editing their pending listing',
    role: 'vendorA',
    method: 'PUT',
    path: '/api/vendors/{vendorA}',
    body: { name: 'Magnolia Barn', tagline: 'Sunsets', description: '<p>Our barn</p>', socialMedia: { instagram: 'magnolia', isAdmin: true }, startingPrice: 100 },
    states: ['vendorAInactive'],
    status: 200,
  },
  { name: 'a vendor asking for an upload URL', role: 'vendorA', method: 'POST', path: '/api/vendors/{vendorA}/photos', body: { fileName: 'barn.png', fileType: 'image/png', fileSize: 2048, altText: 'Barn' }, needs: ['photoA1'], status: 201 },
  { name: 'a vendor confirming an upload', role: 'vendorA', method: 'POST', path: '/api/vendors/{vendorA}/photos/confirm', body: { imageId: '{uploadAId}', s3Key: '{uploadAKey}', altText: 'Barn', isPrimary: true }, needs: ['photoA1'], status: 201 },
  { name: 'a vendor editing a photo', role: 'vendorA', method: 'PUT', path: '/api/vendors/{vendorA}/photos/{photoA2}', body: { caption: 'Dusk', altText: 'The barn' }, status: 200 },
  { name: 'a vendor reordering photos', role: 'vendorA', method: 'PUT', path: '/api/vendors/{vendorA}/photos/reorder', body: { photoOrder: ['{photoA2}', '{photoA1}'] }, status: 200 },
  { name: 'a vendor setting service filters', role: 'vendorA', method: 'PUT', path: '/api/vendors/apply-filters', body: { vendorIds: ['{vendorA}'], filterIds: ['{filterA}'] }, status: 200 },
  { name: 'a vendor clearing service filters', role: 'vendorA', method: 'PUT', path: '/api/vendors/clear-filters', body: { vendorIds: ['{vendorA}'] }, needs: ['filterA'], status: 200 },
  {
    name: 'a vendor asking for an upgrade',
    role: 'vendorA',
    method: 'POST',
    path: '/api/upgrades',
    body: { businessName: 'Magnolia Barn', email: 'billing@magnolia.example', subscriptionTier: 'featured', creditCard: { ...CARD, isAdmin: true }, vendorId: '{vendorA}' },
    legit: ['subscriptionTier', 'vendorId', 'slug'],
    status: 201,
    // The plan starts at once (issue 37): Featured, as asked — never the Premier the extras ask for.
    writes: { vendors: { is_featured: 1, premier_partner: 0 }, subscriptions: { tier: 'featured', status: 'trialing' } },
  },
  {
    name: 'a couple reviewing a vendor',
    role: 'anonymous',
    method: 'POST',
    path: '/api/vendors/{vendorASlug}/reviews',
    body: { name: 'Jennifer Moore', email: 'jen-{unique}@example.com', rating: 5, text: 'They made our day.' },
    status: 201,
  },
  {
    name: 'a visitor sending a claim request',
    role: 'anonymous',
    method: 'POST',
    path: '/api/contact/submit',
    body: { type: 'CLAIM_REQUEST', name: 'Carla Diaz', email: 'carla-{unique}@example.com', subject: 'Claim Request for River Hall', message: 'It is mine.', businessName: 'River Hall' },
    status: 201,
  },
  {
    name: 'a visitor applying for a paid listing',
    role: 'anonymous',
    method: 'POST',
    path: '/api/applications',
    body: {
      subscriptionTier: 'featured',
      businessName: 'Blue Ridge Blooms',
      category: '{florists}',
      ownerName: 'Rose Park',
      email: 'rose-{unique}@example.com',
      phone: '864-555-0101',
      location: { city: 'Greer', county: 'Greenville', isAdmin: true },
      creditCard: CARD,
    },
    legit: ['subscriptionTier'],
    status: 201,
  },
  { name: 'a visitor asking for a login link', role: 'anonymous', method: 'POST', path: '/api/auth/login', body: { email: 'ann@magnolia-barn.example' }, status: 200 },
  { name: 'a visitor trading a login code', role: 'anonymous', method: 'POST', path: '/api/auth/session', body: { code: '{authCode}', browserKey: TEST_BROWSER_KEY }, status: 200 },
  { name: 'a vendor signing out', role: 'vendorA', method: 'POST', path: '/api/auth/logout', body: {}, status: 200 },
  {
    name: 'an admin editing a vendor',
    role: 'admin',
    method: 'PUT',
    path: '/api/admin/vendors/{vendorA}',
    // The admin's own flags repeat the listing's current values, so any change would come from the extras.
    body: { tagline: 'Edited', isFeatured: false, isVerified: false, isActive: true },
    legit: ['isFeatured', 'is_featured', 'isVerified', 'is_verified', 'isActive', 'is_active'],
    status: 200,
  },
  {
    name: 'an admin adding a vendor',
    role: 'admin',
    method: 'POST',
    path: '/api/admin/vendors',
    body: { name: 'Cedar Hall', category: '{venues}', location: { city: 'Greer', county: 'Greenville' }, isFeatured: false, isVerified: false, isActive: true },
    legit: ['isFeatured', 'is_featured', 'isVerified', 'is_verified', 'isActive', 'is_active'],
    status: 201,
  },
];

type Row = Record<string, unknown>;
const TABLES = ['vendors', 'users', 'subscriptions', 'vendor_images', 'photo_uploads', 'vendor_filters', 'applications', 'contact_messages', 'reviews', 'upgrade_requests', 'sessions'] as const;
type Table = (typeof TABLES)[number];

/** Columns no request of these may change on an existing row. */
const PROTECTED: Partial<Record<Table, readonly string[]>> = {
  vendors: ['id', 'slug', 'is_featured', 'is_verified', 'is_active', 'premier_partner', 'owner_user_id', 'review_average', 'review_count', 'created_at'],
  users: ['id', 'email', 'is_admin', 'is_active', 'vendor_id', 'created_at'],
  subscriptions: ['vendor_id', 'tier', 'status', 'trial_ends_at', 'monthly_price_cents', 'payment_method_id'],
  vendor_images: ['id', 'vendor_id', 'storage_key', 'medium_key', 'created_at'],
  photo_uploads: ['id', 'vendor_id', 'storage_key'],
  applications: ['id', 'status', 'vendor_id', 'processed_by_user_id', 'created_at'],
  contact_messages: ['id', 'status', 'vendor_id', 'created_at'],
  reviews: ['id', 'vendor_id', 'is_published', 'published_at', 'created_at'],
  upgrade_requests: ['id', 'vendor_id', 'status', 'subscription_tier', 'created_at'],
  sessions: ['id', 'user_id', 'created_at'],
};

const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'boolean' ? Number(v) : v);
const yearOf = (v: unknown) => (v === null || v === undefined ? null : new Date(v instanceof Date ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string | number)).getUTCFullYear());

describe.each(DIALECTS)('mass assignment [%s]', (dialect) => {
  let s: SecurityApp;
  beforeAll(async () => {
    s = await createSecurityApp(dialect);
  });
  afterAll(async () => s?.close());

  const snapshot = async () => {
    const out = {} as Record<Table, Map<string, Row>>;
    for (const table of TABLES) {
      const rows = (await s.t.db.knex(table).select('*')) as Row[];
      out[table] = new Map(rows.map((r) => [String(r.id ?? `${String(r.vendor_id)}:${String(r.filter_id)}`), r]));
    }
    return out;
  };

  for (const c of CASES) {
    it(`ignores privileged fields sent by ${c.name} (${c.method} ${c.path})`, async () => {
      const extras = Object.fromEntries(Object.entries(PRIVILEGED).filter(([k]) => !(c.legit ?? []).includes(k) && !(k in c.body)));
      const world: World = await s.world([...placeholdersOf([c.path, c.body, extras]), ...(c.needs ?? [])], c.states ?? []);
      const headers = c.role === 'anonymous' ? {} : c.path === '/api/auth/logout' ? await s.freshSession(c.role as 'vendorA') : s.as(c.role);
      const before = await snapshot();
      const res = await s.call(c.method, fill(c.path, world), { headers, body: fill({ ...extras, ...c.body }, world) });
      expect(res.status, res.text.slice(0, 300)).toBe(c.status);
      const after = await snapshot();

      for (const table of TABLES) {
        for (const [id, row] of after[table]) {
          const old = before[table].get(id);
          if (old) {
            const written = table === 'vendors' && id === world.vendorA ? c.writes?.vendors : undefined;
            for (const col of PROTECTED[table] ?? []) expect(norm(row[col]), `${table}.${col} of ${id}`).toEqual(written && col in written ? written[col] : norm(old[col]));
            continue;
          }
          // A row this request created: the server chose its id, dates and moderation state.
          expect(String(row.id ?? ''), `${table} id`).not.toBe(INJECTED_ID);
          for (const col of ['created_at', 'updated_at', 'published_at', 'processed_at']) {
            if (col in row) expect(yearOf(row[col]), `${table}.${col}`).not.toBe(2000);
          }
          if (table === 'vendors') {
            expect(row).toMatchObject({ slug: expect.not.stringContaining('injected') });
            expect(norm(row.premier_partner), 'vendors.premier_partner').toBe(0);
            expect(row.owner_user_id, 'vendors.owner_user_id').toBeNull();
          }
          if (table === 'users') expect(norm(row.is_admin), 'users.is_admin').toBe(0);
          if (table === 'subscriptions') {
            if (!c.writes?.subscriptions) throw new Error('a subscription appeared');
            expect(row).toMatchObject({ vendor_id: world.vendorA, ...c.writes.subscriptions });
          }
          if (table === 'applications') expect(row).toMatchObject({ status: 'pending', subscription_tier: 'featured', vendor_id: null, processed_by_user_id: null });
          if (table === 'contact_messages') expect(row).toMatchObject({ status: 'new', vendor_id: null, notes: null });
          if (table === 'reviews') {
            expect(norm(row.is_published), 'reviews.is_published').toBe(0);
            expect(row).toMatchObject({ vendor_id: world.vendorA, published_at: null });
          }
          if (table === 'upgrade_requests') expect(row).toMatchObject({ status: 'pending', vendor_id: world.vendorA, subscription_tier: 'featured', processed_at: null });
          if (table === 'photo_uploads' || table === 'vendor_images') {
            expect(row.vendor_id).toBe(world.vendorA);
            // Uploads wait under pending/ (never served); confirmed photos live under vendors/ (ADR 11).
            expect(String(row.storage_key)).toMatch(new RegExp(`^${table === 'photo_uploads' ? 'pending/' : ''}vendors/${world.vendorA}/`));
          }
          if (table === 'vendor_images') expect(row).toMatchObject({ sort_order: 2 });
          if (table === 'sessions') expect(row.user_id).not.toBe(s.userIds.admin);
        }
      }
      // The confirmed photo is not primary (vendor A already has one), whatever the body said.
      if (c.path.endsWith('/confirm')) expect(norm((await s.t.db.knex('vendor_images').where({ id: world.uploadAId }).first()).is_primary)).toBe(0);
    });
  }

  it("keeps an admin-created vendor's featured flag as the admin's own field says, not the injected one", async () => {
    const r = await s.call('POST', '/api/admin/vendors', {
      headers: s.as('admin'),
      body: { name: 'Oak Grove', category: s.categories.venues, location: { city: 'Greer', county: 'Greenville' }, is_featured: true, premier_partner: true, slug: 'injected-slug' },
    });
    expect(r.status).toBe(201);
    const row = await s.t.db.knex('vendors').where({ name: 'Oak Grove' }).first();
    expect(norm(row.is_featured)).toBe(0);
    expect(norm(row.premier_partner)).toBe(0);
    expect(row.slug).toBe('oak-grove');
  });
});
