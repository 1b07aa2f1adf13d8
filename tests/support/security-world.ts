/**
 * The shared ground of the security suites (authorization matrix, mass assignment, hostile input): the real
 * composition root on a fresh database, three signed-in users (the owners of vendor A and vendor B, and an
 * admin), and `world()`, which builds a fresh vendor A and vendor B (re-linked to their owners) with only
 * the objects a test names, so a test that deletes or changes something never disturbs the next one.
 */
import { legacyUpgradeRequest } from './legacy-upgrade.ts';
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ulid } from 'ulid';
import type { FileStorage } from '../../application/ports/file-storage.ts';
import type { Logger } from '../../application/ports/logger.ts';
import { RelayOutbox } from '../../application/mail/relay-outbox.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import type { TestDialect } from './databases.ts';
import { inquiryFormToken } from './form-token.ts';
import { insertCategory, insertImage, insertFilter, insertReview, insertUser, insertVendor, linkFilter, updateVendorRow } from './rows.ts';
import { signIn, TEST_BROWSER_KEY } from './sign-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type SignedInRole = 'vendorA' | 'vendorB' | 'admin';
export type Role = 'anonymous' | SignedInRole;

export const ROLE_EMAILS: Record<SignedInRole, string> = {
  vendorA: 'ann@magnolia-barn.example',
  vendorB: 'bob@river-hall.example',
  admin: 'boss@admin.example',
};

export const CARD = { cardholderName: 'Ann Lee', cardNumber: '4242 4242 4242 4242', expiryDate: '12/39', cvv: '123' };

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (a raw string, bytes or a stream). */
  raw?: BodyInit;
}

/** Fixture keys a test may ask `world()` for (beyond vendorA and vendorB, which every world has). */
export const WORLD_KEYS = [
  'vendorA',
  'vendorASlug',
  'vendorB',
  'vendorBSlug',
  'vendorC',
  'venues',
  'florists',
  'unique',
  'photoA1',
  'photoA2',
  'photoB1',
  'photoB2',
  'filterA',
  'filterASlug',
  'uploadAId',
  'uploadAKey',
  'uploadBId',
  'uploadBKey',
  'upgradeA',
  'upgradeB',
  'applicationPending',
  'reviewA',
  'messageGeneral',
  'messageClaim',
  'signedUploadPath',
  'tamperedUploadPath',
  'mediaAPath',
  'loginToken',
  'authCode',
  'inquiryA',
  'inquiryHeld',
  'messageHeld',
  'claimLinkToken',
  'confirmToken',
  'threadToken',
  'savedReplyA',
  'reviewAPublished',
  'reviewAReplied',
  'reviewReportA',
  'webhookSignature',
  'invoiceA',
  'shortlistToken',
  'shortlistKey',
  'reviewRequestToken',
] as const;

/** A processor event for the webhook route (issue 37): a customer nobody here knows, so taking it in changes nothing. */
export const WEBHOOK_EVENT = { id: 'evt_matrix_0001', type: 'customer.created', object: { kind: 'customer', id: 'cus_matrix' }, customerId: 'cus_matrix', createdAt: '2027-01-15T12:00:00.000Z' };
export type WorldKey = (typeof WORLD_KEYS)[number];

/** Changes a world can carry beyond its objects. */
export const WORLD_STATES = ['vendorAInactive', 'vendorBInactive', 'vendorAPaid', 'vendorABilledCancelling', 'vendorACouplesChoice'] as const;
export type WorldState = (typeof WORLD_STATES)[number];

export type World = Record<WorldKey, string>;

export interface SecurityApp {
  t: TestApp;
  storage: FileStorage;
  sessions: Record<SignedInRole, Record<string, string>>;
  userIds: Record<SignedInRole, string>;
  categories: { venues: string; florists: string };
  /** A request through the app, from an address of its own (rate limits key on it; TRUST_PROXY is on). */
  call(method: string, path: string, opts?: CallOptions): Promise<CallResult>;
  /** Headers of a role ({} for anonymous). */
  as(role: Role): Record<string, string>;
  /** A fresh vendor A and B owned by the two vendor users, plus the named objects and states. */
  world(keys?: Iterable<WorldKey>, states?: Iterable<WorldState>): Promise<World>;
  /** A new session for a role (for a test that ends its session). */
  freshSession(role: SignedInRole): Promise<Record<string, string>>;
  close(): Promise<void>;
}

let ipCounter = 0;
/** A different client address per request, so the per-IP rate limits of the public forms never trip. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

let uniqueCounter = 0;
/** Lowercase letters and digits only, so it fits slugs and emails. */
const uniqueToken = () => `${Date.now().toString(36)}${(uniqueCounter++).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const pngBytes = async (w = 40, h = 30): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(await sharp({ create: { width: w, height: h, channels: 3, background: '#6B46C1' } }).png().toBuffer());

/** What the matrix and the hostile-input suite need of an app: TRUST_PROXY on, so each request brings its own address. */
export const createSecurityApp = async (dialect: TestDialect, opts: { env?: Record<string, string>; logger?: Logger } = {}): Promise<SecurityApp> => {
  // Every world asks for upgrades as the same two vendor users: the per-account hourly limit is lifted.
  const t = await createTestApp(dialect, { env: { TRUST_PROXY: 'true', UPGRADE_REQUESTS_PER_HOUR: '100000', ...opts.env }, ...(opts.logger ? { logger: opts.logger } : {}) });
  const knex = t.db.knex;
  const storage = t.container.get<FileStorage>(TOKENS.FileStorage);
  const categories = { venues: await insertCategory(knex, 'venues', 'Venues', 1), florists: await insertCategory(knex, 'florists', 'Florists', 6) };
  // The users exist first; world() gives each vendor user a fresh listing.
  const seedA = await insertVendor(knex, categories.venues, { name: 'Seed A' });
  const seedB = await insertVendor(knex, categories.venues, { name: 'Seed B' });
  const userIds: Record<SignedInRole, string> = {
    vendorA: await insertUser(knex, ROLE_EMAILS.vendorA, { vendorId: seedA }),
    vendorB: await insertUser(knex, ROLE_EMAILS.vendorB, { vendorId: seedB }),
    admin: await insertUser(knex, ROLE_EMAILS.admin, { isAdmin: true }),
  };
  const sessions: Record<SignedInRole, Record<string, string>> = {
    vendorA: await signIn(t, ROLE_EMAILS.vendorA),
    vendorB: await signIn(t, ROLE_EMAILS.vendorB),
    admin: await signIn(t, ROLE_EMAILS.admin),
  };
  const png = await pngBytes();

  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { 'x-forwarded-for': nextIp(), ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...opts.headers };
    const body = opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined);
    const res = await t.app.request(path, { method, headers, redirect: 'manual', ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };
  const as = (role: Role) => (role === 'anonymous' ? {} : sessions[role]);
  const expectStatus = (r: CallResult, status: number, what: string) => {
    if (r.status !== status) throw new Error(`fixture step "${what}" answered ${r.status}: ${r.text.slice(0, 300)}`);
    return r.json as Record<string, unknown>;
  };

  const newVendor = async (name: string, owner: SignedInRole | null, u: string) => {
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${u}`;
    const id = await insertVendor(knex, categories.venues, { name, slug, description: '<p>A <strong>restored</strong> dairy barn.</p>', ...(owner ? { owner_user_id: userIds[owner] } : {}) });
    if (owner) await knex('users').where({ id: userIds[owner] }).update({ vendor_id: id });
    return { id, slug };
  };

  /** The steps behind each key, in dependency order. */
  const build = async (wanted: Set<WorldKey>, states: Set<WorldState>): Promise<World> => {
    const u = uniqueToken();
    const w: Partial<World> = { unique: u, venues: categories.venues, florists: categories.florists };
    // The previous world's listings lose their owners, so each user owns exactly the new one.
    await knex('vendors').whereIn('owner_user_id', [userIds.vendorA, userIds.vendorB]).update({ owner_user_id: null });
    // An admin deactivating or deleting a listing ends its owner's sessions (ADR 8): each world starts with
    // the vendor users signed in again.
    await knex('sessions').whereIn('user_id', [userIds.vendorA, userIds.vendorB]).whereNotNull('revoked_at').update({ revoked_at: null });
    const a = await newVendor('Magnolia Barn', 'vendorA', u);
    const b = await newVendor('River Hall', 'vendorB', u);
    Object.assign(w, { vendorA: a.id, vendorASlug: a.slug, vendorB: b.id, vendorBSlug: b.slug });
    if (states.has('vendorAInactive')) await updateVendorRow(knex, a.id, { is_active: false });
    if (states.has('vendorBInactive')) await updateVendorRow(knex, b.id, { is_active: false });
    // 'Couples' Choice' (issue 40 §5): vendor A in the latest round drawn (one round per year, shared by the worlds).
    if (states.has('vendorACouplesChoice')) {
      await knex('vendor_award_rounds').insert({ kind: 'couples-choice', year: 2027, drawn_at: new Date(), awarded: 1 }).onConflict(['kind', 'year']).ignore();
      await knex('vendor_awards').insert({ vendor_id: a.id, kind: 'couples-choice', year: 2027, awarded_at: new Date() });
    }
    if (wanted.has('vendorC')) w.vendorC = (await newVendor('Unclaimed Chapel', null, u)).id;
    // A 'Claim this listing to reply' link to vendor C, which has no owner (issue 36.2): only its hash is stored.
    if (wanted.has('claimLinkToken')) {
      const vendorC = w.vendorC ?? (w.vendorC = (await newVendor('Unclaimed Chapel', null, u)).id);
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await knex('listing_claim_links').insert({
        id: ulid(),
        vendor_id: vendorC,
        email: `chapel-${u.toLowerCase()}@example.com`,
        token_hash: createHash('sha256').update(token).digest('hex'),
        created_at: now,
        expires_at: new Date(now.getTime() + 14 * 86_400_000),
      });
      await knex('vendors').where({ id: vendorC }).update({ email: `chapel-${u.toLowerCase()}@example.com` });
      w.claimLinkToken = token;
    }
    if (wanted.has('photoA1') || wanted.has('photoA2')) {
      w.photoA1 = await insertImage(knex, a.id, { is_primary: true, sort_order: 0 });
      w.photoA2 = await insertImage(knex, a.id, { sort_order: 1 });
    }
    if (wanted.has('photoB1') || wanted.has('photoB2')) {
      w.photoB1 = await insertImage(knex, b.id, { is_primary: true, sort_order: 0 });
      w.photoB2 = await insertImage(knex, b.id, { sort_order: 1 });
    }
    if (wanted.has('filterA') || wanted.has('filterASlug')) {
      w.filterASlug = `barn-${u}`;
      // One filter per category, key and value (migration 010): an earlier world's barn filter makes way.
      const earlier = knex('seo_filters').where({ category_id: categories.venues, filter_key: 'venue_type', filter_value: 'barn' }).select('id');
      await knex('vendor_filters').whereIn('filter_id', earlier).delete();
      await knex('seo_filters').where({ category_id: categories.venues, filter_key: 'venue_type', filter_value: 'barn' }).delete();
      w.filterA = await insertFilter(knex, categories.venues, { name: `Barn Venues ${u}`, slug: w.filterASlug });
      await linkFilter(knex, a.id, w.filterA);
    }
    for (const [side, vendorId] of [['A', a.id], ['B', b.id]] as const) {
      if (!wanted.has(`upload${side}Id`) && !wanted.has(`upload${side}Key`)) continue;
      // presign (as the admin, who may manage any listing) → PUT the bytes to the signed URL.
      const presign = expectStatus(await call('POST', `/api/vendors/${vendorId}/photos`, { headers: sessions.admin, body: { fileName: 'barn.png', fileType: 'image/png', fileSize: png.byteLength } }), 201, 'presign');
      const put = await call('PUT', presign.uploadUrl as string, { headers: presign.headers as Record<string, string>, raw: png });
      expectStatus(put, 200, 'upload bytes');
      w[`upload${side}Id`] = presign.imageId as string;
      w[`upload${side}Key`] = presign.s3Key as string;
    }
    // A pending upgrade request as they were stored before plans ran on the processor (issue 37): the admins
    // still apply or decline those; POST /api/upgrades now changes the plan at once.
    const upgrade = async (vendor: { id: string; slug: string }, tier: 'featured' | 'premier') => legacyUpgradeRequest(t, { ...vendor, name: 'Magnolia Barn' }, tier);
    if (states.has('vendorAPaid')) {
      const id = await upgrade(a, 'featured');
      expectStatus(await call('PUT', `/api/admin/upgrades/${id}/apply`, { headers: sessions.admin }), 200, 'apply upgrade');
    }
    // Vendor A billed by the (local) processor (issue 37): a card on file through the API, a Featured plan
    // paying from today (its first invoice paid), cancelled for the end of its month through the API.
    if (states.has('vendorABilledCancelling') || wanted.has('invoiceA')) {
      expectStatus(await call('PUT', `/api/vendors/${a.id}/billing/card`, { headers: sessions.vendorA, body: { creditCard: CARD } }), 200, 'card on file');
      const processor = t.container.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
      const customer = (await knex('billing_customers').where({ vendor_id: a.id }).first()) as { processor_customer_id: string };
      const now = await processor.now();
      await processor.startSubscription({ customerId: customer.processor_customer_id, vendorId: a.id, tier: 'featured', trialEnd: null, priceLockedUntil: new Date(now.getTime() + 365 * 86_400_000) }, `world:${u}`);
      w.invoiceA = String(((await knex('invoices').where({ vendor_id: a.id }).first()) as { processor_invoice_id: string }).processor_invoice_id);
      if (states.has('vendorABilledCancelling')) expectStatus(await call('POST', `/api/vendors/${a.id}/subscription/cancel`, { headers: sessions.vendorA }), 200, 'cancel plan');
    }
    if (wanted.has('upgradeA')) w.upgradeA = await upgrade(a, 'premier');
    if (wanted.has('upgradeB')) w.upgradeB = await upgrade(b, 'premier');
    if (wanted.has('applicationPending')) {
      w.applicationPending = expectStatus(
        await call('POST', '/api/applications', {
          body: { businessName: `Blue Ridge Blooms ${u}`, category: categories.florists, ownerName: 'Rose Park', email: `rose-${u}@example.com`, phone: '864-555-0101', location: { city: 'Greer', county: 'Greenville' } },
        }),
        201,
        'application',
      ).applicationId as string;
    }
    if (wanted.has('reviewA')) {
      w.reviewA = expectStatus(
        await call('POST', `/api/vendors/${a.id}/reviews`, { body: { name: 'Jennifer Moore', email: `jen-${u}@example.com`, rating: 5, title: 'Wonderful', text: 'They made our day.' } }),
        201,
        'review',
      ).reviewId as string;
    }
    const contact = async (type: 'GENERAL_INQUIRY' | 'CLAIM_REQUEST') =>
      expectStatus(
        await call('POST', '/api/contact/submit', {
          body: { type, name: 'Carla Diaz', email: `carla-${type.toLowerCase()}-${u}@example.com`, subject: 'Hello', message: 'A question about listings.', businessName: 'Unclaimed Chapel' },
        }),
        201,
        'contact message',
      ).id as string;
    if (wanted.has('messageGeneral')) w.messageGeneral = await contact('GENERAL_INQUIRY');
    if (wanted.has('messageClaim')) w.messageClaim = await contact('CLAIM_REQUEST');
    if (wanted.has('signedUploadPath') || wanted.has('tamperedUploadPath')) {
      // A pending upload of vendor A (presigned as the admin) for a body of exactly the world's PNG.
      const signed = expectStatus(await call('POST', `/api/vendors/${a.id}/photos`, { headers: sessions.admin, body: { fileName: 'barn.png', fileType: 'image/png', fileSize: png.byteLength } }), 201, 'presign');
      w.signedUploadPath = (signed.uploadUrl as string).replace(/^https?:\/\/[^/]+/, '');
      w.tamperedUploadPath = w.signedUploadPath.replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    }
    if (wanted.has('mediaAPath')) {
      const key = `vendors/${a.id}/${ulid()}.png`;
      await storage.put(key, png, 'image/png');
      w.mediaAPath = storage.publicUrl(key).replace(/^https?:\/\/[^/]+/, '');
    }
    if (wanted.has('loginToken') || wanted.has('authCode')) {
      const email = `guest-${u}@example.com`;
      await insertUser(knex, email);
      // Everything earlier tests queued goes out first (the relay takes 50 at a time), so the link is the newest mail.
      await t.use(RelayOutbox).execute(1_000_000);
      const before = new Set((await t.deliverMail()).map((m) => m.text));
      expectStatus(await call('POST', '/api/auth/login', { body: { email, browserKey: TEST_BROWSER_KEY } }), 200, 'login link');
      const link = /\/auth\/verify\/([A-Za-z0-9_-]+)/;
      const mail = (await t.deliverMail()).find((m) => m.to === email && !before.has(m.text) && link.test(m.text));
      const token = link.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error('fixture: no login link mailed');
      w.loginToken = token;
      if (wanted.has('authCode')) {
        const verify = await call('GET', `/api/auth/verify/${token}`);
        const code = new URL(verify.headers.get('location') ?? '/', 'http://x').searchParams.get('session_token');
        if (!code) throw new Error(`fixture: verify answered ${verify.status} ${verify.headers.get('location')}`);
        w.authCode = code;
      }
    }
    // Inquiries (issue 17): a couple writes to vendor A; the confirmation link is in the mail outbox.
    const inquiry = async (email: string, extra: Record<string, unknown> = {}) => {
      await t.use(RelayOutbox).execute(1_000_000);
      const before = new Set((await t.deliverMail()).map((m) => m.text));
      const form = { name: 'Sam Rivera', email, weddingDate: '2027-10-09', guestCount: 120, budget: '6000-10000', message: 'We would love to see the barn in the spring.', website: '', formToken: inquiryFormToken(t.container, new Date(Date.now() - 30_000)), ...extra };
      expectStatus(await call('POST', `/api/vendors/${a.id}/inquiries`, { body: form }), 201, 'inquiry');
      const link = /\/inquiries\/confirm\/([A-Za-z0-9_-]+)/;
      const mail = (await t.deliverMail()).find((m) => m.to === email && !before.has(m.text) && link.test(m.text));
      const token = link.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error('fixture: no inquiry confirmation mailed');
      return token;
    };
    const confirm = async (token: string) => expectStatus(await call('POST', '/api/inquiries/confirm', { body: { token } }), 200, 'confirm inquiry');
    // The processor's signature of WEBHOOK_EVENT as the route receives it (JSON), made now (it is only valid for minutes).
    if (wanted.has('webhookSignature')) {
      w.webhookSignature = t.container.get<LocalBillingProcessor>(TOKENS.BillingProcessor).sign(JSON.stringify(WEBHOOK_EVENT), new Date());
    }
    if (wanted.has('confirmToken')) w.confirmToken = await inquiry(`pending-${u}@example.com`);
    if (wanted.has('inquiryA') || wanted.has('threadToken')) {
      const email = `couple-${u}@example.com`;
      w.threadToken = (await confirm(await inquiry(email))).threadToken as string;
      w.inquiryA = ((await knex('inquiries').where({ email, vendor_id: a.id }).first()) as { id: string }).id;
    }
    if (wanted.has('inquiryHeld')) {
      const email = `bot-${u}@example.com`;
      await confirm(await inquiry(email, { website: 'http://spam.example' }));
      w.inquiryHeld = ((await knex('inquiries').where({ email, state: 'held' }).first()) as { id: string }).id;
    }
    // A couple's answer in a confirmed thread that the spam rules held (issue 35.2).
    if (wanted.has('messageHeld')) {
      const email = `held-answer-${u}@example.com`;
      const thread = (await confirm(await inquiry(email))).threadToken as string;
      const body = { body: 'Buy backlinks for first page of google, www.a.com www.b.com www.c.com' };
      expectStatus(await call('POST', `/api/inquiries/thread/${thread}/messages`, { body }), 201, 'held thread message');
      w.messageHeld = ((await knex('inquiry_messages').whereNotNull('held_at').orderBy('created_at', 'desc').first()) as { id: string }).id;
    }
    // 'Share with my partner' (issue 39): a read-only link to vendors A and B, and the key that stops it.
    if (wanted.has('shortlistToken') || wanted.has('shortlistKey')) {
      const link = expectStatus(await call('POST', '/api/shortlist-links/share', { body: { vendorIds: [a.id, b.id] } }), 201, 'shortlist link').link as { url: string; key: string };
      w.shortlistToken = link.url.slice(link.url.lastIndexOf('/') + 1);
      w.shortlistKey = link.key;
    }
    // A review request (issue 40 §1): vendor A asks a client; the link's token is in the emailed request.
    if (wanted.has('reviewRequestToken')) {
      const email = `client-${u}@example.com`;
      expectStatus(await call('POST', `/api/vendors/${a.id}/review-requests`, { headers: sessions.vendorA, body: { clients: [{ name: 'Jordan Reyes', email }] } }), 201, 'review request');
      const link = /\/reviews\/write\/([A-Za-z0-9_-]+)/;
      const token = link.exec((await t.deliverMail()).find((m) => m.to === email)?.text ?? '')?.[1];
      if (!token) throw new Error('fixture: no review request mailed');
      w.reviewRequestToken = token;
    }
    if (wanted.has('savedReplyA')) {
      w.savedReplyA = (
        expectStatus(await call('POST', `/api/vendors/${a.id}/saved-replies`, { headers: sessions.vendorA, body: { title: 'Tours', body: 'Saturdays at 10.' } }), 201, 'saved reply').reply as { _id: string }
      )._id;
    }
    // Review replies (issue 18): a published review of vendor A, and one that already has a reply.
    if (wanted.has('reviewAPublished')) w.reviewAPublished = await insertReview(knex, a.id, { reviewer_email: `jen-pub-${u}@example.com` });
    if (wanted.has('reviewAReplied')) {
      const at = new Date();
      w.reviewAReplied = await insertReview(knex, a.id, { reviewer_email: `jen-rep-${u}@example.com`, reply_body: 'Thank you!', replied_at: at, reply_updated_at: at, reply_notified_at: at });
    }
    // Review reports (issue 40 §4): vendor A's open report of one of its published reviews.
    if (wanted.has('reviewReportA')) {
      const reviewId = await insertReview(knex, a.id, { reviewer_email: `jen-rpt-${u}@example.com` });
      w.reviewReportA = ulid();
      await knex('review_reports').insert({ id: w.reviewReportA, review_id: reviewId, vendor_id: a.id, reason: 'spam', text: 'Advertising.', created_at: new Date() });
    }
    return w as World;
  };

  return {
    t,
    storage,
    sessions,
    userIds,
    categories,
    call,
    as,
    world: (keys = [], states = []) => build(new Set(keys), new Set(states)),
    freshSession: (role) => signIn(t, ROLE_EMAILS[role]),
    close: () => t.close(),
  };
};

/**
 * Replaces `{key}` placeholders in strings (deeply, in arrays and objects) with the world's values. Strict
 * by default (an unknown key throws); `lenient` leaves text that only looks like a placeholder alone.
 */
export const fill = <T>(value: T, world: World, opts: { lenient?: boolean } = {}): T => {
  if (typeof value === 'string') {
    return value.replace(/\{([A-Za-z0-9]+)\}/g, (m, key: string) => {
      if (!(key in world)) {
        if (opts.lenient) return m;
        throw new Error(`the world has no ${key} (placeholder in ${value})`);
      }
      return world[key as WorldKey];
    }) as T;
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, world, opts)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    // defineProperty, so a key like __proto__ stays an own property as JSON.parse made it.
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: fill(v, world, opts), enumerable: true, configurable: true, writable: true });
    return out as T;
  }
  return value;
};

/** A fresh value for `{unique}`, for a request that must not collide with an earlier one (emails, slugs). */
export const freshUnique = () => uniqueToken();

/** The world keys a value's placeholders name. */
export const placeholdersOf = (value: unknown, into = new Set<WorldKey>()): Set<WorldKey> => {
  if (typeof value === 'string') {
    for (const m of value.matchAll(/\{([A-Za-z0-9]+)\}/g)) {
      if (!(WORLD_KEYS as readonly string[]).includes(m[1]!)) throw new Error(`unknown placeholder {${m[1]}} in ${value}`);
      into.add(m[1] as WorldKey);
    }
  } else if (Array.isArray(value)) value.forEach((v) => placeholdersOf(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => placeholdersOf(v, into));
  return into;
};

/** DESIGN.md §2: `{ success: false, error: { code, message, fields? } }`, fields a map of strings. Returns what is wrong, or null. */
export const errorShapeProblem = (json: unknown): string | null => {
  if (!json || typeof json !== 'object') return 'the body is not a JSON object';
  const body = json as { success?: unknown; error?: { code?: unknown; message?: unknown; fields?: unknown } };
  if (body.success !== false) return 'success is not false';
  if (!body.error || typeof body.error !== 'object') return 'no error object';
  if (typeof body.error.code !== 'string' || !/^[A-Z][A-Z_]*$/.test(body.error.code)) return `error.code ${String(body.error.code)} is not an UPPER_CASE code`;
  if (typeof body.error.message !== 'string' || !body.error.message) return 'error.message is not a non-empty string';
  if (body.error.fields !== undefined) {
    if (!body.error.fields || typeof body.error.fields !== 'object' || Array.isArray(body.error.fields)) return 'error.fields is not an object';
    for (const [k, v] of Object.entries(body.error.fields)) if (typeof v !== 'string') return `error.fields.${k} is not a string`;
  }
  return null;
};
