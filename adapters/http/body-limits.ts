/**
 * How large a JSON body each API route takes (issue 35, ADR 8), in one table: a body over its route's
 * limit gets 413 before it is read. Each limit fits the largest legitimate body of its route — every field
 * at its schema's maximum, 3 bytes a character (UTF-8 of any character a form sends) — with room to spare;
 * routes not named take small bodies (a status, a photo's caption, an upgrade request) or none.
 */
const KB = 1024;

/** Routes not in the table: bodies of a few hundred characters (photo captions: 1 100 characters, 3.3 KB). */
export const DEFAULT_BODY_LIMIT = 8 * KB;

/** No schema of ours nests deeper than 4; a body nested deeper than this is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

/** [method, path under /api, bytes]: the first match wins. */
export const BODY_LIMITS: ReadonlyArray<readonly [string, RegExp, number]> = [
  // An email and a browser key; a confirmation token.
  ['POST', /^\/api\/auth\/(login|session)$/, 2 * KB],
  ['POST', /^\/api\/inquiries\/confirm$/, 2 * KB],
  // The insights beacons: a few hundred bytes (routes/insights.ts refuses more than 16 KB itself too).
  ['POST', /^\/api\/vendors\/([^/]+\/events|appearances)$/, 16 * KB],
  // Forms around a message of 5 000 characters: contact (about 5 500 characters), a couple's first inquiry
  // (7 500 with the honeypot taken as it comes), a thread message, a review, a vendor's reply or saved reply,
  // a claim granted with notes; at most about 23 KB.
  ['POST', /^\/api\/contact\/submit$/, 32 * KB],
  ['POST', /^\/api\/vendors\/[^/]+\/(inquiries|reviews)$/, 32 * KB],
  ['POST', /^\/api\/inquiries\/thread\/[^/]+\/messages$/, 32 * KB],
  ['POST', /^\/api\/vendors\/[^/]+\/inquiries\/[^/]+\/replies$/, 32 * KB],
  ['POST', /^\/api\/vendors\/[^/]+\/saved-replies$/, 32 * KB],
  ['PUT', /^\/api\/vendors\/[^/]+\/saved-replies\/[^/]+$/, 32 * KB],
  ['PUT', /^\/api\/admin\/claims\/[^/]+\/grant$/, 32 * KB],
  // An application: about 6 300 characters of fields (19 KB).
  ['POST', /^\/api\/applications$/, 32 * KB],
  // The payment processor's events (Stripe's are a few KB; an invoice with many lines, more).
  ['POST', /^\/api\/billing\/webhook$/, 256 * KB],
  // Lists of up to 500 ids of up to 191 characters: a photo order (100 KB), a bulk filter edit (two lists).
  ['PUT', /^\/api\/vendors\/[^/]+\/photos\/reorder$/, 128 * KB],
  ['PUT', /^\/api\/vendors\/(apply|clear)-filters$/, 256 * KB],
  // A landing page: 50 000 characters of HTML and its SEO fields.
  ['POST', /^\/api\/filters$/, 256 * KB],
  ['PUT', /^\/api\/filters\/[^/]+$/, 256 * KB],
  // A listing: a description and pricing notes of up to 100 000 characters of HTML each (mostly markup).
  ['PUT', /^\/api\/vendors\/[^/]+$/, 512 * KB],
  ['POST', /^\/api\/admin\/vendors$/, 512 * KB],
  ['PUT', /^\/api\/admin\/vendors\/[^/]+$/, 512 * KB],
];

/** The largest body any route takes. */
export const MAX_BODY_LIMIT = Math.max(DEFAULT_BODY_LIMIT, ...BODY_LIMITS.map(([, , bytes]) => bytes));

/** The body limit of a request to `path` (the whole path, /api included). */
export const bodyLimitFor = (method: string, path: string): number => {
  for (const [m, pattern, bytes] of BODY_LIMITS) if (m === method && pattern.test(path)) return bytes;
  return DEFAULT_BODY_LIMIT;
};
