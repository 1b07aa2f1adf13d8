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

describe('the heads of pages for one person', () => {
  it("are found and kept out of search engines: a browser's shortlist (issue 39), a client's review request link (issue 40 §1)", async () => {
    for (const path of ['/shortlist', '/shortlist/', '/reviews/write/abc123', '/reviews/unsubscribe/abc123']) {
      const head = await resolveSeoPage(path, deps);
      expect(head, path).toMatchObject({ status: 200, robots: 'noindex, nofollow', canonicalPath: null });
    }
  });
});
