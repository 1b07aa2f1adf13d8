// Helpers for the component tests: a stubbed fetch that records what the api-client sends and answers
// from a queue, and the API's answers (success, a 400 with field messages, a 429 with Retry-After).
import { vi } from 'vitest';

export type Sent = { method: string; url: string; body: unknown };

export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const created = (body: unknown): Answer => ({ status: 201, body });
export const badRequest = (fields: Record<string, string>): Answer => ({
  status: 400,
  body: { success: false, error: { code: 'VALIDATION_ERROR', message: 'Validation failed', fields } },
});
export const tooManyRequests = (retryAfterSeconds: number): Answer => ({
  status: 429,
  body: { success: false, error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes and try again.' } },
  headers: { 'Retry-After': String(retryAfterSeconds) },
});

/**
 * Stubs fetch: `routes` answers by "METHOD /path" (path without the query); anything else is a 404.
 * Returns the requests sent, with their JSON bodies.
 */
export function stubApi(routes: Record<string, Answer | Answer[] | ((url: URL) => Answer)>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      sent.push({ method, url: url.pathname + url.search, body });
      const route = routes[`${method} ${url.pathname}`];
      const answer = typeof route === 'function' ? route(url) : Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
      if (!answer) return new Response(JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
    }),
  );
  return sent;
}

/** The requests that changed something (what the form submitted). */
export const posted = (sent: Sent[]) => sent.filter((r) => r.method !== 'GET');

/** GET /api/categories as the API answers it. */
export const CATEGORIES = ok({
  success: true,
  categories: [
    { _id: 'c1', name: 'Venues', slug: 'venues', description: '', sortOrder: 1, vendorCount: 3, imageUrl: null },
    { _id: 'c2', name: 'Photographers', slug: 'photographers', description: '', sortOrder: 2, vendorCount: 2, imageUrl: null },
  ],
});

/** The owner's listing as GET /api/vendors/{id} answers it (only what the vendor pages read). */
export const ownVendor = (overrides: Record<string, unknown> = {}) => ({
  _id: 'v1',
  name: 'Magnolia Hollow Barn',
  slug: 'magnolia-hollow-barn',
  email: 'owner@example.com',
  phone: '864-555-0100',
  website: 'https://magnoliahollow.example',
  tagline: 'A barn in the foothills',
  description: '<p>Our story</p>',
  pricingNotes: '',
  startingPrice: 4500,
  priceRange: 'premium',
  category: { _id: 'c1', name: 'Venues', slug: 'venues' },
  location: { city: 'Travelers Rest', county: 'Greenville', state: 'SC' },
  socialMedia: {},
  photos: [],
  filters: [],
  isActive: true,
  isVerified: true,
  isFeatured: false,
  subscriptionTier: 'free',
  rating: { average: 4.5, count: 2 },
  ...overrides,
});

/** GET /api/upgrades/check/{slug}: the plan of a listing. */
export const planStatus = (currentTier: 'free' | 'featured' | 'premier' = 'free') => ok({ success: true, currentTier, pendingUpgrade: null, subscription: null });
