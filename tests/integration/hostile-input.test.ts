/**
 * Hostile input (DESIGN.md §2, §6), property-based with fast-check. Every endpoint of the authorization
 * matrix (tests/security/authorization-matrix.ts) is called with its happy-path request turned hostile —
 * random JSON, wrong types per field, huge strings, deep nesting, unicode with lone surrogates and NUL,
 * SQL and HTML payloads, extreme numbers, malformed JSON, malformed query strings and path parameters —
 * as the role the matrix lets through. Whatever comes in:
 *   - the answer is never a 5xx;
 *   - a refusal (4xx) of an /api route has the JSON error shape, and stored nothing: no table gained or lost
 *     a row, and the world's rows are as they were;
 *   - rich text that was accepted is stored exactly as the sanitizer would leave it (a second pass changes
 *     nothing).
 * Every body-taking /api route also refuses a body over its own limit with a JSON 413, and JSON nested deeper
 * than 32 levels with a 400 before parsing it, and stores nothing; the largest legitimate bodies still pass.
 *
 * Reproduce a failure with the seed it prints: FC_SEED=<seed> npx vitest run tests/integration/hostile-input.test.ts
 * (FC_RUNS sets the runs per endpoint.)
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitFor, MAX_BODY_LIMIT, MAX_JSON_DEPTH } from '../../adapters/http/body-limits.ts';
import { VENDOR_PROFILE_LIMITS, vendorProfileSchema } from '../../domain/listings/vendor-profile.ts';
import { DomPurifyRichTextSanitizer } from '../../adapters/sanitizer/dompurify-rich-text-sanitizer.ts';
import { MAX_PHOTO_BYTES } from '../../domain/listings/photos.ts';
import { AUTHORIZATION_MATRIX, isMiddlewareEntry, ROLES, type MatrixCase, type Role } from '../security/authorization-matrix.ts';
import { CapturingLogger } from '../support/fakes/capturing-logger.ts';
import { DIALECTS, type TestDialect } from '../support/databases.ts';
import { createSecurityApp, errorShapeProblem, fill, freshUnique, placeholdersOf, pngBytes, type CallResult, type SecurityApp, type World, type WorldKey } from '../support/security-world.ts';

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_261_121;
/** Runs per endpoint: SQLite gets the full pass, MariaDB a shorter one (its distinct risks — column sizes, charsets — also get the exhaustive boundary sweep below). */
const RUNS: Record<TestDialect, number> = { sqlite: Number(process.env.FC_RUNS ?? 30), mariadb: Number(process.env.FC_RUNS ?? 8) };

const sanitizer = new DomPurifyRichTextSanitizer();

// ---------------------------------------------------------------------------------------------------------
// Endpoints: one per route of the matrix, its first successful case, as the first role it lets through.
// ---------------------------------------------------------------------------------------------------------

interface Endpoint {
  route: string;
  c: MatrixCase;
  role: Role;
  api: boolean;
}

/**
 * Bodies with every optional field too (the matrix's happy bodies carry only what the case needs), so the
 * fuzz and the boundary sweep reach each field the route stores.
 */
const FULL_BODIES: Record<string, unknown> = {
  'POST /api/applications': {
    subscriptionTier: 'featured',
    businessName: 'Blue Ridge Blooms {unique}',
    category: '{florists}',
    ownerName: 'Rose Park',
    email: 'rose-{unique}@example.com',
    phone: '864-555-0101',
    description: 'Seasonal flowers for Upstate weddings.\n\nWe deliver "everywhere".',
    website: 'https://blooms.example',
    socialMedia: { instagram: 'blooms', facebook: 'blooms', pinterest: 'blooms' },
    location: { city: 'Greer', county: 'Greenville', state: 'SC', zipCode: '29650' },
    yearsInBusiness: 12,
    isLicensed: true,
    isInsured: true,
    startingPrice: 900,
    priceRange: 'moderate',
    additionalInfo: 'We also rent vases.',
    creditCard: { cardholderName: 'Rose Park', cardNumber: '4242 4242 4242 4242', expiryDate: '12/39', cvv: '123' },
  },
  'POST /api/contact/submit': {
    type: 'CLAIM_REQUEST',
    name: 'Carla Diaz',
    email: 'carla-{unique}@example.com',
    phone: '864-555-0102',
    subject: 'Claim Request for River Hall',
    message: 'It is mine.',
    businessName: 'River Hall',
  },
  'POST /api/vendors/:slugOrId/reviews': { name: 'Jennifer Moore', email: 'jen-{unique}@example.com', rating: 4, title: 'Wonderful', text: 'They made our day.', weddingDate: '2025-06-14' },
  'PUT /api/vendors/:id': {
    name: 'Magnolia Barn',
    tagline: 'Sunsets over the foothills',
    description: '<h2>Our barn</h2><p>A <strong>restored</strong> dairy barn.</p>',
    pricingNotes: '<p>Fridays <em>20% off</em></p>',
    phone: '864-555-0100',
    website: 'https://magnolia.example',
    email: 'events@magnolia.example',
    category: '{venues}',
    socialMedia: { instagram: 'magnolia', facebook: 'magnolia', pinterest: 'magnolia', tiktok: 'magnolia' },
    startingPrice: 4500,
    priceRange: 'premium',
  },
  'PUT /api/admin/vendors/:id': {
    name: 'Magnolia Barn',
    tagline: 'Edited by an admin',
    description: '<p>A barn.</p>',
    pricingNotes: '<p>Ask us.</p>',
    phone: '864-555-0100',
    website: 'https://magnolia.example',
    email: 'events@magnolia.example',
    socialMedia: { instagram: 'magnolia' },
    startingPrice: 4500,
    priceRange: 'luxury',
    location: { city: 'Greer', county: 'Greenville', state: 'SC', zipCode: '29650', region: 'Upstate' },
    isActive: true,
    isFeatured: true,
    isVerified: true,
  },
  'POST /api/admin/vendors': {
    name: 'Cedar Hall {unique}',
    category: '{venues}',
    tagline: 'A hall',
    description: '<p>A hall.</p>',
    pricingNotes: '<p>Ask us.</p>',
    phone: '864-555-0103',
    website: 'https://cedar.example',
    email: 'events@cedar.example',
    socialMedia: { instagram: 'cedar', facebook: 'cedar', pinterest: 'cedar' },
    startingPrice: 3000,
    priceRange: 'moderate',
    location: { city: 'Greer', county: 'Greenville', state: 'SC', zipCode: '29650', region: 'Upstate' },
    isActive: true,
    isFeatured: false,
    isVerified: false,
    ownerEmail: 'owner-{unique}@cedar.example',
  },
  'POST /api/vendors/:id/photos': { fileName: 'barn.png', fileType: 'image/png', fileSize: 2048, altText: 'The barn at dusk', caption: 'Sunset' },
  'PUT /api/vendors/:id/photos/:photoId': { caption: 'At dusk', altText: 'The barn at dusk', isPrimary: true },
  'POST /api/vendors/:id/photos/confirm': { imageId: '{uploadAId}', s3Key: '{uploadAKey}', altText: 'The barn', caption: 'Sunset' },
};

const ENDPOINTS: Endpoint[] = (() => {
  const out = new Map<string, Endpoint>();
  for (const c of AUTHORIZATION_MATRIX) {
    if (out.has(c.route)) continue;
    const role = ROLES.find((r) => c.expect[r] < 400);
    if (!role) continue;
    const body = c.route in FULL_BODIES ? FULL_BODIES[c.route] : c.body;
    out.set(c.route, { route: c.route, c: { ...c, body }, role, api: !c.notApi });
  }
  return [...out.values()];
})();

/** Routes whose accepted writes store rich text. */
const RICH_TEXT_WRITERS = new Set(['PUT /api/vendors/:id', 'PUT /api/admin/vendors/:id', 'POST /api/admin/vendors', 'POST /api/filters', 'PUT /api/filters/:id', 'PUT /api/admin/applications/:id/approve']);
/** The body fields that become rich text, per route (an application's description does on approval). */
const RICH_FIELDS: Record<string, readonly string[]> = {
  'PUT /api/vendors/:id': ['description', 'pricingNotes'],
  'PUT /api/admin/vendors/:id': ['description', 'pricingNotes'],
  'POST /api/admin/vendors': ['description', 'pricingNotes'],
  'POST /api/filters': ['content'],
  'PUT /api/filters/:id': ['content'],
  'POST /api/applications': ['description'],
};

// ---------------------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------------------

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE vendors; --",
  '" OR ""="',
  "1; SELECT SLEEP(5)",
  "' UNION SELECT email, id FROM users --",
  "admin'--",
  '%',
  '_',
  '\\',
  "\\'; --",
  '*/ OR 1=1 /*',
  "') OR ('a'='a",
  'barn* +(>venue) -"x" @2',
  'MATCH(name) AGAINST',
];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" jav&#x09;ascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<p onclick="x()">hi</p><style>*{}</style>',
  '<h2><div><h2>nested</h2></div></h2>',
  '<h3><object><h2>x</h2></object></h3>',
  '<p><table><tr><td><p>x</p></td></tr></table></p>',
  '<a href="https://a.example"><object><a href="https://b.example">q</a></object></a>',
  '<ul><li><marquee><li>x</li></marquee></li></ul>',
  '<p><button><p>x</p></button></p>',
  '<strong><table><td><strong>x</strong></td></table></strong>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><p>x</p></template>',
  '<p>"quotes" &amp; \u00a0non-breaking\u00a0 &nbsp; <3</p>',
  '<p>\u0000nul\u0000</p>',
  '<a href="https://x.example" target="_self" rel="opener">x</a>',
  '<blockquote><p><li>x</li></p></blockquote>',
  'plain "text" with <angle> & ampersand\r\nand CRLF\rand CR',
];
const UNICODE = ['\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uD83Dy', '\uFEFF', '\u202Eevil', 'e\u0301', '😀', '𝕏', '\u2028\u2029', 'ﬀ', 'İ', '\u00a0', '\r\n', '\t', 'زفاف', '婚礼'];

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const anyString = fc.oneof(fc.string(), fc.string({ unit: codeUnit, maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...UNICODE));
const hugeString = fc
  .tuple(
    fc.constantFrom(64, 65, 100, 101, 191, 192, 201, 255, 256, 301, 501, 1001, 2001, 5001, 50_001, 100_001, 1_100_000),
    // Characters, and markup that is costly to parse in bulk (nesting, removed elements, comments, attributes).
    fc.constantFrom('x', 'é', '😀', '<', '\u0000', '婚', '<b>', '<p>', '<em>', '<b></b>', '<!---->', '<div>', '<a href="https://x.example">', '<p a=1 b=2>', '</p>'),
  )
  .map(([n, ch]) => ch.repeat(Math.ceil(n / ch.length)));
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, -1.5, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, 1e-7, 99_999_999_999),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileScalar = fc.oneof(
  fc.constantFrom(...SQL),
  fc.constantFrom(...HTML),
  anyString,
  hugeString,
  hostileNumber,
  fc.constantFrom(null, true, false, '', ' ', '0', 'true', 'null', 'undefined', 'NaN', 'Infinity', '__proto__', 'constructor', '[object Object]'),
);
const nested = (depth: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
};
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [null], { '': null }, { __proto__: { isAdmin: true } }, JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 200 }).map((d) => nested(d, 'deep')) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
);

/** Raw request bodies JSON.stringify cannot make. */
const deepArrays = (d: number) => '['.repeat(d) + ']'.repeat(d);
const deepObjects = (d: number) => '{"a":'.repeat(d) + '1' + '}'.repeat(d);
const RAW_BODIES = [
  '',
  '{',
  '{"email": "a@b.co"',
  'null',
  '"string"',
  '[]',
  '42',
  'true',
  '{"rating": 1e999, "fileSize": -1e999, "startingPrice": 1e999}',
  '{"x": NaN}',
  '{"a": 1, "a": 2}',
  '\uFEFF{}',
  '{"name": "\\u0000\\ud800"}',
  '{"name": "\\ud83d"}',
  "{'single': 'quotes'}",
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}',
  '{"email": "x@y.z", "email": ["x"]}',
  deepArrays(1500),
  deepObjects(1500),
  deepArrays(100_000),
  `{"vendorIds": ${deepArrays(5000)}}`,
  'undefined',
  '\u0000',
];
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/xml', ''];

/** Query strings a browser would never send. */
const RAW_QUERIES = [
  'page=-1&page=x&%zz',
  '%zz=%zz',
  'page=1e9&limit=1e9',
  'page=99999999999999999999999&limit=-5',
  'page[]=1&limit[a]=2',
  'search=%00%00',
  "search=' OR 1=1 --",
  'search=%E0%A4%A',
  'search=%F0%9F%98',
  'sortBy=__proto__&featured=maybe&premierPartner=2',
  'status=all&status=pending&type=x',
  'category=..%2F..%2F&location=%3Cscript%3E',
  '&&&===&',
  '%',
  'a=%2',
  `search=${'x'.repeat(5000)}`,
  `${'k'.repeat(3000)}=1`,
];
const queryPair = fc.tuple(
  fc.constantFrom('page', 'limit', 'search', 'category', 'location', 'sortBy', 'featured', 'premierPartner', 'status', 'type', 'expires', 'contentType', 'signature', '__proto__', 'x'),
  hostileScalar,
  fc.boolean(),
);
const hostileQuery = fc.oneof(
  fc.constantFrom(...RAW_QUERIES),
  fc.array(queryPair, { minLength: 1, maxLength: 4 }).map((pairs) =>
    pairs.map(([k, v, encode]) => `${k}=${encode ? encodeURIComponent(String(v)).slice(0, 20_000) : String(v).slice(0, 2000).replace(/[#\s]/g, '')}`).join('&'),
  ),
);

/** Path segments: raw malformed ones and encoded hostile strings. */
const hostileSegment = fc.oneof(
  fc.constantFrom('%zz', '%', '%E0%A4%A', '%00', '..', '..%2F..%2Fpackage.json', '%2e%2e', '%20', 'x'.repeat(192), 'x'.repeat(5000), '%F0%9F%98', 'null', 'undefined', '__proto__', 'constructor', '-1', '1e999', '%25', "'%20OR%201=1"),
  hostileScalar.map((v) => encodeURIComponent(String(v)).slice(0, 10_000)).filter((s) => s.length > 0),
);

// ---------------------------------------------------------------------------------------------------------
// Turning a happy request hostile
// ---------------------------------------------------------------------------------------------------------

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };
interface Built {
  path: string;
  body: Body;
}
/** A hostile request, made concrete over a world (so a destructive endpoint can get a fresh world per run). */
interface HostileRequest {
  label: string;
  build(world: World): Built;
}

/** Every path into a JSON value's objects and arrays (the leaves and the containers). */
const pathsOf = (v: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> => {
  const out: Array<Array<string | number>> = [];
  if (Array.isArray(v)) v.forEach((x, i) => out.push([...prefix, i], ...pathsOf(x, [...prefix, i])));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push([...prefix, k], ...pathsOf(x, [...prefix, k]));
  return out;
};
const setAt = (root: unknown, path: ReadonlyArray<string | number>, value: unknown): unknown => {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy: Record<string | number, unknown> = Array.isArray(root) ? ([...(root as unknown[])] as unknown as Record<number, unknown>) : { ...(root as Record<string, unknown>) };
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
};
const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;
const describeValue = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 120 ? `${s.slice(0, 120)}… (${s.length} chars)` : s;
};
/** The world's values filled in; `{unique}` fresh for every request, so no two collide on an email or slug. */
const over = <T>(value: T, world: World): T => fill(value, { ...world, unique: freshUnique() }, { lenient: true });

/** The hostile requests for an endpoint, built over its happy request (still with its placeholders). */
const hostileRequests = (e: Endpoint): fc.Arbitrary<HostileRequest> => {
  const path = e.c.path;
  const body = e.c.body;
  const choices: Array<{ weight: number; arbitrary: fc.Arbitrary<HostileRequest> }> = [];
  const happyBody = (w: World): Body => (body === undefined ? { kind: 'none' } : { kind: 'json', value: over(body, w) });
  const jsonAt = (at: ReadonlyArray<string | number>, v: unknown) => (w: World): Body => ({ kind: 'json', value: setAt(over(body, w), at, v) });
  const takesBody = e.c.method !== 'GET' && !e.c.rawPng;

  choices.push({
    weight: 2,
    arbitrary: hostileQuery.map((q) => ({ label: `query ?${q.slice(0, 120)}`, build: (w) => ({ path: withQuery(over(path, w), q), body: happyBody(w) }) })),
  });

  // Path parameters: each placeholder segment of the matrix path.
  const [pathPart, ...queryParts] = path.split('?');
  const segments = pathPart!.split('/');
  const params = segments.map((seg, i) => (/\{[A-Za-z0-9]+\}/.test(seg) ? i : -1)).filter((i) => i >= 0);
  if (params.length && !e.c.rawPng) {
    choices.push({
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...params), hostileSegment).map(([i, seg]) => ({
        label: `path segment ${segments[i]} = ${seg.slice(0, 120)}`,
        build: (w) => {
          const parts = over(segments, w);
          parts[i] = seg;
          return { path: parts.join('/') + (queryParts.length ? `?${over(queryParts.join('?'), w)}` : ''), body: happyBody(w) };
        },
      })),
    });
  }

  if (takesBody) {
    const fields = pathsOf(body ?? {});
    if (fields.length) {
      choices.push({
        weight: 5,
        arbitrary: fc.tuple(fc.constantFrom(...fields), hostileValue).map(([at, v]) => ({ label: `body.${at.join('.')} = ${describeValue(v)}`, build: (w) => ({ path: over(path, w), body: jsonAt(at, v)(w) }) })),
      });
      choices.push({
        weight: 1,
        arbitrary: fc.constantFrom(...fields).map((at) => ({
          label: `body without ${at.join('.')}`,
          build: (w) => ({ path: over(path, w), body: { kind: 'json', value: JSON.parse(JSON.stringify(setAt(over(body, w), at, undefined))) as unknown } }),
        })),
      });
    }
    choices.push({
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'x'.repeat(300), '', '\u0000', '$where'), hostileValue).map(([k, v]) => ({
        label: `body.${describeValue(k)} added = ${describeValue(v)}`,
        build: (w) => {
          const value = JSON.parse(JSON.stringify(over(body ?? {}, w))) as Record<string, unknown>;
          Object.defineProperty(value, k, { value: v, enumerable: true, configurable: true, writable: true });
          return { path: over(path, w), body: { kind: 'json', value } };
        },
      })),
    });
    const rich = RICH_FIELDS[e.route];
    if (rich) {
      // Markup that tests the sanitizer: payloads glued together and with random text between them.
      const markup = fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HTML) }, { weight: 1, arbitrary: anyString }), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(''));
      choices.push({
        weight: 6,
        arbitrary: fc.tuple(fc.constantFrom(...rich), markup).map(([field, html]) => ({ label: `body.${field} = ${describeValue(html)}`, build: (w) => ({ path: over(path, w), body: jsonAt([field], html)(w) }) })),
      });
    }
    choices.push({ weight: 2, arbitrary: hostileValue.map((v) => ({ label: `whole body ${describeValue(v)}`, build: (w) => ({ path: over(path, w), body: { kind: 'json', value: v } }) })) });
    choices.push({ weight: 1, arbitrary: fc.anything({ maxDepth: 3 }).map((v) => ({ label: `fc.anything body ${describeValue(v)}`, build: (w) => ({ path: over(path, w), body: { kind: 'json', value: v } }) })) });
    choices.push({
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(...CONTENT_TYPES)).map(([text, contentType]) => ({
        label: `raw body ${describeValue(text)} as ${contentType || 'no content type'}`,
        build: (w) => ({ path: over(path, w), body: { kind: 'raw', text, contentType } }),
      })),
    });
  }
  if (e.c.rawPng) {
    // The signed upload: other bytes, other content types, a mangled signature or key.
    choices.push({
      weight: 3,
      arbitrary: fc.tuple(fc.constantFrom(...RAW_BODIES, '<svg onload=alert(1)>', '\u0000'.repeat(10)), fc.constantFrom(...CONTENT_TYPES, 'image/png', 'image/svg+xml', 'text/html')).map(([text, contentType]) => ({
        label: `upload bytes ${describeValue(text)} as ${contentType}`,
        build: (w) => ({ path: over(path, w), body: { kind: 'raw', text, contentType } }),
      })),
    });
    choices.push({
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom('expires', 'contentType', 'signature'), hostileSegment).map(([k, v]) => ({
        label: `upload ${k}=${v.slice(0, 80)}`,
        build: (w) => ({ path: over(path, w).replace(new RegExp(`${k}=[^&]*`), `${k}=${v}`), body: { kind: 'raw', text: 'not a photo', contentType: 'image/png' } }),
      })),
    });
    choices.push({
      weight: 1,
      arbitrary: hostileSegment.map((seg) => ({
        label: `upload key ${seg.slice(0, 80)}`,
        build: (w) => ({ path: over(path, w).replace(/^\/api\/uploads\/[^?]*/, `/api/uploads/${seg}`), body: { kind: 'raw', text: 'x', contentType: 'image/png' } }),
      })),
    });
  }
  return fc.oneof(...choices);
};

// ---------------------------------------------------------------------------------------------------------
// What "stored nothing" means
// ---------------------------------------------------------------------------------------------------------

const COUNTED = [
  'vendors',
  'users',
  'vendor_images',
  'photo_uploads',
  'vendor_filters',
  'seo_filters',
  'applications',
  'contact_messages',
  'reviews',
  'upgrade_requests',
  'payment_methods',
  'subscriptions',
  'outbox',
  'login_tokens',
  'auth_codes',
  'sessions',
] as const;

const norm = (rows: unknown[]) =>
  JSON.stringify(rows, (k, v: unknown) => (k === 'last_seen_at' ? undefined : v instanceof Date ? v.toISOString() : v));

describe.each(DIALECTS)('hostile input [%s]', (dialect) => {
  let s: SecurityApp;
  let logger: CapturingLogger;
  let png: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    logger = new CapturingLogger();
    s = await createSecurityApp(dialect, { logger });
    png = await pngBytes();
  });
  afterAll(async () => s?.close());

  const counts = async (): Promise<string> => {
    const sql = `select ${COUNTED.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`;
    const raw = (await s.t.db.knex.raw(sql)) as unknown;
    const row = (dialect === 'sqlite' ? (raw as unknown[])[0] : (raw as unknown[][])[0]![0]) as Record<string, unknown>;
    return JSON.stringify(Object.fromEntries(COUNTED.map((t) => [t, Number(row[t])])));
  };

  /** The rows a refused request must not have touched: the world's and the users'. */
  const worldRows = async (w: World): Promise<string> => {
    const k = s.t.db.knex;
    const vendorIds = [w.vendorA, w.vendorB, ...(w.vendorC ? [w.vendorC] : [])];
    const parts = await Promise.all([
      k('vendors').whereIn('id', vendorIds).orderBy('id'),
      k('users').orderBy('id'),
      k('vendor_images').whereIn('vendor_id', vendorIds).orderBy('id'),
      k('photo_uploads').whereIn('vendor_id', vendorIds).orderBy('id'),
      k('vendor_filters').whereIn('vendor_id', vendorIds).orderBy(['vendor_id', 'filter_id']),
      k('seo_filters').orderBy('id'),
      k('subscriptions').whereIn('vendor_id', vendorIds).orderBy('id'),
      k('applications').where({ id: w.applicationPending ?? '' }),
      k('contact_messages').whereIn('id', [w.messageGeneral ?? '', w.messageClaim ?? '']).orderBy('id'),
      k('reviews').where({ id: w.reviewA ?? '' }),
      k('upgrade_requests').whereIn('id', [w.upgradeA ?? '', w.upgradeB ?? '']).orderBy('id'),
    ]);
    return norm(parts);
  };

  /** Rich text already found stable (each stored value is checked once, not again on every later run). */
  const stable = new Set<string>();
  /** Rich text at rest is a fixpoint of the sanitizer. */
  const expectRichTextStable = async (what: string) => {
    const vendors = (await s.t.db.knex('vendors').select('id', 'description', 'pricing_notes')) as Array<Record<string, string | null>>;
    const filters = (await s.t.db.knex('seo_filters').select('id', 'content')) as Array<Record<string, string | null>>;
    const stored = [
      ...vendors.flatMap((v) => [[`vendors.description of ${v.id}`, v.description], [`vendors.pricing_notes of ${v.id}`, v.pricing_notes]]),
      ...filters.map((f) => [`seo_filters.content of ${f.id}`, f.content]),
    ] as Array<[string, string | null]>;
    for (const [where, html] of stored) {
      if (!html || stable.has(html)) continue;
      expect(sanitizer.sanitize(html), `${what}: ${where} is not what the sanitizer leaves`).toBe(html);
      stable.add(html);
    }
  };

  const send = async (e: Endpoint, req: Built): Promise<CallResult> => {
    const headers = { ...s.as(e.role), ...(e.c.headers ?? {}) } as Record<string, string>;
    if (req.body.kind === 'none') return s.call(e.c.method, req.path, { headers });
    if (req.body.kind === 'json') {
      // JSON.stringify drops undefined and turns NaN into null; the value sent is what the server parses.
      const text = JSON.stringify(req.body.value) ?? '';
      return s.call(e.c.method, req.path, { headers: { ...headers, 'content-type': 'application/json' }, raw: text });
    }
    const h = { ...headers };
    if (req.body.contentType) h['content-type'] = req.body.contentType;
    else delete h['content-type'];
    return s.call(e.c.method, req.path, { headers: h, raw: req.body.text });
  };

  it('has a happy request for every route of the app, so every endpoint that takes input is fuzzed', () => {
    const api = s.t.app.routes.filter((r) => !isMiddlewareEntry(r)).map((r) => `${r.method} ${r.path}`);
    const fuzzed = new Set(ENDPOINTS.map((e) => e.route));
    expect(api.filter((r) => !fuzzed.has(r))).toEqual([]);
  });

  for (const e of ENDPOINTS) {
    it(`${e.route} (as ${e.role}): never a 5xx, refusals in the JSON error shape and storing nothing${RICH_TEXT_WRITERS.has(e.route) ? ', rich text stored sanitized' : ''}`, async () => {
      const needs = [...placeholdersOf([e.c.path, e.c.body, e.c.headers]), ...(e.c.needs ?? [])] as WorldKey[];
      // A destructive endpoint gets a fresh world for each run, so the happy parts of a hostile request still land.
      const destructive = e.c.method === 'DELETE' || /approve|reject|apply|grant|confirm|cancel/.test(e.route);
      let world = await s.world(needs, e.c.states ?? []);
      let used = false;
      await fc.assert(
        fc.asyncProperty(fc.noShrink(hostileRequests(e)), async (hostile) => {
          if (destructive && used) world = await s.world(needs, e.c.states ?? []);
          used = true;
          const req = hostile.build(world);
          const countsBefore = await counts();
          const rowsBefore = e.c.method === 'GET' ? '' : await worldRows(world);
          const linesBefore = logger.lines.length;
          const res = await send(e, req);
          const errors = logger.lines.slice(linesBefore).filter((l) => l.includes('"level":"error"'));
          const context = `${e.route} ${hostile.label} → ${res.status} ${res.text.slice(0, 300)}\n${errors.join('\n').slice(0, 1500)}`;
          expect(res.status, context).toBeLessThan(500);
          if (res.status >= 400) {
            if (e.api || res.json !== undefined) expect(errorShapeProblem(res.json), context).toBeNull();
            expect(await counts(), `${context}\nrow counts changed`).toBe(countsBefore);
            if (e.c.method !== 'GET') expect(await worldRows(world), `${context}\nrows changed`).toBe(rowsBefore);
          } else if (RICH_TEXT_WRITERS.has(e.route)) {
            await expectRichTextStable(context);
          } else if (e.route === 'POST /api/applications' && res.status === 201) {
            // The application's description becomes the listing's rich text on approval.
            const id = (res.json as { applicationId: string }).applicationId;
            const approve = await s.call('PUT', `/api/admin/applications/${id}/approve`, { headers: s.as('admin') });
            expect(approve.status, `${context}\napprove: ${approve.text.slice(0, 300)}`).toBeLessThan(500);
            await expectRichTextStable(`${context}\nafter approval`);
          }
        }),
        { seed: SEED, numRuns: RUNS[dialect], endOnFailure: true },
      );
    });
  }

  // Column sizes are MariaDB's (SQLite does not enforce VARCHAR lengths), so the sweep runs there.
  if (dialect === 'mariadb') it('accepts or refuses every text field one past each column size, never a 5xx', async () => {
    // One character past each VARCHAR size of the schema for free text (50, 100, 191, 200, 255, 300, 500). TEXT columns
    // hold 65 535 bytes, far above any text limit of the forms (the fuzz sends those sizes and more).
    const lengths = [51, 101, 192, 201, 256, 301, 501];
    const failures: string[] = [];
    for (const e of ENDPOINTS) {
      if (e.c.method === 'GET' || e.c.body === undefined || e.c.rawPng) continue;
      const world = await s.world([...placeholdersOf([e.c.path, e.c.body]), ...(e.c.needs ?? [])], e.c.states ?? []);
      const body = over(e.c.body, world);
      for (const at of pathsOf(body)) {
        let original: unknown = body;
        for (const key of at) original = (original as Record<string | number, unknown>)[key];
        if (typeof original !== 'string') continue;
        for (const n of lengths) {
          const pad = Math.max(0, n - original.length);
          const value = original.includes('@') ? `${'x'.repeat(pad)}${original}` : /^https?:/.test(original) ? `${original}/${'x'.repeat(Math.max(0, pad - 1))}` : `${original}${'é'.repeat(pad)}`;
          const before = await counts();
          // Fresh {unique} values elsewhere in the body, so rate limits per email never answer in place of the database.
          const res = await send(e, { path: fill(e.c.path, world), body: { kind: 'json', value: setAt(over(e.c.body, world), at, value) } });
          if (res.status >= 500) failures.push(`${e.route} body.${at.join('.')} at ${n} chars → ${res.status}`);
          else if (res.status >= 400 && (await counts()) !== before) failures.push(`${e.route} body.${at.join('.')} at ${n} chars → ${res.status} but rows changed`);
          // Refused by validation at this length: every longer value is refused the same way.
          if (res.status >= 500 || res.status === 400) break;
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('approves an application whose business name fills all 200 characters (the slug fits its column)', async () => {
    const name = `${'Blue Ridge Blooms and Garden Design '.repeat(6)}`.slice(0, 200);
    const body = { ...(over(FULL_BODIES['POST /api/applications'], await s.world()) as Record<string, unknown>), businessName: name };
    const applied = await s.call('POST', '/api/applications', { body });
    expect(applied.status, applied.text).toBe(201);
    const approved = await s.call('PUT', `/api/admin/applications/${(applied.json as { applicationId: string }).applicationId}/approve`, { headers: s.as('admin') });
    expect(approved.status, approved.text).toBe(200);
    const slug = (approved.json as { vendor: { slug: string } }).vendor.slug;
    expect(slug.length).toBeLessThanOrEqual(191);
    // The same name again gets a numbered slug that fits too.
    const again = await s.call('POST', '/api/admin/vendors', { headers: s.as('admin'), body: { name, category: s.categories.venues, location: { city: 'Greer', county: 'Greenville' } } });
    expect(again.status, again.text).toBe(201);
    expect((again.json as { vendor: { slug: string } }).vendor.slug).toBe(`${slug}-2`);
  });

  describe('body size limits', () => {
    const bodyRoutes = () =>
      ENDPOINTS.filter((e) => e.api && e.c.method !== 'GET' && !e.c.rawPng).map((e) => e);
    /** Every object the body-taking routes' paths, bodies and needs name. */
    const bodyRouteWorldKeys = () => {
      const keys = new Set<WorldKey>();
      for (const e of bodyRoutes()) {
        placeholdersOf([e.c.path, e.c.body, e.c.headers], keys);
        for (const k of e.c.needs ?? []) keys.add(k);
      }
      return keys;
    };

    /** The route's path without its query, as the body limits see it. */
    const limitOf = (e: Endpoint, path: string) => bodyLimitFor(e.c.method, path.split('?')[0]!);

    it("refuses a body one byte over its route's limit on every body-taking /api route with a JSON 413, storing nothing", async () => {
      const world = await s.world(bodyRouteWorldKeys());
      for (const e of bodyRoutes()) {
        const path = fill(e.c.path, world);
        const limit = limitOf(e, path);
        const overLimit = JSON.stringify({ name: 'x'.repeat(limit + 1 - '{"name":""}'.length) });
        expect(Buffer.byteLength(overLimit)).toBe(limit + 1);
        for (const role of ['anonymous', e.role] as const) {
          const before = await counts();
          const res = await s.call(e.c.method, path, { headers: { ...s.as(role), 'content-type': 'application/json' }, raw: overLimit });
          expect(res.status, `${e.route} as ${role}: ${res.text.slice(0, 200)}`).toBe(413);
          expect(errorShapeProblem(res.json), e.route).toBeNull();
          expect(res.json).toEqual({ success: false, error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });
          expect(await counts(), e.route).toBe(before);
        }
      }
    });

    it('refuses a login body of 5 KB and a contact, inquiry, thread message or review body of 40 KB with a JSON 413: their forms are far smaller', async () => {
      const world = await s.world(['vendorA', 'threadToken']);
      const cases: Array<[string, Record<string, unknown>]> = [
        ['/api/auth/login', { email: 'ann@example.com', padding: 'x'.repeat(5 * 1024) }],
        ['/api/contact/submit', { type: 'GENERAL_INQUIRY', name: 'Carla', email: 'carla@example.com', subject: 'Hi', message: 'x'.repeat(40 * 1024) }],
        [`/api/vendors/${world.vendorA}/inquiries`, { name: 'Carla', email: 'carla@example.com', message: 'x'.repeat(40 * 1024) }],
        [`/api/inquiries/thread/${world.threadToken}/messages`, { body: 'x'.repeat(40 * 1024) }],
        [`/api/vendors/${world.vendorA}/reviews`, { name: 'Carla', email: 'carla@example.com', rating: 5, text: 'x'.repeat(40 * 1024) }],
      ];
      for (const [path, body] of cases) {
        const before = await counts();
        const res = await s.call('POST', path, { body });
        expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(413);
        expect(res.json).toEqual({ success: false, error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });
        expect(await counts(), path).toBe(before);
      }
    });

    it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels on every body-taking /api route with a 400 before parsing it, storing nothing`, async () => {
      const world = await s.world(bodyRouteWorldKeys());
      const deep = `{"name":${'['.repeat(MAX_JSON_DEPTH) + '"x"' + ']'.repeat(MAX_JSON_DEPTH)}}`;
      for (const e of bodyRoutes()) {
        const before = await counts();
        const res = await s.call(e.c.method, fill(e.c.path, world), { headers: { ...s.as(e.role), 'content-type': 'application/json' }, raw: deep });
        expect(res.status, `${e.route}: ${res.text.slice(0, 200)}`).toBe(400);
        expect(res.json, e.route).toEqual({ success: false, error: { code: 'BAD_REQUEST', message: 'Request body is nested too deeply' } });
        expect(await counts(), e.route).toBe(before);
      }
    });

    it("takes the largest legitimate bodies: a listing's description and pricing notes at their full length, a contact message of 5 000 three-byte characters", async () => {
      const world = await s.world(['vendorA']);
      // Rich text at the schema's maximum: 100 000 characters of markup each, within the text and markup budgets.
      const atMax = (max: number) => {
        const para = (path: string) => `<p><a href="https://example.com/${path}">Link</a></p>`;
        const per = Math.floor(max / 200) - para('').length;
        const html = Array.from({ length: 200 }, () => para('x'.repeat(per))).join('');
        return html + 'y'.repeat(max - html.length);
      };
      const profile = { name: 'Magnolia Barn', description: atMax(VENDOR_PROFILE_LIMITS.html), pricingNotes: atMax(VENDOR_PROFILE_LIMITS.html) };
      expect(profile.description).toHaveLength(VENDOR_PROFILE_LIMITS.html);
      expect(vendorProfileSchema.safeParse(profile).success).toBe(true);
      const edited = await s.call('PUT', `/api/vendors/${world.vendorA}`, { headers: s.as('vendorA'), body: profile });
      expect(edited.status, edited.text.slice(0, 300)).toBe(200);

      const contact = { type: 'GENERAL_INQUIRY', name: '婚'.repeat(100), email: `carla-${freshUnique()}@example.com`, subject: '婚'.repeat(200), message: '婚'.repeat(5000) };
      const sent = await s.call('POST', '/api/contact/submit', { body: contact });
      expect(sent.status, sent.text.slice(0, 300)).toBe(201);
    });

    it('refuses an oversized body sent without a Content-Length (chunked) the same way', async () => {
      const world = await s.world(bodyRouteWorldKeys());
      const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
      for (const e of bodyRoutes()) {
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent > MAX_BODY_LIMIT + chunk.byteLength) return controller.close();
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          },
        });
        const before = await counts();
        const res = await s.t.app.request(fill(e.c.path, world), { method: e.c.method, headers: { ...s.as(e.role), 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
        expect(res.status, e.route).toBe(413);
        expect(errorShapeProblem(await res.json()), e.route).toBeNull();
        expect(await counts(), e.route).toBe(before);
      }
    });

    it(`refuses photo bytes over ${MAX_PHOTO_BYTES / 1024 / 1024} MB on the signed upload route with a JSON 413, and takes a large photo under it`, async () => {
      const world = await s.world(['signedUploadPath']);
      const over = await s.call('PUT', world.signedUploadPath, { headers: { 'content-type': 'image/png' }, raw: new Uint8Array(MAX_PHOTO_BYTES + 1) });
      expect(over.status).toBe(413);
      expect(errorShapeProblem(over.json)).toBeNull();
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 11; i++) controller.enqueue(new Uint8Array(1024 * 1024));
          controller.close();
        },
      });
      const chunked = await s.t.app.request(world.signedUploadPath, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: stream, duplex: 'half' } as RequestInit);
      expect(chunked.status).toBe(413);
      expect(await s.storage.exists(world.signedUploadPath.replace(/^\/api\/uploads\//, '').split('?')[0]!)).toBe(false);
      // Over every JSON limit but under the photo limit: the photo route's own limit applies.
      const large = new Uint8Array(MAX_BODY_LIMIT + 1024);
      large.set(png);
      // The URL pins the size, so the large photo gets a URL of its own.
      const presign = await s.call('POST', `/api/vendors/${world.vendorA}/photos`, { headers: s.as('admin'), body: { fileName: 'large.png', fileType: 'image/png', fileSize: large.byteLength } });
      expect(presign.status).toBe(201);
      expect((await s.call('PUT', (presign.json as { uploadUrl: string }).uploadUrl, { headers: { 'content-type': 'image/png' }, raw: large })).status).toBe(200);
    });
  });
});
