/**
 * The authorization matrix (DESIGN.md §6): every route of the app × the four roles → the status the app
 * must answer. tests/integration/authorization-matrix.test.ts turns each case into one test per role, each
 * on a fresh world (tests/support/security-world.ts), and fails when the app has a route this file does not
 * list, or this file lists a route the app does not have.
 *
 * Roles: `anonymous` (no session), `vendorA` (owner of vendor A), `vendorB` (owner of vendor B), `admin`.
 * Unless a case says otherwise its target is vendor A's object: the listing, its photos, its filters, its
 * upgrade request. `{placeholders}` name the world's objects (WORLD_KEYS); bodies are the real ones a happy
 * path sends, so a 200/201 below means the action really happened.
 *
 * Objects of others, the rule the cases below pin down:
 * - 403 when the listing a request names (in the path, in `vendorIds`, in an upgrade's `vendorId`/`slug`)
 *   is someone else's: the vendor is the unit of ownership and the use cases check it first.
 * - 404 when a vendor addresses, under their own listing, a photo or a pending upload that belongs to
 *   another listing: photos and uploads are looked up within the named listing, so someone else's is
 *   indistinguishable from one that does not exist (and its existence is not revealed).
 * - 404 for reading someone else's pending (inactive) listing: to everyone but its owner and the admins
 *   it does not exist publicly.
 */
import { CARD, WEBHOOK_EVENT, type Role, type WorldKey, type WorldState } from '../support/security-world.ts';
import { TEST_BROWSER_KEY } from '../support/sign-in.ts';

export type { Role } from '../support/security-world.ts';
export const ROLES: readonly Role[] = ['anonymous', 'vendorA', 'vendorB', 'admin'];
/** The METRICS_TOKEN the matrix's app is configured with. */
export const MATRIX_METRICS_TOKEN = 'matrix-metrics-token-0123456789';

export interface MatrixCase {
  /** `METHOD /path` exactly as the Hono app lists it in `app.routes`. */
  route: string;
  /** What is tried, in words. */
  case: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The concrete path, with {placeholders}. */
  path: string;
  /** A JSON body, with {placeholders}. */
  body?: unknown;
  /** A raw PNG body instead of JSON (the signed upload route). */
  rawPng?: true;
  headers?: Record<string, string>;
  /** Objects the world must have beyond those the placeholders name. */
  needs?: readonly WorldKey[];
  /** States of the world (e.g. vendor A inactive). */
  states?: readonly WorldState[];
  /** Sign the role in afresh for this case (it ends its session). */
  freshSession?: true;
  expect: Record<Role, number>;
  /** Where a redirect must point (a regular expression over the Location header). */
  location?: string;
  /** Not an /api route: the body is not JSON. */
  notApi?: true;
}

const all = (status: number): Record<Role, number> => ({ anonymous: status, vendorA: status, vendorB: status, admin: status });
/** Vendor A's own object: its owner and the admins may, vendor B may not, nobody without a session. */
const ownerOfA = (status: number): Record<Role, number> => ({ anonymous: 401, vendorA: status, vendorB: 403, admin: status });
/** Vendor B's object, tried by everyone: the mirror of ownerOfA. */
const ownerOfB = (status: number): Record<Role, number> => ({ anonymous: 401, vendorA: 403, vendorB: status, admin: status });
/** Vendor A's inbox: its owner only — not vendor B, and not the admins either (couples wrote to the vendor). */
const inboxOfA = (status: number): Record<Role, number> => ({ anonymous: 401, vendorA: status, vendorB: 403, admin: 403 });
const adminOnly = (status: number): Record<Role, number> => ({ anonymous: 401, vendorA: 403, vendorB: 403, admin: status });

const profile = { tagline: 'Sunsets over the foothills', description: '<h2>Our barn</h2><p>A <strong>restored</strong> dairy barn.</p>', phone: '864-555-0100', startingPrice: 4500, priceRange: 'premium' };
const presign = { fileName: 'barn.png', fileType: 'image/png', fileSize: 2048, altText: 'The barn at dusk', caption: 'Sunset' };
const card = { cardholderName: 'Ann Lee', cardNumber: '4242 4242 4242 4242', expiryDate: '12/39', cvv: '123' };
const upgrade = { businessName: 'Magnolia Barn', email: 'billing-{unique}@example.com', subscriptionTier: 'premier', creditCard: card };
// One filter per category, key and value: the create and the edit case each use a value of their own.
const seoFilter = (slug: string, filterValue = 'garden') => ({
  name: 'Garden Venues',
  slug,
  category: '{venues}',
  filterKey: 'venue_type',
  filterValue,
  seoTitle: 'Garden Wedding Venues in Upstate SC',
  seoDescription: 'Gardens across the Upstate.',
  metaKeywords: ['garden wedding'],
  content: '<p>Gardens in bloom.</p>',
  sortOrder: 2,
});

export const AUTHORIZATION_MATRIX: readonly MatrixCase[] = [
  // System
  { route: 'GET /api/health', case: 'liveness', method: 'GET', path: '/api/health', expect: all(200) },
  { route: 'GET /api/ready', case: 'readiness', method: 'GET', path: '/api/ready', expect: all(200) },

  // Sign-in: anyone may ask for a link, trade a link or a code; only a session has an account.
  { route: 'POST /api/auth/login', case: 'ask for a login link', method: 'POST', path: '/api/auth/login', body: { email: 'someone-{unique}@example.com' }, expect: all(200) },
  { route: 'GET /api/auth/verify/:token', case: 'follow a valid login link', method: 'GET', path: '/api/auth/verify/{loginToken}', expect: all(302), location: '^/auth/callback\\?session_token=' },
  { route: 'GET /api/auth/verify/:token', case: 'follow an unknown login link', method: 'GET', path: '/api/auth/verify/not-a-real-token', expect: all(302), location: '^/login\\?error=invalid_link$' },
  { route: 'POST /api/auth/session', case: 'trade a one-time code for a session', method: 'POST', path: '/api/auth/session', body: { code: '{authCode}', browserKey: TEST_BROWSER_KEY }, expect: all(200) },
  { route: 'GET /api/auth/me', case: 'read the signed-in account', method: 'GET', path: '/api/auth/me', expect: { anonymous: 401, vendorA: 200, vendorB: 200, admin: 200 } },
  { route: 'POST /api/auth/logout', case: 'sign out', method: 'POST', path: '/api/auth/logout', freshSession: true, expect: all(200) },

  // Public reads
  { route: 'GET /api/categories', case: 'list categories', method: 'GET', path: '/api/categories', expect: all(200) },
  { route: 'GET /api/categories/:id', case: 'read a category', method: 'GET', path: '/api/categories/{venues}', expect: all(200) },
  { route: 'GET /api/vendors', case: 'list vendors', method: 'GET', path: '/api/vendors?category=venues&page=1&limit=12', expect: all(200) },
  { route: 'GET /api/vendors/cards', case: "read saved vendors' cards", method: 'GET', path: '/api/vendors/cards?ids={vendorA},{vendorB}', expect: all(200) },
  { route: 'GET /api/vendors/compare', case: 'compare saved vendors on a wedding date', method: 'GET', path: '/api/vendors/compare?ids={vendorA},{vendorB}&date=2099-06-05', expect: all(200) },
  { route: 'GET /api/vendors/locations', case: 'list vendor cities', method: 'GET', path: '/api/vendors/locations?category=venues', expect: all(200) },
  { route: 'GET /api/vendors/category/:categorySlug/:filterSlug', case: "list a filter landing page's vendors", method: 'GET', path: '/api/vendors/category/venues/{filterASlug}', expect: all(200) },
  { route: 'GET /api/vendors/:id/similar', case: "read vendors similar to vendor A ('Also ask similar vendors')", method: 'GET', path: '/api/vendors/{vendorA}/similar?guests=100&maxPrice=9999', expect: all(200) },
  { route: 'GET /api/vendors/:slugOrId/reviews', case: "read vendor A's reviews", method: 'GET', path: '/api/vendors/{vendorASlug}/reviews', expect: all(200) },
  { route: 'GET /api/vendors/:slugOrId', case: "read vendor A's active listing", method: 'GET', path: '/api/vendors/{vendorASlug}', expect: all(200) },
  {
    route: 'GET /api/vendors/:id',
    case: "read vendor A's pending (inactive) listing",
    method: 'GET',
    path: '/api/vendors/{vendorA}',
    states: ['vendorAInactive'],
    expect: { anonymous: 404, vendorA: 200, vendorB: 404, admin: 200 },
  },
  {
    route: 'GET /api/vendors/:id',
    case: "read vendor B's pending (inactive) listing",
    method: 'GET',
    path: '/api/vendors/{vendorB}',
    states: ['vendorBInactive'],
    expect: { anonymous: 404, vendorA: 404, vendorB: 200, admin: 200 },
  },
  { route: 'GET /api/filters', case: 'list SEO filters', method: 'GET', path: '/api/filters', expect: all(200) },
  { route: 'GET /api/filters/category/:categorySlug', case: "list a category's filters", method: 'GET', path: '/api/filters/category/venues', expect: all(200) },
  { route: 'GET /api/filters/:categorySlug/:filterSlug', case: 'read a filter landing page', method: 'GET', path: '/api/filters/venues/{filterASlug}', expect: all(200) },

  // Public forms
  {
    route: 'POST /api/vendors/:slugOrId/reviews',
    case: 'review vendor A',
    method: 'POST',
    path: '/api/vendors/{vendorASlug}/reviews',
    body: { name: 'Jennifer Moore', email: 'jen-{unique}@example.com', rating: 5, title: 'Wonderful', text: 'They made our day.', weddingDate: '2025-06-14' },
    expect: all(201),
  },
  // Photos in reviews (issue 40 §3): no account, a signed upload per photo; the review carries their ids.
  {
    route: 'POST /api/vendors/:id/review-photos/uploads',
    case: 'ask for a photo upload for a review of vendor A',
    method: 'POST',
    path: '/api/vendors/{vendorASlug}/review-photos/uploads',
    body: { fileName: 'first-dance.png', fileType: 'image/png', fileSize: 1024 },
    expect: all(201),
  },
  {
    route: 'POST /api/vendors/:id/review-photos/uploads',
    case: "ask for a review photo upload for vendor A's pending (inactive) listing",
    method: 'POST',
    path: '/api/vendors/{vendorA}/review-photos/uploads',
    states: ['vendorAInactive'],
    body: { fileName: 'first-dance.png', fileType: 'image/png', fileSize: 1024 },
    expect: all(404),
  },
  {
    route: 'POST /api/contact/submit',
    case: 'send a contact message',
    method: 'POST',
    path: '/api/contact/submit',
    body: { type: 'GENERAL_INQUIRY', name: 'Carla Diaz', email: 'carla-{unique}@example.com', subject: 'Hello', message: 'A question about listings.' },
    expect: all(201),
  },
  {
    route: 'POST /api/applications',
    case: 'apply for a listing',
    method: 'POST',
    path: '/api/applications',
    body: { subscriptionTier: 'free', businessName: 'Blue Ridge Blooms {unique}', category: '{florists}', ownerName: 'Rose Park', email: 'rose-{unique}@example.com', phone: '864-555-0101', location: { city: 'Greer', county: 'Greenville', state: 'SC' } },
    expect: all(201),
  },
  // Public: a paid application's card setup (stripe: a customer and SetupIntent; local: SPEC's card fields).
  { route: 'GET /api/applications/card-setup', case: "ask how /apply takes a paid plan's card", method: 'GET', path: '/api/applications/card-setup', expect: all(200) },
  { route: 'POST /api/applications/card-setup', case: "start entering an applicant's card", method: 'POST', path: '/api/applications/card-setup', body: { email: 'rose-{unique}@example.com' }, expect: all(201) },

  // A vendor's own listing
  { route: 'PUT /api/vendors/:id', case: "edit vendor A's profile", method: 'PUT', path: '/api/vendors/{vendorA}', body: profile, expect: ownerOfA(200) },
  { route: 'PUT /api/vendors/:id', case: "edit vendor B's profile", method: 'PUT', path: '/api/vendors/{vendorB}', body: profile, expect: ownerOfB(200) },
  { route: 'POST /api/vendors/:id/photos', case: 'get an upload URL for vendor A', method: 'POST', path: '/api/vendors/{vendorA}/photos', body: presign, expect: ownerOfA(201) },
  { route: 'POST /api/vendors/:id/photos', case: 'get an upload URL for vendor B', method: 'POST', path: '/api/vendors/{vendorB}/photos', body: presign, expect: ownerOfB(201) },
  {
    route: 'POST /api/vendors/:id/photos/confirm',
    case: "confirm vendor A's uploaded photo",
    method: 'POST',
    path: '/api/vendors/{vendorA}/photos/confirm',
    body: { imageId: '{uploadAId}', s3Key: '{uploadAKey}', altText: 'The barn' },
    expect: ownerOfA(201),
  },
  {
    route: 'POST /api/vendors/:id/photos/confirm',
    case: "confirm vendor B's uploaded photo",
    method: 'POST',
    path: '/api/vendors/{vendorB}/photos/confirm',
    body: { imageId: '{uploadBId}', s3Key: '{uploadBKey}' },
    expect: ownerOfB(201),
  },
  {
    route: 'POST /api/vendors/:id/photos/confirm',
    case: "confirm vendor B's upload under vendor A's listing",
    method: 'POST',
    path: '/api/vendors/{vendorA}/photos/confirm',
    body: { imageId: '{uploadBId}', s3Key: '{uploadBKey}' },
    expect: { anonymous: 401, vendorA: 404, vendorB: 403, admin: 404 },
  },
  { route: 'PUT /api/vendors/:id/photos/reorder', case: "reorder vendor A's photos", method: 'PUT', path: '/api/vendors/{vendorA}/photos/reorder', body: { photoOrder: ['{photoA2}', '{photoA1}'] }, expect: ownerOfA(200) },
  { route: 'PUT /api/vendors/:id/photos/reorder', case: "reorder vendor B's photos", method: 'PUT', path: '/api/vendors/{vendorB}/photos/reorder', body: { photoOrder: ['{photoB2}', '{photoB1}'] }, expect: ownerOfB(200) },
  {
    route: 'PUT /api/vendors/:id/photos/reorder',
    case: "put vendor B's photo into vendor A's order",
    method: 'PUT',
    path: '/api/vendors/{vendorA}/photos/reorder',
    body: { photoOrder: ['{photoA2}', '{photoA1}', '{photoB1}'] },
    expect: { anonymous: 401, vendorA: 400, vendorB: 403, admin: 400 },
  },
  { route: 'PUT /api/vendors/:id/photos/:photoId', case: "edit vendor A's photo", method: 'PUT', path: '/api/vendors/{vendorA}/photos/{photoA2}', body: { caption: 'At dusk', altText: 'The barn at dusk', isPrimary: true }, expect: ownerOfA(200) },
  { route: 'PUT /api/vendors/:id/photos/:photoId', case: "edit vendor B's photo", method: 'PUT', path: '/api/vendors/{vendorB}/photos/{photoB1}', body: { caption: 'Hijacked' }, expect: ownerOfB(200) },
  {
    route: 'PUT /api/vendors/:id/photos/:photoId',
    case: "edit vendor B's photo under vendor A's listing",
    method: 'PUT',
    path: '/api/vendors/{vendorA}/photos/{photoB1}',
    body: { caption: 'Hijacked' },
    needs: ['photoA1'],
    expect: { anonymous: 401, vendorA: 404, vendorB: 403, admin: 404 },
  },
  { route: 'DELETE /api/vendors/:id/photos/:photoId', case: "delete vendor A's photo", method: 'DELETE', path: '/api/vendors/{vendorA}/photos/{photoA1}', expect: ownerOfA(200) },
  { route: 'DELETE /api/vendors/:id/photos/:photoId', case: "delete vendor B's photo", method: 'DELETE', path: '/api/vendors/{vendorB}/photos/{photoB1}', expect: ownerOfB(200) },
  {
    route: 'DELETE /api/vendors/:id/photos/:photoId',
    case: "delete vendor B's photo under vendor A's listing",
    method: 'DELETE',
    path: '/api/vendors/{vendorA}/photos/{photoB1}',
    needs: ['photoA1'],
    expect: { anonymous: 401, vendorA: 404, vendorB: 403, admin: 404 },
  },
  { route: 'PUT /api/vendors/apply-filters', case: "set vendor A's service filters", method: 'PUT', path: '/api/vendors/apply-filters', body: { vendorIds: ['{vendorA}'], filterIds: ['{filterA}'] }, expect: ownerOfA(200) },
  { route: 'PUT /api/vendors/apply-filters', case: "set vendor B's service filters", method: 'PUT', path: '/api/vendors/apply-filters', body: { vendorIds: ['{vendorB}'], filterIds: ['{filterA}'] }, expect: ownerOfB(200) },
  {
    route: 'PUT /api/vendors/apply-filters',
    case: "set the filters of vendor A and vendor B at once",
    method: 'PUT',
    path: '/api/vendors/apply-filters',
    body: { vendorIds: ['{vendorA}', '{vendorB}'], filterIds: ['{filterA}'] },
    expect: { anonymous: 401, vendorA: 403, vendorB: 403, admin: 200 },
  },
  { route: 'PUT /api/vendors/apply-filters', case: "bulk apply a filter value (the admins' form)", method: 'PUT', path: '/api/vendors/apply-filters', body: { vendorIds: ['{vendorA}'], filters: { venue_type: 'barn' } }, needs: ['filterA'], expect: adminOnly(200) },
  { route: 'PUT /api/vendors/clear-filters', case: "clear vendor A's service filters", method: 'PUT', path: '/api/vendors/clear-filters', body: { vendorIds: ['{vendorA}'] }, needs: ['filterA'], expect: ownerOfA(200) },
  { route: 'PUT /api/vendors/clear-filters', case: "clear vendor B's service filters", method: 'PUT', path: '/api/vendors/clear-filters', body: { vendorIds: ['{vendorB}'] }, expect: ownerOfB(200) },
  {
    route: 'PUT /api/vendors/clear-filters',
    case: 'clear the filters of vendor A and vendor B at once',
    method: 'PUT',
    path: '/api/vendors/clear-filters',
    body: { vendorIds: ['{vendorA}', '{vendorB}'] },
    expect: { anonymous: 401, vendorA: 403, vendorB: 403, admin: 200 },
  },
  { route: 'PUT /api/vendors/clear-filters', case: "bulk clear a filter key (the admins' form)", method: 'PUT', path: '/api/vendors/clear-filters', body: { vendorIds: ['{vendorA}'], filterKeys: ['venue_type'] }, needs: ['filterA'], expect: adminOnly(200) },

  // Upgrades
  { route: 'GET /api/upgrades/check/:slug', case: "check vendor A's tier", method: 'GET', path: '/api/upgrades/check/{vendorASlug}', expect: ownerOfA(200) },
  { route: 'GET /api/upgrades/check/:slug', case: "check vendor B's tier", method: 'GET', path: '/api/upgrades/check/{vendorBSlug}', expect: ownerOfB(200) },
  // A plan change runs on the processor at once and charges the owner's card (issue 37): the owner's alone.
  { route: 'POST /api/upgrades', case: 'upgrade vendor A (by id)', method: 'POST', path: '/api/upgrades', body: { ...upgrade, vendorId: '{vendorA}' }, expect: inboxOfA(201) },
  { route: 'POST /api/upgrades', case: 'upgrade vendor B (by id)', method: 'POST', path: '/api/upgrades', body: { ...upgrade, vendorId: '{vendorB}' }, expect: { anonymous: 401, vendorA: 403, vendorB: 201, admin: 403 } },
  { route: 'POST /api/upgrades', case: 'upgrade vendor B (by slug)', method: 'POST', path: '/api/upgrades', body: { ...upgrade, slug: '{vendorBSlug}' }, expect: { anonymous: 401, vendorA: 403, vendorB: 201, admin: 403 } },
  { route: 'GET /api/vendors/:id/plan-change', case: "preview vendor A's change to Premier", method: 'GET', path: '/api/vendors/{vendorA}/plan-change?tier=premier', expect: ownerOfA(200) },
  {
    route: 'POST /api/upgrades',
    case: "ask to upgrade the caller's own listing (no id)",
    method: 'POST',
    path: '/api/upgrades',
    body: upgrade,
    // An admin has no listing of their own to upgrade.
    expect: { anonymous: 401, vendorA: 201, vendorB: 201, admin: 400 },
  },
  {
    route: 'POST /api/vendors/:id/subscription/cancel',
    case: "cancel vendor A's paid plan (the owner's own decision)",
    method: 'POST',
    path: '/api/vendors/{vendorA}/subscription/cancel',
    states: ['vendorAPaid'],
    // Admins end a plan from the admin vendor screen (PUT /api/admin/vendors/:id/cancel-subscription).
    expect: { anonymous: 401, vendorA: 200, vendorB: 403, admin: 403 },
  },

  // SEO filter writes (admins)
  { route: 'POST /api/filters', case: 'create an SEO filter', method: 'POST', path: '/api/filters', body: seoFilter('garden-{unique}'), expect: adminOnly(201) },
  { route: 'PUT /api/filters/:id', case: 'edit an SEO filter', method: 'PUT', path: '/api/filters/{filterA}', body: seoFilter('church-{unique}', 'church'), expect: adminOnly(200) },
  { route: 'PUT /api/filters/:id/toggle', case: 'deactivate an SEO filter', method: 'PUT', path: '/api/filters/{filterA}/toggle', expect: adminOnly(200) },
  { route: 'DELETE /api/filters/:id', case: 'delete an SEO filter', method: 'DELETE', path: '/api/filters/{filterA}', expect: adminOnly(200) },

  // Contact messages (admins)
  { route: 'GET /api/contact', case: 'list contact messages', method: 'GET', path: '/api/contact?status=new', expect: adminOnly(200) },
  { route: 'PUT /api/contact/:id/status', case: 'move a contact message along', method: 'PUT', path: '/api/contact/{messageGeneral}/status', body: { status: 'resolved', notes: 'Answered by phone.' }, expect: adminOnly(200) },

  // Admin
  { route: 'GET /api/admin/stats', case: 'read the dashboard counts', method: 'GET', path: '/api/admin/stats', expect: adminOnly(200) },
  { route: 'GET /api/admin/applications', case: 'list applications', method: 'GET', path: '/api/admin/applications?status=pending', expect: adminOnly(200) },
  { route: 'PUT /api/admin/applications/:id/approve', case: 'approve an application', method: 'PUT', path: '/api/admin/applications/{applicationPending}/approve', expect: adminOnly(200) },
  { route: 'PUT /api/admin/applications/:id/reject', case: 'reject an application', method: 'PUT', path: '/api/admin/applications/{applicationPending}/reject', body: { reason: 'Outside the Upstate.' }, expect: adminOnly(200) },
  { route: 'GET /api/admin/vendors', case: 'list vendors for moderation', method: 'GET', path: '/api/admin/vendors?search=barn&status=all&featured=all&page=1&limit=50', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/vendors',
    case: 'add a vendor',
    method: 'POST',
    path: '/api/admin/vendors',
    body: { name: 'Cedar Hall {unique}', category: '{venues}', email: 'events@cedar.example', location: { city: 'Greer', county: 'Greenville', state: 'SC' } },
    expect: adminOnly(201),
  },
  { route: 'GET /api/admin/vendors/:id', case: 'read vendor A for editing', method: 'GET', path: '/api/admin/vendors/{vendorA}', expect: adminOnly(200) },
  { route: 'PUT /api/admin/vendors/:id', case: 'edit vendor A as an admin', method: 'PUT', path: '/api/admin/vendors/{vendorA}', body: { tagline: 'Edited by an admin', isVerified: true, location: { city: 'Greer', county: 'Greenville' } }, expect: adminOnly(200) },
  { route: 'DELETE /api/admin/vendors/:id', case: 'delete vendor A', method: 'DELETE', path: '/api/admin/vendors/{vendorA}', expect: adminOnly(200) },
  { route: 'PUT /api/admin/vendors/:id/cancel-subscription', case: "cancel vendor A's paid plan", method: 'PUT', path: '/api/admin/vendors/{vendorA}/cancel-subscription', states: ['vendorAPaid'], expect: adminOnly(200) },
  { route: 'PUT /api/admin/vendors/:id/:toggle', case: 'deactivate vendor A', method: 'PUT', path: '/api/admin/vendors/{vendorA}/toggle-status', expect: adminOnly(200) },
  { route: 'PUT /api/admin/vendors/:id/:toggle', case: 'feature vendor A', method: 'PUT', path: '/api/admin/vendors/{vendorA}/toggle-featured', expect: adminOnly(200) },
  { route: 'PUT /api/admin/vendors/:id/:toggle', case: 'verify vendor A', method: 'PUT', path: '/api/admin/vendors/{vendorA}/toggle-verified', expect: adminOnly(200) },
  { route: 'GET /api/admin/filters', case: 'list every SEO filter', method: 'GET', path: '/api/admin/filters', expect: adminOnly(200) },
  { route: 'GET /api/admin/reviews', case: 'list reviews', method: 'GET', path: '/api/admin/reviews?status=unpublished', expect: adminOnly(200) },
  { route: 'PUT /api/admin/reviews/:id/toggle-published', case: "publish a review of vendor A", method: 'PUT', path: '/api/admin/reviews/{reviewA}/toggle-published', expect: adminOnly(200) },
  { route: 'PUT /api/admin/claims/:id/grant', case: 'grant a claim to an unclaimed listing', method: 'PUT', path: '/api/admin/claims/{messageClaim}/grant', body: { vendorId: '{vendorC}' }, expect: adminOnly(200) },
  { route: 'GET /api/admin/upgrades', case: 'list upgrade requests', method: 'GET', path: '/api/admin/upgrades?status=pending', expect: adminOnly(200) },
  { route: 'GET /api/admin/cancellations', case: "list the plans vendors cancelled ('Recent cancellations')", method: 'GET', path: '/api/admin/cancellations', expect: adminOnly(200) },
  { route: 'PUT /api/admin/upgrades/:id/apply', case: "apply vendor A's upgrade request", method: 'PUT', path: '/api/admin/upgrades/{upgradeA}/apply', expect: adminOnly(200) },
  { route: 'PUT /api/admin/upgrades/:id/reject', case: "decline vendor A's upgrade request", method: 'PUT', path: '/api/admin/upgrades/{upgradeA}/reject', expect: adminOnly(200) },

  // The payment processor's webhook (issue 37): no session is a credential; the signature on the raw body is.
  { route: 'POST /api/billing/webhook', case: 'deliver a processor event signed with the webhook secret', method: 'POST', path: '/api/billing/webhook', body: WEBHOOK_EVENT, headers: { 'stripe-signature': '{webhookSignature}' }, expect: all(200) },
  { route: 'POST /api/billing/webhook', case: 'deliver a processor event without a signature', method: 'POST', path: '/api/billing/webhook', body: WEBHOOK_EVENT, expect: all(400) },
  { route: 'POST /api/billing/webhook', case: 'deliver a processor event with a forged signature', method: 'POST', path: '/api/billing/webhook', body: WEBHOOK_EVENT, headers: { 'stripe-signature': 't=1800000000,v1=0000000000000000000000000000000000000000000000000000000000000000' }, expect: all(400) },

  // The vendor's Billing tab (issue 37): vendor A's own billing, for its owner and the admins.
  { route: 'GET /api/vendors/:id/billing', case: "read vendor A's plan, card and invoices", method: 'GET', path: '/api/vendors/{vendorA}/billing', expect: ownerOfA(200) },
  { route: 'GET /api/vendors/:id/billing/invoices/:invoiceId', case: "read a receipt of vendor A's", method: 'GET', path: '/api/vendors/{vendorA}/billing/invoices/{invoiceA}', expect: ownerOfA(200) },
  { route: 'GET /api/vendors/:id/billing/invoices/:invoiceId', case: "read vendor A's receipt under vendor B's listing", method: 'GET', path: '/api/vendors/{vendorB}/billing/invoices/{invoiceA}', expect: { anonymous: 401, vendorA: 403, vendorB: 404, admin: 404 } },
  { route: 'POST /api/vendors/:id/billing/card-setup', case: 'start entering a card for vendor A', method: 'POST', path: '/api/vendors/{vendorA}/billing/card-setup', expect: ownerOfA(200) },
  { route: 'PUT /api/vendors/:id/billing/card', case: "put a card on file for vendor A", method: 'PUT', path: '/api/vendors/{vendorA}/billing/card', body: { creditCard: CARD }, expect: ownerOfA(200) },
  { route: 'POST /api/vendors/:id/billing/resume', case: "resume vendor A's cancelled plan", method: 'POST', path: '/api/vendors/{vendorA}/billing/resume', states: ['vendorABilledCancelling'], expect: ownerOfA(200) },

  // The admins' side of billing (issue 37 §7): revenue, free months on vendor A's billed plan, the local test processor's test clock.
  { route: 'GET /api/admin/billing/revenue', case: 'read the revenue at a glance', method: 'GET', path: '/api/admin/billing/revenue', expect: adminOnly(200) },
  { route: 'GET /api/admin/billing/plan-changes', case: "list the vendors' own plan changes ('Plan changes')", method: 'GET', path: '/api/admin/billing/plan-changes', expect: adminOnly(200) },
  { route: 'POST /api/admin/vendors/:id/billing/free-months', case: "give vendor A's billed plan a free month", method: 'POST', path: '/api/admin/vendors/{vendorA}/billing/free-months', body: { months: 1, reason: 'Goodwill after the outage' }, needs: ['invoiceA'], expect: adminOnly(200) },
  { route: 'GET /api/admin/billing/test-clock', case: "read the local test processor's date", method: 'GET', path: '/api/admin/billing/test-clock', expect: adminOnly(200) },
  { route: 'POST /api/admin/billing/test-clock', case: "advance the local test processor's clock by a day", method: 'POST', path: '/api/admin/billing/test-clock', body: { days: 1 }, expect: adminOnly(200) },

  // Inquiries (issue 17). The couple's routes are public: the emailed link (its token) is the credential.
  { route: 'POST /api/vendors/:id/inquiries', case: 'send vendor A a message', method: 'POST', path: '/api/vendors/{vendorA}/inquiries', body: { name: 'Sam Rivera', email: 'sam-{unique}@example.com', weddingDate: '2027-10-09', guestCount: 120, budget: '6000-10000', message: 'We would love to see the barn in the spring.', website: '' }, expect: all(201) },
  { route: 'POST /api/inquiries/batch', case: 'send vendors A and B one message from a shortlist', method: 'POST', path: '/api/inquiries/batch', body: { name: 'Sam Rivera', email: 'sam-{unique}@example.com', weddingDate: '2027-10-09', guestCount: 120, budgets: { venues: '6000-10000' }, message: 'We would love to see both venues in the spring.', website: '', vendorIds: ['{vendorA}', '{vendorB}'] }, expect: all(201) },
  { route: 'GET /api/inquiries/reach/:id', case: 'ask where a message to vendor A goes (owner, business email or waiting)', method: 'GET', path: '/api/inquiries/reach/{vendorA}', expect: all(200) },
  { route: 'GET /api/inquiries/form-token', case: 'open the message form (a signed form token)', method: 'GET', path: '/api/inquiries/form-token', expect: all(200) },
  { route: 'POST /api/inquiries/confirm', case: 'confirm a message by its emailed link', method: 'POST', path: '/api/inquiries/confirm', body: { token: '{confirmToken}' }, expect: all(200) },
  { route: 'POST /api/inquiries/forget-browser', case: 'forget this browser', method: 'POST', path: '/api/inquiries/forget-browser', expect: all(200) },
  { route: 'GET /api/inquiries/thread/:token', case: "read a couple's thread by its link", method: 'GET', path: '/api/inquiries/thread/{threadToken}', expect: all(200) },
  { route: 'POST /api/inquiries/thread/:token/messages', case: 'answer in the thread by its link', method: 'POST', path: '/api/inquiries/thread/{threadToken}/messages', body: { body: 'Is next Saturday open?' }, expect: all(201) },
  { route: 'POST /api/inquiries/thread/:token/close', case: 'close the thread by its link', method: 'POST', path: '/api/inquiries/thread/{threadToken}/close', body: { reason: 'not_interested' }, expect: all(200) },
  { route: 'DELETE /api/inquiries/thread/:token', case: 'delete the thread by its link', method: 'DELETE', path: '/api/inquiries/thread/{threadToken}', expect: all(200) },
  { route: 'GET /api/claim-links/:token', case: "open vendor C's claim link (no sign-in: the link is the key)", method: 'GET', path: '/api/claim-links/{claimLinkToken}', expect: all(200) },
  { route: 'POST /api/claim-links/:token/claim', case: 'claim vendor C by its emailed link', method: 'POST', path: '/api/claim-links/{claimLinkToken}/claim', expect: all(200) },
  { route: 'GET /api/claim-links/:token', case: 'open a made-up claim link', method: 'GET', path: '/api/claim-links/made-up-token-0000000000000000000000000000', expect: all(404) },
  { route: 'POST /api/claim-links/:token/claim', case: 'claim a listing with a made-up link', method: 'POST', path: '/api/claim-links/made-up-token-0000000000000000000000000000/claim', expect: all(404) },
  { route: 'GET /api/inquiries/thread/:token', case: 'read a thread with a made-up link', method: 'GET', path: '/api/inquiries/thread/made-up-token-0000000000000000000000000000', expect: all(404) },
  // Shortlist links (issue 39): no account; the link's token opens one, the making browser's key stops it.
  { route: 'POST /api/shortlist-links/email', case: 'email a shortlist of vendors A and B to oneself', method: 'POST', path: '/api/shortlist-links/email', body: { email: 'couple-{unique}@example.com', vendorIds: ['{vendorA}', '{vendorB}'] }, expect: all(201) },
  { route: 'POST /api/shortlist-links/share', case: 'share a shortlist of vendors A and B', method: 'POST', path: '/api/shortlist-links/share', body: { vendorIds: ['{vendorA}', '{vendorB}'] }, expect: all(201) },
  { route: 'GET /api/shortlist-links/:token', case: 'open a shared shortlist by its link', method: 'GET', path: '/api/shortlist-links/{shortlistToken}', expect: all(200) },
  { route: 'GET /api/shortlist-links/:token', case: 'open a shortlist with a made-up link', method: 'GET', path: '/api/shortlist-links/made-up-token-0000000000000000000000000000', expect: all(404) },
  { route: 'POST /api/shortlist-links/stop', case: 'stop sharing a shortlist with its key', method: 'POST', path: '/api/shortlist-links/stop', body: { key: '{shortlistKey}' }, expect: all(200) },
  { route: 'POST /api/shortlist-links/stop', case: "stop a shortlist link with its link's token (not its key)", method: 'POST', path: '/api/shortlist-links/stop', body: { key: '{shortlistToken}' }, expect: all(404) },
  { route: 'GET /api/vendors/:id/inquiries', case: "read vendor A's inbox", method: 'GET', path: '/api/vendors/{vendorA}/inquiries', needs: ['inquiryA'], expect: inboxOfA(200) },
  { route: 'GET /api/vendors/:id/inquiries/summary', case: "read vendor A's inbox summary", method: 'GET', path: '/api/vendors/{vendorA}/inquiries/summary', expect: inboxOfA(200) },
  { route: 'GET /api/vendors/:id/inquiries/:inquiryId', case: "open an inquiry to vendor A", method: 'GET', path: '/api/vendors/{vendorA}/inquiries/{inquiryA}', expect: inboxOfA(200) },
  { route: 'GET /api/vendors/:id/inquiries/:inquiryId', case: "open vendor A's inquiry under vendor B's listing", method: 'GET', path: '/api/vendors/{vendorB}/inquiries/{inquiryA}', expect: { anonymous: 401, vendorA: 403, vendorB: 404, admin: 403 } },
  { route: 'POST /api/vendors/:id/inquiries/:inquiryId/replies', case: 'reply to an inquiry to vendor A', method: 'POST', path: '/api/vendors/{vendorA}/inquiries/{inquiryA}/replies', body: { body: 'Saturday is open!' }, expect: inboxOfA(201) },
  { route: 'PUT /api/vendors/:id/inquiries/:inquiryId/status', case: 'mark an inquiry to vendor A as booked', method: 'PUT', path: '/api/vendors/{vendorA}/inquiries/{inquiryA}/status', body: { status: 'booked' }, expect: inboxOfA(200) },
  { route: 'GET /api/vendors/:id/saved-replies', case: "list vendor A's saved replies", method: 'GET', path: '/api/vendors/{vendorA}/saved-replies', expect: inboxOfA(200) },
  { route: 'POST /api/vendors/:id/saved-replies', case: 'save a reply for vendor A', method: 'POST', path: '/api/vendors/{vendorA}/saved-replies', body: { title: 'Tours', body: 'Saturdays at 10.' }, expect: inboxOfA(201) },
  { route: 'PUT /api/vendors/:id/saved-replies/:replyId', case: "edit vendor A's saved reply", method: 'PUT', path: '/api/vendors/{vendorA}/saved-replies/{savedReplyA}', body: { title: 'Tours', body: 'Saturdays at 11.' }, expect: inboxOfA(200) },
  { route: 'DELETE /api/vendors/:id/saved-replies/:replyId', case: "delete vendor A's saved reply", method: 'DELETE', path: '/api/vendors/{vendorA}/saved-replies/{savedReplyA}', expect: inboxOfA(200) },
  { route: 'GET /api/admin/inquiries', case: 'list held inquiries', method: 'GET', path: '/api/admin/inquiries', expect: adminOnly(200) },
  { route: 'GET /api/admin/inquiries/counts', case: 'read the inquiry counts', method: 'GET', path: '/api/admin/inquiries/counts', expect: adminOnly(200) },
  { route: 'PUT /api/admin/inquiries/:id/release', case: 'release a held inquiry to vendor A', method: 'PUT', path: '/api/admin/inquiries/{inquiryHeld}/release', expect: adminOnly(200) },
  { route: 'DELETE /api/admin/inquiries/:id', case: 'delete a held inquiry', method: 'DELETE', path: '/api/admin/inquiries/{inquiryHeld}', expect: adminOnly(200) },
  { route: 'PUT /api/admin/inquiries/messages/:id/release', case: "release a couple's held answer to vendor A", method: 'PUT', path: '/api/admin/inquiries/messages/{messageHeld}/release', expect: adminOnly(200) },
  { route: 'DELETE /api/admin/inquiries/messages/:id', case: "delete a couple's held answer", method: 'DELETE', path: '/api/admin/inquiries/messages/{messageHeld}', expect: adminOnly(200) },

  // Review replies (issue 18): the listing's owner or an admin answers a published review; admins remove a reply.
  { route: 'GET /api/vendors/:id/reviews/manage', case: "read vendor A's reviews to reply to", method: 'GET', path: '/api/vendors/{vendorA}/reviews/manage', needs: ['reviewAPublished'], expect: ownerOfA(200) },
  { route: 'PUT /api/vendors/:id/reviews/:reviewId/reply', case: 'reply to a published review of vendor A', method: 'PUT', path: '/api/vendors/{vendorA}/reviews/{reviewAPublished}/reply', body: { body: 'Thank you for choosing us!' }, expect: ownerOfA(200) },
  { route: 'PUT /api/vendors/:id/reviews/:reviewId/reply', case: "reply to vendor A's review under vendor B's listing", method: 'PUT', path: '/api/vendors/{vendorB}/reviews/{reviewAPublished}/reply', body: { body: 'Thank you!' }, expect: { anonymous: 401, vendorA: 403, vendorB: 404, admin: 404 } },
  { route: 'DELETE /api/admin/reviews/:id/reply', case: "remove the reply to vendor A's review", method: 'DELETE', path: '/api/admin/reviews/{reviewAReplied}/reply', expect: adminOnly(200) },
  // Review reports (issue 40 §4): the listing's owner (or an admin) reports a review; admins decide.
  { route: 'POST /api/vendors/:id/reviews/:reviewId/report', case: 'report a published review of vendor A', method: 'POST', path: '/api/vendors/{vendorA}/reviews/{reviewAPublished}/report', body: { reason: 'spam', text: 'Advertising.' }, expect: ownerOfA(201) },
  { route: 'POST /api/vendors/:id/reviews/:reviewId/report', case: "report vendor A's review under vendor B's listing", method: 'POST', path: '/api/vendors/{vendorB}/reviews/{reviewAPublished}/report', body: { reason: 'spam', text: 'Advertising.' }, expect: { anonymous: 401, vendorA: 403, vendorB: 404, admin: 404 } },
  { route: 'GET /api/vendors/:id/review-reports', case: "read vendor A's reports", method: 'GET', path: '/api/vendors/{vendorA}/review-reports', needs: ['reviewReportA'], expect: ownerOfA(200) },
  { route: 'GET /api/admin/review-reports', case: 'list open review reports', method: 'GET', path: '/api/admin/review-reports', needs: ['reviewReportA'], expect: adminOnly(200) },
  { route: 'POST /api/admin/review-reports/:id/decision', case: "keep the review vendor A reported", method: 'POST', path: '/api/admin/review-reports/{reviewReportA}/decision', body: { decision: 'keep' }, expect: adminOnly(200) },
  // Review requests (issue 40 §1): the listing's owner asks its clients (not an admin: the emails are the vendor's, as the inbox); the emailed link's token opens the rest.
  { route: 'POST /api/vendors/:id/review-requests', case: 'ask a client of vendor A for a review', method: 'POST', path: '/api/vendors/{vendorA}/review-requests', body: { clients: [{ name: 'Jordan Reyes', email: 'client-{unique}@example.com' }] }, expect: inboxOfA(201) },
  { route: 'GET /api/vendors/:id/review-requests', case: "read vendor A's review requests", method: 'GET', path: '/api/vendors/{vendorA}/review-requests', expect: inboxOfA(200) },
  { route: 'GET /api/review-requests/:token', case: 'open a review request link', method: 'GET', path: '/api/review-requests/{reviewRequestToken}', expect: all(200) },
  { route: 'GET /api/review-requests/:token', case: 'open a made-up review request link', method: 'GET', path: '/api/review-requests/made-up-token-0000000000000000000000000000', expect: all(404) },
  { route: 'POST /api/review-requests/:token/review', case: "review vendor A through its client's review request link", method: 'POST', path: '/api/review-requests/{reviewRequestToken}/review', body: { rating: 5, text: 'They made our day.' }, expect: all(201) },
  { route: 'POST /api/review-requests/:token/review', case: 'review through a made-up review request link', method: 'POST', path: '/api/review-requests/made-up-token-0000000000000000000000000000/review', body: { rating: 5, text: 'They made our day.' }, expect: all(404) },
  { route: 'GET /api/review-requests/:token/unsubscribe', case: "read a review request's unsubscribe page", method: 'GET', path: '/api/review-requests/{reviewRequestToken}/unsubscribe', expect: all(200) },
  { route: 'POST /api/review-requests/:token/unsubscribe', case: 'unsubscribe from review requests by the link', method: 'POST', path: '/api/review-requests/{reviewRequestToken}/unsubscribe', expect: all(200) },
  { route: 'POST /api/review-requests/:token/unsubscribe', case: 'unsubscribe with a made-up link', method: 'POST', path: '/api/review-requests/made-up-token-0000000000000000000000000000/unsubscribe', expect: all(404) },
  // Vendor insights (issue 18): the public pages' beacons (anyone; 204, no body) and the figures.
  { route: 'POST /api/vendors/:id/events', case: 'report a profile view of vendor A', method: 'POST', path: '/api/vendors/{vendorA}/events', body: { kinds: ['profile_view', 'call_click'] }, expect: all(204) },
  { route: 'POST /api/vendors/:id/events', case: 'report a view of inactive vendor A (ignored)', method: 'POST', path: '/api/vendors/{vendorA}/events', body: { kinds: ['profile_view'] }, states: ['vendorAInactive'], expect: all(204) },
  { route: 'POST /api/vendors/appearances', case: 'report list appearances of vendors A and B', method: 'POST', path: '/api/vendors/appearances', body: { vendorIds: ['{vendorA}', '{vendorB}'] }, expect: all(204) },
  { route: 'GET /api/vendors/:id/insights', case: "read vendor A's insights", method: 'GET', path: '/api/vendors/{vendorA}/insights?days=30', expect: ownerOfA(200) },
  { route: 'GET /api/vendors/:id/insights', case: "read vendor B's insights", method: 'GET', path: '/api/vendors/{vendorB}/insights?days=7', expect: ownerOfB(200) },
  { route: 'GET /api/admin/insights', case: 'read the site-wide insights', method: 'GET', path: '/api/admin/insights?days=90', expect: adminOnly(200) },

  // Signed upload URLs: the signature is the credential, whoever holds it (no session needed or used).
  { route: 'PUT /api/uploads/*', case: 'PUT photo bytes to a signed URL', method: 'PUT', path: '{signedUploadPath}', rawPng: true, headers: { 'content-type': 'image/png' }, expect: all(200) },
  { route: 'PUT /api/uploads/*', case: 'PUT photo bytes to a tampered URL', method: 'PUT', path: '{tamperedUploadPath}', rawPng: true, headers: { 'content-type': 'image/png' }, expect: all(403) },

  // Outside /api: photos, the dev mailbox (embedded profile only, never mounted in production), SEO files.
  { route: 'GET /media/*', case: "read vendor A's photo file", method: 'GET', path: '{mediaAPath}', expect: all(200), notApi: true },
  { route: 'GET /media/*', case: 'read a path outside the media folder', method: 'GET', path: '/media/..%2F..%2Fpackage.json', expect: all(404), notApi: true },
  { route: 'GET /dev/mailbox.json', case: 'read the dev mailbox as JSON', method: 'GET', path: '/dev/mailbox.json', expect: all(200), notApi: true },
  { route: 'GET /dev/mailbox', case: 'read the dev mailbox', method: 'GET', path: '/dev/mailbox', expect: all(200), notApi: true },
  { route: 'GET /sitemap.xml', case: 'read the sitemap index', method: 'GET', path: '/sitemap.xml', expect: all(200), notApi: true },
  { route: 'GET /sitemap-pages.xml', case: "read the sitemap of pages", method: 'GET', path: '/sitemap-pages.xml', expect: all(200), notApi: true },
  { route: 'GET /sitemap-vendors.xml', case: "read the sitemap of vendors after vendor A", method: 'GET', path: '/sitemap-vendors.xml?after={vendorASlug}', expect: all(200), notApi: true },
  { route: 'GET /robots.txt', case: 'read robots.txt', method: 'GET', path: '/robots.txt', expect: all(200), notApi: true },
  // The embeddable 'Couples' Choice' badge (issue 40 §5): public, 404 while the vendor holds no award.
  { route: 'GET /badges/couples-choice/:file', case: "vendor A's badge while it holds the award", method: 'GET', path: '/badges/couples-choice/{vendorASlug}.svg', states: ['vendorACouplesChoice'], expect: all(200), notApi: true },
  { route: 'GET /badges/couples-choice/:file', case: "vendor B's badge without the award", method: 'GET', path: '/badges/couples-choice/{vendorBSlug}.svg', expect: all(404), notApi: true },
  // Prometheus metrics (the suite sets METRICS_TOKEN): a session, even an admin's, is not the metrics token.
  { route: 'GET /metrics', case: 'scrape metrics with a session only', method: 'GET', path: '/metrics', expect: all(401), notApi: true },
  { route: 'GET /metrics', case: 'scrape metrics with the metrics token', method: 'GET', path: '/metrics', headers: { authorization: `Bearer ${MATRIX_METRICS_TOKEN}` }, expect: all(200), notApi: true },  // Availability (issue 18): the owner's (or an admin's) calendar, and the public read of marked days.
  { route: 'GET /api/vendors/:id/availability', case: "read vendor A's calendar", method: 'GET', path: '/api/vendors/{vendorA}/availability?from=2030-06&months=2', expect: ownerOfA(200) },
  { route: 'PUT /api/vendors/:id/availability', case: "mark days on vendor A's calendar", method: 'PUT', path: '/api/vendors/{vendorA}/availability', body: { from: '2030-06-01', to: '2030-06-03', status: 'booked' }, expect: ownerOfA(200) },
  { route: 'PUT /api/vendors/:id/availability', case: "mark days on vendor B's calendar", method: 'PUT', path: '/api/vendors/{vendorB}/availability', body: { from: '2030-06-01', to: '2030-06-03', status: 'unavailable' }, expect: ownerOfB(200) },
  { route: 'GET /api/vendors/:id/unavailable-dates', case: "read vendor A's marked days", method: 'GET', path: '/api/vendors/{vendorA}/unavailable-dates', expect: all(200) },
];

/** Middleware entries of app.routes (method ALL on a wildcard): they are not endpoints. */
export const isMiddlewareEntry = (route: { method: string; path: string }) => route.method === 'ALL' && route.path.endsWith('*');
