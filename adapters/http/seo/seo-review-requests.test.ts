import { describe, expect, it } from 'vitest';
import { resolveSeoPage, type SeoDeps } from './seo-pages.ts';

/** A read a private page must not make. */
const noRead = { execute: () => Promise.reject(new Error('a private page reads nothing')) };

const deps = {
  baseUrl: 'https://upstateweddingdirectory.com',
  mediaUrl: (key: string) => `/media/${key}`,
  getCategory: noRead,
  listVendors: noRead,
  getPublicVendor: noRead,
  listFilterVendors: noRead,
} as unknown as SeoDeps;

describe('the review request link pages (issue 40 §1)', () => {
  it('are found and kept out of search engines: each link is one client\'s', async () => {
    for (const path of ['/reviews/write/abc123', '/reviews/unsubscribe/abc123']) {
      const head = await resolveSeoPage(path, deps);
      expect(head, path).toMatchObject({ status: 200, robots: 'noindex, nofollow', canonicalPath: null });
    }
  });
});
